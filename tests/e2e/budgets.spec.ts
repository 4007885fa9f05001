import { expect, test } from './fixtures';
import { localeCodes } from '../../src/config/locales';
import { contentKinds, findPageKinds } from '../support/page-kinds';
import { measurePageWeight, weighViewports } from '../support/page-weight';

/**
 * Budget (issue 7): the JavaScript a content page (landing, block page, article) loads before any
 * interaction, gzip. The issue's ceiling is 5 KB; the number is set from what was measured and kept
 * tight. Measured (gzip, en-EU): landing 4,528 B, article 4,091 B, block page 3,720 B — the shell's
 * small scripts (link prefetch 660, account link 852, terms loader 528, cart button 1,030, Vite's
 * preload helper 650) plus the page's own (article list 413 before its first "Show more" click,
 * share button 371, the landing video's late loader 392). A change that needs more must say why here.
 * 4,608 → 4,640: the header cart button's name takes its count's plural form ("1 tuote", picked
 * with the built-in Intl.PluralRules from forms rendered on the server), and the cart islands'
 * preload list names the shared plural-aware filler: landing 4,638 B (cart shell 1,089 B).
 */
export const CONTENT_PAGE_JS_BUDGET = 4640;

const site = () => process.env.TEST_SITE_URL!;
const backend = () => process.env.TEST_BACKEND_URL!;

for (const locale of localeCodes) {
  test(`content pages in ${locale} load at most ${CONTENT_PAGE_JS_BUDGET} B of JS (gzip) before interaction`, async ({ browser }) => {
    const pages = (await findPageKinds(backend(), locale)).filter((p) => contentKinds.includes(p.kind));
    expect(pages.map((p) => p.kind)).toEqual([...contentKinds]);
    for (const { name, viewport } of weighViewports) {
      const context = await browser.newContext({ viewport, locale });
      for (const page of pages) {
        if (page.href === null) throw new Error(`${page.kind} (${locale}): ${page.missing}`);
        const weight = await measurePageWeight(context, `${site()}${page.href}`);
        const detail = `${page.kind} ${page.href} (${name}): ${weight.jsGzipBytes} B — ${weight.scripts.map((s) => `${s.url.split('/').pop()} ${s.gzipBytes} B`).join(', ')}`;
        expect(weight.status, detail).toBe(200);
        expect(weight.jsGzipBytes, detail).toBeLessThanOrEqual(CONTENT_PAGE_JS_BUDGET);
        // React is for widgets a visitor touches: a content page never loads it up front
        expect(weight.scripts.filter((s) => /react|client\.[\w-]+\.js$/i.test(s.url)).map((s) => s.url), detail).toEqual([]);
      }
      await context.close();
    }
  });
}
