import { createServer, type Server } from 'node:http';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageIndex } from '../../../src/server/output/page-index';
import type { Manifest, PageRecord } from '../../../src/server/output/manifest';
import { stationDataText, stationsByLocale, writeStationData } from '../../../src/server/station-data';
import { clusterLevels } from '../../../src/features/locator/clusters';
import { createStationDataRoutes } from '../../../src/server/api/station-data';
import { recordFromRender, summaryFromHeaders } from '../../../src/server/render-protocol';
import { stationDataPath, withStations } from '../../../src/server/station-data-file';
import { buildLocatorData, stationPagesFirst } from '../../../scripts/build/locator-data';
import { StagedOutput } from '../../../src/server/output/staged';
import { HttpError } from '../../../src/lib/http/errors';
import type { StationSummary } from '../../../src/features/locator/types';
import type { StandardPage } from '../../../src/cms/schemas';

/** The render's internal header carrying a station page's summary (src/server/render-protocol.ts). */
const STATION_SUMMARY_HEADER = 'x-station-summary';

const summary = (code: string, href: string): StationSummary => ({
  code,
  name: `NE ${code}`,
  href,
  street: 'Tie 1',
  city: 'Espoo',
  lat: 60.2,
  lng: 24.7,
  filters: ['lunch'],
  tz: 'Europe/Helsinki',
  hours: '24h',
});

function record(locale: string, station?: StationSummary, dep?: string): PageRecord {
  return {
    file: 'x.html',
    kind: station ? 'station' : 'standard',
    version: '',
    noIndex: false,
    alternates: {},
    deps: { id: 'p', locale, tags: [], ...(station ? { station: station.code } : dep ? { station: dep } : {}) },
    ...(station ? { locator: station } : {}),
  };
}

/** A build's output holding the records of manifest(). */
function staged(): StagedOutput {
  const output = new StagedOutput(join(dir, 'staging'), 'b1');
  for (const [path, record] of Object.entries(manifest().pages)) output.adopt(path, { kind: 'page', record });
  return output;
}

function manifest(): Manifest {
  return {
    buildId: 'b1',
    builtAt: '',
    redirects: {},
    pages: {
      '/asemat/b': record('fi-FI', summary('FI00002', '/asemat/b')),
      '/asemat/a': record('fi-FI', summary('FI00001', '/asemat/a')),
      '/en-EU/stations/a': record('en-EU', summary('FI00001', '/en-EU/stations/a')),
      '/sv-SE/stationer/c': record('sv-SE', summary('SE00001', '/sv-SE/stationer/c')),
      '/asemahaku': record('fi-FI', undefined, '*'),
    },
  };
}

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'locator-data-'));
});
afterEach(async () => {
  // the route writes its copy on disk in the background: let it land before removing the folder
  await expect
    .poll(async () =>
      rm(dir, { recursive: true, force: true }).then(
        () => true,
        () => false,
      ),
    )
    .toBe(true);
});

describe('station summaries through the render headers', () => {
  it('reach the manifest record of a station page, and only a well-formed one', () => {
    const headers = new Headers({ 'x-page-deps': encodeURIComponent(JSON.stringify({ id: 'p', locale: 'fi-FI', station: 'FI00001' })) });
    headers.set(STATION_SUMMARY_HEADER, encodeURIComponent(JSON.stringify(summary('FI00001', '/asemat/a'))));
    expect(recordFromRender(headers, 'asemat/a.html')?.locator).toEqual(summary('FI00001', '/asemat/a'));
    headers.set(STATION_SUMMARY_HEADER, encodeURIComponent(JSON.stringify({ ...summary('FI00001', '//evil.example'), lat: 'x' })));
    expect(recordFromRender(headers, 'asemat/a.html')).not.toHaveProperty('locator');
    headers.set(STATION_SUMMARY_HEADER, '%E0%A4%A');
    expect(summaryFromHeaders(headers)).toBeNull();
  });
});

describe('the data files', () => {
  it("hold each locale's stations sorted by code (en-EU has its own pages of every market)", () => {
    const byLocale = stationsByLocale(manifest());
    expect(byLocale['fi-FI'].map((s) => s.code)).toEqual(['FI00001', 'FI00002']);
    expect(byLocale['en-EU'].map((s) => s.href)).toEqual(['/en-EU/stations/a']);
    expect(byLocale['no-NO']).toEqual([]);
  });

  it("carry the first view's markers of the stations as they are now: a moved, added or removed station changes them", () => {
    const spread = (n: number, lngShift = 0) =>
      Array.from({ length: n }, (_, i) => ({
        ...summary(`SE${String(i).padStart(5, '0')}`, `/sv-SE/stationer/${i}`),
        lat: 55 + (i % 40) * 0.3,
        lng: 11 + Math.floor(i / 40) * 0.4 + lngShift,
      }));
    const clustersOf = (stations: StationSummary[]) => (JSON.parse(stationDataText('sv-SE', stations)) as { clusters: unknown }).clusters;
    const stations = spread(400);
    expect(clustersOf(stations)).toEqual(clusterLevels(stations));
    // another name, the same places: the same markers
    const renamed = stations.map((s) => ({ ...s, name: `${s.name} (uusi)` }));
    expect(clustersOf(renamed)).toEqual(clusterLevels(stations));
    const moved = spread(400, 3);
    expect(clustersOf(moved)).toEqual(clusterLevels(moved));
    expect(clustersOf(moved)).not.toEqual(clusterLevels(stations));
    const fewer = stations.slice(0, 120);
    expect(clustersOf(fewer)).toEqual(clusterLevels(fewer));
  });

  it('hold one entry per station code, from the canonical station page only', () => {
    const m = manifest();
    const canonical = (locale: string, path: string, s: StationSummary): PageRecord => ({ ...record(locale, s), alternates: { [locale]: path } });
    m.pages['/asemat/a'] = canonical('fi-FI', '/asemat/a', summary('FI00001', '/asemat/a'));
    // the same station kept under an alias (an older site kept whatever a visitor asked for)
    m.pages['/%61semat/a'] = canonical('fi-FI', '/asemat/a', summary('FI00001', '/%61semat/a'));
    m.pages['/ASEMAT/a'] = canonical('fi-FI', '/asemat/a', summary('FI00001', '/ASEMAT/a'));
    // two records without alternates naming one code still give one entry
    m.pages['/asemat/b2'] = record('fi-FI', summary('FI00002', '/asemat/b2'));
    const fi = stationsByLocale(m)['fi-FI'];
    expect(fi.map((s) => s.code)).toEqual(['FI00001', 'FI00002']);
    expect(fi.find((s) => s.code === 'FI00001')?.href).toBe('/asemat/a');
    expect(new Set(fi.map((s) => s.code)).size).toBe(fi.length);
  });

  it('are written with compressed siblings, and not rewritten when unchanged', async () => {
    await writeStationData(dir, manifest());
    const file = stationDataPath(dir, 'fi-FI');
    const text = await readFile(file, 'utf8');
    expect(JSON.parse(text)).toMatchObject({ version: 1, locale: 'fi-FI', stations: [{ code: 'FI00001' }, { code: 'FI00002' }] });
    expect(gunzipSync(await readFile(`${file}.gz`)).toString()).toBe(text);
    expect(JSON.parse(await readFile(stationDataPath(dir, 'no-NO'), 'utf8')).stations).toEqual([]);
    const before = (await stat(file)).mtimeMs;
    await new Promise((r) => setTimeout(r, 20));
    await writeStationData(dir, manifest(), ['fi-FI']);
    expect((await stat(file)).mtimeMs).toBe(before);
  });

  it('are made by the build, which then renders the pages listing every station again', async () => {
    const output = staged();
    const rendered: string[] = [];
    const done = Promise.resolve();
    const count = await buildLocatorData(output, { stationsIn: done, allIn: done }, async (job) => {
      rendered.push(job.pathname);
      return { kind: 'page', record: { ...record('fi-FI', undefined, '*'), version: 'again' } };
    });
    expect(count).toBe(1);
    expect(rendered).toEqual(['/asemahaku']);
    expect(output.manifest.pages['/asemahaku']?.version).toBe('again');
    expect(JSON.parse(await readFile(stationDataPath(output.clientDir, 'sv-SE'), 'utf8')).stations).toHaveLength(1);
  });

  it('are written once the station pages are in, while the rest of the build still renders', async () => {
    let allIn!: () => void;
    const rest = new Promise<void>((resolve) => (allIn = resolve));
    const rerender = vi.fn(async () => ({ kind: 'page', record: record('fi-FI', undefined, '*') }) as const);
    const output = staged();
    const step = buildLocatorData(output, { stationsIn: Promise.resolve(), allIn: rest }, rerender);
    // the files appear before the other pages are done; the locator pages wait for all of them
    await vi.waitFor(async () => expect(JSON.parse(await readFile(stationDataPath(output.clientDir, 'fi-FI'), 'utf8')).stations).toHaveLength(2));
    expect(rerender).not.toHaveBeenCalled();
    allIn();
    expect(await step).toBe(1);
    expect(rerender).toHaveBeenCalledTimes(1);
  });

  it('fail with the build, but only once the files have stopped being written', async () => {
    const failed = Promise.reject(new Error('[build] page "/x" (fi-FI) failed'));
    const output = staged();
    await expect(buildLocatorData(output, { stationsIn: Promise.resolve(), allIn: failed }, vi.fn())).rejects.toThrow('page "/x"');
    // every file is complete by then: nothing lands in the build's folder after it is removed
    const file = stationDataPath(output.clientDir, 'fi-FI');
    expect(brotliDecompressSync(await readFile(`${file}.br`)).toString()).toBe(await readFile(file, 'utf8'));
  });

  it('come from the station pages, which the build renders first', () => {
    const jobs = [
      { pathname: '/a', contentType: 'standardPage' },
      { pathname: '/asemat/x', contentType: 'stationPage' },
      { pathname: '/artikkeli/y', contentType: 'articlePage' },
      { pathname: '/asemat/z', contentType: 'stationPage' },
    ];
    expect(stationPagesFirst(jobs).map((j) => j.pathname)).toEqual(['/asemat/x', '/asemat/z', '/a', '/artikkeli/y']);
  });

  it("give a locator block its locale's stations (the renderer's enrich step) for the list without JavaScript", async () => {
    await writeStationData(join(dir, 'client'), manifest());
    const page = { contentType: 'standardPage', body: [{ id: 'l', contentType: 'stationLocator', filters: [] }] } as unknown as StandardPage;
    const enriched = (await withStations(dir)(page, 'fi-FI')) as StandardPage;
    expect((enriched.body[0] as { stations?: StationSummary[] }).stations?.map((s) => s.code)).toEqual(['FI00001', 'FI00002']);
    // the loaded content itself is left as it was
    expect((page.body[0] as { stations?: StationSummary[] }).stations).toBeUndefined();
    // a locale without a data file: an empty list
    const other = (await withStations(dir)(page, 'no-NO')) as StandardPage;
    expect((other.body[0] as { stations?: StationSummary[] }).stations).toEqual([]);
  });
});

describe('GET /data/stations-<locale>.json', () => {
  let server: Server;
  let base: string;
  let index: PageIndex;

  beforeEach(async () => {
    index = new PageIndex(dir, manifest());
    const routes = createStationDataRoutes(index, join(dir, 'client'));
    server = createServer((req, res) => {
      const route = routes[req.url ?? ''];
      if (!route) return void res.writeHead(404).end();
      route(req, res, new URL(req.url ?? '/', 'http://x')).catch((error: unknown) => {
        res.writeHead(error instanceof HttpError ? error.status : 500).end();
      });
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    await new Promise<void>((ok) => server.close(() => ok()));
  });

  it('serves the data compressed, with a content ETag that revalidates to 304', async () => {
    const res = await fetch(`${base}/data/stations-fi-FI.json`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const etag = res.headers.get('etag') ?? '';
    expect((await res.json()) as unknown).toMatchObject({ locale: 'fi-FI', stations: [{ code: 'FI00001' }, { code: 'FI00002' }] });
    const again = await fetch(`${base}/data/stations-fi-FI.json`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect((await fetch(`${base}/data/stations-fi-FI.json`, { method: 'POST' })).status).toBe(405);
  });

  it('follows the manifest: a station rendered on demand or regenerated shows at once, a removed one goes', async () => {
    const first = await fetch(`${base}/data/stations-fi-FI.json`);
    const etag = first.headers.get('etag') ?? '';
    index.set('/asemat/new', record('fi-FI', summary('FI00003', '/asemat/new')));
    index.delete('/asemat/a');
    const res = await fetch(`${base}/data/stations-fi-FI.json`, { headers: { 'if-none-match': etag } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { stations: StationSummary[] }).stations.map((s) => s.code)).toEqual(['FI00002', 'FI00003']);
    // the copy on disk follows (written in the background)
    await expect.poll(async () => JSON.parse(await readFile(stationDataPath(join(dir, 'client'), 'fi-FI'), 'utf8').catch(() => '{}')).stations?.length).toBe(2);
  });

  it('follows a station page that stops being one, and stays as it was through edits of other pages', async () => {
    const etag = (await fetch(`${base}/data/stations-fi-FI.json`)).headers.get('etag') ?? '';
    index.set('/asemahaku', record('fi-FI', undefined, '*'));
    index.set('/yritys', record('fi-FI'));
    expect((await fetch(`${base}/data/stations-fi-FI.json`, { headers: { 'if-none-match': etag } })).status).toBe(304);
    // the record under a station's path is now a plain page's: the station goes from every list
    index.set('/asemat/a', record('fi-FI'));
    const res = await fetch(`${base}/data/stations-fi-FI.json`, { headers: { 'if-none-match': etag } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { stations: StationSummary[] }).stations.map((s) => s.code)).toEqual(['FI00002']);
    const en = (await (await fetch(`${base}/data/stations-en-EU.json`)).json()) as { stations: StationSummary[] };
    expect(en.stations.map((s) => s.code)).toEqual(['FI00001']);
  });
});
