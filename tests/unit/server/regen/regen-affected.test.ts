import { describe, expect, it } from 'vitest';
import { resolveAffected } from '../../../../src/server/regen/affected';
import { DependencyIndex } from '../../../../src/server/regen/dependency-index';
import { manifestOf, pageRecord } from '../../../support/page-record';
import type { WebhookChange } from '../../../../src/cms/webhook';

const record = (id: string, locale: string, kind: string, tags: string[] = [], station?: string) => pageRecord({ id, locale, kind, tags, station });

/** A small site: two locales, a landing with an article list, an articles page listing all, two articles, a station. */
const manifest = manifestOf({
  '/': record('page-landing', 'fi-FI', 'landing', ['news']),
  '/artikkeli': record('page-articles', 'fi-FI', 'standard', ['*']),
  '/yksityisille': record('page-private', 'fi-FI', 'standard'),
  '/yrityksille': record('page-b2b', 'fi-FI', 'standard', ['biogas']),
  '/artikkeli/kesa': record('article-1', 'fi-FI', 'article'),
  '/artikkeli/talvi': record('article-2', 'fi-FI', 'article'),
  '/asemat/tampere': record('station-1', 'fi-FI', 'station', [], 'FI001'),
  '/asemahaku': record('page-locator', 'fi-FI', 'standard', [], '*'),
  '/en-EU/station-locator': record('page-locator', 'en-EU', 'standard', [], '*'),
  '/en-EU': record('page-landing', 'en-EU', 'landing', ['news']),
  '/en-EU/private': record('page-private', 'en-EU', 'standard'),
});

const change = (c: Partial<WebhookChange> & Pick<WebhookChange, 'type' | 'action' | 'locale'>): WebhookChange => ({ tags: [], ...c });

describe('which pages an edit affects', () => {
  it('a page entry: only its page', () => {
    const a = resolveAffected(DependencyIndex.of(manifest), [
      change({ type: 'page', action: 'updated', locale: 'fi-FI', id: 'page-private', path: '/yksityisille', contentType: 'standardPage' }),
    ]);
    expect(a).toEqual({ render: ['/yksityisille'], remove: [], redirects: {}, layouts: [], locatorData: [], dependents: [] });
  });

  it('the same entry in another locale is another page', () => {
    const a = resolveAffected(DependencyIndex.of(manifest), [
      change({ type: 'page', action: 'updated', locale: 'en-EU', id: 'page-private', path: '/private', contentType: 'standardPage' }),
    ]);
    expect(a.render).toEqual(['/en-EU/private']);
  });

  it('the layout: every page of its locale', () => {
    const a = resolveAffected(DependencyIndex.of(manifest), [change({ type: 'layout', action: 'updated', locale: 'en-EU' })]);
    expect(a.render).toEqual(['/en-EU', '/en-EU/private', '/en-EU/station-locator']);
    expect(a.layouts).toEqual(['en-EU']);
  });

  it('an article: its page and every list whose tags match, or that lists all', () => {
    const a = resolveAffected(DependencyIndex.of(manifest), [
      change({ type: 'page', action: 'updated', locale: 'fi-FI', id: 'article-1', path: '/artikkeli/kesa', contentType: 'articlePage', tags: ['news', 'ev'] }),
    ]);
    expect(a.render).toEqual(['/', '/artikkeli', '/artikkeli/kesa']);
  });

  it('a station: its page, the locator data of its locale and of en-EU, then the locator pages', () => {
    const a = resolveAffected(DependencyIndex.of(manifest), [
      change({ type: 'page', action: 'updated', locale: 'fi-FI', id: 'station-1', path: '/asemat/tampere', contentType: 'stationPage', station: 'FI001' }),
    ]);
    expect(a.render).toEqual(['/asemat/tampere']);
    expect(a.locatorData.sort()).toEqual(['en-EU', 'fi-FI']);
    expect(a.dependents).toEqual(['/asemahaku', '/en-EU/station-locator']);
  });

  it('a deleted station also refreshes the locator data and pages', () => {
    const a = resolveAffected(DependencyIndex.of(manifest), [
      change({ type: 'page', action: 'deleted', locale: 'fi-FI', id: 'station-1', path: '/asemat/tampere', contentType: 'stationPage', station: 'FI001' }),
    ]);
    expect(a.remove).toEqual(['/asemat/tampere']);
    expect(a.dependents).toEqual(['/asemahaku', '/en-EU/station-locator']);
  });

  it('a layout change renders the locator page once, in the main pass', () => {
    const a = resolveAffected(DependencyIndex.of(manifest), [change({ type: 'layout', action: 'updated', locale: 'fi-FI' })]);
    expect(a.render).toContain('/asemahaku');
    expect(a.dependents).toEqual([]);
  });

  it('a deleted page is removed, not rendered; a deleted article refreshes its lists', () => {
    const a = resolveAffected(DependencyIndex.of(manifest), [
      change({ type: 'page', action: 'deleted', locale: 'fi-FI', id: 'article-2', path: '/artikkeli/talvi', contentType: 'articlePage', tags: ['biogas'] }),
    ]);
    expect(a.remove).toEqual(['/artikkeli/talvi']);
    expect(a.render).toEqual(['/artikkeli', '/yrityksille']);
  });

  it('a changed slug: the new path renders, the old one goes and redirects to it', () => {
    const a = resolveAffected(DependencyIndex.of(manifest), [
      change({
        type: 'page',
        action: 'updated',
        locale: 'en-EU',
        id: 'page-private',
        path: '/private-customers',
        previousPath: '/private',
        contentType: 'standardPage',
      }),
    ]);
    expect(a.render).toEqual(['/en-EU/private-customers']);
    expect(a.remove).toEqual(['/en-EU/private']);
    expect(a.redirects).toEqual({ '/en-EU/private': '/en-EU/private-customers' });
  });

  it('a created page renders at its path; a burst of edits renders each page once', () => {
    const burst = Array.from({ length: 50 }, (_, i) =>
      change({ type: 'page', action: i === 0 ? 'created' : 'updated', locale: 'fi-FI', id: 'page-new', path: '/uusi', contentType: 'standardPage' }),
    );
    expect(resolveAffected(DependencyIndex.of(manifest), burst).render).toEqual(['/uusi']);
  });
});

describe('the lists a pass works through', () => {
  it('renders a locator page whose own entry changed in the main pass, not after the data files', () => {
    const a = resolveAffected(DependencyIndex.of(manifest), [
      change({ type: 'page', action: 'updated', locale: 'fi-FI', id: 'station-1', path: '/asemat/tampere', contentType: 'stationPage', station: 'FI001' }),
      change({ type: 'page', action: 'updated', locale: 'fi-FI', id: 'page-locator', path: '/asemahaku', contentType: 'standardPage' }),
    ]);
    expect(a.render).toEqual(['/asemahaku', '/asemat/tampere']);
    expect(a.dependents).toEqual(['/en-EU/station-locator']);
  });

  it('come sorted, whatever the order of the changes', () => {
    const site = manifestOf({
      '/no-NO/stasjoner': record('page-locator', 'no-NO', 'standard', [], '*'),
      '/no-NO/stasjoner/oslo': record('station-9', 'no-NO', 'station', [], 'NO009'),
      '/en-EU/station-locator': record('page-locator', 'en-EU', 'standard', [], '*'),
      '/yrityksille': record('page-b2b', 'fi-FI', 'standard'),
      '/yksityisille': record('page-private', 'fi-FI', 'standard'),
      '/artikkeli/talvi': record('article-2', 'fi-FI', 'article'),
      '/artikkeli/kesa': record('article-1', 'fi-FI', 'article'),
    });
    const a = resolveAffected(DependencyIndex.of(site), [
      change({ type: 'page', action: 'updated', locale: 'no-NO', id: 'station-9', path: '/stasjoner/oslo', contentType: 'stationPage', station: 'NO009' }),
      change({ type: 'page', action: 'updated', locale: 'fi-FI', id: 'page-b2b', path: '/yrityksille', contentType: 'standardPage' }),
      change({ type: 'page', action: 'updated', locale: 'fi-FI', id: 'page-private', path: '/yksityisille', contentType: 'standardPage' }),
      change({ type: 'page', action: 'deleted', locale: 'fi-FI', id: 'article-2', path: '/artikkeli/talvi', contentType: 'standardPage' }),
      change({ type: 'page', action: 'deleted', locale: 'fi-FI', id: 'article-1', path: '/artikkeli/kesa', contentType: 'standardPage' }),
    ]);
    expect(a.render).toEqual(['/no-NO/stasjoner/oslo', '/yksityisille', '/yrityksille']);
    expect(a.remove).toEqual(['/artikkeli/kesa', '/artikkeli/talvi']);
    expect(a.dependents).toEqual(['/en-EU/station-locator', '/no-NO/stasjoner']);
  });
});
