/**
 * A page's head lists its translations that are indexable pages (src/lib/alternates.ts), so it
 * depends on them: when a page becomes indexable or stops being so (made noIndex or indexed again,
 * created, removed, turned into a redirect), its translations' heads are out of date, and a full
 * build would give them the new set. The CMS's change names only the page itself, so the
 * regenerator renders those translations again (src/server/regen/regenerator.ts). Pure.
 */
import { isLocaleCode } from '../../config/locales';
import { internalPath } from '../../i18n/paths';
import type { PageRecord } from '../manifest';

/** Whether a kept page is one the sitemap lists (and an alternate may name). */
const indexable = (record: PageRecord | undefined): boolean => record !== undefined && !record.noIndex;

/**
 * The translations (internal paths) to render again after the record at a path changed from
 * `before` to `after`: those the page names before or after, in other locales, that are kept,
 * indexable pages themselves (`isIndexablePage`; a page not indexed lists no alternates, and one the
 * site does not have is rendered from the CMS as it is when it comes). None when the page's own
 * indexability did not change.
 */
export function translationsToRefresh(before: PageRecord | undefined, after: PageRecord | undefined, isIndexablePage: (internal: string) => boolean): string[] {
  if (indexable(before) === indexable(after)) return [];
  const own = (after ?? before)!.deps.locale;
  const paths = new Set<string>();
  for (const record of [before, after]) {
    for (const [locale, path] of Object.entries(record?.alternates ?? {})) {
      if (locale === own || !isLocaleCode(locale)) continue;
      const internal = internalPath(path, locale);
      if (isIndexablePage(internal)) paths.add(internal);
    }
  }
  return [...paths].sort();
}
