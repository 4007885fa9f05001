/**
 * `npm run test:model -- [--runs 500] [--seed N] [--path P] [--stats]`: the model-based test of regeneration
 * (tests/unit/server/regen/regen-model.test.ts, docs/architecture.md "Incremental regeneration") with a longer search than
 * `npm test` gives it, or replaying a counterexample: fast-check prints `{ seed, path }` on a
 * failure; pass both back to run exactly that case (shrunk). `--stats` prints how often each kind of
 * change, and each pair of kinds, came in one pull.
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { repoRoot } from './support/children';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '500' }, seed: { type: 'string' }, path: { type: 'string' }, stats: { type: 'boolean', default: false } },
});
for (const [name, value] of Object.entries(values)) {
  if (typeof value === 'string' && name !== 'path' && value !== undefined && !/^-?\d+$/.test(value)) {
    console.error(`--${name} must be a whole number, not "${value}"`);
    process.exit(2);
  }
}
const seed = values.seed ?? String(Date.now() % 2 ** 31);
console.log(`[model] ${values.runs} runs, seed ${seed}${values.path ? `, path ${values.path}` : ''}`);
const result = spawnSync(
  process.execPath,
  [
    `${repoRoot}/node_modules/vitest/vitest.mjs`,
    'run',
    '--config',
    'tests/vitest.config.ts',
    'tests/unit/server/regen/regen-model.test.ts',
    '-t',
    'any sequence',
  ],
  {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, MODEL_RUNS: values.runs, MODEL_SEED: seed, MODEL_PATH: values.path ?? '', MODEL_STATS: values.stats ? '1' : '' },
  },
);
process.exit(result.status ?? 1);
