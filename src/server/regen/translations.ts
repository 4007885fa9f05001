/**
 * A page's head lists its translations that are indexable pages (src/lib/alternates.ts), as the
 * render found them (src/cms/translations.ts) and its record keeps (`indexableTranslations`). A
 * pass that changes a page may leave those of the pages naming it out of date: the page was made
 * noIndex or indexed again, removed, moved or turned into a redirect. Which ones is read from the
 * state the pass leaves, not from the change: the page's record now against what each translation's
 * record says of it. So an edit that leaves the page as indexable as it was renders nothing more,
 * and a pass replayed after a crash (its changes applied again, src/server/regen/feed-follower.ts)
 * finds what the crashed one left undone. Pure.
 */
import { splitLocale } from '../../i18n/paths';
import type { PageRecord } from '../output/manifest';
import type { DependencyIndex } from './dependency-index';

/**
 * The kept, indexed pages naming one of `changed` (internal paths) as their translation whose
 * record disagrees with that page's record on whether it is an indexable page, sorted.
 */
export function staleTranslationHeads(
  changed: Iterable<string>,
  deps: Pick<DependencyIndex, 'indexedTranslations'>,
  record: (path: string) => PageRecord | undefined,
): string[] {
  const stale = new Set<string>();
  for (const path of changed) {
    const indexable = record(path)?.noIndex === false;
    const { locale, path: within } = splitLocale(path);
    for (const translation of deps.indexedTranslations(path)) {
      const listed = record(translation)?.indexableTranslations?.[locale] === within;
      if (listed !== indexable) stale.add(translation);
    }
  }
  return [...stale].sort();
}
