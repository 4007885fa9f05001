/**
 * The station locator's data files, one per locale (spec 2.4): made from the output manifest, where
 * every station page's render left its summary (src/server/output/page-index.ts, `locator`). So the files
 * follow station pages as they are built, rendered on demand, regenerated or removed, with no
 * request per station. The build writes them once; `createStationDataRoutes` serves them (derived
 * again when the manifest changes) and keeps the copies on disk in step; a regeneration pass can
 * write them at once with `writeStationData`.
 */
import { readFile } from 'node:fs/promises';
import { isLocaleCode, localeCodes, type LocaleCode } from '../config/locales';
import { stationDataPath } from './station-data-file';
import type { StationDataFile, StationSummary } from '../features/locator/types';
import { writeAtomic } from '../lib/fs/atomic-write';
import { encode, type Encoded } from './output/files';
import { isOwnPath } from './render-protocol';
import type { Manifest } from './output/manifest';
import { clusterLevels } from '../features/locator/clusters';
import type { ClusterLevels } from '../features/locator/cluster-levels';

/**
 * Each locale's station summaries from a manifest: one per station code, from the station's
 * canonical page only (its record's own localized path), sorted by code (stable files, stable
 * ETags). A record kept under any other path never adds a station twice.
 */
export function stationsByLocale(manifest: Manifest): Record<LocaleCode, StationSummary[]> {
  const byCode = Object.fromEntries(localeCodes.map((c) => [c, new Map<string, StationSummary>()])) as Record<LocaleCode, Map<string, StationSummary>>;
  for (const [pathname, record] of Object.entries(manifest.pages)) {
    const locale = record.deps.locale;
    if (!record.locator || !isLocaleCode(locale) || !ownPath(pathname, record)) continue;
    byCode[locale].set(record.locator.code, record.locator);
  }
  const out = {} as Record<LocaleCode, StationSummary[]>;
  for (const locale of localeCodes) {
    out[locale] = [...byCode[locale].values()].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  }
  return out;
}

/**
 * isOwnPath, remembered per record: a station edit makes the data files again from every station
 * of the manifest (10k at scale 10), and records are replaced, never changed (page-index.ts), so
 * only the records a pass wrote are checked again (design.md: no event-loop block over 50 ms).
 */
const ownPaths = new WeakMap<object, { pathname: string; own: boolean }>();
function ownPath(pathname: string, record: Manifest['pages'][string]): boolean {
  const seen = ownPaths.get(record);
  if (seen && seen.pathname === pathname) return seen.own;
  const own = isOwnPath(pathname, record);
  ownPaths.set(record, { pathname, own });
  return own;
}

/**
 * The first view's markers of a locale's stations, worked out again only when a station is added,
 * removed or moved: they depend on the coordinates alone (clusters.ts: clusterLevels), and working
 * them out for the 10k stations of scale 10 takes 50–95 ms of the server's thread, where an edit of
 * a station's name, hours or services should cost nothing (design.md, performance targets: no
 * event-loop block over 50 ms during a pass).
 */
const firstViews = new Map<LocaleCode, { key: string; levels: ClusterLevels }>();
function firstViewMarkers(locale: LocaleCode, stations: readonly StationSummary[]): ClusterLevels {
  const key = stations.map((s) => `${s.lat},${s.lng}`).join(';');
  const known = firstViews.get(locale);
  if (known?.key === key) return known.levels;
  const levels = clusterLevels(stations);
  firstViews.set(locale, { key, levels });
  return levels;
}

/** The text of a locale's data file, with the markers of the locator map's first view (cluster-levels.ts). */
export function stationDataText(locale: LocaleCode, stations: readonly StationSummary[]): string {
  const file: StationDataFile = { version: 1, locale, stations: [...stations], clusters: firstViewMarkers(locale, stations) };
  return JSON.stringify(file);
}

/** Writes one file with its .gz and .br siblings (for a web server's precompressed serving), atomically. */
async function writeEncoded(file: string, encoded: Encoded): Promise<void> {
  await writeAtomic(`${file}.gz`, encoded.gzip);
  await writeAtomic(`${file}.br`, encoded.brotli);
  await writeAtomic(file, encoded.raw);
}

/**
 * Writes the data files of `locales` (default: every locale) into an output folder's client
 * directory from its manifest. The build calls it once; a regeneration pass calls it with the
 * locales whose stations changed (at the server's brotli quality: an editor waits for the pass).
 * A file whose text is unchanged is not written again.
 */
export async function writeStationData(clientDir: string, manifest: Manifest, locales: readonly LocaleCode[] = localeCodes, brotliQuality = 11): Promise<void> {
  const byLocale = stationsByLocale(manifest);
  // side by side: each file's compression runs on libuv's pool, so the locales share the cores
  await Promise.all(
    [...new Set(locales)].map(async (locale) => {
      const file = stationDataPath(clientDir, locale);
      const text = stationDataText(locale, byLocale[locale]);
      const current = await readFile(file, 'utf8').catch(() => null);
      if (current !== text) await writeEncoded(file, await encode(text, brotliQuality));
    }),
  );
}
