/**
 * A page's head lists its indexable translations (src/lib/alternates.ts), so when a page becomes
 * indexable or stops being so, its translations render again (src/server/regen/translations.ts),
 * as a full build would give them the new set: the rule, and the real Regenerator acting on it.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WebhookChange } from '../../src/cms/webhook';
import { MANIFEST_FILE, type PageRecord } from '../../src/server/manifest';
import { PageIndex } from '../../src/server/page-index';
import { Regenerator } from '../../src/server/regen/regenerator';
import { translationsToRefresh } from '../../src/server/regen/translations';
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

describe('translationsToRefresh', () => {
  const indexed = (path: string) => PAGES[path]?.noIndex === false;
  const fi = PAGES['/ehdot']!;

  it('names the indexed translations when the page stops or starts being indexed, is removed or comes', () => {
    const hidden = { ...fi, noIndex: true };
    expect(translationsToRefresh(fi, hidden, indexed)).toEqual(['/en-EU/terms']);
    expect(translationsToRefresh(hidden, fi, indexed)).toEqual(['/en-EU/terms']);
    expect(translationsToRefresh(fi, undefined, indexed)).toEqual(['/en-EU/terms']);
    expect(translationsToRefresh(undefined, fi, indexed)).toEqual(['/en-EU/terms']);
  });

  it('names none when its indexability stays, and never the page itself, a page not indexed or one the site lacks', () => {
    expect(translationsToRefresh(fi, { ...fi, version: 'new' }, indexed)).toEqual([]);
    expect(translationsToRefresh(PAGES['/sv-SE/villkor'], undefined, indexed)).toEqual([]);
    const named = { ...fi, alternates: { ...alternates, 'no-NO': '/vilkar' } };
    expect(translationsToRefresh(named, undefined, indexed)).toEqual(['/en-EU/terms']);
  });

  it('names the translations it had and those it has', () => {
    const before = { ...fi, alternates: { 'fi-FI': '/ehdot' } };
    expect(translationsToRefresh(before, { ...fi, noIndex: true }, () => true)).toEqual(['/en-EU/terms', '/sv-SE/villkor']);
    expect(translationsToRefresh({ ...fi, noIndex: true }, before, () => true)).toEqual(['/en-EU/terms', '/sv-SE/villkor']);
  });
});

describe('the regenerator', () => {
  let dir = '';
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
  const edit = (path: string, locale = 'fi-FI'): WebhookChange => ({ type: 'page', action: 'updated', locale: locale as 'fi-FI', id: 'terms', path, tags: [] });

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'regen-translations-'));
    await mkdir(join(dir, 'client'), { recursive: true });
    await writeFile(join(dir, MANIFEST_FILE), JSON.stringify(manifestOf(PAGES)));
    noIndex = Object.fromEntries(Object.entries(PAGES).map(([path, record]) => [path, record.noIndex]));
    rendered.length = 0;
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

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

  it('renders the indexed translations of a page made noIndex, and of one indexed again', async () => {
    const { regen, index } = await regenerator();
    noIndex['/ehdot'] = true;
    regen.enqueue([edit('/ehdot')]);
    await regen.idle();
    expect(index.get('/ehdot')?.noIndex).toBe(true);
    expect(rendered).toEqual(['/ehdot', '/en-EU/terms']);

    rendered.length = 0;
    noIndex['/ehdot'] = false;
    regen.enqueue([edit('/ehdot')]);
    await regen.idle();
    expect(rendered).toEqual(['/ehdot', '/en-EU/terms']);
  });

  it('renders only the page when its indexability stays', async () => {
    const { regen } = await regenerator();
    regen.enqueue([edit('/ehdot')]);
    await regen.idle();
    expect(rendered).toEqual(['/ehdot']);
  });

  it('renders the translations of a page removed', async () => {
    const { regen, index } = await regenerator();
    regen.enqueue([{ ...edit('/terms', 'en-EU'), action: 'deleted' }]);
    await regen.idle();
    expect(index.get('/en-EU/terms')).toBeUndefined();
    expect(rendered).toEqual(['/ehdot']);
  });
});
