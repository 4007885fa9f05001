/**
 * The journeys where browser engines differ, run by one file per engine (firefox.test.ts,
 * firefox-esr140.test.ts, webkit.test.ts; the files run side by side) in Firefox ESR (current and
 * 140, the policy's floor) and WebKit, at a phone width and at 1280 px (docs/running.md, "Browsers";
 * design.md, Browsers). Logic that does not depend on the engine stays in the Chromium journeys
 * (tests/e2e). After every step: no sideways scroll, focus (when a control has it) visible and
 * inside the viewport, and no script error.
 */
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { getLocale, localeCodes, type LocaleCode } from '../../src/config/locales';
import { hrefFor, localizedHref, pathTable } from '../../src/i18n/paths';
import { t } from '../../src/i18n/t';
import { requirePageKinds, type KindPage } from '../../scripts/support/page-kinds';
import { openEngine, type EngineName, type EnginePage } from './drivers';
import { firefoxFloor } from './firefox-floor';
import { TEST_EDITOR_TOKEN } from '../support/stack';

const LOCALE: LocaleCode = 'en-EU';
/** A journey's own time (a run of it, in one window). */
const JOURNEY_MS = 120_000;
/** A small phone's width (every engine reaches it: drivers.ts) and a desktop's. */
const widths = [360, 1280];
/** The car-wash page (it carries the products block) and its premium wash, as in tests/e2e/checkout.spec.ts. */
const CAR_WASH = '/private/services/car-wash';
const PREMIUM = 'Premium wash';
/** The contact form, as in tests/e2e/forms.spec.ts. */
const CONTACT = '/about-us/company-info/contact-us';
/** The form's summary of what is wrong (a role=alert) says `text`. */
const alertSays = (text: string) => `() => [...document.querySelectorAll('[role="alert"]')].some((a) => a.textContent.includes(${JSON.stringify(text)}))`;

/**
 * Clicks the first element of `selector` whose accessible name (aria-label, else its text, spaces
 * folded) is `name` (or starts with it, or holds it).
 */
async function clickNamed(page: EnginePage, selector: string, name: string, match: 'is' | 'starts' | 'holds' = 'is'): Promise<void> {
  const found = await page.evaluate<boolean>(
    `(selector, name, match) => {
      const named = (e) => (e.getAttribute('aria-label') || e.textContent || '').replace(/\\s+/g, ' ').trim();
      const el = [...document.querySelectorAll(selector)].find((e) =>
        match === 'starts' ? named(e).startsWith(name) : match === 'holds' ? named(e).includes(name) : named(e) === name,
      );
      if (!el) return false;
      document.querySelectorAll('[data-engine-target]').forEach((e) => e.removeAttribute('data-engine-target'));
      el.setAttribute('data-engine-target', '');
      return true;
    }`,
    selector,
    name,
    match,
  );
  if (!found) throw new Error(`${page.engine}: no ${selector} named "${name}"`);
  await clickWhenStill(page);
}

/**
 * Clicks the element marked `data-engine-target` once its box has stopped moving (two reads a frame
 * apart agree) and a click at its centre would reach it, as Playwright's actionability checks do for
 * the Chromium journeys: a click aimed at a box that a redraw or a late layout moves lands beside
 * it. The layout can still move between that check and the driver's click (a late answer that
 * changes the page: the cart's validation adds an upsell to an item, and the centred cart dialog
 * grows, moving its footer). A click that lands on something inert is then tried again, as a
 * visitor would, up to three times; one that lands on another control, which would have acted on
 * it, fails at once, naming where it landed.
 */
async function clickWhenStill(page: EnginePage): Promise<void> {
  const probe = `() => {
    const e = document.querySelector('[data-engine-target]');
    if (!e) return '';
    const r = e.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return [r.left, r.top, r.width, r.height].join(',') + (hit && e.contains(hit) ? '' : ' covered');
  }`;
  for (let attempt = 1; ; attempt++) {
    const deadline = Date.now() + 5_000;
    let last = await page.evaluate<string>(probe);
    for (;;) {
      await new Promise((ok) => setTimeout(ok, 50));
      const now = await page.evaluate<string>(probe);
      if ((now === last && now !== '' && !now.endsWith(' covered')) || Date.now() > deadline) break;
      last = now;
    }
    await page.evaluate(
      `() => { window.__engineClick = null; addEventListener('click', (e) => { window.__engineClick ??= e.target; }, { capture: true, once: true }); }`,
    );
    await page.click('[data-engine-target]');
    // a click that navigated leaves no record on the new page: nothing to check there
    const landed = await page
      .evaluate<{ on: string; control: boolean } | null>(
        `() => {
          const e = document.querySelector('[data-engine-target]');
          const c = window.__engineClick;
          if (!e || !c || e.contains(c)) return null;
          const control = c.closest('a[href], button, input, select, textarea, summary, label, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])');
          return { on: c.outerHTML.slice(0, 160), control: !!control };
        }`,
      )
      .catch(() => null);
    if (!landed) return;
    if (landed.control || attempt >= 3)
      throw new Error(`${page.engine} at ${page.width} px: a click aimed at its target landed on ${landed.on}: the layout moved under it (attempt ${attempt})`);
  }
}

/**
 * Waits for `fn` (a function's source, run in the page) to return true, or fails at the deadline. A
 * page that is being left or loaded (a form's post, a redirect) answers nothing for a moment: that
 * counts as not yet.
 */
async function until(page: EnginePage, fn: string, what: string, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await page.evaluate<boolean>(fn).catch(() => false)) return;
    if (Date.now() > deadline) {
      const focus = await page
        .evaluate<string>(`() => { const a = document.activeElement; return a ? a.outerHTML.slice(0, 160) : 'none'; }`)
        .catch(() => 'unknown');
      throw new Error(`${page.engine} at ${page.width} px: ${what} did not happen within ${ms} ms (the focus on ${focus})`);
    }
    await new Promise((ok) => setTimeout(ok, 100));
  }
}

/** Waits until the page has loaded at `url` (that address, or one `url` matches), then lets it settle. */
async function arriveAt(page: EnginePage, url: RegExp | string, what: string): Promise<void> {
  const there = typeof url === 'string' ? `location.href === ${JSON.stringify(url)}` : `${url.toString()}.test(location.href)`;
  await until(page, `() => document.readyState === 'complete' && ${there}`, what, 30_000);
  await page.arrived();
}

/** Presses Tab until the focus is on an element `selector` matches, at most `most` times. */
async function tabTo(page: EnginePage, selector: string, what: string, most: number): Promise<void> {
  for (let presses = 0; presses < most; presses++) {
    await page.press('Tab');
    if (await page.evaluate<boolean>(`() => !!document.activeElement?.matches(${JSON.stringify(selector)})`)) return;
  }
  throw new Error(`${page.engine} at ${page.width} px: ${what} not reached in ${most} Tabs`);
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
  // the embedded backend's stand-ins for the payment provider and the account hub too: they name
  // their own icon, so no engine asks for a /favicon.ico their CSP would refuse
  const errors = await page.scriptErrors();
  expect(errors.join(' | '), `${where}: script errors`).toBe('');
}

/** Links of a container that a visitor can see (laid out, not hidden, not in a closed <details>). */
const visibleLinks = (selector: string) => `() => [...document.querySelectorAll(${JSON.stringify(`${selector} a[href]`)})]
  .filter((a) => { const r = a.getBoundingClientRect(); return r.width > 0 && r.height > 0 && getComputedStyle(a).visibility !== 'hidden'; }).length`;
const allLinks = (selector: string) => `() => document.querySelectorAll(${JSON.stringify(`${selector} a[href]`)}).length`;

/** Registers the journeys in `engine`, at each width (a test file per engine calls it once). */
export function engineJourneys(engine: EngineName): void {
  let siteUrl = '';
  let backendUrl = '';
  let pages: KindPage[] = [];

  beforeAll(async () => {
    siteUrl = inject('siteUrl');
    backendUrl = inject('backendUrl');
    pages = await requirePageKinds(inject('backendUrl'), LOCALE);
  });

  for (const width of widths) {
    describe(`${engine} at ${width} px`, () => {
      let page: EnginePage;
      const open = async () => {
        page = await openEngine(engine, width, 900, firefoxFloor);
      };
      beforeAll(open, 180_000);
      afterAll(() => page?.close());
      // a journey that failed leaves its window in any state (a dialog open, a load half done, a
      // command still pending): the next journey starts in a new one
      afterEach(async ({ task }) => {
        if (task.result?.state !== 'fail') return;
        await page.close();
        await open();
      }, 180_000);

      /**
       * A journey, in this window. When a command of it had no answer at all (`stalled`), the journey
       * runs once more, from its start, in a new window, and says so: WebKitWebDriver now and then
       * loses a command in a full run. A journey that fails with every command answered fails, as
       * does one whose second run fails.
       */
      const journey = (name: string, body: () => Promise<void>) =>
        it(
          name,
          async () => {
            try {
              await body();
            } catch (error) {
              const stall = page.stalled();
              if (!stall) throw error;
              console.warn(`[engines] ${engine} at ${width} px, "${name}": a command had no answer (${stall}); the journey runs again in a new window`);
              await page.close();
              await open();
              await body();
            }
          },
          // the journey's two minutes, a new window, and its second run
          2 * JOURNEY_MS + 30_000,
        );

      const href = (kind: KindPage['kind']) => {
        const found = pages.find((p) => p.kind === kind);
        if (!found?.href) throw new Error(`no ${kind} page`);
        return `${siteUrl}${found.href}`;
      };

      journey('every page kind fits the width, and runs without a script error', async () => {
        for (const kind of ['landing', 'block', 'article', 'station', 'locator', 'checkout'] as const) {
          await page.goto(href(kind));
          await expectSound(page, `the ${kind} page`);
        }
      });

      // the hero is a <picture> (display: contents) with a 4:3 crop for phones up to 30rem
      // (Hero.astro): the engine picks the crop for its width, and the image still covers the hero
      journey("the landing page's hero shows the crop made for the width, and covers the hero", async () => {
        await page.goto(href('landing'));
        await until(page, `() => { const i = document.querySelector('.hero__image'); return !!i && i.complete && i.naturalWidth > 0; }`, 'the hero image');
        const hero = await page.evaluate<{ src: string; shape: number; image: number[]; box: number[] }>(`() => {
          const img = document.querySelector('.hero__image');
          const rect = (el) => { const r = el.getBoundingClientRect(); return [r.left, r.top, r.width, r.height].map(Math.round); };
          return { src: img.currentSrc, shape: img.naturalHeight / img.naturalWidth, image: rect(img), box: rect(img.closest('.hero')) };
        }`);
        expect(hero.shape, `${engine}: ${hero.src}`).toBeCloseTo(page.width <= 480 ? 3 / 4 : 2 / 5, 2);
        expect(hero.image, `${engine}: the image's box against the hero's`).toEqual(hero.box);
        await expectSound(page, 'the landing page');
      });

      journey('shows the main navigation and the footer links, on a phone behind the menu button', async () => {
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

      // the language switch by keyboard: the desktop's language list, or the phone menu's; Firefox
      // over BiDi never activates a focused control by its keys (drivers.ts), so there activate()
      // clicks it. Then Tab starts over at the new page's skip link and moves through its header
      journey('switches the language by keyboard, lands on the page in the other locale, and Tabs through its header with a visible ring', async () => {
        const start = href('block');
        await page.goto(start);
        const next = localeCodes[(localeCodes.indexOf(LOCALE) + 1) % localeCodes.length]!;
        const { iso } = getLocale(next);
        // the page's own translation, as its hreflang alternate names it (else the locale's front page)
        const alternate = await page.evaluate<string | null>(
          `(iso) => { const a = document.querySelector('link[rel="alternate"][hreflang="' + iso + '"]'); return a ? new URL(a.href).pathname : null; }`,
          iso,
        );
        const expected = `${siteUrl}${alternate ?? hrefFor('landingPage', next)}`;
        const desktop = page.width >= 1024;
        await tabTo(page, desktop ? '.lang__toggle' : '.site-nav__toggle', "the language list's toggle", 10);
        await expectSound(page, desktop ? 'the language toggle' : 'the menu toggle', { focused: true, ring: true });
        await page.activate();
        await until(page, `() => !!document.activeElement?.closest('details')?.open`, desktop ? 'the language list open' : 'the menu open');
        await tabTo(page, `a[data-locale="${next}"]`, `the ${next} link`, 40);
        expect(await page.evaluate<string>(`() => document.activeElement.firstChild.textContent`)).toBe(getLocale(next).title);
        await expectSound(page, `the ${next} link`, { focused: true, ring: true });
        await page.activate();
        await arriveAt(page, expected, `the page in ${next}`);
        expect(await page.evaluate<string>(`() => document.documentElement.lang`), `the page's language`).toBe(iso);
        await expectSound(page, `the page in ${next}`);
        for (let step = 1; step <= 6; step++) {
          await page.press('Tab');
          if (step === 1)
            expect(await page.evaluate<string>(`() => document.activeElement.textContent.trim()`), 'the skip link first').toBe(t(next, 'site.skipToContent'));
          await expectSound(page, `Tab ${step} on the page in ${next}`, { focused: true, ring: true });
        }
      });

      journey(
        'the locator: a filter narrows the list, the map shows clusters and one zooms in, one Return searches (a suggestion of the list too) as does the button, and a station of the list opens its page',
        async () => {
          await page.goto(href('locator'));
          await until(page, `() => document.querySelector('.locator')?.dataset.state === 'ready'`, 'the locator getting ready', 60_000);

          // a quick filter: the count changes and every station listed is open round the clock
          const count = `() => document.querySelector('.locator__count')?.textContent ?? ''`;
          const stationsCounted = async () => Number(/(\d+)/.exec(await page.evaluate<string>(count))?.[1] ?? NaN);
          const all = await page.evaluate<string>(count);
          const open24h = t(LOCALE, 'locator.filter.open24h');
          const chipPressed = `() => [...document.querySelectorAll('.locator-filters__quick .locator-chip')].find((c) => c.textContent.trim() === ${JSON.stringify(open24h)})?.getAttribute('aria-pressed') === 'true'`;
          const allStations = await stationsCounted();
          await clickNamed(page, '.locator-filters__quick .locator-chip', open24h);
          await until(page, `() => (${chipPressed})() && (${count})() !== ${JSON.stringify(all)}`, 'the list narrowed by the filter');
          expect(await stationsCounted(), 'stations counted with the filter').toBeLessThan(allStations);
          const statuses = await page.evaluate<string[]>(`() => [...document.querySelectorAll('.locator-item__status')].map((s) => s.textContent)`);
          expect(statuses.length, 'stations listed with the filter').toBeGreaterThan(0);
          expect(new Set(statuses), 'every station listed open round the clock').toEqual(new Set([t(LOCALE, 'station.open24h')]));
          await expectSound(page, 'the filter chosen');
          await clickNamed(page, '.locator-filters__quick .locator-chip', open24h);
          await until(page, `() => !(${chipPressed})() && (${count})() === ${JSON.stringify(all)}`, 'every station listed again');
          await expectSound(page, 'the filter removed');

          // the map: a phone shows it from its view switch; a pointer on the desktop's preview loads
          // Leaflet (Locator.tsx). Then a click on a cluster zooms in
          const phone = page.width < 1024;
          if (phone) await clickNamed(page, '.locator__views button', t(LOCALE, 'locator.view.map'));
          else await page.click('.locator__map');
          const cluster = '.leaflet-marker-pane .nordic-marker--cluster';
          await until(
            page,
            `() => !!document.querySelector(${JSON.stringify(cluster)}) && !document.querySelector('[data-map-preview]')`,
            'the map with its clusters',
            30_000,
          );
          await expectSound(page, 'the map');
          const zoom = `() => Number(document.querySelector('.leaflet-container')?.dataset.zoom)`;
          // the clusters settle first (the map sized by the phone's view switch, the worker's answer
          // drawn): a cluster redrawn under the pointer takes no click
          const markers = `() => [...document.querySelectorAll(${JSON.stringify(cluster)})].map((c) => c.style.transform + c.textContent).join('|')`;
          const settleBy = Date.now() + 10_000;
          let drawn = await page.evaluate<string>(markers);
          for (;;) {
            await new Promise((ok) => setTimeout(ok, 300));
            const now = await page.evaluate<string>(markers);
            if (now === drawn || Date.now() > settleBy) break;
            drawn = now;
          }
          expect(drawn, 'clusters on the map').not.toBe('');
          const before = await page.evaluate<number>(zoom);
          // a cluster Tab may reach (inside the visible map: src/features/locator/focus-target.ts)
          const found = await page.evaluate<boolean>(
            `(selector) => {
          document.querySelectorAll('[data-engine-target]').forEach((e) => e.removeAttribute('data-engine-target'));
          const map = document.querySelector('.leaflet-container').getBoundingClientRect();
          const el = [...document.querySelectorAll(selector)].find((c) => {
            const r = c.getBoundingClientRect();
            const x = r.left + r.width / 2, y = r.top + r.height / 2;
            return x > map.left && x < map.right && y > map.top && y < map.bottom && c.contains(document.elementFromPoint(x, y));
          });
          el?.setAttribute('data-engine-target', '');
          return !!el;
        }`,
            `${cluster}[tabindex="0"]`,
          );
          expect(found, 'a cluster inside the map').toBe(true);
          // by keyboard, as Chromium's journeys do: Return on a focused cluster is the site's own
          // handler (ClusterLayer.tsx) in every engine, where a pointer's click goes through
          // Leaflet's click detection first (Chromium's locator spec clicks clusters)
          await page.evaluate(`() => document.querySelector('[data-engine-target]').focus()`);
          await page.press('Enter');
          await until(page, `() => (${zoom})() > ${before}`, 'the map zoomed in on the cluster');
          await expectSound(page, 'Return on a cluster');
          if (phone) await clickNamed(page, '.locator__views button', t(LOCALE, 'locator.view.list'));

          const status = `() => document.querySelector('.locator-search__status')?.textContent ?? ''`;
          const searched = (place: string) => `() => (${status})() === ${JSON.stringify(t(LOCALE, 'locator.search.found', { place }))}`;
          // 'Turku' is one of the box's suggestions (its <datalist>): WebKit's suggestion list took
          // the first Return for itself
          await page.click('.locator-search input[type="search"]');
          await page.type('Turku');
          await page.press('Enter');
          await until(page, searched('Turku'), 'the search for Turku on one Return');
          expect(
            await page.evaluate<string[]>(`() => [...document.querySelectorAll('.locator-item__address')].map((a) => a.textContent)`),
            'Turku among the stations listed',
          ).toContainEqual(expect.stringMatching(/Turku/));
          await expectSound(page, 'the search by Return', { focused: true });
          for (let i = 0; i < 'Turku'.length; i++) await page.press('Backspace');
          await page.type('Helsinki');
          await page.click('.locator-search button[type="submit"]');
          await until(page, searched('Helsinki'), 'the search for Helsinki by the button');
          expect(await page.evaluate<string>(`() => document.documentElement.lang`)).toBe(getLocale(LOCALE).iso);
          await expectSound(page, 'the search by the button');

          // a station of the list: its page, headed by its name
          const station = await page.evaluate<{ name: string; href: string }>(
            `() => { const a = document.querySelector('.locator-item__name a'); return { name: a.textContent.trim(), href: a.href }; }`,
          );
          await page.click('.locator-item__name a');
          await arriveAt(page, station.href, 'the station page');
          await until(
            page,
            `() => document.querySelector('h1')?.textContent.trim() === ${JSON.stringify(station.name)}`,
            'the station page headed by its name',
          );
          await expectSound(page, 'the station page');
        },
      );

      // the list a visitor leaves is the list they come back to (docs/architecture.md, "The list's area"): the URL
      // names its area, so Back from a station's page and a reload give the very same list, with the
      // back/forward cache or without it; on a phone also the map opened and closed untouched
      journey('the locator: a search, then the map and the list again, Back from a station and a reload give the same list at the same address', async () => {
        await page.goto(href('locator'));
        const ready = `() => document.querySelector('.locator')?.dataset.state === 'ready'`;
        await until(page, ready, 'the locator getting ready', 60_000);
        await page.click('.locator-search input[type="search"]');
        await page.type('Göteborg');
        await page.press('Enter');
        await until(
          page,
          `() => document.querySelector('.locator-search__status')?.textContent === ${JSON.stringify(t(LOCALE, 'locator.search.found', { place: 'Göteborg' }))}`,
          'the search for Göteborg',
        );
        const snapshot = `() => JSON.stringify({
          url: location.href,
          count: document.querySelector('.locator__count')?.textContent ?? '',
          codes: [...document.querySelectorAll('.locator-list .locator-item')].map((el) => el.getAttribute('data-code')),
        })`;
        // the list and its address once they have settled (two reads a moment apart agree)
        const settled = async (): Promise<string> => {
          let last = await page.evaluate<string>(snapshot);
          for (let i = 0; i < 40; i++) {
            await new Promise((ok) => setTimeout(ok, 300));
            const now = await page.evaluate<string>(snapshot).catch(() => '');
            if (now === last && now !== '') return now;
            last = now;
          }
          return last;
        };
        const searched = await settled();
        const left = JSON.parse(searched) as { url: string; codes: string[] };
        expect(left.url, 'the URL names the list’s area').toMatch(/[?&]map=\d+\/[\d.-]+\/[\d.-]+/);
        expect(left.codes.length, 'stations listed').toBeGreaterThan(0);
        const same = async (what: string): Promise<void> => {
          const deadline = Date.now() + 30_000;
          let now = '';
          while (Date.now() < deadline) {
            now = await page.evaluate<string>(`() => ((${ready})() ? (${snapshot})() : '')`).catch(() => '');
            if (now === searched) return;
            await new Promise((ok) => setTimeout(ok, 200));
          }
          expect(now, `${page.engine} at ${page.width} px: ${what}`).toBe(searched);
        };

        if (page.width < 992) {
          await clickNamed(page, '.locator__views button', t(LOCALE, 'locator.view.map'));
          await until(page, `() => !!document.querySelector('.leaflet-marker-pane .nordic-marker')`, 'the map drawn', 30_000);
          await clickNamed(page, '.locator__views button', t(LOCALE, 'locator.view.list'));
          await same('the same list after the map');
        }

        // the list's first station (its link, once still: clickWhenStill)
        const station = await page.evaluate<string>(`() => {
          document.querySelectorAll('[data-engine-target]').forEach((e) => e.removeAttribute('data-engine-target'));
          const a = document.querySelector('.locator-item__name a');
          a.setAttribute('data-engine-target', '');
          return a.href;
        }`);
        await clickWhenStill(page);
        await arriveAt(page, station, 'the station page');
        await page.back();
        await arriveAt(page, left.url, 'back on the locator');
        await same('the same list after Back');
        await expectSound(page, 'back on the locator');

        await page.evaluate(`() => { window.__engineBeforeReload = true; location.reload(); }`);
        await until(page, `() => !window.__engineBeforeReload && document.readyState === 'complete'`, 'the reload', 30_000);
        await page.arrived();
        await same('the same list after a reload');
        await expectSound(page, 'the locator reloaded');
      });

      // a failed payment and paying again are the Chromium journey's (tests/e2e/checkout.spec.ts): the
      // same redirects and the same island in every engine
      journey('adds a product to the cart, goes to the checkout at once, checks out as a guest, pays and is thanked', async () => {
        await page.goto(`${siteUrl}${localizedHref(CAR_WASH, LOCALE)}`);
        await clickNamed(page, 'button', `${t(LOCALE, 'product.addToCart')}: ${PREMIUM}`);
        // the first add also loads the islands
        await until(page, `() => document.querySelector('[data-cart-count]')?.textContent === '1'`, 'the cart counting the product', 30_000);
        const dialogNamed = (title: string) =>
          `() => [...document.querySelectorAll('[role="dialog"], dialog[open]')].some((d) => d.textContent.includes(${JSON.stringify(title)}) && d.getBoundingClientRect().height > 0)`;
        const first = dialogNamed(t(LOCALE, 'firstInCart.title'));
        await until(page, first, 'the first-in-cart dialog');
        await expectSound(page, 'the first-in-cart dialog', { focused: true });
        await page.press('Escape');
        await until(page, `() => !(${first})()`, 'the dialog closing');
        await expectSound(page, 'the dialog closed', { focused: true });

        // the cart, and from it the checkout
        await page.click('[data-cart-open]');
        await until(page, dialogNamed(t(LOCALE, 'cart.title')), 'the cart dialog');
        await expectSound(page, 'the cart dialog', { focused: true });
        // at once, as a visitor may: the cart's validation can still be under way (WebKit fails it as
        // the page is left, src/features/checkout/api.ts), and the checkout still holds the product
        await clickNamed(page, '[role="dialog"] a, dialog[open] a', t(LOCALE, 'cart.checkout'));
        await arriveAt(page, `${siteUrl}${localizedHref(pathTable.checkout[LOCALE], LOCALE)}`, 'the checkout page');
        // the page's HTML already holds the form, disabled, in the island's inert shell (Checkout.tsx):
        // ready is the island's own form, once it has read the stored cart
        await until(page, `() => !!document.querySelector('.checkout:not(.checkout--shell) #checkout-email:not(:disabled)')`, 'the checkout form', 30_000);
        await expectSound(page, 'the checkout');

        // the guest's details, typed into each field
        const email = 'maija.meikalainen@example.fi';
        for (const [field, text] of [
          ['email', email],
          ['emailConfirmation', email],
          ['firstname', 'Maija'],
          ['lastname', 'Meikäläinen'],
          ['telephoneNumber', '401234567'],
        ] as const) {
          await page.click(`#checkout-${field}`);
          await page.type(text);
          await expectSound(page, `the checkout's ${field}`, { focused: true });
        }
        await clickNamed(page, '.checkout-form button[type="submit"]', t(LOCALE, 'checkout.continue'));
        const step2 = `() => document.activeElement?.matches('.checkout__step-title') && document.activeElement.textContent.includes(${JSON.stringify(t(LOCALE, 'checkout.step2'))})`;
        await until(page, step2, 'the payment step, its heading focused');
        await expectSound(page, 'the payment step', { focused: true });

        // the stand-in payment page, then the site's confirmation, the cart empty
        await clickNamed(page, 'button[type="submit"]', t(LOCALE, 'checkout.pay', { amount: '' }).trim(), 'starts');
        await arriveAt(page, /\/digital-order\/v1\/payment\//, 'the payment page');
        await expectSound(page, 'the payment page');
        await page.click('button.pay');
        const thanked = JSON.stringify(t(LOCALE, 'checkout.confirmationTitle'));
        await until(
          page,
          `() => document.body.textContent.includes(${thanked}) && /^NE-/.test(document.querySelector('[data-order-id]')?.textContent.trim() ?? '')`,
          'the confirmation',
          30_000,
        );
        await page.arrived();
        await until(page, `() => document.querySelector('[data-cart-count]')?.textContent === '0'`, 'the cart emptied');
        await expectSound(page, 'the confirmation');
      });

      journey('the contact form: a click from an empty field reaches the send button; the date picker by keyboard and by pointer', async () => {
        await page.goto(`${siteUrl}${localizedHref(CONTACT, LOCALE)}`);
        // the name is required: leaving it empty shows its message above the button as the click presses
        await page.click('[data-field="name"] input');
        await page.click('form[data-form-builder] [data-form-submit]');
        await until(page, alertSays(t(LOCALE, 'form.hasErrors')), 'the form checked as a whole (the click reached the button)');
        await expectSound(page, 'the refused contact form', { focused: true });

        // by keyboard: a date typed, the picker opened on it from its button, moved by day, week and
        // month, and Enter chooses
        const date = `form[data-form-builder] [data-date-picker]`;
        const input = `document.getElementById(document.querySelector(${JSON.stringify(date)}).dataset.datePicker)`;
        const grid = `dialog.date-picker[open]`;
        const cellFocused = (day: string) =>
          `() => document.activeElement?.matches(${JSON.stringify(`${grid} td`)}) && document.activeElement.dataset.date === ${JSON.stringify(day)}`;
        await until(page, `() => !document.querySelector(${JSON.stringify(date)}).hidden`, 'the date button shown');
        await page.evaluate(`() => ${input}.setAttribute('data-engine-date', '')`);
        await page.click('[data-engine-date]');
        await page.type('15/01/2025');
        await page.press('Tab');
        await expectSound(page, 'the date button focused by keyboard', { focused: true, ring: true });
        await page.activate();
        await until(page, cellFocused('15/01/2025'), 'the picker open on 15 January');
        await expectSound(page, 'the picker open', { focused: true });
        await page.press('ArrowRight');
        await page.press('ArrowDown');
        await page.press('PageDown');
        await until(page, cellFocused('23/02/2025'), 'the focus moved to 23 February');
        await expectSound(page, 'the picker moved by keyboard', { focused: true, ring: true });
        await page.press('Enter');
        await until(page, `() => !document.querySelector(${JSON.stringify(grid)}) && ${input}.value === '23/02/2025'`, 'the date chosen by Enter');
        await until(page, `() => document.activeElement === document.querySelector(${JSON.stringify(date)})`, 'the focus back on the date button');
        await expectSound(page, 'the date chosen by keyboard', { focused: true });

        // by pointer: the next month, then a day of it
        await page.click(date);
        await until(page, cellFocused('23/02/2025'), 'the picker open on the chosen date');
        await clickNamed(page, `${grid} .date-picker__nav`, t(LOCALE, 'form.nextMonth'));
        await until(page, `() => !!document.querySelector('${grid} td[data-date="10/03/2025"]')`, 'March shown');
        await expectSound(page, 'the next month by pointer', { focused: true });
        await page.click(`${grid} td[data-date="10/03/2025"]`);
        await until(page, `() => !document.querySelector(${JSON.stringify(grid)}) && ${input}.value === '10/03/2025'`, 'the date chosen by pointer');
        await expectSound(page, 'the date chosen by pointer', { focused: true });
      });

      journey('logs in through the account hub and back to the page it started from, then logs out', async () => {
        const start = href('block');
        await page.goto(start);
        await page.click('header a[data-account-link]');
        await arriveAt(page, /\/account\/v1\/hub/, 'the account hub');
        await expectSound(page, 'the account hub');
        await clickNamed(page, 'button', 'Aino Virtanen', 'holds');
        await arriveAt(page, start, 'back on the page the login started from');
        await until(page, `() => document.querySelector('header a[data-account-link]')?.textContent.trim() === 'Aino'`, 'the header naming the customer');
        await expectSound(page, 'logged in');
        await page.click('header a[data-account-link]');
        await arriveAt(page, `${siteUrl}${localizedHref(pathTable.account[LOCALE], LOCALE)}`, 'the account page');
        const logout = JSON.stringify(t(LOCALE, 'account.logout'));
        await until(page, `() => [...document.querySelectorAll('button')].some((b) => b.textContent.trim() === ${logout})`, 'the account page ready', 30_000);
        await expectSound(page, 'the account page');
        await clickNamed(page, 'button', t(LOCALE, 'account.logout'));
        const loggedOut = JSON.stringify(t(LOCALE, 'account.loggedOut'));
        await until(
          page,
          `() => document.activeElement?.matches('[role="status"]') && document.activeElement.textContent.includes(${loggedOut})`,
          'the logout said, and focused',
        );
        await until(
          page,
          `() => document.querySelector('header a[data-account-link]')?.textContent.trim() === ${JSON.stringify(t(LOCALE, 'account.login'))}`,
          'the header offering the login again',
        );
        await expectSound(page, 'logged out', { focused: true });
      });

      // the content team's day in the editor's page (docs/content.md, "A day with the editor's
      // page"): the Chromium journey walks all of it by keyboard (tests/e2e/editor-journeys.spec.ts);
      // here the core of it, in the engine's own forms, redirects and the page's follow script. The
      // journey makes a page of its own (each engine and width one), so the engines side by side
      // and the stack's other tests never meet its changes
      journey(
        "the editor: logs in, publishes a new title and sees it live, follows the link to the page on the site, and Delete's confirm step lists what links to a page",
        async () => {
          const stamp = `${engine}-${page.width}-${Date.now().toString(36)}`;
          const path = `/engine-journey-${stamp}`;
          const title = `Engine journey ${stamp}`;
          const made = await fetch(`${backendUrl}/cms-view/v1/edits`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${TEST_EDITOR_TOKEN}` },
            body: JSON.stringify({ target: 'page', locale: LOCALE, path, create: { title } }),
          });
          expect(made.status, await made.clone().text()).toBe(200);
          const say = (key: Parameters<typeof t>[1], params?: Parameters<typeof t>[2]) => t(LOCALE, key, params);
          const resultSays = (text: string) =>
            `() => document.activeElement?.id === 'result' && document.getElementById('result').textContent.replace(/\\s+/g, ' ').includes(${JSON.stringify(text)})`;

          // the login, in English whatever the browser asks for (the chooser, then the key)
          await page.goto(`${backendUrl}/editor/entry?${new URLSearchParams({ locale: LOCALE, path })}`);
          await arriveAt(page, /\/editor\/login/, 'the login form');
          if ((await page.evaluate<string>(`() => document.documentElement.lang`)) !== getLocale(LOCALE).iso) {
            await page.evaluate(`() => { document.getElementById('editor-language').value = ${JSON.stringify(LOCALE)}; }`);
            await page.click('form[action="/editor/language"] button[type="submit"]');
            await until(
              page,
              `() => document.documentElement.lang === ${JSON.stringify(getLocale(LOCALE).iso)} && !!document.getElementById('token')`,
              'the login form in English',
            );
            await page.arrived();
          }
          await expectSound(page, 'the login form');
          await page.click('#token');
          await page.type(TEST_EDITOR_TOKEN);
          await page.press('Enter');
          // back where the login started: the page's edit form
          const heading = JSON.stringify(say('editor.entry.heading', { title }));
          await until(
            page,
            `() => document.querySelector('h1')?.textContent.trim() === ${heading} && document.readyState === 'complete'`,
            'the edit form after the login',
            30_000,
          );
          await page.arrived();
          await expectSound(page, 'the edit form');

          // a new title: saved as a draft, then published
          const published = `${title} published`;
          // put in the field as a paste would: WebKitWebDriver's typed keys lose spaces and a repeated
          // character ("journey webkit-360-mx26cy66 published" arrived as "journeywebkit-360-mx26cy6published");
          // typing in the editor's form is walked by keyboard in Chromium (tests/e2e/editor-journeys.spec.ts)
          await page.evaluate(
            `() => { const f = document.getElementById('title'); f.focus(); f.value = ${JSON.stringify(published)}; f.dispatchEvent(new Event('input', { bubbles: true })); }`,
          );
          await clickNamed(page, 'button', say('editor.entry.saveDraft'));
          await until(page, resultSays(say('editor.notice.draftSaved')), 'the draft saved, said and focused', 30_000);
          await page.arrived();
          await expectSound(page, 'the draft saved', { focused: true });
          await clickNamed(page, 'button', say('editor.entry.publish'));
          const open = say('editor.follow.open', { title: published });
          // live once the site has the change: the page's own follow script says so (or a reload would)
          const live = say('editor.follow.live', { seconds: '\u0000' }).split('\u0000')[0]!;
          await until(
            page,
            `() => (document.getElementById('result')?.textContent ?? '').includes(${JSON.stringify(live)}) && [...document.querySelectorAll('#result a')].some((a) => a.textContent.trim() === ${JSON.stringify(open)})`,
            'Live on the site, with its link',
            60_000,
          );
          await page.arrived();
          await expectSound(page, 'published and live');
          const href = await page.evaluate<string>(
            `() => [...document.querySelectorAll('#result a')].find((a) => a.textContent.trim() === ${JSON.stringify(open)}).href`,
          );
          expect(href, 'the link to the page on the site').toBe(`${siteUrl}${localizedHref(path, LOCALE)}`);

          // the link leads to the page on the site, with its new title
          await clickNamed(page, '#result a', open);
          await arriveAt(page, href, 'the page on the site');
          await until(page, `() => document.querySelector('h1')?.textContent.trim() === ${JSON.stringify(published)}`, 'the site showing the new title');
          await expectSound(page, 'the page on the site');

          // Delete's confirm step lists what links to a page: a page the site's footer links to (its
          // last text link: the first ones lead to pages linked from everywhere, past the 50 listed)
          const linked = await page.evaluate<{ path: string; label: string } | null>(
            `(prefix) => {
            const a = [...document.querySelectorAll('footer a[href]')]
              .filter((l) => new URL(l.href).origin === location.origin && new URL(l.href).pathname.startsWith(prefix + '/') && l.textContent.trim() !== '')
              .at(-1);
            return a ? { path: new URL(a.href).pathname.slice(prefix.length), label: a.textContent.replace(/\\s+/g, ' ').trim() } : null;
          }`,
            localizedHref('/', LOCALE).replace(/\/$/, ''),
          );
          expect(linked, 'a page of the market the footer links to').not.toBeNull();
          await page.goto(`${backendUrl}/editor/delete?${new URLSearchParams({ locale: LOCALE, path: linked!.path })}`);
          const listed = await page.evaluate<string[]>(
            `() => [...document.querySelectorAll('section[aria-labelledby="links-heading"] li')].map((li) => li.textContent.replace(/\\s+/g, ' ').trim())`,
          );
          expect(listed, 'the links the confirm step lists').toContain(say('editor.delete.inFooter', { label: linked!.label }));
          expect(await page.evaluate<string>(`() => document.getElementById('links-heading').textContent.trim()`)).toBe(
            say('editor.delete.linksHeading', { count: listed.length }),
          );
          await expectSound(page, 'the confirm step with its links');
          // that page stays: Cancel goes back to its edit form
          await clickNamed(page, 'a', say('editor.delete.cancel'));
          await arriveAt(page, /\/editor\/entry\?/, 'the edit form again');

          // the journey's own page goes, behind the same step: nothing links to it
          await page.goto(`${backendUrl}/editor/delete?${new URLSearchParams({ locale: LOCALE, path })}`);
          await until(page, `() => document.body.textContent.includes(${JSON.stringify(say('editor.delete.noLinks'))})`, 'the confirm step, no links');
          await clickNamed(page, 'button', say('editor.delete.confirm'));
          await until(page, resultSays(say('editor.notice.deleted', { title: published })), 'the page deleted, said and focused', 30_000);
          await page.arrived();
          await expectSound(page, 'deleted', { focused: true });
        },
      );
    });
  }
}
