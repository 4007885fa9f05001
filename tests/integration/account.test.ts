/**
 * The account over HTTP: login through the embedded backend's hub to a session cookie, the auth
 * check, the customer and cards proxy (token from the session only), logout, and bad input; and the
 * account page when the content backend refuses its calls (spec 8, first row).
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { localeCodes, type LocaleCode } from '../../src/config/locales';
import { localizedHref, pathTable } from '../../src/i18n/paths';
import { t } from '../../src/i18n/t';
import { htmlFileFor } from '../../src/server/output/files';
import { startTestSiteOnCopy, type SiteProcess } from '../support/site-process';

const siteUrl = inject('siteUrl');
const backendUrl = inject('backendUrl');
const distDir = inject('distDir');

const pair = (setCookie: string) => setCookie.split(';')[0]!;
const accountPages: Record<string, string> = { 'fi-FI': '/oma-tili', 'en-EU': '/en-EU/account', 'sv-SE': '/sv-SE/mitt-konto', 'no-NO': '/no-NO/min-konto' };

/** Logs in as a demo customer the way a browser does; returns the session cookie. */
async function logIn(customer: string, locale = 'en-EU'): Promise<string> {
  const start = await fetch(`${siteUrl}/api/v1/login?locale=${locale}`, { redirect: 'manual' });
  expect(start.status).toBe(307);
  const hub = new URL(start.headers.get('location')!);
  expect(hub.origin).toBe(backendUrl);
  const loginCookie = pair(start.headers.getSetCookie()[0]!);
  const page = await fetch(hub);
  expect(page.status).toBe(200);
  const chosen = await fetch(`${backendUrl}/account/v1/hub/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ customer, redirect_uri: hub.searchParams.get('redirect_uri')!, state: hub.searchParams.get('state')! }),
  });
  expect(chosen.status).toBe(303);
  const callback = new URL(chosen.headers.get('location')!);
  expect(callback.origin).toBe(siteUrl);
  expect(callback.pathname).toBe('/api/v1/auth/callback');
  const done = await fetch(callback, { redirect: 'manual', headers: { cookie: loginCookie } });
  expect(done.status).toBe(303);
  expect(done.headers.get('location')).toBe(accountPages[locale]);
  const session = done.headers.getSetCookie().find((c) => c.startsWith('ne_session=v1'));
  expect(session).toMatch(/; HttpOnly; SameSite=Lax$/);
  return pair(session!);
}

describe('account over HTTP', () => {
  it('logs in through the hub: AUTHORIZED, the customer and the cards', async () => {
    const anonymous = await fetch(`${siteUrl}/api/v1/auth`);
    expect(anonymous.headers.get('user-status')).toBe('UNAUTHORIZED');

    const session = await logIn('c-aino');
    const auth = await fetch(`${siteUrl}/api/v1/auth`, { headers: { cookie: session } });
    expect(auth.headers.get('user-status')).toBe('AUTHORIZED');

    const customer = await fetch(`${siteUrl}/proxy/customer`, { headers: { cookie: session, locale: 'en-EU' } });
    expect(customer.status).toBe(200);
    expect(await customer.json()).toEqual({ firstName: 'Aino', lastName: 'Virtanen', emailToken: 'aino.virtanen@example.fi', phoneNumber: '+358401234567' });
    const cards = await fetch(`${siteUrl}/proxy/cards`, { headers: { cookie: session } });
    expect(((await cards.json()) as { last4: string }[]).map((c) => c.last4)).toEqual(['4242', '5454']);
  });

  it('the customer and cards need a session; a token in the request does nothing', async () => {
    for (const path of ['/proxy/customer', '/proxy/cards']) {
      const res = await fetch(`${siteUrl}${path}?token=x&url=http://evil.example`, { headers: { authorization: 'Bearer whatever-token-123' } });
      expect(res.status, path).toBe(401);
      expect(await res.json()).toEqual({ error: 'unauthorized', message: 'Not logged in' });
    }
    expect((await fetch(`${siteUrl}/proxy/customer`, { method: 'POST' })).status).toBe(405);
    expect((await fetch(`${siteUrl}/proxy/customer`, { headers: { locale: 'xx' } })).status).toBe(401);
    expect((await fetch(`${siteUrl}/proxy/customers`)).status).toBe(404);
    expect([400, 404]).toContain((await fetch(`${siteUrl}/proxy/customer/..%2fcards`)).status);
  });

  it('a refused cards call keeps its status (403) for the page to translate', async () => {
    const session = await logIn('c-mikko');
    const res = await fetch(`${siteUrl}/proxy/cards`, { headers: { cookie: session } });
    expect(res.status).toBe(403);
  });

  it('logout: cross-site refused, then the session ends here and at the account service', async () => {
    const session = await logIn('c-erik', 'sv-SE');
    const cross = await fetch(`${siteUrl}/api/v1/logout`, { headers: { cookie: session, 'sec-fetch-site': 'cross-site' } });
    expect(cross.status).toBe(403);
    expect((await fetch(`${siteUrl}/proxy/customer`, { headers: { cookie: session } })).status).toBe(200);

    const out = await fetch(`${siteUrl}/api/v1/logout`, { headers: { cookie: session, 'sec-fetch-site': 'same-origin' } });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie()[0]).toMatch(/^ne_session=; Path=\/; Max-Age=0/);
    // the old cookie still opens, but its token is ended upstream: the proxy says 401 and clears it
    const after = await fetch(`${siteUrl}/proxy/customer`, { headers: { cookie: session } });
    expect(after.status).toBe(401);
  });

  it('bad input is a clear 4xx, never a 5xx or a foreign redirect', async () => {
    for (const query of ['return=https://evil.example', 'return=//evil.example', 'locale=zz-ZZ', `return=/${'a'.repeat(2000)}`]) {
      const res = await fetch(`${siteUrl}/api/v1/login?${query}`, { redirect: 'manual' });
      expect(res.status, query).toBe(400);
    }
    for (const query of ['', 'code=x', 'code=abc&state=%00', 'code=<b>&state=abcdefghi']) {
      const res = await fetch(`${siteUrl}/api/v1/auth/callback?${query}`, { redirect: 'manual' });
      expect(res.status, query).toBe(400);
    }
    const forged = await fetch(`${siteUrl}/api/v1/auth/callback?code=abcdefghijk&state=abcdefghijk`, {
      redirect: 'manual',
      headers: { cookie: 'ne_login=v1.forged.value' },
    });
    expect(forged.status).toBe(303);
    expect(forged.headers.get('location')).toBe('/oma-tili?login=failed');
    expect((await fetch(`${siteUrl}/api/v1/auth`, { method: 'POST' })).status).toBe(405);
    expect((await fetch(`${siteUrl}/api/v1/auth`, { headers: { cookie: 'ne_session=v1.garbage.garbage' } })).headers.get('user-status')).toBe('UNAUTHORIZED');
  });

  it('the hub refuses to send a code anywhere but the site callback', async () => {
    const res = await fetch(`${backendUrl}/account/v1/hub?redirect_uri=${encodeURIComponent('https://evil.example/api/v1/auth/callback')}&state=abcdefghijk`);
    expect(res.status).toBe(400);
  });

  it('the account page exists in every locale, is not indexed, and ships its island', async () => {
    for (const path of Object.values(accountPages)) {
      const res = await fetch(`${siteUrl}${path}`);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html, path).toContain('data-account-area');
      expect(html, path).toMatch(/<meta name="robots" content="noindex/);
    }
  });
});

describe('the account page when the content backend refuses its calls (spec 8, first row)', () => {
  let site: SiteProcess & { distDir: string };
  let proxy: Server;
  /** what the content backend answers the account page's page call (null: the page itself) */
  let refuseWith: number | null = null;
  const accountPaths = new Set<string>(Object.values(pathTable.account));

  beforeAll(async () => {
    const target = new URL(backendUrl);
    proxy = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://proxy');
      if (refuseWith !== null && url.pathname === '/cms-view/v1/content/page' && accountPaths.has(url.searchParams.get('path') ?? '')) {
        res.writeHead(refuseWith, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'refused' }));
        return;
      }
      const upstream = httpRequest({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
    });
    const cms = await new Promise<string>((ok) => proxy.listen(0, '127.0.0.1', () => ok(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}`)));
    site = await startTestSiteOnCopy(distDir, 'account-refused', { CMS_BASE_URL: cms, CMS_SYNC_INTERVAL_S: '0' });
    // the account pages are rendered on demand, as a page not built yet or one a pass renders again
    for (const locale of localeCodes) {
      const file = join(site.distDir, 'client', htmlFileFor(localizedHref(pathTable.account[locale], locale)));
      await Promise.all([rm(file), rm(`${file}.gz`), rm(`${file}.br`)]);
    }
  });
  afterAll(async () => {
    await site?.stop();
    await new Promise((ok) => proxy?.close(ok));
  });

  const accountPage = (locale: LocaleCode) => fetch(`${site.url}${localizedHref(pathTable.account[locale], locale)}`);
  const messageOf = (html: string) => /class="error-page__message"[^>]*>([^<]*)</.exec(html)?.[1];

  for (const locale of localeCodes) {
    it(`401 and 403 are the error page with that status and its translated HTTP message (${locale})`, async () => {
      for (const [status, key] of [
        [401, 'http.UNAUTHORIZED'],
        [403, 'http.FORBIDDEN'],
      ] as const) {
        refuseWith = status;
        const res = await accountPage(locale);
        expect(res.status, `${status}`).toBe(status);
        expect(res.headers.get('cache-control')).toBe('no-store');
        const html = await res.text();
        expect(html).toContain(`data-status="${status}"`);
        expect(messageOf(html)).toBe(t(locale, key));
        // a refusal is the visitor's answer, not the site's failure: no technical details
        expect(html).not.toContain('error-page__details');
      }
    });
  }

  it('a status >= 500 is fatal: the error page with that status, its message and the details; nothing is kept', async () => {
    refuseWith = 500;
    const res = await accountPage('sv-SE');
    expect(res.status).toBe(500);
    const html = await res.text();
    expect(messageOf(html)).toBe('Internt serverfel');
    expect(html).toContain('error-page__details');
    // once the backend answers again the page is there: no error was kept in its place
    refuseWith = null;
    const again = await accountPage('sv-SE');
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('data-account-area');
  });
});
