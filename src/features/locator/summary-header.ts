/**
 * A station page's render hands its locator summary to whoever keeps the output (the build, an
 * on-demand render, a regeneration pass) in an internal response header, like X-Page-Deps: the
 * pipeline never sends render headers on to visitors.
 */
import { stationSummarySchema } from '../../cms/blocks/station-summary';
import type { StationSummary } from './types';

export const STATION_SUMMARY_HEADER = 'x-station-summary';

/** The summary a render carried, or null (not a station page, or malformed). */
export function summaryFromHeaders(headers: Headers): StationSummary | null {
  const text = headers.get(STATION_SUMMARY_HEADER);
  if (!text) return null;
  try {
    const parsed = stationSummarySchema.safeParse(JSON.parse(decodeURIComponent(text)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
