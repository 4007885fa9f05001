/**
 * `npm run lint`: ESLint, Prettier and knip side by side, not one after another. Each is mostly one
 * core's work (ESLint's type-aware program, Prettier's formatting, knip's module graph), so on two
 * cores the three end in about the time ESLint takes alone. The commands are the arguments, one
 * after another, each after a `--` but the first:
 *
 *   node scripts/lint/side-by-side.mjs eslint … -- tsx scripts/lint/prettier.ts --check -- knip …
 *
 * Each command's output is printed whole once it ends (so the three never interleave), and a failed
 * one is named; the exit is 1 when any failed. Plain JavaScript, so that it starts without tsx.
 */
import { spawn } from 'node:child_process';

/** The commands: the arguments split at each `--`. */
const commands = [[]];
for (const arg of process.argv.slice(2)) {
  if (arg === '--') commands.push([]);
  else commands.at(-1).push(arg);
}

/** Runs a command (from npm's PATH, node_modules/.bin first) to its end: its exit code and output. */
function run([command, ...args]) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => resolve({ command, code: 1, output: [Buffer.from(`${error.message}\n`)] }));
    child.on('close', (code) => resolve({ command, code: code ?? 1, output }));
  });
}

let failed = 0;
await Promise.all(
  commands
    .filter((command) => command.length > 0)
    .map(async (command) => {
      const result = await run(command);
      process.stdout.write(Buffer.concat(result.output));
      if (result.code !== 0) {
        failed++;
        console.error(`[lint] ${result.command} failed (exit ${result.code})`);
      }
    }),
);
process.exitCode = failed > 0 ? 1 : 0;
