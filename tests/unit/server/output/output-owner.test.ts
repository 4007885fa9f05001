import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { encodeSync, pageFiles } from '../../../../src/server/output/files';
import { readManifest } from '../../../../src/server/output/manifest-journal';
import { SiteOutput } from '../../../../src/server/output';
import { PageIndex } from '../../../../src/server/output/page-index';
import { StaticFiles } from '../../../../src/server/static-files';
import { pageRecord } from '../../../support/page-record';

// The one owner of the output (src/server/output/owner.ts): a page's files, its manifest record and
// its copy in memory change together. After a keep all three have the page, after a removal none
// has it, and a keep or removal that fails leaves all three as they were.

let dir: string;
let clientDir: string;
let output: SiteOutput;

/** An empty output folder and its owner. */
async function fresh(): Promise<void> {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = await mkdtemp(join(tmpdir(), 'output-owner-'));
  clientDir = join(dir, 'client');
  output = new SiteOutput({ clientDir, index: await PageIndex.load(dir), files: new StaticFiles(clientDir, 1), brotliQuality: 1 });
}

beforeEach(fresh);
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
  dir = '';
});

const body = (text: string) => encodeSync(`<!doctype html><html><body>${text}</body></html>`, 1);
const recordFor = (path: string, version: string) => (file: string) => ({ ...pageRecord({ id: path, version }), file });

/** What each of the three holds for a page: its HTML on disk, its record (in memory and in the journal), its bytes in memory. */
async function state(path: string) {
  await output.save();
  const files = pageFiles(clientDir, path);
  const onDisk = await readFile(files.html, 'utf8').catch(() => null);
  const siblings = [existsSync(files.gzip), existsSync(files.brotli)];
  const journalled = (await readManifest(dir)).manifest.pages[path] ?? null;
  return {
    onDisk,
    siblings,
    record: output.index.get(path) ?? null,
    journalled,
    inMemory: output.files.cachedPage(path)?.raw.toString('utf8') ?? null,
  };
}

describe('the owner of the output', () => {
  it('keeps a page in all three at once, and removes it from all three', async () => {
    const kept = await output.keep('/en-EU/about', body('v1'), recordFor('/en-EU/about', 'v1'));
    expect(kept.file).toBe('en-EU/about.html');
    const after = await state('/en-EU/about');
    expect(after.onDisk).toBe(body('v1').raw.toString('utf8'));
    expect(after.siblings).toEqual([true, true]);
    expect(after.record).toMatchObject({ file: 'en-EU/about.html', version: 'v1' });
    expect(after.journalled).toEqual(after.record);
    expect(after.inMemory).toBe(after.onDisk);

    expect(await output.remove('/en-EU/about')).toBeNull();
    expect(await state('/en-EU/about')).toEqual({ onDisk: null, siblings: [false, false], record: null, journalled: null, inMemory: null });
  });

  it('turns a page into a redirect: its files, record and memory go, the 307 is recorded', async () => {
    await output.keep('/old', body('old'), recordFor('/old', 'v1'));
    await output.redirect('/old', '/new');
    expect(await state('/old')).toEqual({ onDisk: null, siblings: [false, false], record: null, journalled: null, inMemory: null });
    expect(output.index.redirectFor('/old')).toBe('/new');
  });

  it('leaves the previous files, record and memory when a keep fails to write', async () => {
    await output.keep('/a', body('v1'), recordFor('/a', 'v1'));
    const before = await state('/a');
    // something in the way of the page's .gz (a folder where the file goes): the write fails
    const files = pageFiles(clientDir, '/a');
    await rm(files.gzip);
    await mkdir(files.gzip);
    await writeFile(join(files.gzip, 'x'), 'x');
    await expect(output.keep('/a', body('v2'), recordFor('/a', 'v2'))).rejects.toThrow();
    const after = await state('/a');
    expect({ ...after, siblings: [] }).toEqual({ ...before, siblings: [] });
    expect(existsSync(files.brotli)).toBe(true);
    expect(await readFile(files.brotli)).toEqual(body('v1').brotli);
  });

  it('leaves all three when the record of a keep cannot be made (nothing written first)', async () => {
    await output.keep('/a', body('v1'), recordFor('/a', 'v1'));
    const before = await state('/a');
    await expect(
      output.keep('/a', body('v2'), () => {
        throw new Error('no record');
      }),
    ).rejects.toThrow('no record');
    expect(await state('/a')).toEqual(before);
  });

  it('leaves all three when a removal fails', async () => {
    await output.keep('/a', body('v1'), recordFor('/a', 'v1'));
    const files = pageFiles(clientDir, '/a');
    await rm(files.brotli);
    await mkdir(files.brotli);
    await writeFile(join(files.brotli, 'x'), 'x');
    const before = await state('/a');
    await expect(output.remove('/a')).rejects.toThrow();
    expect(await state('/a')).toEqual(before);
  });

  it('agrees with itself in all three for any sequence of keeps, removals and redirects', async () => {
    const paths = ['/a', '/b', '/en-EU/c'];
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.constantFrom(...paths), fc.constantFrom('keep', 'remove', 'redirect'), fc.nat(9)), { maxLength: 12 }),
        async (steps) => {
          await fresh();
          // a simple model: the version each path holds, or null
          const model = new Map<string, string | null>();
          await Promise.all(
            steps.map(([path, op, v]) => {
              if (op === 'keep') {
                model.set(path, `v${v}`);
                return output.keep(path, body(`v${v}`), recordFor(path, `v${v}`));
              }
              model.set(path, null);
              return op === 'remove' ? output.remove(path) : output.redirect(path, '/elsewhere');
            }),
          );
          for (const path of paths) {
            const s = await state(path);
            const version = model.get(path) ?? null;
            expect(s.record?.version ?? null).toBe(version);
            expect(s.journalled?.version ?? null).toBe(version);
            expect(s.onDisk).toBe(version === null ? null : body(version).raw.toString('utf8'));
            // memory holds the page as kept, or nothing (a page read again from disk is the same bytes)
            expect(s.inMemory).toBe(s.onDisk);
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});
