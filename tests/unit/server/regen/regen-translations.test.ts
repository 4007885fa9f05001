/**
 * A page's head lists its indexable translations (src/lib/alternates.ts), as the render found them
 * (src/cms/translations.ts) and its record keeps. A regeneration pass renders again the heads of
 * the pages naming one of its pages as their translation where they no longer agree with that
 * page's record (src/server/regen/translations.ts): the index of who names whom, the rule, and the
 * real Regenerator acting on it, a replay after a crash included.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WebhookChange } from '../../../../src/cms/webhook';
import { MANIFEST_FILE, type PageRecord } from '../../../../src/server/output/manifest';
import { PageIndex } from '../../../../src/server/output/page-index';
import { DependencyIndex } from '../../../../src/server/regen/dependency-index';
import { SiteOutput } from '../../../../src/server/output/owner';
import { Regenerator } from '../../../../src/server/regen/regenerator';
import { staleTranslationHeads } from '../../../../src/server/regen/translations';
import type { Render } from '../../../../src/server/renderer';
import { StaticFiles } from '../../../../src/server/static-files';
import { manifestOf, pageRecord } from '../../../support/page-record';

/** One page in three locales: fi-FI and en-EU indexed, sv-SE not; each head names the indexed others. */
const alternates = { 'fi-FI': '/ehdot', 'en-EU': '/terms', 'sv-SE': '/villkor' };
const PAGES: Record<string, PageRecord> = {
  '/ehdot': { ...pageRecord({ id: 'terms', locale: 'fi-FI', file: 'ehdot.html', alternates }), indexableTranslations: { 'en-EU': '/terms' } },
  '/en-EU/terms': { ...pageRecord({ id: 'terms', locale: 'en-EU', file: 'en-EU/terms.html', alternates }), indexableTranslations: { 'fi-FI': '/ehdot' } },
  '/sv-SE/villkor': pageRecord({ id: 'terms', locale: 'sv-SE', file: 'sv-SE/villkor.html', alternates, noIndex: true }),
  '/muu': pageRecord({ id: 'other', locale: 'fi-FI', file: 'muu.html' }),
};

const edit = (path: string, locale: 'fi-FI' | 'en-EU' | 'sv-SE' = 'fi-FI'): WebhookChange => ({
  type: 'page',
  action: 'updated',
  locale,
  id: path === '/muu' ? 'other' : 'terms',
  path,
  tags: [],
});

const sorted = (paths: Iterable<string>) => [...paths].sort();

let dir = '';
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'regen-translations-'));
  await mkdir(join(dir, 'client'), { recursive: true });
  await writeFile(join(dir, MANIFEST_FILE), JSON.stringify(manifestOf(PAGES)));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('the pages naming a page as their translation (DependencyIndex.indexedTranslations)', () => {
  it('are the kept, indexed pages naming it, never itself', () => {
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
});

describe('staleTranslationHeads', () => {
  const deps = DependencyIndex.of(manifestOf(PAGES));
  const heads = (changed: string[], records: Record<string, PageRecord | undefined>) =>
    staleTranslationHeads(changed, deps, (path) => (path in records ? records[path] : PAGES[path]));

  it('none while every head agrees with the pages it names', () => {
    expect(heads(['/ehdot', '/en-EU/terms', '/sv-SE/villkor', '/muu'], {})).toEqual([]);
  });

  it('a head naming a page as indexable that is not, or is gone', () => {
    expect(heads(['/ehdot'], { '/ehdot': { ...PAGES['/ehdot']!, noIndex: true } })).toEqual(['/en-EU/terms']);
    expect(heads(['/ehdot'], { '/ehdot': undefined })).toEqual(['/en-EU/terms']);
  });

  it('a head leaving out a page that is indexable now', () => {
    expect(heads(['/sv-SE/villkor'], { '/sv-SE/villkor': { ...PAGES['/sv-SE/villkor']!, noIndex: false } })).toEqual(['/ehdot', '/en-EU/terms']);
  });
});

describe('the regenerator', () => {
  /** the CMS as the renders see it: each path's noIndex, undefined when it has no page there */
  let cms: Record<string, boolean | undefined>;
  const rendered: string[] = [];
  /** A render as the page route answers: its head's indexable translations asked of the CMS. */
  const render: Render = async (pathname) => {
    rendered.push(pathname);
    const record = PAGES[pathname]!;
    if (cms[pathname] === undefined) return { status: 404, headers: new Headers(), body: 'gone' };
    const internal = (locale: string, path: string) => (locale === 'fi-FI' ? path : `/${locale}${path}`);
    const indexable = cms[pathname]
      ? {}
      : Object.fromEntries(Object.entries(record.alternates).filter(([l, p]) => l !== record.deps.locale && cms[internal(l, p)] === false));
    const headers = new Headers({
      'x-content-version': '2026-02-02T00:00:00Z',
      'x-page-kind': 'standard',
      'x-page-noindex': cms[pathname] ? '1' : '0',
      'x-page-alternates': encodeURIComponent(JSON.stringify(record.alternates)),
      'x-page-deps': encodeURIComponent(JSON.stringify(record.deps)),
      ...(Object.keys(indexable).length > 0 ? { 'x-page-indexable-translations': encodeURIComponent(JSON.stringify(indexable)) } : {}),
    });
    return { status: 200, headers, body: `<p>${pathname}</p>` };
  };

  beforeEach(() => {
    cms = Object.fromEntries(Object.entries(PAGES).map(([path, record]) => [path, record.noIndex]));
    rendered.length = 0;
  });

  async function regenerator() {
    const index = await PageIndex.load(dir);
    const regen = new Regenerator({
      render,
      output: new SiteOutput({ clientDir: join(dir, 'client'), index: index, files: new StaticFiles(join(dir, 'client'), 5), brotliQuality: 5 }),
      log: () => undefined,
      coalesceMs: 0,
      retryDelaysMs: [],
    });
    return { regen, index };
  }

  it('renders only the page when it stays as indexable as it was', async () => {
    const { regen } = await regenerator();
    regen.enqueue([edit('/ehdot')]);
    await regen.idle();
    expect(rendered).toEqual(['/ehdot']);
  });

  it('renders, in the same pass, the heads naming a page made noIndex, and again when it is indexed again', async () => {
    const { regen, index } = await regenerator();
    cms['/ehdot'] = true;
    regen.enqueue([edit('/ehdot')]);
    await regen.idle();
    expect(rendered).toEqual(['/ehdot', '/en-EU/terms']);
    expect(regen.status().passes).toBe(1);
    expect(index.get('/en-EU/terms')?.indexableTranslations).toBeUndefined();

    rendered.length = 0;
    cms['/ehdot'] = false;
    regen.enqueue([edit('/ehdot')]);
    await regen.idle();
    expect(rendered).toEqual(['/ehdot', '/en-EU/terms']);
    expect(index.get('/en-EU/terms')?.indexableTranslations).toEqual({ 'fi-FI': '/ehdot' });
  });

  it('renders the heads naming a page indexed for the first time, and those naming a page removed', async () => {
    const { regen, index } = await regenerator();
    cms['/sv-SE/villkor'] = false;
    regen.enqueue([edit('/villkor', 'sv-SE')]);
    await regen.idle();
    expect(rendered).toEqual(['/sv-SE/villkor', '/ehdot', '/en-EU/terms']);
    expect(index.get('/ehdot')?.indexableTranslations).toEqual({ 'en-EU': '/terms', 'sv-SE': '/villkor' });

    rendered.length = 0;
    cms['/en-EU/terms'] = undefined;
    regen.enqueue([{ ...edit('/terms', 'en-EU'), action: 'deleted' }]);
    await regen.idle();
    expect(index.get('/en-EU/terms')).toBeUndefined();
    expect(sorted(rendered)).toEqual(['/ehdot', '/sv-SE/villkor']);
  });

  it('a change applied again after a crash renders the heads the crashed pass left undone', async () => {
    // the crashed pass wrote the page as noIndex, and died before its translation's head
    await writeFile(join(dir, MANIFEST_FILE), JSON.stringify(manifestOf({ ...PAGES, '/ehdot': { ...PAGES['/ehdot']!, noIndex: true } })));
    cms['/ehdot'] = true;
    const { regen } = await regenerator();
    regen.enqueue([edit('/ehdot')]);
    await regen.idle();
    expect(rendered).toEqual(['/ehdot', '/en-EU/terms']);
  });
});
