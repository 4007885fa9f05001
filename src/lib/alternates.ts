/**
 * A page's hreflang alternates: the one rule the page head (src/components/layout/SeoHead.astro)
 * and the sitemap (./sitemap.ts) both follow, so a search engine reads the same set from each.
 *
 *   - A page that is not indexed lists none: its own URL is no member of any set.
 *   - The set holds the page itself and each translation that is itself an indexable page of the
 *     site, in the locale table's order; a translation that is `noindex`, or no page at all, is
 *     left out (an alternate must be a page the engine may index, and it must name the page back).
 *   - A set of one is no set: a page without an indexable translation lists none.
 *   - x-default is the default locale's member, else en-EU's (the international site), else the
 *     first member's.
 *
 * Which translations are indexable pages is the caller's to say (`isIndexable`): the sitemap reads
 * the output manifest, a render asks the content backend (src/cms/translations.ts), and they agree
 * on the same content (tests/unit/lib/alternates.test.ts, tests/integration/alternates.test.ts).
 */
import { defaultLocale, getLocale, localeCodes, type LocaleCode } from '../config/locales';

/** What the rule reads of a page. */
export interface AlternatesPage {
  locale: LocaleCode;
  /** the page's own path within its locale */
  path: string;
  noIndex: boolean;
  /** the page's translations (localizedPagePaths): locale → path within that locale */
  translations: Partial<Record<string, string>>;
}

export interface Alternate {
  /** the locale's ISO code (`fi-FI`, `en`, …) or `x-default` */
  hreflang: string;
  href: string;
}

/** One member of a page's set: an hreflang value and the page it names. */
interface Member {
  hreflang: string;
  locale: LocaleCode;
  path: string;
}

/** The locale whose member is x-default, first one present wins. */
const xDefaultOrder: readonly LocaleCode[] = [defaultLocale, 'en-EU'];

/** The members of a page's set, in the locale table's order; none for a noindex page or a set of one. */
function members(page: AlternatesPage, isIndexable: (locale: LocaleCode, path: string) => boolean): Member[] {
  if (page.noIndex) return [];
  const found: Member[] = [];
  for (const code of localeCodes) {
    if (code === page.locale) {
      found.push({ hreflang: getLocale(code).iso, locale: code, path: page.path });
      continue;
    }
    const path = page.translations[code];
    if (path !== undefined && isIndexable(code, path)) found.push({ hreflang: getLocale(code).iso, locale: code, path });
  }
  return found.length < 2 ? [] : found;
}

/**
 * A page's hreflang alternates as absolute URLs (`url` makes a page's URL from its path and
 * locale), x-default last; empty when it has none.
 */
export function pageAlternates(
  page: AlternatesPage,
  isIndexable: (locale: LocaleCode, path: string) => boolean,
  url: (path: string, locale: LocaleCode) => string,
): Alternate[] {
  const set = members(page, isIndexable);
  if (set.length === 0) return [];
  const fallback = xDefaultOrder.map((code) => set.find((m) => m.locale === code)).find((m) => m !== undefined) ?? set[0]!;
  return [...set, { ...fallback, hreflang: 'x-default' }].map((m) => ({ hreflang: m.hreflang, href: url(m.path, m.locale) }));
}

/**
 * The locales of a page's translations in its hreflang set (the page's own left out): what Open
 * Graph names as og:locale:alternate, so the head's two lists of translations agree.
 */
export function alternateLocales(page: AlternatesPage, isIndexable: (locale: LocaleCode, path: string) => boolean): LocaleCode[] {
  return members(page, isIndexable)
    .map((m) => m.locale)
    .filter((code) => code !== page.locale);
}
