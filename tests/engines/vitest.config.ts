/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// The journeys in Firefox ESR and WebKit (docs/running.md, "Browsers"): the built site over HTTP, the stack
// started once by the integration suite's global setup (or reused from TEST_SITE_URL). One file per
// engine, two at a time: a journey waits on its browser (WebDriver round trips, loads, polls) much
// of the time, so a second engine fills the cores the first leaves idle.
export default getViteConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/engines/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/integration/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 240_000,
    fileParallelism: true,
    maxWorkers: 2,
  },
});
