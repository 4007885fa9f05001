/**
 * A page's head lists its indexable translations (src/lib/alternates.ts), asked of the CMS as it
 * renders (src/cms/translations.ts): so a change of a page renders again the indexed pages naming it
 * as their translation (src/server/regen/dependency-index.ts, batch-fold.ts), as a full build would
 * give them the page's new state. The index, the fold, and the real Regenerator acting on them.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WebhookChange } from '../../src/cms/webhook';
import { MANIFEST_FILE, type PageRecord } from '../../src/server/manifest';
import { PageIndex } from '../../src/server/page-index';
import { resolveAffected } from '../../src/server/regen/affected';
import { DependencyIndex } from '../../src/server/regen/dependency-index';
import { Regenerator } from '../../src/server/regen/regenerator';
import type { Render } from '../../src/server/renderer';
import { StaticFiles } from '../../src/server/static-files';
import { manifestOf, pageRecord } from '../support/page-record';

/** One page in three locales: fi-FI and en-EU indexed, sv-SE not. */
const alternates = { 'fi-FI': '/ehdot', 'en-EU': '/terms', 'sv-SE': '/villkor' };
const PAGES: Record<string, PageRecord> = {
  '/ehdot': pageRecord({ id: 'terms', locale: 'fi-FI', file: 'ehdot.html', alternates }),
  '/en-EU/terms': pageRecord({ id: 'terms', locale: 'en-EU', file: 'en-EU/terms.html', alternates }),
  '/sv-SE/villkor': pageRecord({ id: 'terms', locale: 'sv-SE', file: 'sv-SE/villkor.html', alternates, noIndex: true }),
  '/muu': pageRecord({ id: 'other', locale: 'fi-FI', file: 'muu.html' }),
};

const edit = (path: string, locale: 'fi-FI' | 'en-EU' = 'fi-FI'): WebhookChange => ({
  type: 'page',
  action: 'updated',
  locale,
  id: path === '/muu' ? 'other' : 'terms',
  path,
  tags: [],
});

let dir = '';
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'regen-translations-'));
  await mkdir(join(dir, 'client'), { recursive: true });
  await writeFile(join(dir, MANIFEST_FILE), JSON.stringify(manifestOf(PAGES)));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const sorted = (paths: Iterable<string>) => [...paths].sort();

describe('the pages whose heads name a page (DependencyIndex.indexedTranslations)', () => {
  it('are the kept, indexed pages naming it as their translation, never itself', () => {
    const deps = DependencyIndex.of(manifestOf(PAGES));
    expect(sorted(deps.indexedTranslations('/ehdot'))).toEqual(['/en-EU/terms']);
    expect(sorted(deps.indexedTranslations('/en-EU/terms'))).toEqual(['/ehdot']);
    // the Swedish page is not indexed: its head names none, though the others name it
    expect(sorted(deps.indexedTranslations('/sv-SE/villkor'))).toEqual(['/ehdot', '/en-EU/terms']);
    expect(deps.indexedTranslations('/muu')).toEqual([]);
    // a path the site lacks is named all the same (a page of the CMS not kept yet)
    const named = manifestOf({ '/a': pageRecord({ id: 'a', alternates: { 'fi-FI': '/a', 'no-NO': '/b' } }) });
    expect(DependencyIndex.of(named).indexedTranslations('/no-NO/b')).toEqual(['/a']);
  });

  it('follow the page index: a page that stops naming a translation, or stops being indexed, drops out', async () => {
    const index = await PageIndex.load(dir);
    const deps = DependencyIndex.following(index);
    index.set('/en-EU/terms', { ...PAGES['/en-EU/terms']!, alternates: { 'en-EU': '/terms' } });
    expect(sorted(deps.indexedTranslations('/ehdot'))).toEqual([]);
    index.set('/en-EU/terms', PAGES['/en-EU/terms']!);
    expect(sorted(deps.indexedTranslations('/ehdot'))).toEqual(['/en-EU/terms']);
    index.set('/en-EU/terms', { ...PAGES['/en-EU/terms']!, noIndex: true });
    expect(sorted(deps.indexedTranslations('/ehdot'))).toEqual([]);
  });

  it('render, weakly, after any change of the page: not when the batch removes them', () => {
    const deps = DependencyIndex.of(manifestOf(PAGES));
    expect(resolveAffected(deps, [edit('/ehdot')]).render).toEqual(['/ehdot', '/en-EU/terms']);
    expect(resolveAffected(deps, [{ ...edit('/ehdot'), action: 'deleted' }])).toMatchObject({ render: ['/en-EU/terms'], remove: ['/ehdot'] });
    expect(resolveAffected(deps, [edit('/ehdot'), { ...edit('/terms', 'en-EU'), action: 'deleted' }])).toMatchObject({
      render: ['/ehdot'],
      remove: ['/en-EU/terms'],
    });
    expect(resolveAffected(deps, [edit('/muu')]).render).toEqual(['/muu']);
  });
});

describe('the regenerator', () => {
  /** the CMS as the renders see it: each path's noIndex */
  let noIndex: Record<string, boolean>;
  const rendered: string[] = [];
  const render: Render = async (pathname) => {
    rendered.push(pathname);
    const record = PAGES[pathname]!;
    const headers = new Headers({
      'x-content-version': '2026-02-02T00:00:00Z',
      'x-page-kind': 'standard',
      'x-page-noindex': noIndex[pathname] ? '1' : '0',
      'x-page-alternates': encodeURIComponent(JSON.stringify(record.alternates)),
      'x-page-deps': encodeURIComponent(JSON.stringify(record.deps)),
    });
    return { status: 200, headers, body: `<p>${pathname}</p>` };
  };
  beforeEach(() => {
    noIndex = Object.fromEntries(Object.entries(PAGES).map(([path, record]) => [path, record.noIndex]));
    rendered.length = 0;
  });

  async function regenerator() {
    const index = await PageIndex.load(dir);
    const regen = new Regenerator({
      render,
      index,
      files: new StaticFiles(join(dir, 'client'), 5),
      clientDir: join(dir, 'client'),
      brotliQuality: 5,
      forgetNotFound: () => undefined,
      log: () => undefined,
      coalesceMs: 0,
      retryDelaysMs: [],
    });
    return { regen, index };
  }

  it('renders, in the same pass, the indexed translations of a page made noIndex, and of one indexed again', async () => {
    const { regen, index } = await regenerator();
    noIndex['/ehdot'] = true;
    regen.enqueue([edit('/ehdot')]);
    await regen.idle();
    expect(index.get('/ehdot')?.noIndex).toBe(true);
    expect(sorted(rendered)).toEqual(['/ehdot', '/en-EU/terms']);
    expect(regen.status().passes).toBe(1);

    rendered.length = 0;
    noIndex['/ehdot'] = false;
    regen.enqueue([edit('/ehdot')]);
    await regen.idle();
    expect(sorted(rendered)).toEqual(['/ehdot', '/en-EU/terms']);
  });

  it('renders the translations of a page removed', async () => {
    const { regen, index } = await regenerator();
    regen.enqueue([{ ...edit('/terms', 'en-EU'), action: 'deleted' }]);
    await regen.idle();
    expect(index.get('/en-EU/terms')).toBeUndefined();
    expect(rendered).toEqual(['/ehdot']);
  });
});
