/** The station locator block (contentType 'stationLocator', spec 2.4) and its filter definitions (spec 3). */
import { z } from 'zod';
import { stationSummarySchema } from './station-summary';

/** A station filter definition (spec 3); icons are site-relative asset paths. */
export const stationFilterSchema = z.object({
  code: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/),
  group: z.string().max(40).default('other'),
  icon: z.string().default(''),
  additive: z.boolean().default(false),
  quickFilter: z.boolean().default(false),
  quickFilterIcon: z.string().default(''),
  displayOnStationList: z.boolean().default(false),
});

/** The station locator (spec 2.4): its filter definitions; the stations come from the locator's data file. */
export const stationLocatorBlockSchema = z.object({
  id: z.string(),
  contentType: z.literal('stationLocator'),
  title: z.string().default(''),
  filters: z.array(stationFilterSchema).default([]),
  /** filled by the site at render time, for the list that works without JavaScript */
  stations: z.array(stationSummarySchema).optional(),
});
export type StationLocatorBlock = z.infer<typeof stationLocatorBlockSchema>;
