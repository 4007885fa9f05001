import { getViteConfig } from 'astro/config';
import { configDefaults } from 'vitest/config';

/**
 * The unit tests `npm run mutate` runs against each mutant (./stryker.config.json): the test files
 * of the rule modules it mutates, and no others, so the dry run and every mutant's run stay short
 * (the whole unit suite, with its slow regeneration model test, would dominate each run). Left out:
 * the tests that run a whole server or several services for each case (page-paths.test.ts, the
 * validation's field-agreement.test.ts): every mutant of the path rule or the field rules would run
 * them, seconds each, and the rule modules' own tests assert the same rules directly. Astro's
 * Vite config, as the unit suite's (tests/vitest.config.ts): a money test renders a block.
 */
const MUTATION_TESTS = [
  // path rule and page paths
  'tests/unit/cms/path-rule.test.ts',
  'tests/unit/cms/cms-client.test.ts',
  'tests/unit/config/site-routes.test.ts',
  // legacy redirects
  'tests/unit/lib/redirect-rules.test.ts',
  'tests/unit/lib/redirect-tables.test.ts',
  // locale decision
  'tests/unit/lib/locale-detection.test.ts',
  'tests/unit/lib/request-locale.test.ts',
  'tests/unit/lib/locale-entry.test.ts',
  // opening hours
  'tests/unit/cms/opening-hours/*.test.ts',
  // prices and tax
  'tests/unit/lib/money/*.test.ts',
  'tests/unit/lib/format.test.ts',
  // cart and upsell
  'tests/unit/features/cart/cart-rules.test.ts',
  'tests/unit/features/cart/cart-change-news.test.ts',
  // form and field rules
  'tests/unit/features/forms/form-fields.test.ts',
  'tests/unit/features/checkout/checkout-rules.test.ts',
  'tests/unit/lib/validation/email.test.ts',
  'tests/unit/lib/validation/validation-messages.test.ts',
  'tests/unit/lib/validation/validation-rules.test.ts',
  // regeneration batch fold and plan
  'tests/unit/server/regen/regen-batch-fold.test.ts',
  'tests/unit/server/regen/regen-affected.test.ts',
  // the edge's keys
  'tests/unit/server/edge/edge-policy.test.ts',
  // change feed cursor
  'tests/unit/cms/change-feed.test.ts',
];

export default getViteConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    environment: 'node',
    testTimeout: 20_000,
    include: MUTATION_TESTS,
    exclude: [...configDefaults.exclude],
    // a test that asserts nothing fails here too
    setupFiles: ['tests/support/every-test-asserts.ts'],
    // one module graph per worker, as the unit suite's
    isolate: false,
  },
});
