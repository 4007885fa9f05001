/** Manifest records and manifests for tests of the page index and regeneration (src/server/output/manifest.ts). */
import type { Manifest, PageRecord } from '../../src/server/output/manifest';

interface RecordOf {
  id: string;
  locale?: string;
  kind?: string;
  /** tags of the page's article lists ('*': every article) */
  tags?: string[];
  /** the station code of a station page, or ALL_STATIONS for a page listing every station */
  station?: string;
  file?: string;
  version?: string;
  noIndex?: boolean;
  alternates?: Record<string, string>;
}

/** A page's manifest record: a standard page of fi-FI at version 2026-01-01, unless told otherwise. */
export function pageRecord({
  id,
  locale = 'fi-FI',
  kind = 'standard',
  tags = [],
  station,
  file = 'x.html',
  version = '2026-01-01T00:00:00Z',
  noIndex = false,
  alternates = {},
}: RecordOf): PageRecord {
  return { file, kind, version, noIndex, deps: station ? { id, locale, tags, station } : { id, locale, tags }, alternates };
}

/** A full build's manifest of these pages. */
export function manifestOf(pages: Record<string, PageRecord>): Manifest {
  return { buildId: 'b1', builtAt: '2026-01-01T00:00:00Z', redirects: {}, pages };
}
