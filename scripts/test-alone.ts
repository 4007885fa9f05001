/**
 * `npm run test:alone [-- FILE …]`: runs every unit test file on its own (a vitest process per file,
 * two side by side), so a test that only passes after another file has run shows up. The unit
 * config shares one module graph between the files of a worker (tests/vitest.config.ts,
 * `isolate: false`), where a file may lean on what an earlier file left behind without anyone
 * noticing. Prints each failing file's output, then one line "N files alone: N passed, N failed".
 */
import { spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const vitest = resolve(root, 'node_modules/.bin/vitest');
/** two at a time: the machine has two cores, and a vitest process keeps about one busy */
const SIDE_BY_SIDE = 2;

interface Outcome {
  file: string;
  code: number;
  seconds: number;
  output: string;
}

function runAlone(file: string): Promise<Outcome> {
  const started = performance.now();
  const child = spawn(vitest, ['run', '--config', 'tests/vitest.config.ts', file], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  const chunks: Buffer[] = [];
  child.stdout.on('data', (d: Buffer) => chunks.push(d));
  child.stderr.on('data', (d: Buffer) => chunks.push(d));
  return new Promise((ok) => {
    const done = (code: number) => ok({ file, code, seconds: (performance.now() - started) / 1000, output: Buffer.concat(chunks).toString('utf8') });
    child.on('exit', (code) => done(code ?? 1));
    child.on('error', () => done(1));
  });
}

async function main(): Promise<number> {
  const given = process.argv.slice(2);
  const files =
    given.length > 0
      ? given
      : (await readdir(resolve(root, 'tests/unit'), { recursive: true }))
          .filter((name) => name.endsWith('.test.ts'))
          .map((name) => `tests/unit/${name}`)
          .sort();
  const queue = [...files];
  const failed: Outcome[] = [];
  let passed = 0;
  const started = performance.now();
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const outcome = await runAlone(file);
      const name = relative(root, resolve(root, file));
      console.log(`${outcome.code === 0 ? 'ok  ' : 'FAIL'} ${name} (${outcome.seconds.toFixed(1)} s)`);
      if (outcome.code === 0) passed += 1;
      else failed.push(outcome);
    }
  };
  await Promise.all(Array.from({ length: SIDE_BY_SIDE }, worker));
  for (const outcome of failed) console.log(`\n▶ ${outcome.file} alone\n${outcome.output}`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`\n${files.length} files alone: ${passed} passed, ${failed.length} failed in ${seconds} s`);
  if (failed.length > 0) console.log(`Failed alone:\n${failed.map((o) => `  ${o.file}`).join('\n')}`);
  return failed.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
