/**
 * `npm test`: every test, in one command. Type check, lint and unit tests side by side, then the
 * stack (demo content, embedded backend, full build, site server). The integration suite runs on a
 * copy of it (tests/support/stack.ts, `cloneStack`), so its content edits never reach a browser
 * test, side by side with the browser suites (e2e in Chromium, then the engines: Firefox ESR,
 * WebKit) on the stack itself. Ends with one closing line "N passed, N failed" summing every suite;
 * exits non-zero on any failure.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { JSONReport, JSONReportSuite } from '@playwright/test/reporter';
import type { JsonTestResults } from 'vitest/reporters';
import { ensureSystemTools, type Suite } from './support/system-tools';
import { cloneStack, startStack, type Stack } from '../tests/support/stack';

const root = resolve(import.meta.dirname, '..');
// per run, so two runs side by side never read each other's counts
const reports = resolve(root, 'test-results', `run-${process.pid}`);
const bin = (name: string) => resolve(root, 'node_modules/.bin', name);

function run(cmd: string, args: string[], env: Record<string, string> = {}): Promise<number> {
  return new Promise((ok) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => ok(code ?? 1));
    child.on('error', () => ok(1));
  });
}

/** Runs a command with its output kept, and prints the output once it ends (so two can run side by side). */
async function runQuietly(title: string, cmd: string, args: string[], env: Record<string, string> = {}): Promise<{ code: number; seconds: number }> {
  const started = performance.now();
  const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  const chunks: Buffer[] = [];
  child.stdout.on('data', (d: Buffer) => chunks.push(d));
  child.stderr.on('data', (d: Buffer) => chunks.push(d));
  const code = await new Promise<number>((ok) => {
    child.on('exit', (c) => ok(c ?? 1));
    child.on('error', () => ok(1));
  });
  console.log(`\n▶ ${title}`);
  process.stdout.write(Buffer.concat(chunks));
  return { code, seconds: (performance.now() - started) / 1000 };
}

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
  /** "file › test: first line of the error", one per failed test, repeated at the very end */
  failures: string[];
}

const firstLine = (message: string | undefined) =>
  stripVTControlCharacters(message ?? '')
    .trim()
    .split('\n')[0]
    ?.slice(0, 300) ?? '';

async function vitestCounts(file: string): Promise<Counts> {
  const json = JSON.parse(await readFile(file, 'utf8')) as JsonTestResults;
  const failures: string[] = [];
  for (const suite of json.testResults) {
    const name = relative(root, suite.name);
    const failed = suite.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failed) failures.push(`${name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    // a file that failed outside its tests (a hook, an import) has no failed test to name
    if (failed.length === 0 && suite.status === 'failed') failures.push(`${name}: ${firstLine(suite.message)}`);
  }
  return { passed: json.numPassedTests, failed: json.numFailedTests, skipped: json.numPendingTests + json.numTodoTests, failures };
}

function playwrightFailures(suites: JSONReportSuite[] = []): string[] {
  return suites.flatMap((suite) => [
    ...suite.specs
      .filter((spec) => !spec.ok)
      .map((spec) => {
        const error = spec.tests.flatMap((test) => test.results).find((result) => result.error)?.error?.message;
        return `${spec.file}:${spec.line} › ${spec.title}: ${firstLine(error)}`;
      }),
    ...playwrightFailures(suite.suites),
  ]);
}

async function playwrightCounts(file: string): Promise<Counts> {
  const json = JSON.parse(await readFile(file, 'utf8')) as JSONReport;
  return {
    passed: json.stats.expected + json.stats.flaky,
    failed: json.stats.unexpected,
    skipped: json.stats.skipped,
    // errors outside any test (global setup, a file that does not load) come first
    failures: [...json.errors.map((error) => firstLine(error.message)), ...playwrightFailures(json.suites)],
  };
}

/** A suite's line in the closing summary: its counts and its wall time. */
const summaryLine = (suite: string, c: Counts, seconds: number) =>
  `  ${suite.padEnd(12)} ${c.passed} passed, ${c.failed} failed${c.skipped > 0 ? `, ${c.skipped} skipped` : ''} in ${seconds.toFixed(1)} s`;

const outcome = (code: number): Counts => ({ passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0, failures: [] });
const noReport: Counts = { passed: 0, failed: 1, skipped: 0, failures: ['no report was written'] };

async function main(): Promise<number> {
  await mkdir(reports, { recursive: true });
  const suites: Suite[] = ['check', 'lint', 'unit', 'integration', 'e2e', 'engines'];
  const only = new Set(process.argv.slice(2));
  const unknown = [...only].filter((name) => !suites.includes(name as Suite));
  if (unknown.length > 0) throw new Error(`unknown suite ${unknown.join(', ')}: npm test -- [${suites.join('|')} …]`);
  const want = (suite: Suite) => only.size === 0 || only.has(suite);
  // a fresh machine gets its system tools here, before anything runs (scripts/support/system-tools.ts)
  ensureSystemTools(suites.filter(want));
  const total = { passed: 0, failed: 0, skipped: 0 };
  const failures: string[] = [];
  const failedTests: string[] = [];
  // one line per suite (and the stack), printed in the order above whichever ended first
  const summary = new Map<string, string>();
  const record = (suite: string, c: Counts, code: number, seconds: number, note = '') => {
    summary.set(suite, `${summaryLine(suite, c, seconds)}${note}`);
    total.passed += c.passed;
    total.failed += c.failed;
    total.skipped += c.skipped;
    if (code !== 0) failures.push(suite);
    failedTests.push(...c.failures.map((failure) => `${suite}: ${failure}`));
  };
  /** Runs one suite that writes a JSON report, and records its counts and wall time. */
  const runSuite = async (
    suite: Suite,
    heading: string,
    report: { file: string; counts: (file: string) => Promise<Counts> },
    command: () => Promise<number>,
    note = '',
  ) => {
    if (!want(suite)) return;
    const begun = performance.now();
    if (heading) console.log(`\n▶ ${heading}`);
    const code = await command();
    record(suite, existsSync(report.file) ? await report.counts(report.file) : noReport, code, (performance.now() - begun) / 1000, note);
  };
  const vitestReport = (name: string) => ({ file: resolve(reports, `${name}.json`), counts: vitestCounts });
  const vitestArgs = (config: string, name: string) => [
    'run',
    '--config',
    config,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestReport(name).file}`,
  ];

  // the type check, lint and the unit tests side by side, each printing its output when it ends: the
  // first two keep about one core busy each, and the unit suite alone about one (docs/running.md "How long")
  const unit = runSuite(
    'unit',
    '',
    vitestReport('unit'),
    async () => (await runQuietly('unit tests', bin('vitest'), vitestArgs('tests/vitest.config.ts', 'unit'))).code,
    ' (side by side)',
  );
  const statics = await Promise.all([
    want('check') ? runQuietly('type check (astro check)', bin('astro'), ['check', '--minimumSeverity', 'warning']) : null,
    want('lint') ? runQuietly('lint (ESLint, Prettier, knip)', 'npm', ['run', '--silent', 'lint']) : null,
  ]);
  for (const [suite, result] of [
    ['check', statics[0]],
    ['lint', statics[1]],
  ] as const)
    if (result) record(suite, outcome(result.code), result.code, result.seconds, ' (side by side)');
  await unit;

  if (want('integration') || want('e2e') || want('engines')) {
    const begun = performance.now();
    console.log('\n▶ starting the test stack (content, backend, build, site)');
    const stack = await startStack();
    const browsers = want('e2e') || want('engines');
    let integrationStack: Stack | null = null;
    try {
      integrationStack = want('integration') && browsers ? await cloneStack(stack, 'integration') : stack;
      summary.set('stack', `  ${'stack'.padEnd(12)} started in ${((performance.now() - begun) / 1000).toFixed(1)} s`);
      const envOf = (s: Stack) => ({
        TEST_SITE_URL: s.siteUrl,
        TEST_BACKEND_URL: s.backendUrl,
        TEST_DIST_DIR: s.distDir,
        TEST_SITE_PID: String(s.sitePid),
        // what the tests start themselves (site processes, builds) talks to this stack's backend
        CMS_BASE_URL: s.backendUrl,
        DIST_DIR: s.distDir,
      });
      // the integration suite beside the browser suites, on its own copy of the stack: its files run
      // one at a time and keep about one core busy, the browsers fill the other (docs/running.md "How long").
      // Its output is printed when it ends, so the two logs do not interleave.
      const integration = runSuite(
        'integration',
        browsers ? '' : 'integration tests',
        vitestReport('integration'),
        async () => {
          const args = vitestArgs('tests/integration/vitest.config.ts', 'integration');
          if (!browsers) return run(bin('vitest'), args, envOf(integrationStack!));
          return (await runQuietly('integration tests (beside the browser suites)', bin('vitest'), args, envOf(integrationStack!))).code;
        },
        browsers ? ' (beside e2e and engines)' : '',
      );
      const e2eReport = { file: resolve(reports, 'e2e.json'), counts: playwrightCounts };
      const browserSuites = (async () => {
        await runSuite('e2e', 'e2e tests (Playwright, Debian chromium-headless-shell)', e2eReport, () =>
          run(bin('playwright'), ['test', '--config', 'tests/e2e/playwright.config.ts'], { ...envOf(stack), PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport.file }),
        );
        await runSuite('engines', 'journeys in Firefox ESR and WebKit (Debian firefox-esr, ESR 140, WebKitWebDriver)', vitestReport('engines'), () =>
          run(bin('vitest'), vitestArgs('tests/engines/vitest.config.ts', 'engines'), envOf(stack)),
        );
      })();
      await Promise.all([integration, browserSuites]);
    } finally {
      if (integrationStack && integrationStack !== stack) await integrationStack.close();
      await stack.close();
    }
  }

  const ordered = [...suites.slice(0, 3), 'stack', ...suites.slice(3)].flatMap((name) => summary.get(name) ?? []);
  console.log(`\nSuites (wall time):\n${ordered.join('\n')}`);
  // named again at the very end, so that a log cut to its last lines still says what failed
  if (failedTests.length > 0) console.log(`\nFailed tests:\n${failedTests.map((line) => `  ${line}`).join('\n')}`);
  if (failures.length > 0) console.log(`\nFailed suites: ${failures.join(', ')}`);
  const skipped = total.skipped > 0 ? `, ${total.skipped} skipped` : '';
  console.log(`\ntests: ${total.passed} passed, ${total.failed} failed${skipped}`);
  return failures.length === 0 && total.failed === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    console.log('\ntests: 0 passed, 1 failed');
    process.exit(1);
  },
);
