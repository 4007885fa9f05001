/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// The journeys in Firefox ESR and WebKit (README, "Browsers"): the built site over HTTP, the stack
// started once by the integration suite's global setup (or reused from TEST_SITE_URL). One file at a
// time: each drives its own browser windows, and two cores run one browser well.
export default getViteConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/engines/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/integration/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 240_000,
    fileParallelism: false,
  },
});
