import fc from 'fast-check';
import { describe, expect, inject, it } from 'vitest';
import { siteRoutes } from '../support/api-routes';
import { stackRedirectHosts, asTarget, expectSafeAnswer, hostileString, params } from '../support/fuzz';
import { rawRequest } from '../support/raw-http';

// Bad input: request targets a browser would never send, and some it would. Whatever the
// path, the site answers without a 5xx, with its security headers, never redirects off-site and
// never reflects the path as markup (the 404 page shows it, escaped).

const siteUrl = inject('siteUrl');
const backendUrl = inject('backendUrl');
const distDir = inject('distDir');
const allowed = stackRedirectHosts(siteUrl, backendUrl);

const prefixes = [
  '',
  '/en-EU',
  '/sv-SE',
  '/no-NO',
  '/fi-FI',
  '/EN-eu',
  '/en-EU/article',
  '/stations',
  '/en-EU/stations',
  '/_astro',
  '/assets/img',
  '/assets/svg',
  '/proxy',
  '/api',
  '/api/v1',
  ...siteRoutes(distDir).map((r) => r.path.replace(/\/$/, '')),
];

const segment = hostileString.map(asTarget);
const target: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc
      .tuple(fc.constantFrom(...prefixes), fc.array(segment, { maxLength: 4 }), fc.boolean(), fc.option(segment, { nil: undefined }))
      .map(([prefix, segs, slash, query]) =>
        `${prefix}/${segs.join('/')}${slash ? '/' : ''}${query === undefined ? '' : `?${query}`}`.replace(/^\/\/(?!\/)/, '/'),
      ),
  },
  // forms a browser never sends: doubled slashes, backslashes, absolute and asterisk forms, huge targets
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '//evil.example/x',
      '/\\evil.example',
      '/%2F%2Fevil.example',
      'http://evil.example/en-EU',
      `http://${new URL(siteUrl).host}/en-EU/`,
      '*',
      'en-EU',
      `/${'a'.repeat(5000)}`,
      `/en-EU/${'%C3%A4'.repeat(600)}`,
      '/en-EU/..%2F..%2Fetc%2Fpasswd',
      '/_astro/..%2Fmanifest.json',
      '/%2e%2e/%2e%2e/package.json',
      '/en-EU%00.html',
      '/index.html',
      '/en-EU.html.gz',
      '/manifest.json',
    ),
  },
);

describe('fuzzed request paths', () => {
  it('never get a 5xx, an off-site redirect or reflected markup', { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(target, fc.constantFrom('GET', 'HEAD', 'GET', 'OPTIONS', 'POST'), async (path, method) => {
        const res = await rawRequest(siteUrl, { method, target: path });
        expectSafeAnswer(res, { siteUrl, allowedHosts: allowed, label: `${method} ${JSON.stringify(path.slice(0, 200))}` });
        // the output manifest is never served
        if (res.status === 200 && method === 'GET') expect(res.body.toString('utf8').slice(0, 400), path).not.toMatch(/"pages":\{"\//);
      }),
      params(200),
    );
    expect((await fetch(`${siteUrl}/healthz`)).status).toBe(200);
  });
});
