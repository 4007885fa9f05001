/**
 * Generates the embedded backend's demo content into a data folder.
 *
 *   tsx scripts/backend/generate/cli.ts [--out .data] [--scale 1|10] [--seed N] [--today yyyy-MM-dd] [--force]
 *
 * --out    data folder (default: env BACKEND_DATA_DIR, else `.data` at the repo root; relative paths from the cwd)
 * --scale  1 (default) for the demo: ~1,010 stations (FI 505, SE 272, NO 233) and 48 articles per
 *          locale. 10 for benchmarks: ten times the stations (~10,100, so ~20,000 station pages)
 *          and ten times the articles (480 per locale, the 48 stories as numbered follow-ups);
 *          standard pages, layouts and assets stay the same. content.json grows to ~120 MB and a run takes ~40 s.
 * --seed   content seed (default 1); the same seed, scale and today give a byte-identical content.json
 * --today  the day the content is generated for (default: today in Europe/Helsinki): opening hours
 *          start the day before, lunch lists cover its week, articles the two years before it
 * --force  regenerate even when the folder already holds this content
 *
 * The folder receives content.json (written atomically), assets/ (only missing or changed files
 * are rendered: assets do not depend on the seed or today) and generator-stamp.json.
 */
import { stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { localeCodes } from '../../../src/config/locales';
import { assetFiles } from './assets';
import { zonedParts } from '../../../src/lib/zoned-time';
import { generateContent, isUpToDate, writeContent, type ContentFile } from './index';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

function options(): { out: string; scale: number; seed: number; today: string; force: boolean } {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
      scale: { type: 'string', default: '1' },
      seed: { type: 'string', default: '1' },
      today: { type: 'string' },
      force: { type: 'boolean', default: false },
    },
    strict: true,
  });
  const out = values.out ? resolve(values.out) : resolve(process.env['BACKEND_DATA_DIR'] || join(repoRoot, '.data'));
  return {
    out,
    scale: Number(values.scale),
    seed: Number(values.seed),
    today: values.today ?? zonedParts(new Date(), 'Europe/Helsinki').date,
    force: values.force,
  };
}

function summary(content: ContentFile): string {
  const perLocale = localeCodes.map((locale) => {
    const pages = content.pages[locale];
    const count = (type: string): number => pages.filter((p) => p.contentType === type).length;
    return `${locale} ${pages.length} (${count('standardPage')} standard, ${count('articlePage')} articles, ${count('stationPage')} stations)`;
  });
  const markets = { FI: 0, SE: 0, NO: 0 };
  for (const page of content.pages['en-EU']) if (page.contentType === 'stationPage') markets[page.station.market] += 1;
  return `pages ${perLocale.join(', ')}; stations FI ${markets.FI}, SE ${markets.SE}, NO ${markets.NO}`;
}

async function assetBytes(dir: string): Promise<number> {
  const sizes = await Promise.all(assetFiles().map(async (file) => (await stat(join(dir, 'assets', file.path))).size));
  return sizes.reduce((a, b) => a + b, 0);
}

async function main(): Promise<void> {
  const started = performance.now();
  const opts = options();
  const inputs = { seed: opts.seed, scale: opts.scale, today: opts.today };
  if (!opts.force && (await isUpToDate(opts.out, inputs, assetFiles()))) {
    console.log(`[generate] ${opts.out} already holds seed ${opts.seed}, scale ${opts.scale}, today ${opts.today}: skipped (use --force to regenerate)`);
    return;
  }
  const generated = generateContent(inputs);
  const result = await writeContent(opts.out, generated);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const mb = ((await assetBytes(opts.out)) / 1e6).toFixed(1);
  console.log(
    `[generate] ${opts.out} (seed ${opts.seed}, scale ${opts.scale}, today ${opts.today}): ${summary(generated.content)}; ` +
      `assets ${result.assetsTotal} (${result.assetsRendered} rendered, ${mb} MB); content.json ${(result.contentBytes / 1e6).toFixed(1)} MB; ${seconds} s`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
