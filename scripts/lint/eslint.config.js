/**
 * ESLint (flat config), run by `npm run lint` as `eslint --config scripts/lint/eslint.config.js .`
 * from the repository's root; file patterns below are relative to it. The recommended sets of
 * ESLint, typescript-eslint (type-aware for .ts/.tsx), eslint-plugin-astro and jsx-a11y (React
 * islands and Astro templates); eslint-config-prettier last, so no rule argues with Prettier.
 */
import css from '@eslint/css';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import astro from 'eslint-plugin-astro';
import compat from 'eslint-plugin-compat';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { fileURLToPath } from 'node:url';
import { astroWithStyles } from './astro-styles.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

// eslint-plugin-astro's jsx-a11y set carries no `files`: its rules are meant for .astro templates only
const astroA11y = astro.configs['flat/jsx-a11y-recommended'].at(-1);

// the code's configurations (those that name no files of their own) are for code, not for CSS
const CODE = ['**/*.{js,mjs,cjs,ts,mts,tsx,astro}', '**/*.astro/*.ts', '**/*.astro/*.js'];
const forCode = (config) =>
  config.files || config.language || Object.keys(config).every((key) => key === 'ignores' || key === 'name') ? config : { ...config, files: CODE };

export default tseslint
  .config(
    {
      name: 'project/ignores',
      // what .gitignore keeps out (builds, generated demo content, reports) plus the files Astro generates
      ignores: [
        'node_modules/',
        'dist/',
        'dist-*/',
        '.astro/',
        '.cache/',
        '.data/',
        '.data-*/',
        '.edge/',
        'test-results/',
        'playwright-report/',
        '.stryker-tmp/',
        'reports/',
      ],
    },
    {
      name: 'project/base',
      linterOptions: { reportUnusedDisableDirectives: 'error' },
      languageOptions: { globals: { ...globals.node } },
    },
    js.configs.recommended,
    ...tseslint.configs.recommendedTypeChecked,
    {
      // the site's tsconfig plus a typing of .astro imports (see astro-modules.d.ts)
      name: 'project/type-aware',
      languageOptions: { parserOptions: { project: 'scripts/lint/tsconfig.json', tsconfigRootDir: root } },
    },
    ...astro.configs['flat/recommended'],
    {
      // .astro files, the <script>s inside them and plain JavaScript: linted without type information (TypeScript cannot read .astro)
      name: 'project/astro-untyped',
      files: ['**/*.astro', '**/*.astro/*.ts', '**/*.astro/*.js', '**/*.js', '**/*.mjs'],
      ...tseslint.configs.disableTypeChecked,
    },
    {
      // the browser policy (package.json "browserslist", README "Browsers") for the components' styles too:
      // each <style> of an .astro file reaches @eslint/css below as a virtual .css file
      name: 'project/astro-styles',
      files: ['**/*.astro'],
      processor: astroWithStyles,
    },
    {
      // CSS outside Baseline "widely available" fails unless it sits inside an @supports that tests for it
      // (the fallback the policy asks for); the rule reads the @supports conditions itself
      name: 'project/css-baseline',
      files: ['**/*.css'],
      plugins: { css },
      language: 'css/css',
      languageOptions: { tolerant: true },
      rules: { 'css/use-baseline': ['error', { available: 'widely' }] },
    },
    {
      name: 'project/astro-a11y',
      files: ['**/*.astro'],
      plugins: astroA11y.plugins,
      rules: astroA11y.rules,
    },
    {
      name: 'project/react-a11y',
      files: ['**/*.tsx'],
      plugins: jsxA11y.flatConfigs.recommended.plugins,
      languageOptions: jsxA11y.flatConfigs.recommended.languageOptions,
      rules: {
        ...jsxA11y.flatConfigs.recommended.rules,
        // A container's onKeyDown that handles keys bubbling up from the controls inside it (Escape closes the
        // station card, the filter panel's arrow keys) does not make the container a control: key handlers are
        // left out of the handlers these two rules look for; clicks and the rest stay checked.
        'jsx-a11y/no-noninteractive-element-interactions': [
          'error',
          {
            handlers: ['onClick', 'onError', 'onLoad', 'onMouseDown', 'onMouseUp', 'onKeyPress'],
            body: ['onError', 'onLoad'],
            iframe: ['onError', 'onLoad'],
            img: ['onError', 'onLoad'],
          },
        ],
        'jsx-a11y/no-static-element-interactions': ['error', { allowExpressionValues: true, handlers: ['onClick', 'onMouseDown', 'onMouseUp', 'onKeyPress'] }],
      },
    },
    {
      name: 'project/browser',
      // browser code: islands, their stores, the small page scripts and the client side of .astro files
      files: ['src/**/*.tsx', 'src/scripts/**', 'src/features/**', '**/*.astro/*.ts', '**/*.astro/*.js'],
      languageOptions: { globals: { ...globals.browser } },
      // browser APIs outside the policy's browsers (package.json "browserslist") fail, unless feature-detected
      plugins: { compat },
      rules: { 'compat/compat': 'error' },
    },
    {
      name: 'project/rules',
      rules: {
        // The URL, path and header checks reject control characters on purpose (spec 7, request targets): those
        // character classes are the point, not a typo.
        'no-control-regex': 'off',
        // `async` without `await` is deliberate where a function implements a Promise-returning contract (a route
        // handler, a backend client, a test double): a throw inside it must become a rejection, as the callers expect.
        '@typescript-eslint/require-await': 'off',
        // a `let` read by a closure made before its one assignment (the server wires parts that refer to each other) stays a `let`
        'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
        // `_name` marks a parameter or binding kept on purpose (a callback's position, a destructured leftover)
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      },
    },
    {
      name: 'project/tests',
      files: ['tests/**'],
      rules: {
        // Tests read answers as JSON (`JSON.parse`, `res.json()`, `page.evaluate`) and compare them with vitest's
        // asymmetric matchers, all typed `any`; the assertions are what check those values.
        '@typescript-eslint/no-unsafe-argument': 'off',
        '@typescript-eslint/no-unsafe-assignment': 'off',
        '@typescript-eslint/no-unsafe-call': 'off',
        '@typescript-eslint/no-unsafe-member-access': 'off',
        '@typescript-eslint/no-unsafe-return': 'off',
        // A test double's async request handler may reject: vitest fails the run on an unhandled rejection, which is the point.
        '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { arguments: false } }],
      },
    },
    prettier,
  )
  .map(forCode);
