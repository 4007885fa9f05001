/**
 * Shared Playwright fixtures: every page a test opens fails the test on a console error or an
 * uncaught page error (a hydration mismatch, a failed script), and `expectSound` checks the state a
 * keyboard journey reached (WCAG 2.4.7, 2.4.11, 1.4.10, axe).
 */
import { axeViolations, describeViolation } from './axe';
import { expect, test as base, type BrowserContext, type BrowserContextOptions, type Page, type Route } from '@playwright/test';

export { expect };

/**
 * Lighthouse mobile's phone (412 px at 1.75 dppx) on a phone's screen: the runner's default device
 * (playwright.config.ts) has a 1920 px screen, and Chromium's preload scanner takes
 * `width=device-width` from the screen, so a phone on a desktop's screen fetched the desktop crop
 * of a <picture> before its own.
 */
export const lighthousePhone: BrowserContextOptions = {
  viewport: { width: 412, height: 823 },
  screen: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/** The width and height an image-service URL asks for (`?width=…&height=…`). */
export function requestedSize(url: string | URL): { width: number; height: number } {
  const params = new URL(url, 'http://site.invalid').searchParams;
  return { width: Number(params.get('width')), height: Number(params.get('height')) };
}

/**
 * A valid national number of each locale's market, as its visitors type it: the checkout's phone
 * prefix starts at the market's own country (src/lib/phone.ts), and the number is checked by that
 * country's numbering plan.
 */
export const marketPhone = { 'fi-FI': '40 123 4567', 'en-EU': '040 123 4567', 'sv-SE': '070-123 45 67', 'no-NO': '912 34 567' } as const;

/** Console errors a test may expect: a test declares them with `allowConsoleError`. */
const allowed = new WeakMap<Page, RegExp[]>();

/** Lets one page log console errors matching `pattern` (e.g. a deliberately failing request). */
export function allowConsoleError(page: Page, pattern: RegExp): void {
  allowed.set(page, [...(allowed.get(page) ?? []), pattern]);
}

function watch(page: Page, errors: string[]): void {
  // Chromium's "Failed to load resource" names no URL: the failed responses say which
  const failed: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${r.request().method()} ${r.url()}`);
  });
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    const text = /^Failed to load resource/.test(m.text()) && failed.length ? `${m.text()} [${failed.slice(-3).join('; ')}]` : m.text();
    if ((allowed.get(page) ?? []).some((p) => p.test(text))) return;
    errors.push(`${page.url()}: ${text}`);
  });
  page.on('pageerror', (e) => errors.push(`${page.url()}: uncaught ${e.message}`));
}

/**
 * Watches the pages of a context the test made itself (browser.newContext): their console errors
 * join the test's own `consoleErrors`, so they fail the test like the default context's.
 */
export function watchConsole(context: BrowserContext, errors: string[]): void {
  context.on('page', (p) => watch(p, errors));
}

/**
 * Holds the page's requests for `url` (a busy network, a device still loading code) until `release`,
 * which lets the held ones and every later one through; `count` says how many were asked for so far.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<{ count: () => number; release: () => Promise<void> }> {
  const held: Route[] = [];
  let released = false;
  await page.route(url, (route) => (released ? route.continue() : held.push(route)));
  return {
    count: () => held.length,
    release: async () => {
      released = true;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

/**
 * `E2E_CPU_SLOWDOWN=4` runs every Chromium page's main thread four times slower (the DevTools
 * protocol's CPU throttling): a busy phone, for finding the races a quiet machine hides.
 */
const slowdown = Number(process.env.E2E_CPU_SLOWDOWN ?? 1);
if (!Number.isFinite(slowdown) || slowdown < 1) throw new Error(`E2E_CPU_SLOWDOWN must be a number ≥ 1, not ${process.env.E2E_CPU_SLOWDOWN}`);

async function slowDown(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
}

/** `test` whose pages (every page of the test's context) must log no console error. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ context, browserName }, use) => {
      const errors: string[] = [];
      context.on('page', (p) => {
        watch(p, errors);
        if (slowdown > 1 && browserName === 'chromium') void slowDown(p);
      });
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * The focus is on a visible element inside the viewport (`pageStart`: or on nothing yet, right after
 * a page load), the page does not scroll sideways, and axe finds nothing (unless `axe: false`).
 */
export async function expectSound(page: Page, label: string, options: { axe?: boolean; pageStart?: boolean } = {}): Promise<void> {
  const state = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const width = window.innerWidth;
    const height = window.innerHeight;
    const scrollWidth = document.scrollingElement?.scrollWidth ?? 0;
    if (!el || el === document.body || el === document.documentElement) return { focus: 'body', width, scrollWidth };
    const r = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    const visible = r.width > 0 && r.height > 0 && style.visibility !== 'hidden' && el.checkVisibility();
    let inside = r.right > 0 && r.bottom > 0 && r.left < width && r.top < height && r.left >= -1 && r.right <= width + 1;
    // nor cut away by a scrolling or clipping box around it (a map's pane, a scrolling row)
    for (let box = el.parentElement; box && inside; box = box.parentElement) {
      if (getComputedStyle(box).overflowX === 'visible' && getComputedStyle(box).overflowY === 'visible') continue;
      const b = box.getBoundingClientRect();
      const cx = r.left + r.width / 2;
      const cy = r.top + r.height / 2;
      inside = cx >= b.left && cx <= b.right && cy >= b.top && cy <= b.bottom;
    }
    const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    return {
      focus:
        visible && inside
          ? 'ok'
          : `${name} at ${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}×${Math.round(r.height)} not visible in viewport`,
      width,
      scrollWidth,
    };
  });
  // right after a page load nothing has the focus yet: the document start is where Tab begins
  if (!(options.pageStart && state.focus === 'body')) expect(state.focus, `${label}: focus`).toBe('ok');
  expect(state.scrollWidth, `${label}: page width`).toBeLessThanOrEqual(state.width);
  if (options.axe !== false) {
    expect((await axeViolations(page)).map(describeViolation), `${label}: axe`).toEqual([]);
  }
}

/** Presses Tab until `matches` holds for the focused element (at most `limit` presses). */
export async function tabTo(page: Page, matches: (el: { name: string; tag: string; cls: string }) => boolean, limit = 60, key = 'Tab'): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(key);
    const el = await page.evaluate(() => {
      const a = document.activeElement as HTMLElement | null;
      return { name: (a?.getAttribute('aria-label') ?? a?.textContent ?? '').trim(), tag: a?.tagName.toLowerCase() ?? '', cls: a?.className.toString() ?? '' };
    });
    if (matches(el)) return;
  }
  throw new Error(`tabTo: nothing matching after ${limit} presses of ${key}`);
}
