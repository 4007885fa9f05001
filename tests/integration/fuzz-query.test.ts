import fc from 'fast-check';
import { describe, expect, inject, it } from 'vitest';
import { siteRoutes } from '../support/api-routes';
import { stackRedirectHosts, asTarget, expectSafeAnswer, hostileString, params } from '../support/fuzz';
import { rawRequest } from '../support/raw-http';

// Bad input: query strings on pages, on every API route and on the image proxy. The known
// parameter names are mixed in, so validation itself is what gets exercised.

const siteUrl = inject('siteUrl');
const backendUrl = inject('backendUrl');
const distDir = inject('distDir');
const allowed = stackRedirectHosts(siteUrl, backendUrl);

const routes = siteRoutes(distDir);
const paths = [
  '/',
  '/en-EU',
  '/en-EU/company',
  '/en-EU/article',
  '/en-EU/does-not-exist',
  '/assets/img/city.webp',
  '/assets/svg/badge-app-store.svg',
  ...routes.map((r) => (r.prefix ? `${r.path}x.json` : r.path)),
];

/** Parameter names the site reads somewhere, plus prototype keys. */
const names = [
  'path',
  'to',
  'return',
  'returnUrl',
  'redirect',
  'next',
  'locale',
  'order',
  'payment',
  'code',
  'state',
  'token',
  'service',
  'width',
  'height',
  'crop',
  'fp',
  'fp_zoom',
  'format',
  'quality',
  'fit',
  'background',
  'page',
  'limit',
  'ts',
  '__proto__',
  'constructor',
];

const value = fc.oneof(
  hostileString,
  fc.constantFrom(
    'sv-SE',
    'en-EU',
    'xx-XX',
    '/',
    '/en-EU',
    '//evil.example',
    'https://evil.example/',
    '/\\evil.example',
    '-1',
    '0',
    '1e9',
    'NaN',
    '4001',
    '0.5,0.5',
    'webp',
    'fp',
    'paid',
    'failed',
  ),
);
const query = fc
  .array(fc.tuple(fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...names) }, { weight: 1, arbitrary: hostileString }), value), { maxLength: 6 })
  .map((pairs) => pairs.map(([k, v]) => `${asTarget(k).replace(/[&=?]/g, encodeURIComponent)}=${asTarget(v).replace(/[&]/g, '%26')}`).join('&'));

describe('fuzzed query strings', () => {
  it('never get a 5xx, an off-site redirect or reflected markup', { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), query, fc.constantFrom('GET', 'HEAD'), async (path, q, method) => {
        const target = `${path}?${q}`;
        const res = await rawRequest(siteUrl, { method, target, headers: { 'sec-fetch-site': 'same-origin' } });
        expectSafeAnswer(res, { siteUrl, allowedHosts: allowed, label: `${method} ${JSON.stringify(target.slice(0, 300))}` });
      }),
      params(250),
    );
    expect((await fetch(`${siteUrl}/healthz`)).status).toBe(200);
  });
});
