/**
 * GET /data/stations-<locale>.json: the station locator's data file of a locale (spec 2.4). Derived
 * from the output manifest whenever a station's record in it has changed, so a station page
 * rendered on demand or regenerated shows in the locator at once; every locale's list comes from one
 * walk over the manifest per such change, and an edit of any other page costs nothing here (at
 * scale 10 the walk covers 22k records). Compressed once per change, with an ETag from the content
 * so browsers and CDNs revalidate cheaply. The copy on disk follows.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { localeCodes, type LocaleCode } from '../../config/locales';
import { stationDataUrl } from '../../features/locator/data-file';
import { stationDataPath } from '../station-data-file';
import { HttpError } from '../../lib/http/errors';
import { writeAtomic } from '../../lib/fs/atomic-write';
import { encode, type Encoded } from '../output/files';
import type { PageIndex } from '../output/page-index';
import type { PageRecord } from '../output/manifest';
import { sendEntry } from '../respond';
import { staticEntry, type StaticEntry } from '../static-files';
import { RESPONSE_POLICY } from '../edge/policy';
import { stationDataText, stationsByLocale } from '../station-data';
import type { StationSummary } from '../../features/locator/types';

/** Revalidated on every use: the file changes when a station page does. */
export const STATION_DATA_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

type Handler = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void>;

/** The copy on disk with its compressed siblings, when it holds exactly `text`. */
async function fromDisk(file: string, text: string): Promise<Encoded | null> {
  const [raw, gzip, brotli] = await Promise.all([readFile(file), readFile(`${file}.gz`), readFile(`${file}.br`)].map((p) => p.catch(() => null)));
  return raw && gzip && brotli && raw.toString('utf8') === text ? { raw, gzip, brotli } : null;
}

export function createStationDataRoutes(index: PageIndex, clientDir: string): Record<string, Handler> {
  const cache = new Map<LocaleCode, { revision: number; text: string; entry: StaticEntry }>();
  /** moves on with every change of a record that is, or was, a station's */
  let revision = 0;
  const isStation = (record: PageRecord | undefined) => record?.locator !== undefined;
  index.onChange((_path, before, after) => {
    if (isStation(before) || isStation(after)) revision += 1;
  });
  let lists: { revision: number; byLocale: Record<LocaleCode, StationSummary[]> } | null = null;
  const stationsOf = (locale: LocaleCode): StationSummary[] => {
    if (lists?.revision !== revision) lists = { revision, byLocale: stationsByLocale(index.manifest) };
    return lists.byLocale[locale];
  };

  async function entryFor(locale: LocaleCode): Promise<StaticEntry> {
    const cached = cache.get(locale);
    if (cached && cached.revision === revision) return cached.entry;
    const current = revision;
    const text = stationDataText(locale, stationsOf(locale));
    if (cached && cached.text === text) {
      cache.set(locale, { ...cached, revision: current });
      return cached.entry;
    }
    const file = stationDataPath(clientDir, locale);
    let encoded = await fromDisk(file, text);
    if (!encoded) {
      // brotli 5 here (a request waits for it); the build writes its files at 11
      encoded = await encode(text, 5);
      const fresh = encoded;
      void Promise.all([writeAtomic(`${file}.gz`, fresh.gzip), writeAtomic(`${file}.br`, fresh.brotli)])
        .then(() => writeAtomic(file, fresh.raw))
        .catch((error: unknown) => console.error(`[locator] could not write ${file}:`, error));
    }
    const entry = staticEntry(encoded, {
      contentType: 'application/json; charset=utf-8',
      cacheControl: STATION_DATA_CACHE_CONTROL,
      compressible: true,
      validator: RESPONSE_POLICY.publicFile.validator,
    });
    cache.set(locale, { revision: current, text, entry });
    return entry;
  }

  const routes: Record<string, Handler> = {};
  for (const locale of localeCodes) {
    routes[stationDataUrl(locale)] = async (req, res) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') throw new HttpError(405, 'method_not_allowed', 'Use GET');
      sendEntry(req, res, await entryFor(locale));
    };
  }
  return routes;
}
