/**
 * The browser engines other than Chromium, from Debian's packages (design.md, Browsers), behind one
 * small interface the journeys use:
 * - Firefox ESR (the current one, /usr/bin/firefox-esr, and the support floor, ESR 140, unpacked
 *   beside it: ./firefox-floor.ts), driven by puppeteer-core over WebDriver BiDi, the viewport set
 *   by puppeteer (ESR 140 takes the size, then refuses the orientation step that follows it).
 * - WebKit (WebKitGTK's MiniBrowser), driven over W3C WebDriver by webdriverio through Debian's
 *   WebKitWebDriver, under an Xvfb display of its own. Its window is at least 447 px wide (its
 *   toolbar's width): a phone's width is reached by the page zoom WebKitGTK takes from the
 *   display's DPI (GDK_DPI_SCALE), the window that much wider. Its driver places clicks in window
 *   pixels, so under a zoom a click goes to the element's centre times the zoom.
 * Chromium keeps its Playwright journeys (tests/e2e).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser as PuppeteerBrowser, type KeyInput, type Page as PuppeteerPage } from 'puppeteer-core';
import { remote } from 'webdriverio';
import { freePort } from '../../scripts/support/ports';

export type EngineName = 'firefox' | 'firefox-esr140' | 'webkit';

/** Keys the journeys press, by their W3C WebDriver names. */
export type Key = 'Tab' | 'Enter' | 'Escape' | 'ArrowDown' | 'ArrowRight' | 'PageDown' | 'Backspace' | 'Space';

/** One browser window of an engine, at one size. */
export interface EnginePage {
  engine: EngineName;
  width: number;
  goto(url: string): Promise<void>;
  /**
   * After a navigation the page made itself (a link, a form's post, a redirect), once the new page
   * is there: what goto does after a load (the error watch, the window's focus)
   */
  arrived(): Promise<void>;
  /** Back, as the browser's button: one step back in the window's history, the page there once it is shown */
  back(): Promise<void>;
  /** runs a function's source in the page and returns its JSON result */
  evaluate<T>(fn: string, ...args: unknown[]): Promise<T>;
  click(selector: string): Promise<void>;
  /** types into the focused element */
  type(text: string): Promise<void>;
  press(key: Key): Promise<void>;
  /** activates the focused control as Return does (a button's click, a link followed) */
  activate(): Promise<void>;
  /** uncaught errors and unhandled rejections since the last call */
  scriptErrors(): Promise<string[]>;
  /**
   * The first driver command this window sent that got no answer at all within COMMAND_TIMEOUT_MS
   * (the command and the start of its body), or null. Not a page's wrong answer: the driver lost
   * the command, or the page's thread never came back to it (a script busy that long, which the
   * same journey run again then shows)
   */
  stalled(): string | null;
  close(): Promise<void>;
}

/**
 * Longer than any wait the drivers do for a page (a load, a script: 30 s each, below): a command
 * with no answer by then was lost by the driver.
 */
export const COMMAND_TIMEOUT_MS = 45_000;

/**
 * WebKit's WebDriver reports no page errors: this watch, installed right after each load, records
 * uncaught errors and unhandled rejections for `scriptErrors` (Firefox reports them over BiDi, from
 * the first script on).
 */
const ERROR_WATCH = `(() => {
  if (window.__engineErrors) return;
  const errors = (window.__engineErrors = []);
  addEventListener('error', (e) => errors.push(String(e.message || e.error || e.type)));
  addEventListener('unhandledrejection', (e) => errors.push('unhandled rejection: ' + String(e.reason && e.reason.message || e.reason)));
})();`;

/**
 * The report a browser makes when a ResizeObserver's notifications wait for the next frame (Resize
 * Observer 1, 3.4 "Algorithms": skipped observations are delivered in the next rendering update, and
 * the report says so). It is no failure of its own: the site's two observers
 * (src/features/locator/observe-size.ts) only schedule a measurement for the next frame, and what
 * they observe (the map preview, which fills its box; the filter row, whose fades lie over it) never
 * changes size with what they measure. Some other change during a delivery defers a notification
 * now and then, and WebKit reports it. A real loop (an observer changing the size it observes)
 * reports it in every frame, so the notice still fails a step when it comes more often than that.
 */
const RESIZE_NOTICE = 'ResizeObserver loop completed with undelivered notifications.';
const DEFERRED_RESIZE_NOTICES = 2;

/** A step's errors, less the ResizeObserver notice when it came no more than a deferral's few times. */
function withoutDeferredResizeNotice(errors: string[]): string[] {
  const notices = errors.filter((e) => e === RESIZE_NOTICE).length;
  return notices > 0 && notices <= DEFERRED_RESIZE_NOTICES ? errors.filter((e) => e !== RESIZE_NOTICE) : errors;
}

/** MiniBrowser's window is never narrower than its toolbar. */
const WEBKIT_WINDOW_MIN = 447;
/** The page zooms tried, least first (1.25 × 360 CSS px is a 450 px window). */
const WEBKIT_ZOOMS = [1, 1.25, 1.5, 2];

/** The page zoom that gives WebKit a viewport `width` CSS px wide in a window at least its least width. */
export const webkitZoom = (width: number): number => WEBKIT_ZOOMS.find((zoom) => width * zoom >= WEBKIT_WINDOW_MIN) ?? 2;

/** The window is the width asked for, or the page fails loudly: a journey at another width tests nothing it claims. */
async function expectViewport(engine: EngineName, width: number, read: () => Promise<number>): Promise<void> {
  // a size set over BiDi lands with the browser's next layout: ESR 140 answers the failed
  // orientation override (below) before its viewport command has taken effect, so the width is
  // read again for a moment before it counts as refused
  const deadline = Date.now() + 3_000;
  let actual = await read();
  while (actual !== width && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    actual = await read();
  }
  if (actual !== width) throw new Error(`[engines] ${engine}: the viewport is ${actual} CSS px wide, not the ${width} px asked for`);
}

function waitForPort(port: number, deadline: number): Promise<void> {
  return new Promise((ok, fail) => {
    const attempt = () => {
      const socket = createConnection({ port, host: '127.0.0.1' });
      socket.once('connect', () => {
        socket.destroy();
        ok();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) fail(new Error(`nothing listened on port ${port} in time`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

const PUPPETEER_KEYS: Record<Key, KeyInput> = {
  Tab: 'Tab',
  Enter: 'Enter',
  Escape: 'Escape',
  ArrowDown: 'ArrowDown',
  ArrowRight: 'ArrowRight',
  PageDown: 'PageDown',
  Backspace: 'Backspace',
  // puppeteer's BiDi keyboard knows the space bar by its character only ('Space' throws)
  Space: ' ',
};

async function firefoxPage(engine: 'firefox' | 'firefox-esr140', executablePath: string, width: number, height: number): Promise<EnginePage> {
  const profile = await mkdtemp(join(tmpdir(), 'engine-firefox-'));
  const browser: PuppeteerBrowser = await puppeteer.launch({
    browser: 'firefox',
    executablePath,
    headless: true,
    userDataDir: profile,
    args: [`--width=${width}`, `--height=${height}`],
    extraPrefsFirefox: { 'browser.shell.checkDefaultBrowser': false, 'datareporting.policy.dataSubmissionEnabled': false },
  });
  const page: PuppeteerPage = (await browser.pages())[0] ?? (await browser.newPage());
  const errors: string[] = [];
  page.on('pageerror', (error) => {
    const message = error instanceof Error ? error.message : String(error);
    // ESR 140 reports puppeteer's own evaluation (its __bidi_args), polled while a page is being
    // left, as the page's error: the harness's, not the site's
    if (!message.includes('__bidi_args')) errors.push(message);
  });
  // ESR 140 takes the size, then refuses the screen orientation override puppeteer sends after it
  // (an unknown BiDi command there): the size is what counts, and it is checked
  await page.setViewport({ width, height }).catch((error: unknown) => {
    if (!String(error).includes('setScreenOrientationOverride')) throw error;
  });
  await expectViewport(engine, width, () => page.evaluate('innerWidth') as Promise<number>);
  return {
    engine,
    width,
    goto: async (url) => {
      // the page being left first finishes what it loads (a journey's last step may have started a
      // lazy import): leaving a page mid-import is an error in Firefox, as is arriving before the
      // page's own module loads are done
      await page.waitForNetworkIdle({ idleTime: 300, timeout: 10_000 }).catch(() => undefined);
      await page.goto(url, { waitUntil: ['load', 'networkidle0'] });
      // a window without the system's focus matches no :focus (a focused skip link stays hidden)
      await page.bringToFront();
    },
    arrived: async () => {
      await page.waitForNetworkIdle({ idleTime: 300, timeout: 10_000 }).catch(() => undefined);
      await page.bringToFront();
    },
    back: async () => {
      // a page restored from the back/forward cache fires no load: the step is done once the page
      // shown has answered (the journeys then wait for what they expect there)
      await page.evaluate('history.back()');
    },
    evaluate: <T>(fn: string, ...args: unknown[]) => page.evaluate(`(${fn})(...${JSON.stringify(args)})`) as Promise<T>,
    click: async (selector) => {
      await page.click(selector);
    },
    type: (text) => page.keyboard.type(text),
    press: (key) => page.keyboard.press(PUPPETEER_KEYS[key]),
    // puppeteer-core's keys over BiDi reach a focused <button> as trusted keydown, keypress and
    // keyup for Return (and Space) in both ESRs, but Firefox never turns them into the click they
    // activate: a bare page with one button and no script of the site's does the same, headless
    // or under Xvfb (the window never has the system's focus). The driver's, not the page's: the
    // focused control is clicked instead (Chromium's and WebKit's journeys press Return)
    activate: async () => {
      await page.evaluate(`(() => {
        document.querySelectorAll('[data-engine-focused]').forEach((e) => e.removeAttribute('data-engine-focused'));
        document.activeElement?.setAttribute('data-engine-focused', '');
      })()`);
      await page.click('[data-engine-focused]');
    },
    scriptErrors: async () => withoutDeferredResizeNotice(errors.splice(0)),
    // puppeteer's calls wait up to its protocolTimeout (180 s), beyond a journey's own time: a
    // Firefox that stops answering fails the journey itself
    stalled: () => null,
    close: async () => {
      await browser.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

const WEBDRIVER_KEYS: Record<Key, string> = {
  Tab: '\uE004',
  Enter: '\uE007',
  Escape: '\uE00C',
  ArrowDown: '\uE015',
  ArrowRight: '\uE014',
  PageDown: '\uE00F',
  Backspace: '\uE003',
  Space: ' ',
};
const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

async function webkitPage(width: number, height: number): Promise<EnginePage> {
  const zoom = webkitZoom(width);
  const children: ChildProcess[] = [];
  const stop = () => {
    for (const child of children.reverse()) child.kill('SIGKILL');
  };
  try {
    // a display of its own: -displayfd tells which number Xvfb took
    const xvfb = spawn('Xvfb', ['-displayfd', '1', '-screen', '0', '1600x1400x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'pipe', 'ignore'] });
    children.push(xvfb);
    const display = await new Promise<string>((ok, fail) => {
      xvfb.stdout.once('data', (chunk: Buffer) => ok(`:${chunk.toString().trim()}`));
      xvfb.once('exit', (code) => fail(new Error(`Xvfb exited with ${code}`)));
    });
    const port = await freePort();
    // WebKitGTK zooms its pages by the display's DPI: 1.25 × 96 dpi draws 360 CSS px in 450 window px
    const driver = spawn('WebKitWebDriver', [`--port=${port}`, '--host=127.0.0.1'], {
      stdio: 'ignore',
      env: { ...process.env, DISPLAY: display, GDK_DPI_SCALE: String(zoom) },
    });
    children.push(driver);
    await waitForPort(port, Date.now() + 30_000);
    const browser = await remote({
      hostname: '127.0.0.1',
      port,
      path: '/',
      logLevel: 'error',
      // webdriverio sends a command again when it has had no answer for connectionRetryTimeout (120 s
      // by default), up to three times: a click or a Back sent again acts twice. Once, and no answer
      // in COMMAND_TIMEOUT_MS is an error the journey sees (and `stalled` names)
      connectionRetryTimeout: COMMAND_TIMEOUT_MS,
      connectionRetryCount: 0,
      capabilities: { 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } } as WebdriverIO.Capabilities,
    });
    await browser.setWindowSize(Math.round(width * zoom), Math.round(height * zoom));
    // A command after a navigation waits for its load, up to the session's page-load timeout: 300 s
    // by default, longer than a journey. In two full `npm test` runs the locator's Back-and-reload
    // journey at 1280 px and the next journey each hung for their whole 120 s, while alone, even
    // under load, they take 10–30 s. At 30 s a load that never ends fails that one command, which the
    // journeys' waits (`until`) count as "not yet", and the session goes on answering.
    await browser.setTimeout({ pageLoad: 30_000, script: 30_000 });
    // Now and then in a full `npm test` one command still gets no answer at all, page-load timeout
    // or not (CI's run of 8d714d9: the locator's Back-and-reload journey at 1280 px, and the two
    // after it, 120 s each; not once in 25 runs of its steps alone beside two busy loops). The
    // first such command, named, is what `stalled` tells
    // (told by the time the failed command took: the error that ends it is undici's or the abort
    // signal's, whichever fires first, each with its own words)
    let stall: string | null = null;
    const sent = new WeakMap<object, number>();
    browser.on('command', ({ body }) => {
      if (body && typeof body === 'object') sent.set(body, performance.now());
    });
    browser.on('result', ({ command, body, result }) => {
      const at = body && typeof body === 'object' ? sent.get(body) : undefined;
      const failed = !!(result as { error?: unknown } | null)?.error;
      if (stall || !failed || at === undefined || performance.now() - at < COMMAND_TIMEOUT_MS - 1_000) return;
      stall = `${command} ${JSON.stringify(body).slice(0, 120)} had no answer in ${COMMAND_TIMEOUT_MS / 1000} s`;
    });
    await expectViewport('webkit', width, () => browser.execute<number, []>('return innerWidth'));
    const seen: string[] = [];
    const collect = async () => {
      const found = await browser.execute<string[], []>(`return (window.__engineErrors || []).splice(0)`);
      seen.push(...found);
    };
    return {
      engine: 'webkit',
      width,
      goto: async (url) => {
        await collect().catch(() => undefined);
        await browser.url(url);
        // WebDriver has no hook before a page's scripts: the watch starts once it has loaded; and a
        // window without the system's focus (no window manager under Xvfb) matches no :focus
        await browser.execute(`${ERROR_WATCH}; window.focus();`);
      },
      arrived: async () => {
        await browser.execute(`${ERROR_WATCH}; window.focus();`);
      },
      // WebDriver's own Back answers once the page is there: a script that called history.back()
      // answers at once, and the journeys' next script then reached WebKit while the page was being
      // left for the page it came back to. That script had no answer at all (`stalled`), once in a
      // full run (the locator's return journey, at 360 px and at 1280 px); driven by Back, 12 returns
      // in a row each answered within 60 ms
      back: async () => {
        await browser.back();
      },
      evaluate: <T>(fn: string, ...args: unknown[]) => browser.execute(`return (${fn})(...arguments)`, ...args) as Promise<T>,
      click: async (selector) => {
        const element = browser.$(selector);
        if (zoom === 1) return element.click();
        // WebKitWebDriver places its clicks (an element's, an action's) in window pixels, which the
        // page zoom divides: the element's centre, in CSS px, times the zoom, is where it lands
        await element.waitForExist();
        const [x, y] = await browser.execute<[number, number], [string]>(
          `const e = document.querySelector(arguments[0]);
          e.scrollIntoView({ block: 'center', inline: 'nearest' });
          const r = e.getBoundingClientRect();
          return [r.left + r.width / 2, r.top + r.height / 2];`,
          selector,
        );
        await browser.performActions([
          {
            type: 'pointer',
            id: 'mouse',
            parameters: { pointerType: 'mouse' },
            actions: [
              { type: 'pointerMove', origin: 'viewport', x: Math.round(x * zoom), y: Math.round(y * zoom) },
              { type: 'pointerDown', button: 0 },
              { type: 'pointerUp', button: 0 },
            ],
          },
        ]);
        await browser.releaseActions();
      },
      type: (text) => browser.keys(text.split('')),
      press: (key) => browser.keys([WEBDRIVER_KEYS[key]]),
      activate: () => browser.keys([WEBDRIVER_KEYS.Enter]),
      scriptErrors: async () => {
        await collect();
        return withoutDeferredResizeNotice(seen.splice(0));
      },
      stalled: () => stall,
      close: async () => {
        await browser.deleteSession().catch(() => undefined);
        stop();
      },
    };
  } catch (error) {
    stop();
    throw error;
  }
}

/** Opens a window of `engine` whose viewport is `width` × `height` CSS px. */
export async function openEngine(engine: EngineName, width: number, height: number, firefoxFloor: () => Promise<string>): Promise<EnginePage> {
  if (engine === 'webkit') return webkitPage(width, height);
  return firefoxPage(engine, engine === 'firefox' ? '/usr/bin/firefox-esr' : await firefoxFloor(), width, height);
}
