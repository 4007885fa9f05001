import { getViteConfig } from 'astro/config';
import { configDefaults } from 'vitest/config';

/**
 * Test files that replace a module the site's code imports (vi.mock): they need a module graph of
 * their own, where the site's modules load after the replacement.
 */
const OWN_MODULES = ['tests/unit/server/regen/regen-model.test.ts'];

/** A test that asserts nothing fails (tests/support/every-test-asserts.ts). */
const EVERY_TEST_ASSERTS = ['tests/support/every-test-asserts.ts'];

// Unit and integration tests run through Astro's Vite config, so .astro components and
// virtual modules resolve as they do in the site. e2e tests run under Playwright instead.
export default getViteConfig({
  test: {
    root: new URL('..', import.meta.url).pathname,
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 180_000,
    setupFiles: EVERY_TEST_ASSERTS,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...OWN_MODULES],
          // the test files of a worker share one module graph instead of importing the site's
          // modules afresh per file: the unit suite runs in well under half the time (most of it
          // was import). So a test that needs a module's per-process state fresh (a secret made
          // once per process) imports its own copy after vi.resetModules().
          isolate: false,
        },
      },
      { extends: true, test: { name: 'unit-own-modules', include: OWN_MODULES } },
    ],
  },
});
