/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Unit and integration tests run through Astro's Vite config, so .astro components and
// virtual modules resolve as they do in the site. e2e tests run under Playwright instead.
export default getViteConfig({
  test: {
    root: new URL('..', import.meta.url).pathname,
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    // the test files of a worker share one module graph instead of importing the site's modules
    // afresh per file: the unit suite runs in well under half the time (most of it was import).
    // So a test that needs a module's per-process state fresh (a secret made once per process)
    // imports its own copy after vi.resetModules().
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 180_000,
  },
});
