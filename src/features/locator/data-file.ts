/**
 * Where the locator's data files are served: `/data/stations-<locale>.json` (spec 2.4). The files
 * themselves, in the output folder, are the server's (src/server/station-data-file.ts).
 */
import type { LocaleCode } from '../../config/locales';

/** The public URL of a locale's data file. */
export function stationDataUrl(locale: LocaleCode): string {
  return `/data/stations-${locale}.json`;
}
