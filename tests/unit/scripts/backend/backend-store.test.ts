import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseRange } from '../../../../src/lib/byte-range';
import { focalCropRegion } from '../../../../scripts/backend/server/assets/focal-crop';
import { parseContentFile, readContentFile, writeContentFile } from '../../../../scripts/backend/server/content-file';
import { normalizePagePath } from '../../../../scripts/backend/server/page-path';
import { ContentStore, type ContentChange } from '../../../../scripts/backend/server/store';
import { backendFixtureDir } from '../../../fixtures/backend';

const temps: string[] = [];
afterAll(async () => {
  await Promise.all(temps.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('normalizePagePath', () => {
  it('adds the leading slash and drops trailing ones', () => {
    expect(normalizePagePath('kayttoehdot')).toBe('/kayttoehdot');
    expect(normalizePagePath('/kayttoehdot/')).toBe('/kayttoehdot');
    expect(normalizePagePath('artikkeli/x//')).toBe('/artikkeli/x');
    expect(normalizePagePath('/')).toBe('/');
    expect(normalizePagePath('')).toBe('/');
  });
});

describe('parseRange', () => {
  it('reads single byte ranges, open and suffix forms', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
  });

  it('reports ranges outside the file and ignores what it cannot serve', () => {
    expect(parseRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 1000)).toBe('unsatisfiable');
    expect(parseRange(undefined, 1000)).toBeNull();
    expect(parseRange('bytes=0-1,5-9', 1000)).toBeNull();
    expect(parseRange('items=0-1', 1000)).toBeNull();
    expect(parseRange('bytes=50-10', 1000)).toBeNull();
  });
});

describe('focalCropRegion', () => {
  const source = { width: 200, height: 100 };

  it('centres the region on the focal point', () => {
    expect(focalCropRegion(source, { width: 20, height: 100 }, [0.5, 0.5])).toEqual({ left: 90, top: 0, width: 20, height: 100 });
    expect(focalCropRegion(source, { width: 20, height: 100 }, [0.3, 0.5])).toEqual({ left: 50, top: 0, width: 20, height: 100 });
  });

  it('stops at the image edges', () => {
    expect(focalCropRegion(source, { width: 20, height: 100 }, [1, 0.5]).left).toBe(180);
    expect(focalCropRegion(source, { width: 20, height: 100 }, [0, 0.5]).left).toBe(0);
  });

  it('keeps the output aspect ratio at the largest size that fits, and narrows it with zoom', () => {
    // 50×50 output from 200×100: a 100×100 square.
    expect(focalCropRegion(source, { width: 50, height: 50 }, [0.9, 0.1])).toEqual({ left: 100, top: 0, width: 100, height: 100 });
    expect(focalCropRegion(source, { width: 50, height: 50 }, [0.5, 0.5], 2)).toEqual({ left: 75, top: 25, width: 50, height: 50 });
  });
});

describe('content file', () => {
  it('names the page slug and field of an invalid entry', async () => {
    const content = JSON.parse(await readFile(join(backendFixtureDir, 'content.json'), 'utf8')) as {
      pages: Record<string, Record<string, unknown>[]>;
    };
    const pages = content.pages['fi-FI'] ?? [];
    pages[1] = { ...pages[1], title: 42 };
    expect(() => parseContentFile(content)).toThrow(/pages\.fi-FI\[1 '\/asemahaku'\]\.title: Expected string/);
  });

  it('says where the content is missing', async () => {
    await expect(readContentFile('/nonexistent-backend-data')).rejects.toThrow(/no content at .*content\.json/);
  });

  it('writes atomically and reads back what the store holds', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'backend-store-'));
    temps.push(dir);
    const store = await ContentStore.load(backendFixtureDir);
    await writeContentFile(dir, store.snapshot());
    expect(await readdir(dir)).toEqual(['content.json']);
    const again = new ContentStore(await readContentFile(dir), dir);
    expect(again.snapshot()).toEqual(store.snapshot());
  });
});

describe('ContentStore', () => {
  it('rejects two pages at one path', async () => {
    const content = await readContentFile(backendFixtureDir);
    const pages = content.pages['fi-FI'] ?? [];
    const first = pages[0];
    if (!first) throw new Error('fixture has no pages');
    pages.push({ ...first, slug: '/' });
    expect(() => new ContentStore(content, backendFixtureDir)).toThrow('two pages at "/" in fi-FI');
  });

  it('re-indexes articles and the listing after an edit, and tells listeners', async () => {
    const store = await ContentStore.load(backendFixtureDir);
    const changes: ContentChange[] = [];
    store.onChange((c) => changes.push(c));
    expect(store.articles('fi-FI').map((a) => a.summary.id)).toEqual(['art-tyres', 'art-summer', 'art-ev']);
    const tyres = store.page('fi-FI', '/artikkeli/talvirenkaat');
    if (tyres?.contentType !== 'articlePage') throw new Error('fixture has no tyre article');
    const listingBefore = store.listingBody('fi-FI').toString();

    store.putPage('fi-FI', { ...tyres, created: '2025-01-01T00:00:00.000Z', version: '2025-01-02T00:00:00.000Z' });
    expect(store.articles('fi-FI').map((a) => a.summary.id)).toEqual(['art-summer', 'art-ev', 'art-tyres']);
    expect(store.listingBody('fi-FI').toString()).not.toBe(listingBefore);
    expect(store.listingBody('fi-FI').toString()).toContain('2025-01-02T00:00:00.000Z');

    expect(store.removePage('fi-FI', 'artikkeli/talvirenkaat/')).toBe(true);
    expect(store.removePage('fi-FI', '/artikkeli/talvirenkaat')).toBe(false);
    expect(store.pageBody('fi-FI', '/artikkeli/talvirenkaat')).toBeUndefined();
    expect(store.articles('fi-FI')).toHaveLength(2);
    expect(changes).toEqual([
      { kind: 'page', locale: 'fi-FI', slug: '/artikkeli/talvirenkaat', removed: false },
      { kind: 'page', locale: 'fi-FI', slug: '/artikkeli/talvirenkaat', removed: true },
    ]);
  });

  it('serves a new layout body after putLayout', async () => {
    const store = await ContentStore.load(backendFixtureDir);
    const layout = store.layout('en-EU');
    if (!layout) throw new Error('fixture has no en-EU layout');
    expect(store.layoutBody('en-EU')).toBe(store.layoutBody('en-EU'));
    store.putLayout('en-EU', { ...layout, version: 'edited' });
    expect(JSON.parse(store.layoutBody('en-EU')?.toString() ?? '{}')).toMatchObject({ version: 'edited' });
  });
});
