/**
 * Where the locator's data files live: `client/data/stations-<locale>.json` in the output folder,
 * served at `/data/stations-<locale>.json`. Server only (node:fs).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LocaleCode } from '../../config/locales';
import type { PageContent, StationLocatorBlock } from '../../cms/schemas';
import { stationDataFileSchema } from './summary-schema';
import type { StationSummary } from './types';

/** A page's station dependency (manifest deps.station) meaning "every station of its locale": the locator. */
export const ALL_STATIONS = '*';

/** The public URL of a locale's data file. */
export function stationDataUrl(locale: LocaleCode): string {
  return `/data/stations-${locale}.json`;
}

/** The data file of a locale in an output folder's client directory. */
export function stationDataPath(clientDir: string, locale: LocaleCode): string {
  return join(clientDir, 'data', `stations-${locale}.json`);
}

/** Reads a locale's data file from an output folder; [] when it is missing or malformed. */
export async function readStationData(outputDir: string, locale: LocaleCode): Promise<StationSummary[]> {
  const text = await readFile(stationDataPath(join(outputDir, 'client'), locale), 'utf8').catch(() => null);
  if (!text) return [];
  try {
    const parsed = stationDataFileSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data.stations : [];
  } catch {
    return [];
  }
}

/** The station locator blocks of a page. */
export function stationLocatorBlocks(content: PageContent): StationLocatorBlock[] {
  if (content.contentType === 'articlePage') return [];
  return content.body.filter((b): b is StationLocatorBlock => b.contentType === 'stationLocator');
}

/**
 * Gives every locator block of a page the locale's stations (for the list that works without
 * JavaScript), read from the output folder being rendered for. Without a folder (a render outside
 * the site's renderer) the list stays empty and the island loads the stations itself.
 */
export async function attachStations(content: PageContent, locale: LocaleCode, outputDir: string | null): Promise<void> {
  const blocks = stationLocatorBlocks(content);
  if (blocks.length === 0) return;
  const stations = outputDir ? await readStationData(outputDir, locale) : [];
  for (const block of blocks) block.stations = stations;
}
