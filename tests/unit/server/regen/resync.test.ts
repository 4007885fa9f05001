import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pagePathsOnDisk } from '../../../../src/server/output/files';
import { resyncChanges } from '../../../../src/server/regen/resync';
import { foldBatch, type BatchDeps } from '../../../../src/server/regen/batch-fold';
import type { Manifest, PageRecord } from '../../../../src/server/output/manifest';

/** A listing of standard pages at these paths. */
const listed = (...paths: string[]) => paths.map((path) => ({ path, contentType: 'standardPage' as const }));

const record = (locale: string): PageRecord => ({
  file: 'x.html',
  kind: 'standard',
  version: '',
  noIndex: false,
  alternates: {},
  deps: { id: 'p', locale, tags: [] },
});

describe('a full resync', () => {
  it('renders every locale again, creates what the CMS lists and drops what it no longer lists', () => {
    const manifest: Manifest = {
      buildId: 'b',
      builtAt: '',
      redirects: {},
      pages: { '/': record('fi-FI'), '/vanha': record('fi-FI'), '/en-EU': record('en-EU'), '/en-EU/old': record('en-EU') },
    };
    const changes = resyncChanges(manifest, { 'fi-FI': listed('/', '/uusi'), 'en-EU': [], 'sv-SE': [], 'no-NO': [] });
    expect(changes.filter((c) => c.type === 'layout').map((c) => c.locale)).toEqual(['fi-FI', 'en-EU', 'sv-SE', 'no-NO']);
    expect(changes.filter((c) => c.action === 'created').map((c) => `${c.locale} ${c.path}`)).toEqual(['fi-FI /uusi']);
    expect(changes.filter((c) => c.action === 'deleted').map((c) => `${c.locale} ${c.path}`)).toEqual(['fi-FI /vanha', 'en-EU /', 'en-EU /old']);
  });

  it('drops a parked page or a redirect the CMS no longer lists (the change that moved it away is in the replaced history)', () => {
    const manifest: Manifest = { buildId: 'b', builtAt: '', redirects: { '/ohjaus': '/', '/rikki': '/' }, pages: { '/': record('fi-FI') } };
    const changes = resyncChanges(manifest, { 'fi-FI': listed('/', '/rikki'), 'en-EU': [], 'sv-SE': [], 'no-NO': [] }, ['/poissa', '/rikki', '/en-EU/gone']);
    // and a redirect at a path the CMS no longer lists (a full build has nothing there)
    expect(changes.filter((c) => c.action === 'deleted').map((c) => `${c.locale} ${c.path}`)).toEqual(['fi-FI /ohjaus', 'fi-FI /poissa', 'en-EU /gone']);
    expect(changes.filter((c) => c.action === 'created').map((c) => `${c.locale} ${c.path}`)).toEqual(['fi-FI /rikki']);
  });

  it("creates a page with the listing's content type, so a market's first station page makes its data file", () => {
    const manifest: Manifest = { buildId: 'b', builtAt: '', redirects: {}, pages: { '/sv-SE': record('sv-SE') } };
    const deps: BatchDeps = { entryPaths: () => new Set(), localePaths: () => new Set(), listingPaths: () => new Set() };
    const changes = resyncChanges(manifest, {
      'fi-FI': [],
      'en-EU': [],
      'sv-SE': [...listed('/'), { path: '/stationer/ny', contentType: 'stationPage' }, { path: '/artiklar/a', contentType: 'articlePage' }],
      'no-NO': [{ path: '/uten-type' }],
    });
    expect(changes.filter((c) => c.action === 'created').map((c) => `${c.locale} ${c.path} ${c.contentType ?? '–'}`)).toEqual([
      'sv-SE /stationer/ny stationPage',
      'sv-SE /artiklar/a articlePage',
      'no-NO /uten-type –',
    ]);
    // the batch fold makes sv-SE's station data file (and en-EU's, which lists every market's stations)
    expect(foldBatch(deps, changes).locatorData).toEqual(new Set(['sv-SE', 'en-EU']));
  });

  it('drops the files a crash left of a page the manifest never recorded and the CMS no longer lists', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'resync-disk-'));
    try {
      // a kept page, a page whose .html a crash cut off, assets, a data file and a temporary file
      const files = [
        'index.html',
        'kept.html',
        'kept.html.gz',
        'kesken.html.gz',
        'kesken.html.br',
        'en-EU/listed.html',
        '_astro/a.js',
        'data/stations-fi-FI.json',
      ];
      for (const f of [...files, 'x.html.123.ab.tmp', '_astro/page.html']) {
        await mkdir(join(dir, f, '..'), { recursive: true });
        await writeFile(join(dir, f), '');
      }
      const onDisk = await pagePathsOnDisk(dir);
      expect(onDisk).toEqual(['/', '/en-EU/listed', '/kept', '/kesken']);
      const manifest: Manifest = { buildId: 'b', builtAt: '', redirects: {}, pages: { '/': record('fi-FI'), '/kept': record('fi-FI') } };
      const changes = resyncChanges(manifest, { 'fi-FI': listed('/', '/kept'), 'en-EU': listed('/listed'), 'sv-SE': [], 'no-NO': [] }, [], onDisk);
      expect(changes.filter((c) => c.action === 'deleted').map((c) => `${c.locale} ${c.path}`)).toEqual(['fi-FI /kesken']);
      expect(changes.filter((c) => c.action === 'created').map((c) => `${c.locale} ${c.path}`)).toEqual(['en-EU /listed']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
