import { describe, expect, inject, it } from 'vitest';
import { locales } from '../../src/config/locales';
import { rawRequest } from '../support/raw-http';
import { samplePages, textOf } from '../support/site';

const siteUrl = inject('siteUrl');
const backendUrl = inject('backendUrl');

describe.each(locales.map((l) => [l.code, l] as const))('every page kind in %s', (code, entry) => {
  it('serves landing, block, article and station pages with layout, lang and SEO head', async () => {
    const pages = await samplePages(backendUrl, code);
    for (const [kind, path] of Object.entries(pages)) {
      const res = await fetch(`${siteUrl}${path}`);
      expect(res.status, `${kind} ${path}`).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await res.text();
      expect(html, `${kind} lang`).toContain(`<html lang="${entry.iso}"`);
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html).toContain('<link rel="canonical"');
      expect(html, `${kind} nav`).toMatch(/<nav aria-label="[^"]+"/);
      expect(html, `${kind} footer`).toContain('class="site-footer"');
      expect(html, `${kind} kind marker`).toContain(`data-page-kind="${kind}"`);
      // internal headers never leave the server
      expect(res.headers.get('x-page-deps')).toBeNull();
    }
  });
});

describe('page content', () => {
  it('renders an article with byline, date, content and share button', async () => {
    const { article } = await samplePages(backendUrl, 'en-EU');
    const html = await (await fetch(`${siteUrl}${article}`)).text();
    expect(html).toMatch(/<time datetime="\d{4}-\d{2}-\d{2}/);
    expect(html).toContain('class="prose article__content"');
    expect(html).toContain('data-share-url=');
    expect(html).toContain('>By ');
  });

  it("fetches an article's and a station's lead image first: eager, at high priority (each page's largest paint)", async () => {
    for (const code of locales.map((l) => l.code)) {
      const { article, station } = await samplePages(backendUrl, code);
      for (const [path, name] of [
        [article, 'article__image'],
        [station, 'station__image'],
      ] as const) {
        const html = await (await fetch(`${siteUrl}${path}`)).text();
        const images = html.match(new RegExp(`<img\\b[^>]*\\bclass="${name}"[^>]*>`, 'g')) ?? [];
        expect(images, `${path}: its lead image`).toHaveLength(1);
        expect(images[0], path).toMatch(/\bloading="eager"/);
        expect(images[0], path).toMatch(/\bfetchpriority="high"/);
        // and no other image of the page competes with it
        expect(html.match(/\bfetchpriority="high"/g), path).toHaveLength(1);
      }
    }
  });

  it('renders a station page with hours, services, directions, back link and JSON-LD', async () => {
    const { station } = await samplePages(backendUrl, 'fi-FI');
    const html = await (await fetch(`${siteUrl}${station}`)).text();
    const text = textOf(html);
    expect(text).toContain('Aukioloajat');
    // Finnish hours read 'klo 7.00–21.30' (src/lib/clock.ts)
    expect(text).toMatch(/klo \d{1,2}\.\d\d–\d{1,2}\.\d\d/);
    expect(text).not.toMatch(/\d\d:\d\d - \d\d:\d\d/);
    expect(text).toContain('Palvelut');
    expect(html).toMatch(/href="https:\/\/www\.google\.com\/maps\/dir\/\?api=1&(amp;)?destination=\d+\.\d+%2C\d+\.\d+"/);
    expect(html).toContain('href="/asemahaku"');
    expect(html).toContain('"@type":"GasStation"');
  });

  it('shows article lists resolved at build time with the amount out of total', async () => {
    const html = await (await fetch(`${siteUrl}/en-EU/article`)).text();
    expect(textOf(html)).toMatch(/Showing \d+ of \d+/);
  });

  it('gives hreflang alternates with x-default on translated pages', async () => {
    const html = await (await fetch(`${siteUrl}/sv-SE`)).text();
    for (const lang of ['fi-FI', 'en', 'sv-SE', 'nb-NO', 'x-default']) {
      expect(html).toContain(`hreflang="${lang}"`);
    }
  });
});

describe('unknown pages', () => {
  it('answers 404 with the error page naming the path', async () => {
    const res = await fetch(`${siteUrl}/en-EU/no-such-page-here`);
    expect(res.status).toBe(404);
    const text = textOf(await res.text());
    expect(text).toContain('Page not found: /en-EU/no-such-page-here');
    expect(text).toContain('Useful links');
  });

  it('uses the locale of the path for the error page', async () => {
    const res = await fetch(`${siteUrl}/ei-ole-olemassa`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<html lang="fi-FI"');
    expect(textOf(html)).toContain('Sivua ei löytynyt: /ei-ole-olemassa');
  });

  it('answers a malformed page path with the 404 error page, in the locale of its prefix (spec 2.1, 8)', async () => {
    for (const [target, shown] of [
      ['/en-EU/%zz', '/en-EU/…'],
      ['/en-EU/a%2Fb', '/en-EU/…'],
      ['/en-EU/a/%2e%2e/b', '/en-EU/a/…/b'],
    ] as const) {
      const res = await rawRequest(siteUrl, { method: 'GET', target });
      expect(res.status, target).toBe(404);
      const html = res.body.toString('utf8');
      expect(html, target).toContain('<html lang="en"');
      expect(textOf(html), target).toContain(`Page not found: ${shown}`);
    }
    // an API path keeps its plain 400
    expect((await rawRequest(siteUrl, { method: 'GET', target: '/proxy/%zz' })).status).toBe(400);
  });
});
