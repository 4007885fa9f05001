import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/** Debian's browser at `path`, or a loud failure with the fix (never a skip, never a downloaded browser). */
function debianBrowser(path: string, pkg: string, variable: string): string {
  if (!existsSync(path)) throw new Error(`${pkg} not found at ${path}. Install Debian's: sudo apt-get install -y ${pkg} (or set ${variable}).`);
  return path;
}

// Most tests run in Chromium's headless shell (Debian's `chromium-headless-shell`: the same release,
// built from the same source as `chromium`), what Playwright itself runs headless tests in. It draws
// no browser window, so the same journeys take about a third less time than in the full browser
// (docs/running.md, "How long").
const SHELL = debianBrowser(process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell', 'chromium-headless-shell', 'E2E_CHROMIUM_PATH');
// The shell keeps a mouse pointer at the page's top-left corner from the first paint, and a pointer
// over the page is a sign of interaction that loads the page's interactive code (src/scripts/
// on-intent.ts). What a page loads before any interaction is measured in the full browser, whose
// pointer is nowhere until a test moves it.
const FULL = debianBrowser(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', 'chromium', 'CHROMIUM_PATH');
/** The specs that measure what a page loads before any interaction. */
const BEFORE_INTERACTION = ['budgets.spec.ts'];

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export default defineConfig({
  testDir: '.',
  // per run: Playwright empties its output folder at start, and runs may go side by side
  outputDir: `../../test-results/e2e-${process.pid}`,
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // generous: several tests walk a whole purchase or form; a loaded CI machine must not fail them
  timeout: 60_000,
  globalSetup: './global-setup.ts',
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME }]] : [['list']],
  use: {
    ...devices['Desktop Chrome'],
    // the site's default market: a first visit to / is not sent elsewhere by language detection
    locale: 'fi-FI',
    trace: 'off',
  },
  projects: [
    { name: 'chromium', testIgnore: BEFORE_INTERACTION, use: { launchOptions: { executablePath: SHELL, args: ARGS } } },
    { name: 'chromium (full)', testMatch: BEFORE_INTERACTION, use: { launchOptions: { executablePath: FULL, args: ARGS } } },
  ],
});
