import { describe, expect, inject, it } from 'vitest';

const siteUrl = inject('siteUrl');

describe('serving', () => {
  it('answers /healthz', async () => {
    const res = await fetch(`${siteUrl}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true });
  });

  it('compresses HTML with brotli or gzip by Accept-Encoding, and revalidates with ETag', async () => {
    const br = await fetch(`${siteUrl}/`, { headers: { 'accept-encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    const gz = await fetch(`${siteUrl}/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const plain = await fetch(`${siteUrl}/`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const etag = plain.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(await br.text()).toBe(await plain.text());
    const again = await fetch(`${siteUrl}/`, { headers: { 'accept-encoding': 'identity', 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    // each coding is a representation of its own, with its own tag (RFC 9110 8.8.3)
    expect(new Set([etag, br.headers.get('etag'), gz.headers.get('etag')]).size).toBe(3);
    expect((await fetch(`${siteUrl}/`, { headers: { 'accept-encoding': 'br', 'if-none-match': etag! } })).status).toBe(200);
  });

  it('serves hashed assets as immutable and compressed', async () => {
    const html = await (await fetch(`${siteUrl}/`)).text();
    const css = /href="(\/_astro\/[^"]+\.css)"/.exec(html)?.[1];
    expect(css).toBeTruthy();
    const res = await fetch(`${siteUrl}${css}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(res.headers.get('content-encoding')).toBe('br');
  });

  it('answers HEAD without a body', async () => {
    const res = await fetch(`${siteUrl}/`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });

  it('redirects a trailing slash with 307 and keeps the query', async () => {
    const res = await fetch(`${siteUrl}/asemahaku/?q=1`, { redirect: 'manual' });
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toBe('/asemahaku?q=1');
  });

  it('rejects methods pages do not take', async () => {
    const res = await fetch(`${siteUrl}/`, { method: 'DELETE' });
    expect(res.status).toBe(405);
  });

  it('proxies article search with validation', async () => {
    const ok = await fetch(`${siteUrl}/proxy/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', locale: 'en-EU' },
      body: JSON.stringify({ page: 2, limit: 9, filter: { category: 'Article', tags: [] }, sort: { sortBy: 'created', sortDirection: 'DESC' } }),
    });
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as { items: unknown[]; page: number };
    expect(body.page).toBe(2);
    expect(body.items.length).toBeGreaterThan(0);

    const bad = await fetch(`${siteUrl}/proxy/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"page":"x"}' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toContain('page');

    const unknown = await fetch(`${siteUrl}/proxy/somewhere-else`);
    expect(unknown.status).toBe(404);
  });

  it('serves images through the image proxy with spec 7.6 parameters only', async () => {
    const html = await (await fetch(`${siteUrl}/`)).text();
    // an image with a density srcset: spec 7.6 parameters, webp
    const src = /<img src="(\/assets\/img\/[^"]+)" srcset=/.exec(html)?.[1]?.replace(/&(amp|#38);/g, '&');
    expect(src).toBeTruthy();
    const res = await fetch(`${siteUrl}${src}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    const bad = await fetch(`${siteUrl}/assets/img/x.jpg?width=abc`);
    expect(bad.status).toBe(400);
    const traversal = await fetch(`${siteUrl}/assets/img/..%2f..%2fpackage.json`);
    expect(traversal.status).toBeGreaterThanOrEqual(400);
    expect(traversal.status).toBeLessThan(500);
  });
});

describe('sitemap and robots', () => {
  it('lists every indexable page with alternates and lastmod, and robots.txt points at it', async () => {
    const res = await fetch(`${siteUrl}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = await res.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml.match(/<url>/g)!.length).toBeGreaterThan(1000);
    expect(xml).toContain('hreflang="x-default"');
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    const robots = await (await fetch(`${siteUrl}/robots.txt`)).text();
    expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  });
});
