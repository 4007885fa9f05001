/**
 * The manifest's pages by what they depend on (their entry, locale, article-list tags, the list of
 * every station), kept up to date as pages change, so resolving a pass's changes
 * (./affected.ts) costs O(affected pages) rather than a walk over the whole manifest per change,
 * which at scale 10 (22,000 pages) costs tens of milliseconds of the server's thread per pass
 * (design.md, performance targets: no event-loop block over 50 ms during a pass).
 */
import { ALL_STATIONS } from '../../cms/page-data';
import type { Manifest, PageRecord } from '../manifest';
import type { PageIndex } from '../page-index';

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

/** Whether two records are indexed by the same keys (see DependencyIndex.update). */
function sameDeps(a: PageRecord['deps'], b: PageRecord['deps']): boolean {
  return a.id === b.id && a.locale === b.locale && a.station === b.station && a.tags.length === b.tags.length && a.tags.every((tag, i) => tag === b.tags[i]);
}
const key = (locale: string, value: string) => `${locale}\n${value}`;

export class DependencyIndex {
  private readonly byEntry = new PathSets();
  private readonly byLocale = new PathSets();
  /** article lists by locale and tag ('*' lists every article) */
  private readonly byTag = new PathSets();
  /** pages listing every station of their locale (the locator's list without JavaScript), by locale */
  private readonly allStations = new PathSets();

  /** The index of a manifest as it is now. */
  static of(manifest: Manifest): DependencyIndex {
    const index = new DependencyIndex();
    for (const [path, record] of Object.entries(manifest.pages)) index.update(path, record, 'add');
    return index;
  }

  /** The index of a page index's manifest, following its changes from now on. */
  static following(pages: PageIndex): DependencyIndex {
    const index = DependencyIndex.of(pages.manifest);
    pages.onChange((path, before, after) => {
      // a page rendered again with the same dependencies (every page of a layout pass) changes nothing here
      if (before && after && sameDeps(before.deps, after.deps)) return;
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

  /** The one list of what a record is indexed by, for adding and removing alike. */
  private update(path: string, record: PageRecord, change: 'add' | 'delete'): void {
    const { id, locale, tags, station } = record.deps;
    this.byEntry[change](key(locale, id), path);
    this.byLocale[change](locale, path);
    for (const tag of tags) this.byTag[change](key(locale, tag), path);
    if (station === ALL_STATIONS) this.allStations[change](locale, path);
  }
}
