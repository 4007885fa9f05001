/**
 * Targets a phone's visitor taps (WCAG 2.5.8 Target Size (Minimum)): the footer's group links, the
 * station page's links on lines of their own, the article's way back and the locator list's station
 * names are each at least 24 × 24 CSS px, or spaced so that a 24 px circle on each touches no other
 * target. And the footer's groups on a phone: each says whether it is open, and its links take the
 * footer's colour (Footer.astro's scoped styles reach LinkTo's anchors: style-scope.ts).
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { LocaleCode } from '../../src/config/locales';
import { hrefFor } from '../../src/i18n/paths';
import { pageOfKind, requirePageKinds } from '../../scripts/support/page-kinds';

const site = () => process.env.TEST_SITE_URL!;
const backend = () => process.env.TEST_BACKEND_URL!;
const LOCALE: LocaleCode = 'en-EU';

/**
 * The visible elements of `selector` that fail WCAG 2.5.8: smaller than 24 × 24 px and with a 24 px
 * circle on their centre that meets another target (its box, or the circle of another small one).
 */
async function undersized(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const MIN = 24;
    const targets = [...document.querySelectorAll<HTMLElement>('a[href], button, summary, input, select, textarea, [role="button"], [tabindex="0"]')]
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ el, r }) => r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden');
    const small = (r: DOMRect) => r.width < MIN || r.height < MIN;
    const centre = (r: DOMRect) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });
    // the least distance from a point to a box
    const distance = (p: { x: number; y: number }, r: DOMRect) =>
      Math.hypot(Math.max(r.left - p.x, 0, p.x - r.right), Math.max(r.top - p.y, 0, p.y - r.bottom));
    const problems: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      const r = el.getBoundingClientRect();
      if (!(r.width > 0 && r.height > 0) || !small(r)) continue;
      const c = centre(r);
      const crowded = targets.some(({ el: other, r: o }) => {
        if (other === el || other.contains(el) || el.contains(other)) return false;
        if (distance(c, o) < MIN / 2) return true;
        return small(o) && Math.hypot(c.x - centre(o).x, c.y - centre(o).y) < MIN;
      });
      if (crowded) problems.push(`"${(el.textContent ?? '').trim().slice(0, 40)}" ${Math.round(r.width)}×${Math.round(r.height)} px`);
    }
    return problems;
  }, selector);
}

for (const width of [360, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 }, isMobile: true, hasTouch: true });

    test("the footer's groups say whether they are open, and their links are the footer's colour and big enough to tap", async ({ page }) => {
      await page.goto(`${site()}${hrefFor('landingPage', LOCALE)}`);
      const groups = page.locator('.footer-group');
      const count = await groups.count();
      expect(count).toBeGreaterThan(1);
      for (let i = 0; i < count; i++) {
        const group = groups.nth(i);
        const summary = group.locator('summary');
        await summary.scrollIntoViewIfNeeded();
        const closed = await summary.screenshot();
        await summary.click();
        await expect(group.locator('details')).toHaveAttribute('open', '');
        await expect(group.locator('.footer-group__links a').first()).toBeVisible();
        // something on the heading itself changed with its state, not only the links below it
        expect(Buffer.compare(closed, await summary.screenshot()), `group ${i + 1}: the heading looks the same open and closed`).not.toBe(0);
      }
      expect(await undersized(page, '.footer-group__links a')).toEqual([]);
      // the footer's own colour, as its other links (the copyright line's), not the body's link colour
      const colours = await page.evaluate(() => ({
        links: [...new Set([...document.querySelectorAll('.footer-group__links a')].map((a) => getComputedStyle(a).color))],
        footer: getComputedStyle(document.querySelector('.site-footer__copyright')!).color,
      }));
      expect(colours.links).toEqual([colours.footer]);
    });

    test("a station page's links, the article's way back and the locator list's station names are big enough to tap", async ({ page }) => {
      const kinds = await requirePageKinds(backend(), LOCALE);
      const href = (kind: 'station' | 'article') => `${site()}${pageOfKind(kinds, kind).href}`;
      await page.goto(href('station'));
      await expect(page.locator('.station__contact a[href^="tel:"]')).toBeVisible();
      expect(await undersized(page, '.station__back a, .station__contact a')).toEqual([]);
      await page.goto(href('article'));
      expect(await undersized(page, '.article__back a')).toEqual([]);

      // without JavaScript's list first (the page's own), then the island's
      await page.goto(`${site()}${hrefFor('stationLocator', LOCALE)}`);
      expect(await undersized(page, '.locator-fallback__station > a')).toEqual([]);
      await expect(page.locator('.locator')).toHaveAttribute('data-state', 'ready', { timeout: 45_000 });
      await expect(page.locator('.locator-item__name a').first()).toBeVisible();
      expect(await undersized(page, '.locator-item__name a')).toEqual([]);
    });
  });
}
