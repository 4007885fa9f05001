/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Unit and integration tests run through Astro's Vite config, so .astro components and
// virtual modules resolve as they do in the site. e2e tests run under Playwright instead.
export default getViteConfig({
  test: {
    root: new URL('..', import.meta.url).pathname,
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 180_000,
  },
});
