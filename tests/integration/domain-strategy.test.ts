import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { rawRequest } from '../support/raw-http';
import { startTestSiteOnCopy, type SiteProcess } from '../support/site-process';

const distDir = inject('distDir');

/** A GET with a Host header of our choosing (fetch does not let a caller set Host). */
async function get(base: string, path: string, host: string): Promise<{ status: number; location: string | undefined; body: string }> {
  const res = await rawRequest(base, { target: path, headers: { host } });
  return { status: res.status, location: res.headers.location, body: res.body.toString('utf8') };
}

describe('the domain strategy: one host per locale, no prefix', () => {
  let site: SiteProcess;

  beforeAll(async () => {
    site = await startTestSiteOnCopy(distDir, 'domain', {
      LOCALE_STRATEGY: 'domain',
      SITE_URL: 'http://fi.site.test',
      SITE_URL_FI_FI: 'http://fi.site.test',
      SITE_URL_EN_EU: 'http://en.site.test',
      SITE_URL_SV_SE: 'http://sv.site.test',
      SITE_URL_NO_NO: 'http://no.site.test',
    });
  });
  afterAll(async () => {
    await site?.stop();
  });

  it("serves each locale's pages on its own host without a prefix", async () => {
    const en = await get(site.url, '/stationsearch', 'en.site.test');
    expect(en.status).toBe(200);
    expect(en.body).toContain('<html lang="en"');
    const sv = await get(site.url, '/hitta-station', 'sv.site.test');
    expect(sv.status).toBe(200);
    expect(sv.body).toContain('<html lang="sv-SE"');
    const fi = await get(site.url, '/asemahaku', 'fi.site.test:80');
    expect(fi.status).toBe(200);
  });

  it('does not let a locale prefix reach another locale on a domain host', async () => {
    const res = await get(site.url, '/en-EU/stationsearch', 'fi.site.test');
    expect(res.status).toBe(404);
    // route validation fails: the 404 error page in the host's locale, naming the path (spec 8)
    expect(res.body).toContain('data-page-kind="error"');
    expect(res.body).toContain('<html lang="fi');
    expect(res.body).toContain('/en-EU/stationsearch');
  });

  it('strips www. to the configured host, and never redirects to a spoofed one', async () => {
    const www = await get(site.url, '/hitta-station?x=1', 'www.sv.site.test');
    expect(www.status).toBe(307);
    expect(www.location).toBe('http://sv.site.test/hitta-station?x=1');
    for (const host of ['evil.example', 'www.evil.example', 'sv.site.test.evil.example']) {
      const res = await get(site.url, '/hitta-station/', host);
      expect(res.location ?? '', host).not.toContain('evil');
    }
  });

  it("switches locale to the other locale's configured host", async () => {
    const res = await get(site.url, '/api/v1/locale?to=sv-SE&path=/hitta-station', 'fi.site.test');
    expect(res.status).toBe(307);
    expect(res.location).toBe('http://sv.site.test/hitta-station');
  });
});
