/**
 * The href of a content entry's slug (a page, an article, a card) in a locale, through the one
 * link builder (`localizedHref`). The server's links (rich text, cards, article lists) and the
 * browser's ("Show more" of an article list) both call it, so an article's link cannot differ
 * between the first page of a list and the next. No string tables here: it is in a browser chunk.
 */
import type { LocaleCode } from '../config/locales';
import { configuredStrategy, localizedHref, splitLocale, type LocaleStrategy } from '../i18n/paths';
import { classifyHref } from '../lib/safe-url';

/** Localizes a site path that may carry a query and a hash ('/a?b#c'). */
export function localizePath(path: string, locale: LocaleCode, strategy: LocaleStrategy = configuredStrategy): string {
  // A path already carrying a locale prefix ('/en-EU/x') is complete; prefixing again would
  // produce '/en-EU/en-EU/x'.
  if (splitLocale(path).prefixed) return path;
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  const suffix = cut === -1 ? '' : path.slice(cut);
  return `${localizedHref(pathname, locale, strategy)}${suffix}`;
}

/**
 * A slug's href in a locale, or null when no safe link can be made of it (empty, or a path that
 * would leave the site). Slugs are paths within the locale; some entries are stored without the
 * leading '/'. `strategy`: the browser passes the one its page was rendered with.
 */
export function slugHref(slug: string | undefined, locale: LocaleCode, strategy: LocaleStrategy = configuredStrategy): string | null {
  if (slug === undefined || slug.trim() === '') return null;
  const path = slug.startsWith('/') ? slug : `/${slug}`;
  const found = classifyHref(path);
  return found.kind === 'internal' ? localizePath(found.path, locale, strategy) : null;
}
