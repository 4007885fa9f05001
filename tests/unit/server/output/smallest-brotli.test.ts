import { randomBytes } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, constants as zlib } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { smallestBrotli } from '../../../../src/server/output/files';

// A small build file's brotli (src/server/output/files.ts smallestBrotli): the smallest of several
// settings, never larger than brotli 11's default, and always the file itself once decoded.

const script = (seed: string) =>
  Buffer.from(
    Array.from({ length: 40 }, (_, i) => `function f${i}(t,e){return t.querySelector("[data-${seed}-${i}]")??e.dataset.x${i}}`).join(';') +
      `;import("./chunk.${seed}.js").then(m=>m.start())`,
  );

const defaultBrotli = (raw: Buffer) =>
  brotliCompressSync(raw, {
    params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length },
  });

describe('the brotli of a small build file', () => {
  it('decodes to the file and is never larger than brotli 11 with its default settings', async () => {
    for (const raw of [script('CIYrzqlX'), script('DeJSFWU1'), script('a'), Buffer.from(''), randomBytes(3000), Buffer.alloc(20 * 1024, 'abc')]) {
      const best = await smallestBrotli(raw);
      expect(brotliDecompressSync(best).equals(raw)).toBe(true);
      expect(best.length).toBeLessThanOrEqual(defaultBrotli(raw).length);
    }
  });

  it('is smaller than the default for some small scripts', async () => {
    const sizes = await Promise.all(
      ['CIYrzqlX', 'DeJSFWU1', 'CJrrdmNb', 'HhqKZw-5', 'BardNMkH'].map(async (seed) => [
        (await smallestBrotli(script(seed))).length,
        defaultBrotli(script(seed)).length,
      ]),
    );
    expect(sizes.some(([best, base]) => best! < base!)).toBe(true);
  });
});
