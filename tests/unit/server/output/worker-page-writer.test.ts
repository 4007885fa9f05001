import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { encodeSync, workerPageWriter } from '../../../../src/server/output/files';

let dir = '';

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'page-writer-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const html = '<!doctype html><html lang="fi"><title>Äänekoski</title></html>';

describe('workerPageWriter', () => {
  for (const staging of [true, false]) {
    it(`writes a page with its .gz and .br siblings (${staging ? 'staging folder' : 'live folder, atomically'})`, async () => {
      const write = workerPageWriter(dir, staging);
      expect(write('/sv-SE/stationer/aanekoski', encodeSync(html, 5))).toBe('sv-SE/stationer/aanekoski.html');
      expect(write('/', encodeSync('<p>root</p>', 5))).toBe('index.html');
      const folder = join(dir, 'sv-SE', 'stationer');
      expect((await readdir(folder)).sort()).toEqual(['aanekoski.html', 'aanekoski.html.br', 'aanekoski.html.gz']);
      expect(await readFile(join(folder, 'aanekoski.html'), 'utf8')).toBe(html);
      expect(gunzipSync(await readFile(join(folder, 'aanekoski.html.gz'))).toString()).toBe(html);
      expect(await readFile(join(dir, 'index.html'), 'utf8')).toBe('<p>root</p>');
    });
  }

  it('replaces a live page in place', async () => {
    const write = workerPageWriter(dir, false);
    write('/x', encodeSync('old', 5));
    write('/x', encodeSync('new', 5));
    expect(await readFile(join(dir, 'x.html'), 'utf8')).toBe('new');
    expect((await readdir(dir)).sort()).toEqual(['x.html', 'x.html.br', 'x.html.gz']);
  });
});
