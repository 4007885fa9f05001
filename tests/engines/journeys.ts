/**
 * The journeys where browser engines differ, run by one file per engine (firefox.test.ts,
 * firefox-esr140.test.ts, webkit.test.ts; the files run side by side) in Firefox ESR (current and
 * 140, the policy's floor) and WebKit, at a phone width and at 1280 px (README, "Browsers";
 * design.md, Browsers). Logic that does not depend on the engine stays in the Chromium journeys
 * (tests/e2e). After every step: no sideways scroll, focus (when a control has it) visible and
 * inside the viewport, and no script error.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { getLocale, type LocaleCode } from '../../src/config/locales';
import { localizedHref } from '../../src/i18n/paths';
import { t } from '../../src/i18n/t';
import { requirePageKinds, type KindPage } from '../../scripts/support/page-kinds';
import { openEngine, type EngineName, type EnginePage } from './drivers';
import { firefoxFloor } from './firefox-floor';

const LOCALE: LocaleCode = 'en-EU';
const widths = [375, 1280];
/** The car-wash page (it carries the products block) and its premium wash, as in tests/e2e/checkout.spec.ts. */
const CAR_WASH = '/private/services/car-wash';
const PREMIUM = 'Premium wash';
/** The contact form, as in tests/e2e/forms.spec.ts. */
const CONTACT = '/about-us/company-info/contact-us';
/** The form's summary of what is wrong (a role=alert) says `text`. */
const alertSays = (text: string) => `() => [...document.querySelectorAll('[role="alert"]')].some((a) => a.textContent.includes(${JSON.stringify(text)}))`;

/** Clicks the control of that role whose accessible name (aria-label, else its text) is `name`. */
async function clickByName(page: EnginePage, tag: 'button' | 'a', name: string): Promise<void> {
  const found = await page.evaluate<boolean>(
    `(tag, name) => {
      const el = [...document.querySelectorAll(tag)].find((e) => (e.getAttribute('aria-label') || e.textContent || '').trim() === name);
      if (!el) return false;
      document.querySelectorAll('[data-engine-target]').forEach((e) => e.removeAttribute('data-engine-target'));
      el.setAttribute('data-engine-target', '');
      return true;
    }`,
    tag,
    name,
  );
  if (!found) throw new Error(`${page.engine}: no ${tag} named "${name}"`);
  await page.click('[data-engine-target]');
}

/** Waits for `fn` (a function's source, run in the page) to return true, or fails at the deadline. */
async function until(page: EnginePage, fn: string, what: string, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await page.evaluate<boolean>(fn)) return;
    if (Date.now() > deadline) throw new Error(`${page.engine} at ${page.width} px: ${what} did not happen within ${ms} ms`);
    await new Promise((ok) => setTimeout(ok, 100));
  }
}

interface PageState {
  scrollWidth: number;
  width: number;
  focus: string;
  focusProblem: string | null;
}

const STATE = `(ring) => {
  const width = document.documentElement.clientWidth;
  const scrollWidth = document.scrollingElement.scrollWidth;
  const el = document.activeElement;
  if (!el || el === document.body || el === document.documentElement) return { width, scrollWidth, focus: 'body', focusProblem: null };
  const r = el.getBoundingClientRect();
  const style = getComputedStyle(el);
  const name = el.tagName.toLowerCase() + ' "' + (el.getAttribute('aria-label') || el.textContent || '').trim().slice(0, 40) + '"';
  let focusProblem = null;
  // a window without the system's focus (headless Firefox, WebKit under Xvfb with no window manager)
  // matches no :focus, so nothing styled by it shows (the skip link stays above the page): there the
  // check is where the focus went, not how it is drawn
  if (!document.hasFocus()) return { width, scrollWidth, focus: name, focusProblem };
  if (!(r.width > 0 && r.height > 0) || style.visibility === 'hidden') focusProblem = 'not visible';
  else if (r.bottom <= 0 || r.top >= innerHeight || r.left < -1 || r.right > width + 1)
    focusProblem = 'outside the viewport (' + [r.left, r.top, r.right, r.bottom].map(Math.round).join(',') + ' of ' + width + 'x' + innerHeight + ', scrolled ' + scrollY + ')';
  else if (ring && style.outlineStyle === 'none' && style.boxShadow === 'none') focusProblem = 'no focus ring';
  return { width, scrollWidth, focus: name, focusProblem };
}`;

/**
 * The per-step checks of the Chromium journeys, as far as every engine allows. `ring`: focus came by
 * keyboard, so it must show its ring (focus a script moves shows none, as :focus-visible means). The
 * state is read until it holds or 2 s have passed: a focused skip link slides into view.
 */
async function expectSound(page: EnginePage, step: string, options: { focused?: boolean; ring?: boolean } = {}): Promise<void> {
  const deadline = Date.now() + 2_000;
  let state = await page.evaluate<PageState>(STATE, options.ring ?? false);
  while (state.focusProblem && Date.now() < deadline) {
    await new Promise((ok) => setTimeout(ok, 100));
    state = await page.evaluate<PageState>(STATE, options.ring ?? false);
  }
  const where = `${page.engine} at ${page.width} px, ${step}`;
  expect(state.scrollWidth, `${where}: sideways scroll`).toBeLessThanOrEqual(state.width);
  if (options.focused) expect(state.focus, `${where}: focus`).not.toBe('body');
  expect(state.focusProblem, `${where}: focus on ${state.focus}`).toBeNull();
  expect(await page.scriptErrors(), `${where}: script errors`).toEqual([]);
}

/** Links of a container that a visitor can see (laid out, not hidden, not in a closed <details>). */
const visibleLinks = (selector: string) => `() => [...document.querySelectorAll(${JSON.stringify(`${selector} a[href]`)})]
  .filter((a) => { const r = a.getBoundingClientRect(); return r.width > 0 && r.height > 0 && getComputedStyle(a).visibility !== 'hidden'; }).length`;
const allLinks = (selector: string) => `() => document.querySelectorAll(${JSON.stringify(`${selector} a[href]`)}).length`;

/** Registers the journeys in `engine`, at each width (a test file per engine calls it once). */
export function engineJourneys(engine: EngineName): void {
  let siteUrl = '';
  let pages: KindPage[] = [];

  beforeAll(async () => {
    siteUrl = inject('siteUrl');
    pages = await requirePageKinds(inject('backendUrl'), LOCALE);
  });

  for (const width of widths) {
    describe(`${engine} at ${width} px`, () => {
      let page: EnginePage;
      beforeAll(async () => {
        page = await openEngine(engine, width, 900, firefoxFloor);
      }, 180_000);
      afterAll(() => page?.close());

      const href = (kind: KindPage['kind']) => {
        const found = pages.find((p) => p.kind === kind);
        if (!found?.href) throw new Error(`no ${kind} page`);
        return `${siteUrl}${found.href}`;
      };

      it('every page kind fits the width, and runs without a script error', async () => {
        for (const kind of ['landing', 'block', 'article', 'station', 'locator', 'checkout'] as const) {
          await page.goto(href(kind));
          await expectSound(page, `the ${kind} page`);
        }
      });

      it('shows the main navigation and the footer links, on a phone behind the menu button', async () => {
        await page.goto(href('block'));
        const nav = 'header nav';
        const topLevel = await page.evaluate<number>(allLinks(`${nav} .site-nav__list > li >`));
        expect(topLevel, 'main navigation links in the markup').toBeGreaterThan(2);
        if (page.width >= 1024) {
          expect(await page.evaluate<number>(visibleLinks(`${nav} .site-nav__list > li >`)), `${engine}: main navigation drawn`).toBe(topLevel);
          expect(await page.evaluate<number>(visibleLinks('footer .footer-group')), `${engine}: footer groups open`).toBe(
            await page.evaluate<number>(allLinks('footer .footer-group')),
          );
        } else {
          await page.click('.site-nav__toggle');
          await until(page, `() => (${visibleLinks(`${nav} .site-nav__list > li >`)})() === ${topLevel}`, 'the menu opening');
        }
        await expectSound(page, 'the navigation');
      });

      it('moves focus by keyboard through the header with a visible ring, inside the viewport', async () => {
        await page.goto(href('block'));
        for (let step = 1; step <= 6; step++) {
          await page.press('Tab');
          await expectSound(page, `Tab ${step}`, { focused: true, ring: true });
        }
      });

      it('finds stations by place: the list holds them', async () => {
        await page.goto(href('locator'));
        await until(page, `() => document.querySelector('.locator')?.dataset.state === 'ready'`, 'the locator getting ready', 60_000);
        await page.click('.locator-search input[type="search"]');
        await page.type('Helsinki');
        await page.click('.locator-search button[type="submit"]');
        await until(page, `() => document.querySelectorAll('.locator-item').length > 0`, 'stations listed');
        expect(await page.evaluate<string>(`() => document.querySelector('.locator-search__status')?.textContent ?? ''`), 'the place found').toMatch(
          /Helsinki/,
        );
        expect(await page.evaluate<string>(`() => document.documentElement.lang`)).toBe(getLocale(LOCALE).iso);
        await expectSound(page, 'the search');
      });

      it('adds a product to the cart and shows it in the cart dialog', async () => {
        await page.goto(`${siteUrl}${localizedHref(CAR_WASH, LOCALE)}`);
        await clickByName(page, 'button', `${t(LOCALE, 'product.addToCart')}: ${PREMIUM}`);
        // the first add also loads the islands
        await until(page, `() => document.querySelector('[data-cart-count]')?.textContent === '1'`, 'the cart counting the product', 30_000);
        const title = t(LOCALE, 'firstInCart.title');
        await until(
          page,
          `() => [...document.querySelectorAll('[role="dialog"], dialog[open]')].some((d) => d.textContent.includes(${JSON.stringify(title)}) && d.getBoundingClientRect().height > 0)`,
          'the cart dialog',
        );
        await expectSound(page, 'the cart dialog', { focused: true });
        await page.press('Escape');
        await until(
          page,
          `() => ![...document.querySelectorAll('[role="dialog"], dialog[open]')].some((d) => d.textContent.includes(${JSON.stringify(title)}) && d.getBoundingClientRect().height > 0)`,
          'the dialog closing',
        );
        await expectSound(page, 'the dialog closed', { focused: true });
      });

      it('the contact form: a click that leaves an empty field still reaches the send button', async () => {
        await page.goto(`${siteUrl}${localizedHref(CONTACT, LOCALE)}`);
        // the name is required: leaving it empty shows its message above the button as the click presses
        await page.click('[data-field="name"] input');
        await page.click('form[data-form-builder] [data-form-submit]');
        await until(page, alertSays(t(LOCALE, 'form.hasErrors')), 'the form checked as a whole (the click reached the button)');
        await expectSound(page, 'the refused contact form', { focused: true });
      });
    });
  }
}
