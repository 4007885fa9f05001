/**
 * `npm test`: every test, in one command. Type check, lint, unit tests, then one shared stack (demo
 * content, embedded backend, full build, site server) for the integration and e2e suites. Ends with
 * one closing line "N passed, N failed" summing every suite; exits non-zero on any failure.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { startStack } from '../tests/support/stack';

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

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

async function vitestCounts(file: string): Promise<Counts> {
  const json = JSON.parse(await readFile(file, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
  return { passed: json.numPassedTests, failed: json.numFailedTests, skipped: json.numPendingTests + json.numTodoTests };
}

async function playwrightCounts(file: string): Promise<Counts> {
  const json = JSON.parse(await readFile(file, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };
  return { passed: json.stats.expected + json.stats.flaky, failed: json.stats.unexpected, skipped: json.stats.skipped };
}

async function main(): Promise<number> {
  await mkdir(reports, { recursive: true });
  const only = new Set(process.argv.slice(2));
  const want = (suite: string) => only.size === 0 || only.has(suite);
  const total: Counts = { passed: 0, failed: 0, skipped: 0 };
  const failures: string[] = [];
  const add = (suite: string, c: Counts, code: number) => {
    total.passed += c.passed;
    total.failed += c.failed;
    total.skipped += c.skipped;
    if (code !== 0) failures.push(suite);
  };

  if (want('check')) {
    console.log('\n▶ type check (astro check)');
    const code = await run(bin('astro'), ['check', '--minimumSeverity', 'warning']);
    add('check', { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0 }, code);
  }
  if (want('lint')) {
    console.log('\n▶ lint (ESLint, Prettier, knip)');
    const code = await run('npm', ['run', '--silent', 'lint']);
    add('lint', { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0 }, code);
  }
  if (want('unit')) {
    console.log('\n▶ unit tests');
    const out = resolve(reports, 'unit.json');
    const code = await run(bin('vitest'), ['run', '--config', 'tests/vitest.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`]);
    add('unit', existsSync(out) ? await vitestCounts(out) : { passed: 0, failed: 1, skipped: 0 }, code);
  }
  if (want('integration') || want('e2e')) {
    console.log('\n▶ starting the test stack (content, backend, build, site)');
    const stack = await startStack();
    const env = { TEST_SITE_URL: stack.siteUrl, TEST_BACKEND_URL: stack.backendUrl, TEST_DIST_DIR: stack.distDir, TEST_SITE_PID: String(process.pid) };
    try {
      if (want('integration')) {
        console.log('\n▶ integration tests');
        const out = resolve(reports, 'integration.json');
        const code = await run(
          bin('vitest'),
          ['run', '--config', 'tests/integration/vitest.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
          env,
        );
        add('integration', existsSync(out) ? await vitestCounts(out) : { passed: 0, failed: 1, skipped: 0 }, code);
      }
      if (want('e2e')) {
        console.log('\n▶ e2e tests (Playwright, Debian chromium)');
        const out = resolve(reports, 'e2e.json');
        const code = await run(bin('playwright'), ['test', '--config', 'tests/e2e/playwright.config.ts'], {
          ...env,
          PLAYWRIGHT_JSON_OUTPUT_NAME: out,
        });
        add('e2e', existsSync(out) ? await playwrightCounts(out) : { passed: 0, failed: 1, skipped: 0 }, code);
      }
    } finally {
      await stack.close();
    }
  }

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
