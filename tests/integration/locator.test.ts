import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { localeCodes, type LocaleCode } from '../../src/config/locales';
import { hrefFor, localizedHref } from '../../src/i18n/paths';
import { t } from '../../src/i18n/t';
import { stationDataFileSchema } from '../../src/cms/blocks/station-summary';
import { listPaths, samplePages } from '../support/site';

const siteUrl = inject('siteUrl');
const backendUrl = inject('backendUrl');
const distDir = inject('distDir');

const ownMarkets: Record<LocaleCode, string[]> = { 'fi-FI': ['FI'], 'en-EU': ['FI', 'NO', 'SE'], 'sv-SE': ['SE'], 'no-NO': ['NO'] };
const stationPaths = async (locale: LocaleCode) => (await listPaths(backendUrl, locale)).filter((p) => p.contentType === 'stationPage');

describe('the locator data files (one per locale, made at build time)', () => {
  it.each(localeCodes)('list every station page of %s, with links that lead to them', async (locale) => {
    const res = await fetch(`${siteUrl}/data/stations-${locale}.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const file = stationDataFileSchema.parse(await res.json());
    expect(file.locale).toBe(locale);
    const expected = (await stationPaths(locale)).map((p) => localizedHref(p.path, locale)).sort();
    expect(file.stations.map((s) => s.href).sort()).toEqual(expected);
    // en-EU shows every market, the others their own
    const markets = new Set(file.stations.map((s) => s.code.slice(0, 2)));
    expect([...markets].sort()).toEqual(ownMarkets[locale]);
    const sample = file.stations[Math.floor(file.stations.length / 2)]!;
    const page = await fetch(`${siteUrl}${sample.href}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`data-station-code="${sample.code}"`);
  });

  it('are cacheable: compressed, a content ETag, 304 when unchanged, and the same as the file on disk', async () => {
    const res = await fetch(`${siteUrl}/data/stations-fi-FI.json`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const body = await res.text();
    expect(body).toBe(await readFile(join(distDir, 'client', 'data', 'stations-fi-FI.json'), 'utf8'));
    const again = await fetch(`${siteUrl}/data/stations-fi-FI.json`, { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect((await fetch(`${siteUrl}/data/stations-fi-FI.json`, { method: 'DELETE' })).status).toBe(405);
    expect((await fetch(`${siteUrl}/data/stations-xx-XX.json`)).status).toBe(404);
  });
});

describe('the locator page', () => {
  it.each(localeCodes)('in %s lists every station without JavaScript and mounts the island', async (locale) => {
    const html = await (await fetch(`${siteUrl}${hrefFor('stationLocator', locale)}`)).text();
    expect(html).toMatch(
      /<astro-island[^>]+component-url="\/_astro\/Locator\.[\w-]+\.js"[^>]+client="hydrate" opts="[^"]*&quot;value&quot;:&quot;visible&quot;/,
    );
    const list = /<ul class="locator-fallback"[\s\S]*?<\/astro-slot>/.exec(html)?.[0] ?? '';
    const links = [...list.matchAll(/<a href="([^"]+)"/g)].map((m) => m[1]);
    expect(links.sort()).toEqual((await stationPaths(locale)).map((p) => localizedHref(p.path, locale)).sort());
    expect(html).toContain(`/data/stations-${locale}.json`);
  });
});

describe('what other pages carry', () => {
  it("content pages reference none of the locator's code or styles", async () => {
    const { landing, standard, article } = await samplePages(backendUrl, 'en-EU');
    for (const path of [landing, standard, article]) {
      const html = await (await fetch(`${siteUrl}${path}`)).text();
      if (html.includes('data-locator')) continue; // the block page sampled may be the locator itself
      expect(html, path).not.toMatch(/Locator\.[\w-]+\.js|locator\.[\w-]+\.css|leaflet|station-map/i);
    }
  });

  it('a station page embeds its hours for the browser and a map that loads later; internal headers stay inside', async () => {
    const { station } = await samplePages(backendUrl, 'sv-SE');
    const res = await fetch(`${siteUrl}${station}`);
    expect(res.headers.get('x-station-summary')).toBeNull();
    const html = await res.text();
    const data = JSON.parse(/<script type="application\/json" id="station-hours-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}') as {
      tz?: string;
      store24h?: boolean;
      days?: unknown[];
    };
    expect(data.tz).toBe('Europe/Stockholm');
    expect(typeof data.store24h).toBe('boolean');
    expect(data.days?.length).toBeGreaterThan(0);
    // Swedish hours: two-digit hour, a full stop and an en dash (src/lib/clock.ts)
    expect(html).toMatch(/\b\d\d\.\d\d–\d\d\.\d\d\b/);
    expect(html).not.toMatch(/\d\d:\d\d - \d\d:\d\d/);
    expect(html).toMatch(/data-station-map="[^"]*(&#34;|&quot;)lat(&#34;|&quot;):\d/);
    // menu prices of a Swedish station are in crowns
    if (html.includes('station-menu')) expect(html).toMatch(/kr/);
  });
});

describe('the locator quick-nav item (spec 2.4)', () => {
  it.each(localeCodes)('in %s is a link to the locator’s search and list, in the locale’s words', async (locale) => {
    const html = await (await fetch(`${siteUrl}${hrefFor('stationLocator', locale)}`)).text();
    const link = new RegExp(`<a class="locator-quicknav" href="#([\\w-]+)"[^>]*>${t(locale, 'locator.quickNav')}</a>`).exec(html);
    expect(link, 'quick-nav link').not.toBeNull();
    const target = new RegExp(`<div id="${link![1]}"[^>]*>[\\s\\S]*?<astro-island[^>]+component-url="/_astro/Locator\\.`).exec(html);
    expect(target, 'the target holds the locator').not.toBeNull();
  });
});
