/**
 * Spec 4: a chunk load error reloads the page, at most once per path within 10 seconds (spec 9's
 * reload guard). A chunk goes missing when the page came from a build whose files the server no
 * longer has; here the test's routes make it so (the chunk, and the file of the build the page then
 * asks about, answer 404). An import that fails while the build is still there (a page being left
 * in Firefox or Safari, which cancel its loads) reloads nothing. Both kinds of chunk load: an island's
 * (the hydration directive, src/scripts/hydrate-directive.ts) and a lazy import of the page's
 * scripts (the build's preload helper, src/integrations/small-preload-helper.ts).
 */
import type { Page } from '@playwright/test';
import { allowConsoleError, expect, test } from './fixtures';
import { RELOAD_GUARD_MS } from '../../src/lib/reload-guard';
import { RELOAD_MARK_KEY } from '../../src/scripts/chunk-reload';

const site = () => process.env.TEST_SITE_URL!;
const ACCOUNT_CHUNK = /\/_astro\/AccountArea\.[\w-]+\.js$/;
const INTERACTIVE_CHUNK = /\/_astro\/interactive\.[\w-]+\.js$/;
/**
 * The chunk of the build's preload helper, whose own URL a failed lazy import asks about (HEAD): the
 * page shell's script, which holds it (src/integrations/small-preload-helper.ts shellModule).
 */
const PRELOAD_HELPER = /\/_astro\/PageShell\.astro_astro_type_script_index_0_lang\.[\w-]+\.js$/;

/** Counts the page's loads of `url` (its navigation requests: the first and every reload). */
function countLoads(page: Page, url: string): () => number {
  let loads = 0;
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame() && r.url() === url) loads += 1;
  });
  return () => loads;
}

/** Waits for the `n`th console line matching `pattern` (counted from now). */
function consoleLines(page: Page, pattern: RegExp): (n: number) => Promise<void> {
  let seen = 0;
  page.on('console', (m) => {
    if (pattern.test(m.text())) seen += 1;
  });
  return (n) => expect.poll(() => seen, { timeout: 15_000 }).toBeGreaterThanOrEqual(n);
}

interface ProbeWatch {
  /** how many of the page's build probes (its HEAD requests) have been decided: counted a task after each settles */
  probesDecided: number;
}

/**
 * Run in the page before its scripts (addInitScript): counts each build probe once the page has done
 * all it does with its answer. The count's own step is attached to the probe before the page's
 * (src/scripts/chunk-reload.ts), and it counts a task later: the page's decision, and its reload
 * when it makes one, have run by then.
 */
function watchProbes(): void {
  const watch = window as unknown as ProbeWatch;
  watch.probesDecided = 0;
  const send = window.fetch.bind(window);
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const answer = send(input, init);
    if (init?.method === 'HEAD') void answer.then(count, count);
    return answer;
  };
  function count(): void {
    setTimeout(() => (watch.probesDecided += 1), 0);
  }
}

/** Waits until the page has decided `n` build probes (counted since it loaded). */
const probesDecided = (page: Page, n: number) =>
  expect
    .poll(() => page.evaluate(() => (window as unknown as ProbeWatch).probesDecided), {
      // a page that reloaded after its probe counts again from 0
      message: `the page decides ${n} build probe(s) and stays`,
      timeout: 15_000,
    })
    .toBeGreaterThanOrEqual(n);

/** Moves the guard's last reload of the page's path back past its window, as if 10 seconds had gone by. */
const tenSecondsLater = (page: Page) =>
  page.evaluate(
    ([prefix, ms]) => {
      const key = `${prefix as string}${location.pathname}`;
      sessionStorage.setItem(key, String(Number(sessionStorage.getItem(key)) - (ms as number)));
    },
    [RELOAD_MARK_KEY, RELOAD_GUARD_MS],
  );

test('an island whose chunk fails to load reloads the page once, and not again within 10 s on the same path', async ({ page }) => {
  await page.addInitScript(watchProbes);
  allowConsoleError(page, /Failed to load resource|Error hydrating|dynamically imported module/);
  const account = `${site()}/en-EU/account`;
  const loads = countLoads(page, account);
  const failures = consoleLines(page, /\[astro-island\] Error hydrating/);
  await page.route(ACCOUNT_CHUNK, (route) => route.fulfill({ status: 404, body: 'gone' }));

  await page.goto(account);
  // the first load fails and reloads; the reload fails too, and the guard holds it
  await expect.poll(loads).toBe(2);
  await failures(2);
  // the reloaded page has decided its probe: the guard held the reload
  await probesDecided(page, 1);
  expect(loads()).toBe(2);
  expect(await page.evaluate((prefix) => Number(sessionStorage.getItem(`${prefix}/en-EU/account`)), RELOAD_MARK_KEY)).toBeGreaterThan(0);

  // once 10 seconds have gone by, the same path may reload once more
  await tenSecondsLater(page);
  await page.reload();
  await expect.poll(loads).toBe(4);
  await failures(4);
  await probesDecided(page, 1);
  expect(loads()).toBe(4);
});

test('a chunk that failed once loads after the reload, and the island works', async ({ page }) => {
  allowConsoleError(page, /Failed to load resource|Error hydrating|dynamically imported module/);
  const account = `${site()}/en-EU/account`;
  const loads = countLoads(page, account);
  let refused = 0;
  // the chunk is missing for the first page only (its preload and its import); the reload finds it
  await page.route(ACCOUNT_CHUNK, (route) => (loads() === 1 ? (refused++, route.fulfill({ status: 404, body: 'gone' })) : route.continue()));
  await page.goto(account);
  await expect.poll(loads).toBe(2);
  expect(refused).toBeGreaterThan(0);
  // hydrated: the island asks a visitor who is not logged in to log in
  await expect(page.locator('[data-account-area]').getByRole('link', { name: 'Log in' })).toBeVisible({ timeout: 15_000 });
});

test('a lazy chunk of the page’s scripts that fails to load reloads the page once', async ({ page }) => {
  await page.addInitScript(watchProbes);
  allowConsoleError(page, /Failed to load resource/);
  const articles = `${site()}/en-EU/article`;
  const loads = countLoads(page, articles);
  const asked = { count: 0 };
  await page.route(INTERACTIVE_CHUNK, (route) => {
    asked.count += 1;
    return route.fulfill({ status: 404, body: 'gone' });
  });
  // the build is gone: the helper the page loaded is no longer there either
  await page.route(PRELOAD_HELPER, (route) => (route.request().method() === 'HEAD' ? route.fulfill({ status: 404 }) : route.continue()));
  let loaded = 0;
  page.on('load', () => (loaded += 1));
  await page.goto(articles);
  // the first sign of interaction loads the page's interactive part (src/scripts/on-intent.ts)
  await page.mouse.move(200, 300);
  await expect.poll(loads).toBe(2);
  // the reloaded page has loaded (not the first one still on screen): its first sign of interaction
  await expect.poll(() => loaded).toBe(2);
  await page.mouse.move(250, 320);
  await page.keyboard.press('Tab');
  // it asks for the chunk again, which fails again, and the guard holds the reload
  await expect.poll(() => asked.count).toBeGreaterThanOrEqual(2);
  await probesDecided(page, 1);
  expect(loads()).toBe(2);
});

test('an import that fails while the page’s build is still served reloads nothing (a page being left)', async ({ page }) => {
  await page.addInitScript(watchProbes);
  allowConsoleError(page, /Failed to load resource/);
  const articles = `${site()}/en-EU/article`;
  const loads = countLoads(page, articles);
  const probes: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'HEAD') probes.push(r.url());
  });
  // the load is cut off as Firefox and Safari cut a page's loads when a link is followed
  await page.route(INTERACTIVE_CHUNK, (route) => route.abort('aborted'));
  await page.goto(articles);
  await page.mouse.move(200, 300);
  await page.keyboard.press('Tab');
  // the page asked whether its build is still there, and it is: no reload
  await expect.poll(() => probes.filter((url) => PRELOAD_HELPER.test(url))).toHaveLength(1);
  await probesDecided(page, 1);
  expect(loads()).toBe(1);
});
