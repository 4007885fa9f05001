/**
 * zod schemas of the locator's station summary and data file, for the server side (render headers,
 * the manifest, the files on disk). The browser reads the file with a light check instead
 * (data.ts): zod would cost the island more than the data itself.
 */
import { z } from 'zod';
import type { StationDataFile, StationSummary } from './types';

const SPANS = '(?:\\d\\d:\\d\\d-\\d\\d:\\d\\d(?:,\\d\\d:\\d\\d-\\d\\d:\\d\\d)*|-)?';
const compactHoursSchema = z.string().max(2000).regex(new RegExp(`^(?:24h|\\d{4}-\\d{2}-\\d{2}(?:\\|${SPANS})*)?$`), 'expected compact hours');

export const stationSummarySchema: z.ZodType<StationSummary> = z.object({
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

export const stationDataFileSchema: z.ZodType<StationDataFile> = z.object({
  version: z.literal(1),
  locale: z.string(),
  stations: z.array(stationSummarySchema),
});
