/**
 * A page listing every station renders from the locator's data file on disk (src/server/station-data-file.ts
 * `withStations`), which a pass writes after its other pages (docs/architecture.md "Station locator and
 * station pages"). A locator page created or moved in the same pull as a station change must still
 * show the station as the pass leaves it, not as the file had it before the pass.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WebhookChange } from '../../../../src/cms/webhook';
import { ALL_STATIONS } from '../../../../src/cms/page-data';
import { stationDataFileSchema } from '../../../../src/cms/blocks/station-summary';
import { MANIFEST_FILE } from '../../../../src/server/output/manifest';
import { htmlFileFor } from '../../../../src/server/output/files';
import { PageIndex } from '../../../../src/server/output/page-index';
import { SiteOutput } from '../../../../src/server/output/owner';
import { Regenerator } from '../../../../src/server/regen/regenerator';
import type { Render } from '../../../../src/server/renderer';
import { answerHeaders } from '../../../../src/server/render-protocol';
import { stationDataPath } from '../../../../src/server/station-data-file';
import { writeStationData } from '../../../../src/server/station-data';
import { StaticFiles } from '../../../../src/server/static-files';
import type { StationSummary } from '../../../../src/features/locator/types';
import { manifestOf, pageRecord } from '../../../support/page-record';

let dir = '';
const client = () => join(dir, 'client');

/** The CMS: the station's name, and the paths of the pages listing every station. */
const cms = { station: 'Old name', locators: new Set<string>() };

const summary = (name: string): StationSummary => ({
  code: 'S1',
  name,
  href: '/s1',
  street: 'Katu 1',
  city: 'Espoo',
  lat: 60.2,
  lng: 24.7,
  filters: [],
  tz: 'Europe/Helsinki',
  hours: '24h',
});

/** What the page route answers: a station page carries its summary; a locator page lists the data file's stations. */
const render: Render = async (pathname) => {
  const headers = new Headers();
  const page = (body: string, deps: { id: string; station: string }, locator?: StationSummary) => {
    answerHeaders(headers, {
      degraded: false,
      page: { version: '1', kind: 'standard', noIndex: false, alternates: {}, deps: { ...deps, locale: 'fi-FI', tags: [] }, ...(locator ? { locator } : {}) },
    });
    return { status: 200, headers, body };
  };
  if (pathname === '/s1') return page(`<h1>${cms.station}</h1>`, { id: 's1', station: 'S1' }, summary(cms.station));
  if (cms.locators.has(pathname)) {
    // as withStations does: the stations the data file on disk holds at the moment of the render
    const file = stationDataFileSchema.parse(JSON.parse(await readFile(stationDataPath(client(), 'fi-FI'), 'utf8')));
    return page(`<ul>${file.stations.map((s) => `<li>${s.name}</li>`).join('')}</ul>`, { id: pathname, station: ALL_STATIONS });
  }
  return { status: 404, headers, body: 'not found' };
};

const change = (c: Partial<WebhookChange>): WebhookChange => ({
  type: 'page',
  action: 'updated',
  locale: 'fi-FI',
  contentType: 'standardPage',
  tags: [],
  ...c,
});

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'regen-locator-data-'));
  cms.station = 'Old name';
  cms.locators = new Set(['/asemat']);
  // the full build: the station page, the data file made from its summary, and a locator page listing it
  const records: Record<string, ReturnType<typeof pageRecord>> = {
    '/s1': { ...pageRecord({ id: 's1', station: 'S1', file: htmlFileFor('/s1') }), locator: summary(cms.station) },
    '/asemat': pageRecord({ id: '/asemat', station: ALL_STATIONS, file: htmlFileFor('/asemat') }),
  };
  const manifest = manifestOf(records);
  await mkdir(join(client(), 'data'), { recursive: true });
  await writeStationData(client(), manifest, ['fi-FI', 'en-EU'], 1);
  for (const [path, record] of Object.entries(records)) {
    await mkdir(join(client(), record.file, '..'), { recursive: true });
    await writeFile(join(client(), record.file), (await render(path)).body);
  }
  await writeFile(join(dir, MANIFEST_FILE), JSON.stringify(manifest));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function pass(changes: WebhookChange[]): Promise<(path: string) => Promise<string>> {
  const index = await PageIndex.load(dir);
  const regen = new Regenerator({
    render,
    output: new SiteOutput({ clientDir: client(), index, files: new StaticFiles(client(), 5), brotliQuality: 1 }),
    writeLocatorData: (locales) => writeStationData(client(), index.manifest, locales, 1),
    log: () => {},
    coalesceMs: 0,
    retryDelaysMs: [],
  });
  regen.enqueue(changes);
  await regen.idle();
  regen.stop();
  return async (path) => readFile(join(client(), index.get(path)!.file), 'utf8');
}

describe('a page listing every station renders after the pass has written the data file it reads', () => {
  it('a station renamed: the locator page the build made shows its new name', async () => {
    cms.station = 'New name';
    const page = await pass([change({ id: 's1', path: '/s1', contentType: 'stationPage', station: 'S1' })]);
    expect(await page('/asemat')).toBe('<ul><li>New name</li></ul>');
  });

  it('a locator page created in the same pull as a station change shows the station as changed', async () => {
    cms.station = 'New name';
    cms.locators.add('/uusi');
    const page = await pass([
      change({ id: 's1', path: '/s1', contentType: 'stationPage', station: 'S1' }),
      change({ action: 'created', id: 'uusi', path: '/uusi' }),
    ]);
    expect(await page('/uusi')).toBe('<ul><li>New name</li></ul>');
    expect(await page('/asemat')).toBe('<ul><li>New name</li></ul>');
  });

  it('a locator page moved in the same pull as a station change shows the station as changed at its new path', async () => {
    cms.station = 'New name';
    cms.locators = new Set(['/muutettu']);
    const page = await pass([
      change({ id: '/asemat', path: '/muutettu', previousPath: '/asemat' }),
      change({ id: 's1', path: '/s1', contentType: 'stationPage', station: 'S1' }),
    ]);
    expect(await page('/muutettu')).toBe('<ul><li>New name</li></ul>');
  });
});
