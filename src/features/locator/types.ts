/**
 * The locator's plain data types, shared by the server (summaries, data files) and the browser
 * (island). Type-only imports, so any side can use them for free.
 */
import type { z } from 'zod';
import type { stationFilterSchema } from '../../cms/blocks/station-locator';

/**
 * A station filter definition (spec 3), as the stationLocator content block carries it: the type
 * of its zod schema (src/cms/blocks/station-locator.ts), the one definition. `group` is the group of spec 3's
 * table, `icon` and `quickFilterIcon` site-relative icon URLs or ''.
 */
export type FilterDefinition = z.infer<typeof stationFilterSchema>;

// the station summary and the data file are the zod schemas' types (src/cms/blocks/station-summary.ts)
export type { CompactHours, StationDataFile, StationSummary } from '../../cms/blocks/station-summary';

export interface LatLng {
  lat: number;
  lng: number;
}

/** [west, south, east, north] in degrees, the order supercluster takes. */
export type BBox = [number, number, number, number];

/** What the URL keeps of the map: its centre and zoom. */
export interface MapView {
  lat: number;
  lng: number;
  zoom: number;
}
