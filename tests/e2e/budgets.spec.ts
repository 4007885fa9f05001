import { expect, test } from './fixtures';
import { localeCodes } from '../../src/config/locales';
import { contentKinds, pageOfKind, requirePageKinds } from '../../scripts/support/page-kinds';
import { measurePageWeight, weighViewports } from '../../scripts/support/page-weight';

/**
 * Budget (design.md "Performance targets": a content page loads ≤ 2 KB gzip of JS before
 * interaction): the JavaScript a content page (landing, block page, article) loads before any
 * interaction, in every locale on a phone (as Lighthouse's mobile emulates one) and a desktop,
 * counted two ways, each within the budget: gzip of the bodies, inline scripts included; and as
 * Lighthouse counts script bytes, the transfer of each script file, its response headers included
 * (one file, with a subresource's headers: src/integrations/small-preload-helper.ts shellModule,
 * src/server/security/headers.ts isSubresourceType).
 * What runs at load is the shell's one script (PageShell.astro: the account link and the cart count
 * from storage, the account check once idle, the loader of the rest), Vite's dynamic-import helper
 * in its small form (src/integrations/small-preload-helper.ts) and the page's own scripts (article
 * list, share button). The header's menus, the cart widgets and the terms link load on the
 * visitor's first sign of interaction (src/scripts/on-intent.ts), link prefetch is the browser's
 * from speculation rules (a JSON rule set, not script: not counted). The budget leaves headroom
 * above those for what a page kind of its own may need before interaction; a failure lists each
 * script's weight. A change that needs more must say why here.
 */
export const CONTENT_PAGE_JS_BUDGET = 2048;

const site = () => process.env.TEST_SITE_URL!;
const backend = () => process.env.TEST_BACKEND_URL!;

for (const locale of localeCodes) {
  test(`content pages in ${locale} load at most ${CONTENT_PAGE_JS_BUDGET} B of JS before interaction, gzip and as Lighthouse counts it, on a phone and a desktop`, async ({
    browser,
  }) => {
    const pages = (await requirePageKinds(backend(), locale)).filter((p) => contentKinds.includes(p.kind));
    expect(pages.map((p) => p.kind)).toEqual([...contentKinds]);
    for (const { name, viewport, device } of weighViewports) {
      for (const page of pages) {
        // a first visit each: with the shell's script in the cache, a second page would transfer none
        const context = await browser.newContext({ viewport, ...device, locale });
        const weight = await measurePageWeight(context, `${site()}${page.href}`);
        await context.close();
        const detail = `${page.kind} ${page.href} (${name}): ${weight.jsGzipBytes} B gzip, ${weight.jsTransferBytes} B transferred — ${weight.scripts.map((s) => `${s.url.split('/').pop()} ${s.gzipBytes} B (${s.transferBytes} B)`).join(', ')}`;
        expect(weight.status, detail).toBe(200);
        expect(weight.jsGzipBytes, detail).toBeLessThanOrEqual(CONTENT_PAGE_JS_BUDGET);
        expect(weight.jsTransferBytes, detail).toBeLessThanOrEqual(CONTENT_PAGE_JS_BUDGET);
        // a first visit transfers every script it runs (none came from a cache)
        for (const script of weight.scripts) expect(script.transferBytes, detail).toBeGreaterThan(script.gzipBytes / 2);
        // React is for widgets a visitor touches: a content page never loads it up front
        expect(
          weight.scripts.filter((s) => /react|client\.[\w-]+\.js$/i.test(s.url)).map((s) => s.url),
          detail,
        ).toEqual([]);
      }
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
 * code until a filter), the page fits the design's target at both widths (page's inline scripts
 * included; a failure lists each script's weight). A change that needs more must say why here.
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

/**
 * Budget: the JS the checkout page (en-EU, phone and desktop) has loaded once its island has
 * hydrated, gzip, measured as the budgets above measure. React's runtime is most of it; the cart's
 * islands, spec 5's rules and the phone numbering plans (src/lib/phone-number.ts: libphonenumber-js
 * with the metadata of the phone fields' countries only, about 22 KB, where the whole
 * `libphonenumber-js/max` would be about 50 KB) the rest. Measured 126,472 B (104,428 B before the
 * numbering plans). A change that needs more must say why here.
 */
export const CHECKOUT_JS_BUDGET = 128 * 1024;

test(`the checkout page loads at most ${CHECKOUT_JS_BUDGET} B of JS (gzip) once its island has hydrated`, async ({ browser }) => {
  const checkout = pageOfKind(await requirePageKinds(backend(), 'en-EU'), 'checkout');
  for (const { name, viewport, device } of weighViewports) {
    const context = await browser.newContext({ viewport, ...device, locale: 'en-EU' });
    // the island hydrates once the browser is idle: weighed when it has
    const weight = await measurePageWeight(context, `${site()}${checkout.href}`, (page) => page.locator('.checkout:not(.checkout--shell)').waitFor());
    const detail = `${checkout.href} (${name}): ${weight.jsGzipBytes} B — ${weight.scripts.map((s) => `${s.url.split('/').pop()} ${s.gzipBytes} B`).join(', ')}`;
    expect(weight.status, detail).toBe(200);
    expect(weight.jsGzipBytes, detail).toBeLessThanOrEqual(CHECKOUT_JS_BUDGET);
    await context.close();
  }
});
