import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { documentPolicy, inlineHashes, sha256Source, type PolicySettings } from '../../../../src/server/security/csp';
import {
  baseSecurityHeaders,
  configuredThirdParties,
  DOCUMENT_ONLY_HEADERS,
  isSubresourceType,
  settingsFrom,
  subresourceSecurityHeaders,
} from '../../../../src/server/security/headers';
import { contentTypeFor } from '../../../../src/server/static-files';
import { parseConfig } from '../../../../src/config/config';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const plain: PolicySettings = { https: false, formActions: [], thirdParty: [] };

/** The source list of one directive of a policy. */
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name)
    ?.slice(1);

describe('inline hashes of a page', () => {
  it('hashes the exact text of inline scripts and styles, as UTF-8', () => {
    const script = '(()=>{var e="ä";customElements.define("x-a",class extends HTMLElement{})})();';
    const style = ':root{--color-primary: #2863bf}';
    const html = `<html><head><style>${style}</style></head><body><script>${script}</script></body></html>`;
    expect(inlineHashes(html)).toEqual({ scripts: [hash(script)], styles: [hash(style)] });
    expect(sha256Source(script)).toBe(hash(script));
  });

  it('leaves out external scripts and data blocks that never run', () => {
    const html = [
      '<script type="module" src="/_astro/a.js"></script>',
      '<script type="application/ld+json">{"@type":"GasStation"}</script>',
      '<script type="application/json" id="d">{"a":1}</script>',
      "<script type='module'>import '/_astro/b.js'</script>",
      '<SCRIPT TYPE="text/javascript">run()</SCRIPT >',
    ].join('');
    expect(inlineHashes(html).scripts).toEqual([hash("import '/_astro/b.js'"), hash('run()')]);
  });

  it('lists a repeated script once, and reads attributes holding ">"', () => {
    const html = '<script data-x="a>b">one()</script><p></p><script>one()</script><style media="(min-width:1px)">p{}</style>';
    expect(inlineHashes(html)).toEqual({ scripts: [hash('one()')], styles: [hash('p{}')] });
  });

  it('hashes an empty inline script (a browser checks it too)', () => {
    expect(inlineHashes('<script></script>').scripts).toEqual([hash('')]);
  });
});

describe('document policy', () => {
  const policy = documentPolicy({ scripts: [hash('a()')], styles: [hash('p{}')] }, plain);

  it('allows inline scripts by hash only, never unsafe-inline or eval', () => {
    expect(directive(policy, 'script-src')).toEqual(["'self'", hash('a()')]);
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    expect(policy).not.toContain('script-src-attr');
    expect(policy).not.toContain('script-src-elem');
  });

  it('allows style elements by hash, style attributes inline', () => {
    expect(directive(policy, 'style-src')).toEqual(["'self'", hash('p{}')]);
    expect(directive(policy, 'style-src-attr')).toEqual(["'unsafe-inline'"]);
  });

  it('forbids framing, plugins and base changes', () => {
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'none'"]);
    expect(directive(policy, 'form-action')).toEqual(["'self'"]);
  });

  it('upgrades insecure requests only behind https', () => {
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(documentPolicy({ scripts: [], styles: [] }, { ...plain, https: true })).toContain('upgrade-insecure-requests');
  });

  it('adds configured form targets and third-party origins where they are needed', () => {
    const p = documentPolicy({ scripts: [], styles: [] }, { https: true, formActions: ['https://pay.example'], thirdParty: ['https://tags.example'] });
    expect(directive(p, 'form-action')).toEqual(["'self'", 'https://pay.example']);
    expect(directive(p, 'script-src')).toEqual(["'self'", 'https://tags.example']);
    expect(directive(p, 'connect-src')).toEqual(["'self'", 'https://tags.example']);
    expect(directive(p, 'frame-src')).toEqual(['https://tags.example']);
  });
});

describe('settings and base headers', () => {
  it('takes https, form targets and third parties from the configuration', () => {
    const s = settingsFrom(
      parseConfig({
        SITE_URL: 'https://www.example.fi',
        ORDER_BASE_URL: 'https://orders.example/api',
        ACCOUNT_BASE_URL: 'https://www.example.fi',
        CSP_THIRD_PARTY_ORIGINS: ' https://tags.example  https://consent.example/ ',
      }),
    );
    expect(s).toEqual({ https: true, formActions: ['https://orders.example'], thirdParty: ['https://tags.example', 'https://consent.example'] });
    expect(
      settingsFrom(parseConfig({ SITE_URL: 'http://127.0.0.1:4321', ORDER_BASE_URL: 'http://127.0.0.1:4322', ACCOUNT_BASE_URL: 'http://127.0.0.1:4322' })),
    ).toEqual({
      https: false,
      formActions: ['http://127.0.0.1:4322'],
      thirdParty: [],
    });
  });

  it('refuses a third-party value that is not an https origin', () => {
    for (const bad of ['http://tags.example', 'https://tags.example/path', "'unsafe-inline'", '*', 'https://a.example;script-src']) {
      expect(() => parseConfig({ CSP_THIRD_PARTY_ORIGINS: bad }), bad).toThrow(/CSP_THIRD_PARTY_ORIGINS/);
    }
  });

  it('sends HSTS only when the site is https, and geolocation for the site itself only', () => {
    const http = baseSecurityHeaders({ https: false });
    const https = baseSecurityHeaders({ https: true });
    expect(http['strict-transport-security']).toBeUndefined();
    expect(https['strict-transport-security']).toMatch(/^max-age=\d{8}/);
    for (const h of [http, https]) {
      expect(h['x-content-type-options']).toBe('nosniff');
      expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(h['permissions-policy']).toContain('geolocation=(self)');
      expect(h['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(h['content-security-policy']).toContain("default-src 'none'");
    }
  });
});

describe('headers by what a response is', () => {
  it('gives a script, stylesheet, font or raster image none of a document headers, and anything a browser may open as a document all of them', () => {
    const subresources = ['x.js', 'x.mjs', 'x.css', 'x.woff2', 'x.png', 'x.jpg', 'x.webp', 'favicon.ico'];
    const documents = ['x.html', 'x.svg', 'x.json', 'x.xml', 'x.txt', 'x.webmanifest', 'x.unknown'];
    for (const file of subresources) expect(isSubresourceType(contentTypeFor(file)), file).toBe(true);
    for (const file of documents) expect(isSubresourceType(contentTypeFor(file)), file).toBe(false);
    // the image proxy's types (src/server/api/assets.ts): raster yes, SVG no
    expect(isSubresourceType('image/avif')).toBe(true);
    expect(isSubresourceType('image/svg+xml')).toBe(false);
    expect(isSubresourceType('text/html; charset=utf-8')).toBe(false);
  });

  it('keeps nosniff and the host-wide HSTS on a subresource, and names every other header as a document one', () => {
    for (const https of [false, true]) {
      const base = baseSecurityHeaders({ https });
      const subresource = subresourceSecurityHeaders({ https });
      expect(subresource['x-content-type-options']).toBe('nosniff');
      expect(subresource['strict-transport-security']).toBe(base['strict-transport-security']);
      for (const [name, value] of Object.entries(subresource)) expect(base[name], name).toBe(value);
      expect(
        Object.keys(base)
          .filter((name) => !(name in subresource))
          .sort(),
      ).toEqual(DOCUMENT_ONLY_HEADERS.filter((name) => name !== 'strict-transport-security').sort());
    }
    expect(DOCUMENT_ONLY_HEADERS).not.toContain('strict-transport-security');
  });
});

describe('third parties the site is configured to load', () => {
  it('allows the tag manager and consent script origins only when they are configured', () => {
    expect(configuredThirdParties(parseConfig({}))).toEqual([]);
    expect(configuredThirdParties(parseConfig({ TAG_MANAGER_ID_FI_FI: 'GTM-AB12C', COOKIE_CONSENT_ID: 'abc-1' }))).toEqual([
      'https://www.googletagmanager.com',
      'https://consent.cookiebot.com',
    ]);
    expect(configuredThirdParties(parseConfig({ COOKIE_CONSENT_ID: 'abc-1', COOKIE_CONSENT_URL: 'http://127.0.0.1:9000/uc.js' }))).toEqual([
      'http://127.0.0.1:9000',
    ]);
    // a malformed id loads nothing, so it allows nothing
    expect(configuredThirdParties(parseConfig({ TAG_MANAGER_ID_FI_FI: 'gtm_x' }))).toEqual([]);
  });
});
