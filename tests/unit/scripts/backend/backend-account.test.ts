import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Router } from '../../../../scripts/backend/server/router';
import { registerAccountRoutes } from '../../../../scripts/backend/server/routes/account';
import { registerFormRoutes } from '../../../../scripts/backend/server/routes/forms';
import { allowedRedirectUri, configuredSiteOrigins } from '../../../../scripts/backend/server/account/redirect-uri';
import { Grants } from '../../../../scripts/backend/server/account/grants';
import { httpClient } from '../../../support/http';

let server: Server;
let base = '';
const callback = 'http://127.0.0.1:4321/api/v1/auth/callback';

beforeAll(async () => {
  const router = new Router(() => undefined);
  registerAccountRoutes(router);
  registerFormRoutes(router);
  server = createServer(router.handle);
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((ok) => server.close(() => ok())));

const http = httpClient(() => base);
/** the hub's login form answers with a redirect to the site: read, not followed */
const hub = httpClient(() => base, { redirect: 'manual' });

async function loginCode(customer: string, redirectUri = callback): Promise<string> {
  const res = await hub.post('/account/v1/hub/login', new URLSearchParams({ customer, redirect_uri: redirectUri, state: 'state-12345678' }));
  expect(res.status).toBe(303);
  const location = new URL(res.headers.get('location')!);
  expect(`${location.origin}${location.pathname}`).toBe(redirectUri);
  expect(location.searchParams.get('state')).toBe('state-12345678');
  return location.searchParams.get('code')!;
}

const token = (code: string, redirectUri = callback) => http.post('/account/v1/token', { code, redirect_uri: redirectUri });

describe('embedded account service', () => {
  it('the hub lists the demo customers, escaped, and returns only to the site callback', async () => {
    const ok = await http.get(`/account/v1/hub?${new URLSearchParams({ redirect_uri: callback, state: 'state-12345678', locale: 'en-EU' })}`);
    expect(ok.status).toBe(200);
    const html = await ok.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Aino Virtanen');
    expect(html).toContain('name="redirect_uri" value="http://127.0.0.1:4321/api/v1/auth/callback"');
    for (const bad of [
      'https://evil.example/api/v1/auth/callback',
      'http://127.0.0.1:4321/elsewhere',
      `${callback}?x=1`,
      'javascript:alert(1)',
      'http://user@127.0.0.1/api/v1/auth/callback',
    ]) {
      const res = await http.get(`/account/v1/hub?${new URLSearchParams({ redirect_uri: bad, state: 'state-12345678' })}`);
      expect(res.status, bad).toBe(400);
    }
    const post = await hub.post(
      '/account/v1/hub/login',
      new URLSearchParams({ customer: 'c-aino', redirect_uri: 'https://evil.example/api/v1/auth/callback', state: 'state-12345678' }),
    );
    expect(post.status).toBe(400);
    expect(post.headers.get('location')).toBeNull();
  });

  it("the hub speaks the page's language, the customers' notes too, and names its own icon for its CSP", async () => {
    const hub = async (locale: string) => {
      const res = await http.get(`/account/v1/hub?${new URLSearchParams({ redirect_uri: callback, state: 'state-12345678', locale })}`);
      expect(res.status).toBe(200);
      return { html: await res.text(), csp: res.headers.get('content-security-policy') ?? '' };
    };
    const sv = await hub('sv-SE');
    expect(sv.html).toContain('<html lang="sv-SE">');
    expect(sv.html).toContain('<h1>Logga in – demokonton</h1>');
    expect(sv.html).toContain('Logga in som Aino Virtanen');
    for (const note of ['Finland · 2 betalkort', 'Sverige · 1 betalkort', 'Norge · inga sparade betalkort', 'Finland · korttjänsten nekar (403)'])
      expect(sv.html).toContain(`<span>${note}</span>`);
    expect(sv.html).not.toMatch(/payment card|saved cards|refuses/i);
    const fi = await hub('fi-FI');
    expect(fi.html).toContain('<span>Suomi · 2 maksukorttia</span>');
    expect(fi.html).toContain('<span>Ruotsi · 1 maksukortti</span>');
    expect((await hub('no-NO')).html).toContain('<span>Norge · ingen lagrede betalingskort</span>');
    expect((await hub('en-EU')).html).toContain('<span>Finland · 2 payment cards</span>');
    // an unknown locale is the default one's page, not an error
    expect((await hub('xx-XX')).html).toContain('<html lang="fi-FI">');
    // the browser asks for no /favicon.ico, which `default-src 'none'` would refuse with a console error
    expect(sv.html).toContain('<link rel="icon" href="data:,">');
    expect(sv.csp).toMatch(/(^|; )img-src data:(;|$)/);
  });

  it('a code is good once, and only for its redirect URI; the token opens the customer and cards', async () => {
    const code = await loginCode('c-aino');
    expect((await token(code, 'http://127.0.0.1:9999/api/v1/auth/callback')).status).toBe(400);
    // the failed attempt used the code up
    expect((await token(code)).status).toBe(400);
    const fresh = await loginCode('c-aino');
    const res = await token(fresh);
    expect(res.status).toBe(200);
    const { token: access, expiresIn } = (await res.json()) as { token: string; expiresIn: number };
    expect(expiresIn).toBeGreaterThan(0);
    expect((await token(fresh)).status).toBe(400);

    const auth = { authorization: `Bearer ${access}` };
    expect(await (await http.get('/account/v1/customer', auth)).json()).toEqual({
      firstName: 'Aino',
      lastName: 'Virtanen',
      emailToken: 'aino.virtanen@example.fi',
      phoneNumber: '+358401234567',
    });
    const cards = (await (await http.get('/account/v1/cards', auth)).json()) as unknown[];
    expect(cards).toHaveLength(2);
    expect((await http.get('/account/v1/customer')).status).toBe(401);
    expect((await http.get('/account/v1/customer', { authorization: 'Bearer nope-nope-nope' })).status).toBe(401);

    expect((await http.post('/account/v1/logout', '', auth)).status).toBe(204);
    expect((await http.get('/account/v1/customer', auth)).status).toBe(401);
    expect((await http.post('/account/v1/logout', '', auth)).status).toBe(401);
  });

  it('the demo customer whose card service refuses answers 403 for cards', async () => {
    const res = await token(await loginCode('c-mikko'));
    const { token: access } = (await res.json()) as { token: string };
    expect((await http.get('/account/v1/cards', { authorization: `Bearer ${access}` })).status).toBe(403);
  });

  it('the form service keeps valid submissions only', async () => {
    const post = (body: unknown) => http.post('/forms/v1/submissions', body);
    expect((await post({ formId: 'contact', path: '/x', locale: 'xx', values: {} })).status).toBe(400);
    expect((await post({ formId: 'contact', path: '/x', locale: 'fi-FI', values: { a: 'b' } })).status).toBe(201);
    const list = (await (await http.get('/forms/v1/submissions?formId=contact')).json()) as { total: number };
    expect(list.total).toBe(1);
  });
});

describe('redirect URIs and grants', () => {
  it('configured site origins decide; without any, loopback only', () => {
    const origins = configuredSiteOrigins({ SITE_URL: 'https://www.energy.example', SITE_URL_SV_SE: 'https://energy.example.se/', OTHER: 'https://x.example' });
    expect([...origins]).toEqual(['https://www.energy.example', 'https://energy.example.se']);
    expect(allowedRedirectUri('https://energy.example.se/api/v1/auth/callback', origins)).toBe('https://energy.example.se/api/v1/auth/callback');
    expect(allowedRedirectUri('http://127.0.0.1:4321/api/v1/auth/callback', origins)).toBeNull();
    expect(allowedRedirectUri('http://localhost:5000/api/v1/auth/callback', new Set())).toBe('http://localhost:5000/api/v1/auth/callback');
    expect(allowedRedirectUri('http://10.0.0.1/api/v1/auth/callback', new Set())).toBeNull();
    expect(allowedRedirectUri(null, new Set())).toBeNull();
  });

  it('codes expire after a minute', () => {
    let now = 1_000;
    const grants = new Grants(() => now);
    const code = grants.issueCode('c-aino', callback);
    now += 61_000;
    expect(grants.redeem(code, callback)).toBeNull();
  });
});
