import { createServer, type Server } from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localeCodes, type LocaleCode } from '../../../../src/config/locales';
import { renderSitemap } from '../../../../src/lib/sitemap';
import { absoluteUrl } from '../../../../src/lib/urls';
import { createSeoFiles, sitemapPages } from '../../../../src/server/api/seo-files';
import { MANIFEST_FILE, type Manifest, type PageRecord } from '../../../../src/server/output/manifest';
import { PageIndex } from '../../../../src/server/output/page-index';
import { manifestOf, pageRecord } from '../../../support/page-record';

const origins = Object.fromEntries(localeCodes.map((code) => [code, 'https://www.example.test'])) as Record<LocaleCode, string>;
const config = { SITE_URL: 'https://www.example.test', siteOrigins: origins };

/** A site of `n` station pages in two locales, each the other's translation; every tenth noindex. */
function stationSite(n: number): Manifest {
  const pages: Record<string, PageRecord> = {};
  for (let i = 0; i < n; i++) {
    const alternates = { 'fi-FI': `/asemat/asema-${i}`, 'en-EU': `/stations/station-${i}` };
    const record = (locale: string) =>
      pageRecord({ id: `station-${i}`, locale, kind: 'station', version: '2026-03-04T05:06:07Z', noIndex: i % 10 === 0, alternates });
    pages[`/asemat/asema-${i}`] = record('fi-FI');
    pages[`/en-EU/stations/station-${i}`] = record('en-EU');
  }
  return manifestOf(pages);
}

let dir = '';
let server: Server | undefined;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'seo-files-'));
});

afterEach(async () => {
  await new Promise((ok) => (server ? server.close(ok) : ok(null)));
  server = undefined;
  await rm(dir, { recursive: true, force: true });
});

async function serve(index: PageIndex): Promise<string> {
  const routes = createSeoFiles(index, config);
  server = createServer((req, res) => void routes['/sitemap.xml'](req, res));
  await new Promise<void>((ok) => server!.listen(0, '127.0.0.1', ok));
  const address = server.address() as { port: number };
  return `http://127.0.0.1:${address.port}/sitemap.xml`;
}

describe('/sitemap.xml', () => {
  it('is the sitemap of the manifest, the same for concurrent requests, and follows a change', async () => {
    await writeFile(join(dir, MANIFEST_FILE), JSON.stringify(stationSite(1_500)));
    const index = await PageIndex.load(dir);
    const url = await serve(index);
    const expected = renderSitemap(sitemapPages(index), (path, locale) => absoluteUrl(origins, path, locale));
    const [a, b] = await Promise.all([fetch(url), fetch(url)]);
    const body = await a.text();
    expect(body).toBe(expected);
    expect(await b.text()).toBe(expected);
    // 1,500 × 2 pages, every tenth of them noindex
    expect(body.match(/<url>/g)).toHaveLength(2_700);
    expect(body).toContain('<loc>https://www.example.test/en-EU/stations/station-1</loc>');
    expect(body).not.toContain('station-10<');

    index.delete('/asemat/asema-1');
    const after = await (await fetch(url)).text();
    expect(after).not.toContain('/asemat/asema-1<');
    expect(after.match(/<url>/g)).toHaveLength(2_699);
  });
});
