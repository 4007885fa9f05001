/**
 * The manifest's pages by what they depend on (their entry, locale, article-list tags, the list of
 * every station, their translations), kept up to date as pages change, so resolving a pass's changes
 * (./affected.ts) costs O(affected pages) rather than a walk over the whole manifest per change,
 * which at scale 10 (22,000 pages) costs tens of milliseconds of the server's thread per pass
 * (design.md, performance targets: no event-loop block over 50 ms during a pass).
 */
import { ALL_STATIONS } from '../../cms/page-data';
import { isLocaleCode } from '../../config/locales';
import { internalPath } from '../../i18n/paths';
import type { Manifest, PageRecord } from '../output/manifest';
import type { PageIndex } from '../output/page-index';

/** A set of paths per key, with empty sets dropped. */
class PathSets {
  private readonly sets = new Map<string, Set<string>>();

  add(key: string, path: string): void {
    let set = this.sets.get(key);
    if (!set) this.sets.set(key, (set = new Set()));
    set.add(path);
  }

  delete(key: string, path: string): void {
    const set = this.sets.get(key);
    if (!set) return;
    set.delete(path);
    if (set.size === 0) this.sets.delete(key);
  }

  get(key: string): ReadonlySet<string> {
    return this.sets.get(key) ?? EMPTY;
  }
}

const EMPTY: ReadonlySet<string> = new Set();

/** The translations a record names: internal paths in the other locales (a page's hreflang alternates). */
function translationsOf(record: PageRecord): string[] {
  return Object.entries(record.alternates).flatMap(([locale, path]) =>
    locale !== record.deps.locale && isLocaleCode(locale) ? [internalPath(path, locale)] : [],
  );
}

/** Whether two records are indexed by the same keys (see DependencyIndex.update). */
function sameKeys(a: PageRecord, b: PageRecord): boolean {
  const [x, y] = [a.deps, b.deps];
  const sameDeps =
    x.id === y.id && x.locale === y.locale && x.station === y.station && x.tags.length === y.tags.length && x.tags.every((tag, i) => tag === y.tags[i]);
  const [ta, tb] = [translationsOf(a), translationsOf(b)];
  return sameDeps && ta.length === tb.length && ta.every((t, i) => t === tb[i]);
}
const key = (locale: string, value: string) => `${locale}\n${value}`;

export class DependencyIndex {
  private readonly byEntry = new PathSets();
  private readonly byLocale = new PathSets();
  /** article lists by locale and tag ('*' lists every article) */
  private readonly byTag = new PathSets();
  /** pages listing every station of their locale (the locator's list without JavaScript), by locale */
  private readonly allStations = new PathSets();
  /** pages by the translations they name (internal paths in other locales: their hreflang alternates) */
  private readonly byAlternate = new PathSets();

  /** `records` reads a kept page's record as it is now. */
  private constructor(private readonly records: (path: string) => PageRecord | undefined) {}

  /** The index of a manifest as it is now. */
  static of(manifest: Manifest): DependencyIndex {
    return DependencyIndex.over(manifest, (path) => (Object.hasOwn(manifest.pages, path) ? manifest.pages[path] : undefined));
  }

  private static over(manifest: Manifest, records: (path: string) => PageRecord | undefined): DependencyIndex {
    const index = new DependencyIndex(records);
    for (const [path, record] of Object.entries(manifest.pages)) index.update(path, record, 'add');
    return index;
  }

  /** The index of a page index's manifest, following its changes from now on. */
  static following(pages: PageIndex): DependencyIndex {
    const index = DependencyIndex.over(pages.manifest, (path) => pages.get(path));
    pages.onChange((path, before, after) => {
      // a page rendered again with the same dependencies (every page of a layout pass) changes nothing here
      if (before && after && sameKeys(before, after)) return;
      if (before) index.update(path, before, 'delete');
      if (after) index.update(path, after, 'add');
    });
    return index;
  }

  /** Pages made from this entry in this locale (its path, and any old path it still has). */
  entryPaths(locale: string, id: string): ReadonlySet<string> {
    return this.byEntry.get(key(locale, id));
  }

  /** Every page of a locale. */
  localePaths(locale: string): ReadonlySet<string> {
    return this.byLocale.get(locale);
  }

  /** Pages of a locale with an article list showing any of these tags, or every article. */
  listingPaths(locale: string, tags: Iterable<string>): Set<string> {
    const out = new Set(this.byTag.get(key(locale, '*')));
    for (const tag of tags) for (const path of this.byTag.get(key(locale, tag))) out.add(path);
    return out;
  }

  /** Pages of a locale that list every station. */
  allStationPaths(locale: string): ReadonlySet<string> {
    return this.allStations.get(locale);
  }

  /**
   * The kept, indexed pages that name this path as their translation in another locale. Each one's
   * head lists the path among its hreflang alternates while the path is an indexable page
   * (src/lib/alternates.ts, src/cms/translations.ts), so a change of the page there may change
   * them (./translations.ts); a page not indexed lists no alternates.
   */
  indexedTranslations(path: string): string[] {
    return [...this.byAlternate.get(path)].filter((page) => this.records(page)?.noIndex === false);
  }

  /** The one list of what a record is indexed by, for adding and removing alike. */
  private update(path: string, record: PageRecord, change: 'add' | 'delete'): void {
    const { id, locale, tags, station } = record.deps;
    this.byEntry[change](key(locale, id), path);
    this.byLocale[change](locale, path);
    for (const tag of tags) this.byTag[change](key(locale, tag), path);
    if (station === ALL_STATIONS) this.allStations[change](locale, path);
    for (const translation of translationsOf(record)) this.byAlternate[change](translation, path);
  }
}
