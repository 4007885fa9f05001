/**
 * A page's canonical path: the CMS's own localized path for the entry in that locale (its
 * `localizedPagePaths`, else the entry's slug). A page is rendered as a page, kept as a file and
 * listed in the manifest and sitemap only under that path; any other request path that a content
 * backend happens to resolve to the same entry (a case variant, an alias, a path it normalizes) is
 * not a page of the site. That is what keeps a visitor from making the site write pages.
 */
import type { LocaleCode } from '../config/locales';
import type { PageIndexing } from './schemas';
import { isAcceptedPagePath } from './path-rule';

/** What a page answer's canonical path is read from (a whole answer, or its indexing facts). */
type CanonicalSource = { localizedPagePaths: PageIndexing['localizedPagePaths']; content: Pick<PageIndexing['content'], 'localizedPagePaths' | 'slug'> };

/** '/x/' → '/x', 'x' → '/x', '' → '/' (the backend's own path form). */
export function normalizeCmsPath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  if (trimmed === '') return '/';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** The entry's canonical path within `locale`. */
export function canonicalPagePath(response: CanonicalSource, locale: LocaleCode): string {
  const own = response.localizedPagePaths[locale] ?? response.content.localizedPagePaths[locale] ?? response.content.slug;
  return normalizeCmsPath(own);
}

/** Whether `path` (decoded, within `locale`) is the canonical path of the page the backend answered. */
export function isCanonicalPath(path: string, response: CanonicalSource, locale: LocaleCode): boolean {
  // a slug the site refuses is never a page's canonical path (src/cms/path-rule.ts)
  return path === canonicalPagePath(response, locale) && isAcceptedPagePath(path, locale);
}
