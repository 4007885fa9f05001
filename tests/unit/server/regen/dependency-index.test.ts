import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ALL_STATIONS } from '../../../../src/cms/page-data';
import { DependencyIndex } from '../../../../src/server/regen/dependency-index';
import { MANIFEST_FILE } from '../../../../src/server/output/manifest';
import { PageIndex } from '../../../../src/server/output/page-index';
import { manifestOf, pageRecord } from '../../../support/page-record';

const record = (id: string, locale: string, tags: string[] = [], station?: string) => pageRecord({ id, locale, tags, station });

const manifest = manifestOf({
  '/': record('landing', 'fi-FI', ['news']),
  '/artikkeli': record('articles', 'fi-FI', ['*']),
  '/yrityksille': record('b2b', 'fi-FI', ['biogas']),
  '/asemahaku': record('locator', 'fi-FI', [], ALL_STATIONS),
  '/en-EU': record('landing', 'en-EU', ['news']),
});

let dir = '';
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'deps-'));
  await writeFile(join(dir, MANIFEST_FILE), JSON.stringify(manifest));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const sorted = (paths: Iterable<string>) => [...paths].sort();

describe('DependencyIndex', () => {
  it('finds pages by entry, locale, article-list tag and the list of every station', () => {
    const deps = DependencyIndex.of(manifest);
    expect(sorted(deps.entryPaths('fi-FI', 'landing'))).toEqual(['/']);
    expect(sorted(deps.entryPaths('en-EU', 'landing'))).toEqual(['/en-EU']);
    expect(sorted(deps.localePaths('fi-FI'))).toEqual(['/', '/artikkeli', '/asemahaku', '/yrityksille']);
    expect(sorted(deps.listingPaths('fi-FI', ['biogas']))).toEqual(['/artikkeli', '/yrityksille']);
    expect(sorted(deps.listingPaths('fi-FI', []))).toEqual(['/artikkeli']);
    expect(sorted(deps.listingPaths('en-EU', ['news']))).toEqual(['/en-EU']);
    expect(sorted(deps.allStationPaths('fi-FI'))).toEqual(['/asemahaku']);
    expect(sorted(deps.allStationPaths('en-EU'))).toEqual([]);
  });

  it('follows the page index: a changed record, a removed page and a redirect move it with them', async () => {
    const pages = await PageIndex.load(dir);
    const deps = DependencyIndex.following(pages);
    // the b2b page lists other tags now, and lives under a second path too
    pages.set('/yrityksille', record('b2b', 'fi-FI', ['wash']));
    pages.set('/yritykset', record('b2b', 'fi-FI', ['wash']));
    expect(sorted(deps.listingPaths('fi-FI', ['biogas']))).toEqual(['/artikkeli']);
    expect(sorted(deps.listingPaths('fi-FI', ['wash']))).toEqual(['/artikkeli', '/yritykset', '/yrityksille']);
    expect(sorted(deps.entryPaths('fi-FI', 'b2b'))).toEqual(['/yritykset', '/yrityksille']);

    pages.setRedirect('/yrityksille', '/yritykset');
    pages.delete('/asemahaku');
    expect(sorted(deps.entryPaths('fi-FI', 'b2b'))).toEqual(['/yritykset']);
    expect(sorted(deps.allStationPaths('fi-FI'))).toEqual([]);
    expect(sorted(deps.localePaths('fi-FI'))).toEqual(['/', '/artikkeli', '/yritykset']);
    // the same as an index made afresh from the manifest as it is now
    const fresh = DependencyIndex.of(pages.manifest);
    for (const locale of ['fi-FI', 'en-EU']) {
      expect(sorted(deps.localePaths(locale))).toEqual(sorted(fresh.localePaths(locale)));
      expect(sorted(deps.listingPaths(locale, ['news', 'wash', 'biogas']))).toEqual(sorted(fresh.listingPaths(locale, ['news', 'wash', 'biogas'])));
    }
  });

  it('a page rendered again: same dependencies leave it as it was, a tag, station or locale changed in place moves it', async () => {
    const pages = await PageIndex.load(dir);
    const deps = DependencyIndex.following(pages);
    pages.set('/', { ...record('landing', 'fi-FI', ['news']), version: 'again' });
    expect(sorted(deps.listingPaths('fi-FI', ['news']))).toEqual(['/', '/artikkeli']);
    expect(sorted(deps.localePaths('fi-FI'))).toEqual(['/', '/artikkeli', '/asemahaku', '/yrityksille']);
    // as many tags, one of them another
    pages.set('/', record('landing', 'fi-FI', ['offers']));
    expect(sorted(deps.listingPaths('fi-FI', ['news']))).toEqual(['/artikkeli']);
    expect(sorted(deps.listingPaths('fi-FI', ['offers']))).toEqual(['/', '/artikkeli']);
    pages.set('/asemahaku', record('locator', 'fi-FI'));
    expect(sorted(deps.allStationPaths('fi-FI'))).toEqual([]);
    pages.set('/yrityksille', record('b2b', 'sv-SE', ['biogas']));
    expect(sorted(deps.localePaths('sv-SE'))).toEqual(['/yrityksille']);
    expect(sorted(deps.entryPaths('fi-FI', 'b2b'))).toEqual([]);
  });
});
