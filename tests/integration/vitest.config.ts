/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Integration tests: the built site served over HTTP against the embedded backend. The stack is
// started once by global-setup.ts (or reused from TEST_SITE_URL when scripts/test.ts started it).
export default getViteConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/integration/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/integration/global-setup.ts'],
    // a test that asserts nothing fails
    setupFiles: ['tests/support/every-test-asserts.ts'],
    testTimeout: 30_000,
    hookTimeout: 240_000,
    fileParallelism: false,
    // the files share one module graph, as the unit suite's do (tests/vitest.config.ts): alone, the
    // suite took 391 s and 527 CPU-seconds importing the site's modules afresh per file, 308 s and
    // 409 CPU-seconds sharing them (docs/running.md "How long")
    isolate: false,
  },
});
