import { describe, expect, it } from 'vitest';
import { warmUpSample } from '../../../../src/server/regen/warm-up';
import { pageRecord } from '../../../support/page-record';

/** A manifest of `n` pages per kind and locale, named after both. */
function manifest(kinds: Record<string, Record<string, number>>) {
  const pages: Record<string, ReturnType<typeof pageRecord>> = {};
  for (const [kind, locales] of Object.entries(kinds))
    for (const [locale, n] of Object.entries(locales))
      for (let i = 0; i < n; i++)
        pages[`/${locale}/${kind}-${i}`] = { ...pageRecord({ id: `${kind}-${i}`, file: 'x.html' }), kind, deps: { id: `${kind}-${i}`, locale, tags: [] } };
  return { pages };
}

describe('the pages a render worker warms up on', () => {
  it('takes up to perKind pages of every kind, sharing them between the locales in turn', () => {
    const sample = warmUpSample(manifest({ station: { 'fi-FI': 100, 'sv-SE': 50 }, article: { 'fi-FI': 10, 'sv-SE': 10 } }), 4);
    expect(sample).toEqual([
      '/fi-FI/station-0',
      '/sv-SE/station-0',
      '/fi-FI/station-50',
      '/sv-SE/station-25',
      '/fi-FI/article-0',
      '/sv-SE/article-0',
      '/fi-FI/article-5',
      '/sv-SE/article-5',
    ]);
  });

  it('takes every page of a kind that has fewer, and each page once', () => {
    const sample = warmUpSample(manifest({ landing: { 'fi-FI': 1, 'en-EU': 1 }, standard: { 'fi-FI': 2 } }), 6);
    expect(sample.sort()).toEqual(['/en-EU/landing-0', '/fi-FI/landing-0', '/fi-FI/standard-0', '/fi-FI/standard-1']);
  });

  it('cuts an uneven share at perKind, and an empty manifest gives nothing', () => {
    expect(warmUpSample(manifest({ station: { 'fi-FI': 9, 'sv-SE': 9, 'no-NO': 9, 'en-EU': 9 } }), 6)).toHaveLength(6);
    expect(warmUpSample({ pages: {} })).toEqual([]);
  });
});
