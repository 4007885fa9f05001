import { expect, test } from './fixtures';
import { localeCodes } from '../../src/config/locales';
import { contentKinds, pageOfKind, requirePageKinds } from '../../scripts/support/page-kinds';
import { measurePageWeight, weighViewports } from '../../scripts/support/page-weight';

/**
 * Budget (design "Performance targets"): the JavaScript a content page (landing, block page, article) loads before any
 * interaction, gzip. The issue's ceiling is 5 KB; the number is set from what was measured and kept
 * tight. Measured (gzip, en-EU): landing 4,528 B, article 4,091 B, block page 3,720 B — the shell's
 * small scripts (link prefetch 660, account link 852, terms loader 528, cart button 1,030, Vite's
 * preload helper 650) plus the page's own (article list 413 before its first "Show more" click,
 * share button 371, the landing video's late loader 392). A change that needs more must say why here.
 * Held at 4,608 with the header cart button's plural forms ("1 tuote", picked with the built-in
 * Intl.PluralRules from forms rendered on the server, which with the cart islands' preload entry
 * for the shared filler cost about 30 B): the account startup and the article list take their lazy
 * modules with .then instead of destructuring, which Vite wraps in an extra function. Measured
 * after (gzip, every locale): landing 4,605 B (cart shell 1,089, account link 847, article list
 * 387), article 4,589 B, block page 4,218 B.
 * Held at 4,640 since the codebase's redesign (layers, lint): the same scripts measured 4,612 B on
 * the landing page (cart shell 1,090, account link 847, terms loader 503, article list 391). The
 * 7 B over the last figure are no new code: each script's preload list names its lazy chunks by
 * content hash, and when a dependency changes its chunk gets a new hash, which gzips a byte or two
 * differently. 32 B of headroom keep such renames from failing the budget.
 * Lowered to 3,700 when the shell's four scripts became one (PageShell.astro starts the account
 * link, cart button and terms link parts) and their preload lists shrank with React's runtime in
 * one chunk (astro.config.mjs): measured (gzip, every locale, both viewports) landing 3,651 B
 * (shell 2,610, Vite's preload helper 650, article list 391); 49 B of headroom for renames.
 */
export const CONTENT_PAGE_JS_BUDGET = 3700;

const site = () => process.env.TEST_SITE_URL!;
const backend = () => process.env.TEST_BACKEND_URL!;

for (const locale of localeCodes) {
  test(`content pages in ${locale} load at most ${CONTENT_PAGE_JS_BUDGET} B of JS (gzip) before interaction`, async ({ browser }) => {
    const pages = (await requirePageKinds(backend(), locale)).filter((p) => contentKinds.includes(p.kind));
    expect(pages.map((p) => p.kind)).toEqual([...contentKinds]);
    for (const { name, viewport } of weighViewports) {
      const context = await browser.newContext({ viewport, locale });
      for (const page of pages) {
        const weight = await measurePageWeight(context, `${site()}${page.href}`);
        const detail = `${page.kind} ${page.href} (${name}): ${weight.jsGzipBytes} B — ${weight.scripts.map((s) => `${s.url.split('/').pop()} ${s.gzipBytes} B`).join(', ')}`;
        expect(weight.status, detail).toBe(200);
        expect(weight.jsGzipBytes, detail).toBeLessThanOrEqual(CONTENT_PAGE_JS_BUDGET);
        // React is for widgets a visitor touches: a content page never loads it up front
        expect(
          weight.scripts.filter((s) => /react|client\.[\w-]+\.js$/i.test(s.url)).map((s) => s.url),
          detail,
        ).toEqual([]);
      }
      await context.close();
    }
  });
}

/**
 * Budget (../shared/design.md, performance targets: ≤ 90 KB gzip of JS at desktop width): the JS
 * the locator page has loaded once the network is idle, gzip 9 of each body, measured as
 * scripts/bench/locator.ts measures it. React 19's runtime and Leaflet 1.9 alone weigh about
 * 108 KB, so Leaflet loads only when the visitor engages the map: until then a desktop's map box
 * shows the map preview (src/features/locator/MapPreview.tsx: the same view and markers, drawn
 * without Leaflet), and a phone shows the list first. With the shell's
 * scripts in one file and React's runtime and nanostores in one chunk each (astro.config.mjs),
 * and the preview's first markers from the station data file (cluster-levels.ts: no clustering
 * code until a filter), measured (en-EU, page's inline scripts included): desktop 1280 px 90,878 B,
 * phone 375 px 90,878 B (React's runtime 70,021, the island 12,096, shell 2,610). Both are held at
 * the design's target (92,160 B). A change that needs more must say why here.
 */
export const LOCATOR_PHONE_JS_BUDGET = 90 * 1024;
export const LOCATOR_DESKTOP_JS_BUDGET = 90 * 1024;

test('the locator page loads at most 90 KB of JS (gzip) on a phone and on a desktop', async ({ browser }) => {
  const locator = pageOfKind(await requirePageKinds(backend(), 'en-EU'), 'locator');
  for (const [viewport, budget, extra] of [
    [{ width: 375, height: 740 }, LOCATOR_PHONE_JS_BUDGET, { isMobile: true, hasTouch: true }],
    [{ width: 1280, height: 900 }, LOCATOR_DESKTOP_JS_BUDGET, {}],
  ] as const) {
    const context = await browser.newContext({ viewport, locale: 'en-EU', ...extra });
    const weight = await measurePageWeight(context, `${site()}${locator.href}`);
    const detail = `${locator.href} (${viewport.width} px): ${weight.jsGzipBytes} B — ${weight.scripts.map((s) => `${s.url.split('/').pop()} ${s.gzipBytes} B`).join(', ')}`;
    expect(weight.status, detail).toBe(200);
    expect(weight.jsGzipBytes, detail).toBeLessThanOrEqual(budget);
    // a phone's list view loads no map code until the map is opened; a desktop's map preview loads no Leaflet
    const mapCode = viewport.width < 992 ? /LocatorMap|cluster-worker/ : /LocatorMap|markers\.|leaflet/i;
    expect(
      weight.scripts.filter((s) => mapCode.test(s.url)).map((s) => s.url),
      detail,
    ).toEqual([]);
    await context.close();
  }
});
