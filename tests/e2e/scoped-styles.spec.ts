/**
 * A component's scoped style reaches the elements it is written for. With Astro's attribute scoping
 * a rule of a component matches only elements that carry that component's `data-astro-cid-…`, which
 * a child component's element has only when the child takes the parent's scope with its class
 * (style-scope.ts: Asset, Video and LinkTo do). A rule written for a child's element without that
 * (the footer's for LinkTo's anchors) matches nothing, silently; so does one whose selector assumes a
 * structure the child no longer renders (the hero's `.hero__image + .hero__text` once the image sat
 * in a <picture>). Here every scoped rule of the site's stylesheets must match an element on one of
 * the pages of every kind, at a phone's width or a desktop's, apart from the few that style a state
 * or a page these visits do not reach, each named below with the reason.
 */
import { expect, test } from './fixtures';
import type { LocaleCode } from '../../src/config/locales';
import { localizedHref } from '../../src/i18n/paths';
import { requirePageKinds } from '../../scripts/support/page-kinds';

const site = () => process.env.TEST_SITE_URL!;
const backend = () => process.env.TEST_BACKEND_URL!;
const LOCALE: LocaleCode = 'en-EU';
/** Pages of blocks the page kinds may not carry: the products block and the form (as tests/engines/journeys.ts). */
const MORE = ['/private/services/car-wash', '/about-us/company-info/contact-us'];

/** Rules for what these visits never show, by the component's class they start with. */
const UNREACHED: Record<string, string> = {
  '.preview-banner': "an editor's preview only (PreviewBanner.astro)",
  '.link-button': 'the cookie-settings button, drawn only where a consent script is configured (Footer.astro)',
  '.error-page__details': 'the technical details of an error, shown only where there are any (ErrorView.astro)',
};

test('every scoped rule of a component matches an element it is written for', async ({ browser }) => {
  test.setTimeout(180_000);
  const kinds = await requirePageKinds(backend(), LOCALE);
  const paths = [...kinds.map((k) => k.href), ...MORE.map((p) => localizedHref(p, LOCALE))];
  const matched = new Map<string, boolean>();
  for (const width of [360, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    for (const path of paths) {
      await page.goto(`${site()}${path}`, { waitUntil: 'networkidle' });
      const rules = await page.evaluate(() => {
        // a rule for a state (hovered, focused, open, expanded, pressed) is checked against the
        // element it styles in any state
        const stateless = (selector: string) =>
          selector
            .replace(/::?(before|after|marker|-webkit-details-marker|placeholder|backdrop|details-content)\b/g, '')
            .replace(/:(hover|focus-visible|focus-within|focus|active|visited|checked|disabled)\b/g, '')
            .replace(/\[(open|aria-expanded|aria-pressed|aria-current)(="[^"]*")?\]/g, '')
            .replace(/\.is-[\w-]+/g, '');
        const found: [string, boolean][] = [];
        const walk = (list: CSSRuleList) => {
          for (const rule of list) {
            if (rule instanceof CSSStyleRule) {
              for (const selector of rule.selectorText.split(/,(?![^(]*\))/)) {
                if (selector.includes('[data-astro-cid-')) found.push([selector.trim(), document.querySelector(stateless(selector)) !== null]);
              }
            }
            if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
          }
        };
        for (const sheet of document.styleSheets) walk(sheet.cssRules);
        return found;
      });
      for (const [selector, hit] of rules) matched.set(selector, (matched.get(selector) ?? false) || hit);
    }
    await page.close();
  }
  expect(matched.size, 'scoped rules seen').toBeGreaterThan(50);
  const unmatched = [...matched].filter(([selector, hit]) => !hit && !Object.keys(UNREACHED).some((start) => selector.startsWith(`${start}[`)));
  expect(unmatched.map(([selector]) => selector)).toEqual([]);
});
