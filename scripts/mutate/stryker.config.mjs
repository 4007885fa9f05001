/**
 * Mutation testing of the site's pure rules (`npm run mutate`; docs/running.md "Mutation testing"):
 * StrykerJS changes each rule module in small ways and runs the unit tests that cover the change
 * (./vitest.config.ts); a change no test notices is a surviving mutant. Below a 90 % score the run
 * fails. Run from the repository's root: `stryker run scripts/mutate/stryker.config.mjs`.
 * Options: https://stryker-mutator.io/docs/stryker-js/configuration/
 */
export default {
  mutate: [
    // the path rule, and a page path as the page call prepares it (spec 7.2)
    'src/cms/path-rule.ts',
    'src/cms/page-path.ts',
    // the redirect rules: www., trailing slash, locale case, root redirect, legacy tables (spec 2.6, 9)
    'src/lib/redirect-rules.ts',
    // the locale decision: the cookie and Accept-Language, and which locale a request is in (spec 4)
    'src/lib/locale-detection.ts',
    'src/lib/request-locale.ts',
    // opening hours: both shapes normalized, the 24 h rule, today's line, the week, "open now" (spec 9)
    'src/cms/opening-hours/normalize.ts',
    'src/cms/opening-hours/open24h.ts',
    'src/cms/opening-hours/today.ts',
    'src/cms/opening-hours/view.ts',
    'src/cms/opening-hours/open-now.ts',
    // prices and tax: cents, the tax inside a price, the markets' currencies, the price format (spec 9)
    'src/lib/money/amounts.ts',
    'src/lib/money/markets.ts',
    'src/lib/money/format.ts',
    // the cart's rules and the upsell rule (spec 4)
    'src/features/cart/cart.ts',
    'src/features/cart/upsell.ts',
    // what the cart modal says after a change, once the backend has priced it
    'src/features/cart/change-news.ts',
    // form and field rules: spec 5's rules, the shared field rules, a form-builder field's rules
    'src/lib/validation/rules.ts',
    'src/lib/validation/field-rules.ts',
    'src/features/forms/fields.ts',
    // regeneration: a batch folded per path, and the plan a pass works through
    'src/server/regen/batch-fold.ts',
    'src/server/regen/affected.ts',
    // the edge: what each response may be kept for, a page's surrogate keys, what a change purges
    'src/server/edge/policy.ts',
    // the change feed: its cursor and the answer for a cursor
    'src/cms/change-feed.ts',
  ],
  testRunner: 'vitest',
  vitest: { configFile: 'scripts/mutate/vitest.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner'],
  coverageAnalysis: 'perTest',
  // A static mutant (a module-level table or pattern, evaluated once on import) can only be tested
  // by reloading every test file for it: a few percent of the mutants took half of a run's time.
  // They are left out of the run and the score (reported as ignored); docs/running.md says so.
  ignoreStatic: true,
  // the TypeScript checker is left out: a mutant that does not type-check still runs (and is
  // killed or not on behaviour), which keeps each run to the tests alone
  thresholds: { high: 95, low: 90, break: 90 },
  // two cores, shared
  concurrency: 2,
  timeoutMS: 30_000,
  // a fresh clone re-tests only the mutants whose code or tests changed since the committed result
  incremental: true,
  incrementalFile: 'scripts/mutate/stryker-incremental.json',
  tempDirName: '.stryker-tmp',
  // the sandbox is a copy of the sources and tests: never the build's output or the data folders
  ignorePatterns: ['dist', 'dist-*', '.data*', '.astro', '.cache', '.edge', 'test-results', 'playwright-report', 'reports'],
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true, reportMutants: true },
};
