import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getLocale, localeCodes, type LocaleCode } from '../../../src/config/locales';
import { alternateLocales, pageAlternates, type AlternatesPage } from '../../../src/lib/alternates';
import { ogLocale, openGraphTags, type MetaTag, type OpenGraphInput } from '../../../src/lib/open-graph';

const page: OpenGraphInput = {
  locale: 'sv-SE',
  type: 'website',
  siteName: 'Nordic Energy',
  url: 'https://www.example.se/hitta-station',
  title: 'Hitta station',
  description: 'Hitta närmaste station.',
  image: { url: 'https://www.example.se/assets/img/road.jpg?width=1200', alt: 'En landsväg genom granskogen mot en station' },
  alternateLocales: ['fi-FI', 'en-EU', 'no-NO'],
};
const content = (tags: MetaTag[], key: string) => tags.filter((t) => ('property' in t ? t.property : t.name) === key).map((t) => t.content);

describe('Open Graph and the Twitter card (src/lib/open-graph.ts)', () => {
  it('writes each locale as language_TERRITORY, en-EU as Irish English', () => {
    expect(localeCodes.map(ogLocale)).toEqual(['fi_FI', 'en_IE', 'sv_SE', 'nb_NO']);
    for (const code of localeCodes) expect(ogLocale(code)).toMatch(/^[a-z]{2,3}_[A-Z]{2}$/);
  });

  it('names the page’s locale and each translation’s, the image with its alternative text, and a large-image card', () => {
    const tags = openGraphTags(page);
    expect(content(tags, 'og:locale')).toEqual(['sv_SE']);
    expect(content(tags, 'og:locale:alternate')).toEqual(['fi_FI', 'en_IE', 'nb_NO']);
    expect(content(tags, 'og:image')).toEqual([page.image?.url]);
    expect(content(tags, 'og:image:alt')).toEqual(['En landsväg genom granskogen mot en station']);
    expect(content(tags, 'twitter:card')).toEqual(['summary_large_image']);
    expect(content(tags, 'twitter:image:alt')).toEqual(['En landsväg genom granskogen mot en station']);
    expect(content(tags, 'og:type')).toEqual(['website']);
    expect(content(tags, 'article:tag')).toEqual([]);
    // Open Graph's tags are properties, the card's are names
    expect(tags.filter((t) => 'name' in t).every((t) => 'name' in t && t.name.startsWith('twitter:'))).toBe(true);
  });

  it('writes no alternative text it does not have, and a summary card without an image', () => {
    const noAlt = openGraphTags({ ...page, image: { url: 'https://www.example.se/x.jpg', alt: '  ' } });
    expect(content(noAlt, 'og:image:alt')).toEqual([]);
    expect(content(noAlt, 'twitter:card')).toEqual(['summary_large_image']);
    const noImage = openGraphTags({ ...page, image: null, alternateLocales: [] });
    expect(content(noImage, 'og:image')).toEqual([]);
    expect(content(noImage, 'twitter:card')).toEqual(['summary']);
    expect(content(noImage, 'og:locale:alternate')).toEqual([]);
  });

  it('gives an article its times and tags, and leaves its own locale out of the alternates', () => {
    const tags = openGraphTags({
      ...page,
      type: 'article',
      alternateLocales: ['sv-SE', 'fi-FI'],
      article: { publishedTime: '2026-03-01T08:00:00.000Z', modifiedTime: null, tags: ['Biogas', 'Vindkraft'] },
    });
    expect(content(tags, 'og:type')).toEqual(['article']);
    expect(content(tags, 'article:published_time')).toEqual(['2026-03-01T08:00:00.000Z']);
    expect(content(tags, 'article:modified_time')).toEqual([]);
    expect(content(tags, 'article:tag')).toEqual(['Biogas', 'Vindkraft']);
    expect(content(tags, 'og:locale:alternate')).toEqual(['fi_FI']);
  });

  it('names as og:locale:alternate exactly the translations the hreflang set names, for any page', () => {
    const locale = fc.constantFrom(...localeCodes);
    const translations = fc.dictionary(locale, fc.constantFrom('/a', '/b', '/c'));
    fc.assert(
      fc.property(locale, fc.boolean(), translations, fc.func(fc.boolean()), (own, noIndex, paths, indexable) => {
        const subject: AlternatesPage = { locale: own, path: '/a', noIndex, translations: paths };
        const isIndexable = (code: LocaleCode, path: string) => indexable(code, path);
        const hreflangs = pageAlternates(subject, isIndexable, (path, code) => `https://${code}.example${path}`)
          .map((a) => a.hreflang)
          .filter((h) => h !== 'x-default' && h !== getLocale(own).iso);
        const og = openGraphTags({ ...page, locale: own, alternateLocales: alternateLocales(subject, isIndexable) });
        const expected = localeCodes.filter((code) => hreflangs.includes(getLocale(code).iso)).map(ogLocale);
        expect(content(og, 'og:locale:alternate')).toEqual(expected);
      }),
    );
  });
});
