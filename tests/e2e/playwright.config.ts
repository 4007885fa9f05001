import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Browser tests run on Debian's chromium, never a downloaded browser. A missing browser is a loud
// failure with the fix, not a skip.
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  throw new Error(`Chromium not found at ${CHROMIUM}. Install Debian's chromium: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`);
}

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
    launchOptions: {
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
    trace: 'off',
  },
});
