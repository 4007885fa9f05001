import { mkdtemp, readdir, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localeCodes } from '../../../../src/config/locales';
import { isAcceptedPagePath } from '../../../../src/cms/path-rule';
import { internalPath } from '../../../../src/i18n/paths';
import { encodeSync, htmlFileFor, outputPathProblem, PagePathError, pageFiles, removePage, writePage } from '../../../../src/server/output/files';

// paths built from the pieces that make trouble: dots, empty segments, separators, encodings,
// locale-like and reserved names, case, unicode forms, long segments
const piece = fc.constantFrom(
  '/',
  '//',
  '.',
  '..',
  '\\',
  '%2e',
  '%2F',
  '%00',
  '\u0000',
  'a',
  'A',
  'b',
  'ä',
  'a\u0308',
  'Ａ',
  '.html',
  '.gz',
  'en-EU',
  'fi-FI',
  'index',
  'api',
  'v.47',
  '-',
  'x'.repeat(120),
);
const cmsPath = fc.oneof(
  fc.array(piece, { minLength: 1, maxLength: 8 }).map((parts) => `/${parts.join('')}`),
  fc.array(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }), { maxLength: 4 }).map((segments) => `/${segments.join('/')}`),
);
const page = fc.record({ locale: fc.constantFrom(...localeCodes), path: cmsPath });

describe('the one mapping from a page path to its files', () => {
  it.each([
    ['/', 'index.html'],
    ['/asemahaku', 'asemahaku.html'],
    ['/en-EU', 'en-EU.html'],
    ['/en-EU/article/x', 'en-EU/article/x.html'],
    ['/lämmitysöljy', 'lämmitysöljy.html'],
    // a dotted last part is a page's like any other (src/cms/path-rule.ts)
    ['/erbjudanden/v.47', 'erbjudanden/v.47.html'],
    ['/sv-SE/erbjudanden/v.47', 'sv-SE/erbjudanden/v.47.html'],
  ])('%s → %s', (path, file) => {
    expect(htmlFileFor(path)).toBe(file);
    expect(pageFiles('/srv/out', path)).toEqual({ rel: file, html: `/srv/out/${file}`, gzip: `/srv/out/${file}.gz`, brotli: `/srv/out/${file}.br` });
  });

  it.each([
    '/asemat//akaa',
    '/../../../outside/x/y',
    '/x/../../../../outside',
    '/a/./b',
    '/a\\b',
    '/index',
    '/en-EU/',
    '/en-EU//x',
    '/_astro/x',
    '/robots.txt',
    '/en-EU/healthz',
    '/preview/x',
    '/a.html/b',
    '/en-EU/a/..',
  ])('gives %j no file', (path) => {
    expect(outputPathProblem(path)).not.toBeNull();
    expect(() => htmlFileFor(path)).toThrow(PagePathError);
    expect(() => pageFiles('/srv/out', path)).toThrow(PagePathError);
  });

  it('maps two different accepted pages to two different files, each inside the output folder', () => {
    const root = resolve('/srv/out');
    fc.assert(
      fc.property(page, page, (a, b) => {
        const accepted = (p: { locale: (typeof localeCodes)[number]; path: string }) =>
          isAcceptedPagePath(p.path, p.locale) && outputPathProblem(internalPath(p.path, p.locale)) === null;
        fc.pre(accepted(a) && accepted(b));
        const fa = pageFiles(root, internalPath(a.path, a.locale));
        const fb = pageFiles(root, internalPath(b.path, b.locale));
        for (const f of [fa, fb]) {
          expect(f.html.startsWith(root + sep)).toBe(true);
          expect(relative(root, f.html)).toBe(f.rel);
        }
        if (a.locale !== b.locale || a.path !== b.path) {
          expect(fa.html).not.toBe(fb.html);
          // nor does one page's folder stand where the other's file (or a sibling of it) is written
          for (const file of [fb.html, fb.gzip, fb.brotli]) expect(fa.html.startsWith(`${file}${sep}`)).toBe(false);
          for (const file of [fa.html, fa.gzip, fa.brotli]) expect(fb.html.startsWith(`${file}${sep}`)).toBe(false);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('never names a file outside the output folder, whatever the path', () => {
    const root = resolve('/srv/out');
    const anyPath = fc.oneof(cmsPath, fc.string({ unit: 'binary', maxLength: 60 }));
    fc.assert(
      fc.property(anyPath, (path) => {
        let files;
        try {
          files = pageFiles(root, path);
        } catch (error) {
          expect(error).toBeInstanceOf(PagePathError);
          return;
        }
        expect(files.html.startsWith(root + sep)).toBe(true);
        expect(files.html).toBe(join(root, files.rel));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('writing and removing through the mapping', () => {
  let base: string;
  beforeAll(async () => {
    base = await mkdtemp(join(tmpdir(), 'output-files-'));
  });
  afterAll(async () => {
    await rm(base, { recursive: true, force: true });
  });

  it('writes a page and its siblings, and refuses to write or remove outside the folder', async () => {
    const client = join(base, 'client');
    await mkdir(join(client, 'asemat'), { recursive: true });
    const outside = join(base, 'outside.html');
    await writeFile(outside, 'keep');
    await writeFile(join(client, 'asemat', 'akaa.html'), 'station');

    expect(await writePage(client, '/asemat/uusi', encodeSync('<p>x</p>', 4))).toBe('asemat/uusi.html');
    await expect(writePage(client, '/../outside', encodeSync('x', 4))).rejects.toThrow(PagePathError);
    await expect(writePage(client, '/asemat//akaa', encodeSync('x', 4))).rejects.toThrow(PagePathError);
    await expect(removePage(client, '/asemat//akaa')).rejects.toThrow(PagePathError);
    await expect(removePage(client, '/x/../../outside')).rejects.toThrow(PagePathError);

    expect((await readdir(join(client, 'asemat'))).sort()).toEqual(['akaa.html', 'uusi.html', 'uusi.html.br', 'uusi.html.gz']);
    expect((await readdir(base)).sort()).toEqual(['client', 'outside.html']);
    await removePage(client, '/asemat/uusi');
    expect(await readdir(join(client, 'asemat'))).toEqual(['akaa.html']);
  });
});
