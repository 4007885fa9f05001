/**
 * "Show more" of an article list builds its cards' links with the one link builder (src/cms/
 * slug-href.ts → localizedHref), as the server's cards do: the default locale without a prefix,
 * the others under theirs, none under the domain strategy; never by joining strings.
 */
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../../src/config/config';
import { defaultLocale, localeCodes, type LocaleCode } from '../../../src/config/locales';
import type { LocaleStrategy } from '../../../src/config/locale-strategy';
import { slugHref } from '../../../src/cms/slug-href';
import { articleHref } from '../../../src/scripts/article-list-more';

/** An attribute's value as the browser reads it (Astro escapes &, ", < and > in attributes). */
const attributeValue = (raw: string) =>
  raw
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCodePoint(parseInt(n, 16)))
    .replace(/&(quot|lt|gt|amp);/g, (_, name: string) => ({ quot: '"', lt: '<', gt: '>', amp: '&' })[name]!);

const link = (slug: string, locale: LocaleCode, strategy: LocaleStrategy = 'prefix') => articleHref({ slug }, { locale, strategy });

describe('the links of the cards "Show more" adds', () => {
  it('the default locale has no prefix, every other locale its own', () => {
    expect(link('/artikkeli/uusi-asema', 'fi-FI')).toBe('/artikkeli/uusi-asema');
    expect(link('/article/new-station', 'en-EU')).toBe('/en-EU/article/new-station');
    expect(link('/artikel/ny-station', 'sv-SE')).toBe('/sv-SE/artikel/ny-station');
    expect(link('/artikkel/ny-stasjon', 'no-NO')).toBe('/no-NO/artikkel/ny-stasjon');
  });

  it('under the domain strategy no locale has a prefix', () => {
    for (const locale of localeCodes) expect(link('/article/x', locale, 'domain')).toBe('/article/x');
  });

  it('reads a slug as the link builder does: leading slash added, trailing slash dropped, a prefixed path kept', () => {
    // joining strings made '/en-EUarticle/x' and '/en-EU/article/x/' of these
    expect(link('article/x', 'en-EU')).toBe('/en-EU/article/x');
    expect(link('/article/x/', 'en-EU')).toBe('/en-EU/article/x');
    expect(link('/', 'sv-SE')).toBe('/sv-SE');
    expect(link('/', 'fi-FI')).toBe('/');
    expect(link('/en-EU/article/x', 'en-EU')).toBe('/en-EU/article/x');
  });

  it('makes no link of a slug that would leave the site or is empty', () => {
    expect(link('//evil.example/x', 'en-EU')).toBeNull();
    expect(link('/\\evil.example', 'en-EU')).toBeNull();
    expect(link('  ', 'fi-FI')).toBeNull();
  });

  it('agrees with a simple model of the link builder for any slug-like path, locale and strategy', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    const slug = fc
      .tuple(fc.boolean(), fc.array(segment, { maxLength: 4 }), fc.boolean(), fc.constantFrom('', '?page=2', '#top'))
      .map(([lead, parts, trail, suffix]) => `${lead ? '/' : ''}${parts.join('/')}${trail && parts.length ? '/' : ''}${suffix}`)
      .filter((s) => s.trim() !== '');
    /** the link builder's rule, written out: prefix (none for the default locale or by domain) + the path without its trailing slash */
    const model = (raw: string, locale: LocaleCode, strategy: LocaleStrategy): string => {
      const path = raw.startsWith('/') ? raw : `/${raw}`;
      const cut = path.search(/[?#]/);
      const pathname = (cut === -1 ? path : path.slice(0, cut)).replace(/\/+$/, '');
      const suffix = cut === -1 ? '' : path.slice(cut);
      const prefix = strategy === 'domain' || locale === defaultLocale ? '' : `/${locale}`;
      return `${pathname === '' ? prefix || '/' : `${prefix}${pathname}`}${suffix}`;
    };
    fc.assert(
      fc.property(slug, fc.constantFrom(...localeCodes), fc.constantFrom<LocaleStrategy>('prefix', 'domain'), (s, locale, strategy) => {
        expect(link(s, locale, strategy)).toBe(model(s, locale, strategy));
      }),
    );
  });

  it('is the link the server gives the same article on the list’s first page, for any slug', async () => {
    const { default: ArticleCard } = await import('../../../src/components/ui/ArticleCard.astro');
    const container = await AstroContainer.create();
    const serverHref = async (slug: string, locale: LocaleCode) => {
      const html = await container.renderToString(ArticleCard, {
        props: { article: { id: 'a1', title: 'T', slug, byline: '', created: '2025-01-01', tags: [], description: '', image: null }, locale },
        locals: { config: defaultConfig() },
      });
      const href = /<h3 class="card__title"[^>]*><a href="([^"]*)"/.exec(html)?.[1];
      return href === undefined ? null : attributeValue(href);
    };
    const slugs = fc.oneof(fc.string({ maxLength: 30 }), fc.stringMatching(/^\/?[a-zA-Z0-9/.?#%-]{0,30}$/));
    await fc.assert(
      fc.asyncProperty(slugs, fc.constantFrom(...localeCodes), async (s, locale) => {
        expect(link(s, locale)).toBe(await serverHref(s, locale));
      }),
      { numRuns: 60 },
    );
    // the server's own builder is the one the browser calls
    expect(await serverHref('/article/x/', 'en-EU')).toBe(slugHref('/article/x/', 'en-EU'));
  });
});
