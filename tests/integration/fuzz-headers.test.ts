import fc from 'fast-check';
import { describe, expect, inject, it } from 'vitest';
import { stackRedirectHosts, expectSafeAnswer, hostileFragments, params } from '../support/fuzz';
import { rawRequest } from '../support/raw-http';
import { loadConfig } from '../../src/config/load';

// Bad input: Host and X-Forwarded-* headers. The site takes its origin from configuration
// only, so a spoofed host never reaches a redirect, a canonical link, the sitemap or robots.txt.

const siteUrl = inject('siteUrl');
const backendUrl = inject('backendUrl');
const config = loadConfig();
const allowed = stackRedirectHosts(siteUrl, backendUrl);
const siteHost = new URL(siteUrl).host;
const EVIL = 'evil.example';

/** A header value that can be written on the wire (no CR/LF, Latin-1). */
const headerSafe = (s: string) => s.replace(/[\r\n]/g, '').replace(/[^\u0020-\u00ff\t]/g, '');

const hostValue = fc.oneof(
  fc.constantFrom(
    siteHost,
    `www.${siteHost}`,
    `WWW.${siteHost}`,
    EVIL,
    `www.${EVIL}`,
    `${siteHost}.${EVIL}`,
    `${EVIL}:443`,
    `${EVIL}@${siteHost}`,
    '',
    'localhost',
    '[::1]:80',
    `${EVIL}/path`,
    `${EVIL}\\`,
    `${EVIL}:99999`,
    'x'.repeat(2000),
  ),
  fc.array(fc.constantFrom(...hostileFragments, EVIL, '.', ':', '@'), { maxLength: 5 }).map((parts) => headerSafe(parts.join(''))),
);
const forwarded = fc.record(
  {
    'x-forwarded-host': hostValue,
    'x-forwarded-proto': fc.constantFrom('https', 'http', 'javascript', 'https, http', 'HTTPS', `x${EVIL}`),
    'x-forwarded-for': fc.constantFrom('1.2.3.4', '::1', 'unknown', `${EVIL}, 10.0.0.1`, '999.999.999.999'),
    'x-forwarded-port': fc.constantFrom('443', '80', '0', '-1', '99999', 'abc'),
    'x-forwarded-prefix': fc.constantFrom('/evil', `//${EVIL}`),
    forwarded: fc.constantFrom(`host=${EVIL};proto=https`, 'for=1.2.3.4', 'garbage;;;'),
    'x-original-url': fc.constantFrom(`//${EVIL}/`, '/en-EU/company'),
    'x-rewrite-url': fc.constantFrom(`//${EVIL}/`, '/en-EU/company'),
  },
  { requiredKeys: [] },
);

const targets = [
  '/',
  '/en-EU',
  '/sv-SE',
  '/en-EU/company',
  '/en-EU/company/',
  '/EN-EU/company',
  '/en-EU/does-not-exist',
  '/en-EU/article',
  '/api/v1/locale?to=sv-SE&path=/',
  '/sitemap.xml',
  '/robots.txt',
  '/healthz',
  '/proxy/layout',
  '/api/v1/login',
];

describe('fuzzed Host and X-Forwarded-* headers', () => {
  it('never choose a redirect host, a canonical or a sitemap URL', { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...targets), fc.option(hostValue, { nil: undefined }), forwarded, async (target, host, extra) => {
        const headers: Record<string, string> = Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, headerSafe(String(v))]));
        if (host !== undefined) headers.host = host;
        const res = await rawRequest(siteUrl, { target, headers });
        const label = `GET ${target} host=${JSON.stringify(host)} ${JSON.stringify(headers).slice(0, 300)}`;
        expectSafeAnswer(res, { siteUrl, allowedHosts: allowed, label });
        const body = res.body.toString('utf8');
        // the spoofed host appears nowhere in what the site writes (markup, sitemap, robots, JSON)
        if (res.status === 200) expect(body.includes(EVIL), `${label}: spoofed host in the body`).toBe(false);
      }),
      params(200),
    );
    expect((await fetch(`${siteUrl}/healthz`)).status).toBe(200);
  });

  it('keeps canonical and alternate links on the configured origin under a spoofed host', async () => {
    const res = await rawRequest(siteUrl, { target: '/en-EU/company', headers: { host: EVIL, 'x-forwarded-host': EVIL, 'x-forwarded-proto': 'https' } });
    const html = res.body.toString('utf8');
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    expect(canonical).toBeDefined();
    expect(new URL(canonical!).origin).toBe(new URL(config.SITE_URL).origin);
    for (const [, href] of html.matchAll(/<link rel="alternate" hreflang="[^"]+" href="([^"]+)"/g)) expect(href!.includes(EVIL)).toBe(false);
  });
});
