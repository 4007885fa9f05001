/**
 * The locator's data files in an output folder: `client/data/stations-<locale>.json`, served at
 * `stationDataUrl` (src/features/locator/data-file.ts), and the enrich step that reads them.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LocaleCode } from '../config/locales';
import type { PageContent } from '../cms/schemas';
import { stationDataFileSchema } from '../cms/blocks/station-summary';
import { stationLocatorBlocks, type Enrich } from '../cms/page-data';
import type { StationSummary } from '../features/locator/types';

/** The data file of a locale in an output folder's client directory. */
export function stationDataPath(clientDir: string, locale: LocaleCode): string {
  return join(clientDir, 'data', `stations-${locale}.json`);
}

/** Reads a locale's data file from an output folder; [] when it is missing or malformed. */
async function readStationData(outputDir: string, locale: LocaleCode): Promise<StationSummary[]> {
  const text = await readFile(stationDataPath(join(outputDir, 'client'), locale), 'utf8').catch(() => null);
  if (!text) return [];
  try {
    const parsed = stationDataFileSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data.stations : [];
  } catch {
    return [];
  }
}

/**
 * The enrich step that gives every locator block of a page the locale's stations (for the list
 * that works without JavaScript), read from the output folder being rendered for. The site's
 * renderer passes it to the page route (src/server/renderer.ts); a render without it leaves the
 * list empty and the island loads the stations itself.
 */
export function withStations(outputDir: string): Enrich {
  return async (content: PageContent, locale: LocaleCode) => {
    if (content.contentType === 'articlePage' || stationLocatorBlocks(content).length === 0) return content;
    const stations = await readStationData(outputDir, locale);
    return { ...content, body: content.body.map((b) => (b.contentType === 'stationLocator' ? { ...b, stations } : b)) };
  };
}
