/**
 * The locator's plain data types, shared by the server (summaries, data files) and the browser
 * (island). Type imports only, so any side can use them for free.
 */
import type { z } from 'zod';
import type { stationFilterSchema } from '../../cms/schemas';

/**
 * A station filter definition (spec 3), as the stationLocator content block carries it: the type
 * of its zod schema (src/cms/schemas.ts), the one definition. `group` is the group of spec 3's
 * table, `icon` and `quickFilterIcon` site-relative icon URLs or ''.
 */
export type FilterDefinition = z.infer<typeof stationFilterSchema>;

/**
 * Opening hours as the locator's data file carries them: '24h' for a station open round the clock
 * (spec 9's rule), else the first listed date and then each day from it, separated by '|': a day's
 * hours as 'HH:mm-HH:mm' joined by ',', '' when closed that day, '-' when the date is not listed.
 * '2026-11-21|06:00-22:00|06:00-11:00,12:00-22:00||-|08:00-20:00'. Dates are the station's own.
 */
export type CompactHours = string;

/** One station in the locator's data file: only what the list, the map and the filters need. */
export interface StationSummary {
  code: string;
  name: string;
  /** the station page's href in the file's locale */
  href: string;
  street: string;
  city: string;
  /** degrees, 5 decimals (about 1 m) */
  lat: number;
  lng: number;
  /** filter codes of spec 3 the station matches */
  filters: string[];
  /** IANA zone of the station (its hours are read on its own wall clock) */
  tz: string;
  hours: CompactHours;
}

/** The data file `/data/stations-<locale>.json`. */
export interface StationDataFile {
  version: 1;
  locale: string;
  stations: StationSummary[];
}

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
