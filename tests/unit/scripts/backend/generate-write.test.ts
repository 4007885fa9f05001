import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetFiles, type AssetFile } from '../../../../scripts/backend/generate/assets';
import { generateContent, isUpToDate, readStamp, writeContent, type Generated } from '../../../../scripts/backend/generate/index';

const inputs = { seed: 3, scale: 1, today: '2026-05-04' };
let dir = '';
let generated: Generated;
let subset: AssetFile[];

// One file of each kind keeps the test quick while every renderer (sharp, the clip copy, pdf-lib) runs.
function oneOfEach(files: AssetFile[]): AssetFile[] {
  const pick = (suffix: string): AssetFile => {
    const file = files.find((f) => f.path.endsWith(suffix));
    if (!file) throw new Error(`no ${suffix} asset`);
    return file;
  };
  return ['.jpg', '.png', '.webp', '.svg', '.mp4', '.pdf'].map(pick);
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'generate-test-'));
  generated = generateContent(inputs);
  subset = oneOfEach(assetFiles());
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('writeContent', () => {
  it('writes content.json, the assets and a stamp', async () => {
    const result = await writeContent(dir, { content: generated.content, assets: subset });
    expect(result.assetsRendered).toBe(subset.length);
    const written: unknown = JSON.parse(await readFile(join(dir, 'content.json'), 'utf8'));
    expect(written).toEqual(JSON.parse(JSON.stringify(generated.content)));
    expect(await readStamp(dir)).toMatchObject({ seed: 3, scale: 1, today: '2026-05-04' });
  });

  it('renders each kind of file in its real format', async () => {
    const bytes = async (suffix: string): Promise<Buffer> => {
      const file = subset.find((f) => f.path.endsWith(suffix));
      return readFile(join(dir, 'assets', file?.path ?? ''));
    };
    const jpg = await bytes('.jpg');
    expect([...jpg.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    const meta = await sharp(jpg).metadata();
    const recipe = subset.find((f) => f.path.endsWith('.jpg'))?.recipe;
    expect(recipe?.kind === 'raster' && [meta.width, meta.height]).toEqual(recipe?.kind === 'raster' && [recipe.width, recipe.height]);
    expect((await bytes('.png')).subarray(1, 4).toString('latin1')).toBe('PNG');
    expect((await bytes('.webp')).subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect((await bytes('.svg')).toString('utf8')).toMatch(/^<svg /);
    expect((await bytes('.mp4')).subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect((await bytes('.pdf')).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('is up to date for the same inputs, and renders nothing again', async () => {
    expect(await isUpToDate(dir, inputs, subset)).toBe(true);
    expect(await isUpToDate(dir, { ...inputs, today: '2026-05-05' }, subset)).toBe(false);
    expect(await isUpToDate(dir, { ...inputs, seed: 4 }, subset)).toBe(false);
    const again = await writeContent(dir, { content: generated.content, assets: subset });
    expect(again.assetsRendered).toBe(0);
  });

  it('is not up to date when content.json was changed or an asset is missing', async () => {
    const path = join(dir, 'content.json');
    const original = await readFile(path, 'utf8');
    await writeFile(path, original.replace('"seed":3', '"seed":3 '));
    expect(await isUpToDate(dir, inputs, subset)).toBe(false);
    await writeFile(path, original);
    expect(await isUpToDate(dir, inputs, subset)).toBe(true);
    await rm(join(dir, 'assets', subset[0]?.path ?? ''));
    expect(await isUpToDate(dir, inputs, subset)).toBe(false);
    const repaired = await writeContent(dir, { content: generated.content, assets: subset });
    expect(repaired.assetsRendered).toBe(1);
  });
});
