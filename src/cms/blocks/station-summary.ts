/**
 * zod schemas of the locator's station summary and data file, for the server side (render headers,
 * the manifest, the files on disk). The browser reads the file with a light check instead
 * (data.ts): zod would cost the island more than the data itself.
 */
import { z } from 'zod';

const SPANS = '(?:\\d\\d:\\d\\d-\\d\\d:\\d\\d(?:,\\d\\d:\\d\\d-\\d\\d:\\d\\d)*|-)?';
const compactHoursSchema = z
  .string()
  .max(2000)
  .regex(new RegExp(`^(?:24h|\\d{4}-\\d{2}-\\d{2}(?:\\|${SPANS})*)?$`), 'expected compact hours');

/**
 * One station in the locator's data file: only what the list, the map and the filters need.
 * `href` is the station page's href in the file's locale; `lat`/`lng` in degrees with 5 decimals
 * (about 1 m); `filters` the filter codes of spec 3 the station matches; `tz` the station's IANA
 * zone (its hours are read on its own wall clock); `hours` compact hours (below).
 */
export const stationSummarySchema = z.object({
  code: z.string().min(1).max(40),
  name: z.string().max(200),
  // a site-relative page path: never a scheme or another host
  href: z.string().regex(/^\/(?![/\\])[^\s]*$/, 'expected a site-relative path'),
  street: z.string().max(200),
  city: z.string().max(200),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  filters: z.array(z.string().max(60)).max(100),
  tz: z.string().max(60),
  hours: compactHoursSchema,
});

/** The data file `/data/stations-<locale>.json`. */
export const stationDataFileSchema = z.object({
  version: z.literal(1),
  locale: z.string(),
  stations: z.array(stationSummarySchema),
  /** every station's map markers at the first view's zooms (src/features/locator/cluster-levels.ts), by zoom */
  clusters: z.record(z.string(), z.array(z.array(z.number()))).optional(),
});

/**
 * Opening hours as the locator's data file carries them: '24h' for a station open round the clock
 * (spec 9's rule), else the first listed date and then each day from it, separated by '|': a day's
 * hours as 'HH:mm-HH:mm' joined by ',', '' when closed that day, '-' when the date is not listed.
 * '2026-11-21|06:00-22:00|06:00-11:00,12:00-22:00||-|08:00-20:00'. Dates are the station's own.
 */
export type CompactHours = string;
export type StationSummary = z.infer<typeof stationSummarySchema>;
export type StationDataFile = z.infer<typeof stationDataFileSchema>;
