/**
 * The stand-in backend (scripts/backend) against the contract (src/contract/backends.openapi.json,
 * spec 7): real requests to the running embedded backend for every operation, each answer's status
 * and body checked against the document, error answers included. Every request made here is itself
 * checked against the document first, so the test cannot drift into calls the contract does not have.
 * At the end every status the document declares must have been seen (or be named below as one the
 * demo data cannot produce).
 */
import { describe, expect, inject, it } from 'vitest';
import { operations, requestProblems, responseProblems, templateOf } from '../support/contract';

const backendUrl = inject('backendUrl');
const siteUrl = inject('siteUrl');

/** Declared statuses the generated demo data cannot produce (every locale has a layout). */
const NOT_PRODUCIBLE = new Set(['GET /cms-view/v1/content/layout 404']);

const seen = new Set<string>();

interface Call {
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** a request that breaks the contract on purpose (an error answer is what is tested) */
  breaksContract?: boolean;
}

/** Makes a call, checks request and answer against the contract, returns the status and body. */
async function call({ method = 'GET', path, headers = {}, body, breaksContract = false }: Call): Promise<{ status: number; body: unknown; res: Response }> {
  const url = new URL(path, backendUrl);
  const allHeaders: Record<string, string> = { ...headers };
  let text: string | undefined;
  if (body !== undefined) {
    text = typeof body === 'string' ? body : JSON.stringify(body);
    allHeaders['content-type'] ??= 'application/json';
  }
  if (!breaksContract) expect(requestProblems({ method, url, headers: allHeaders, body: text }), `request ${method} ${path}`).toEqual([]);
  const res = await fetch(url, { method, headers: allHeaders, body: text });
  const raw = await res.text();
  const json: unknown = raw === '' ? undefined : JSON.parse(raw);
  const template = templateOf(url.pathname);
  expect(template, `${url.pathname} is a path of the contract`).toBeDefined();
  expect(
    responseProblems(method, template!, res.status, json, raw === '' ? undefined : res.headers.get('content-type')),
    `answer to ${method} ${path}`,
  ).toEqual([]);
  seen.add(`${method} ${template} ${res.status}`);
  return { status: res.status, body: json, res };
}

const LOCALES = ['fi-FI', 'en-EU', 'sv-SE', 'no-NO'] as const;

describe('content (cms-view)', () => {
  it('layout: every locale; an unknown locale is a 400', async () => {
    for (const locale of LOCALES) expect((await call({ path: '/cms-view/v1/content/layout', headers: { locale } })).status).toBe(200);
    expect((await call({ path: '/cms-view/v1/content/layout' })).status).toBe(200);
    expect((await call({ path: '/cms-view/v1/content/layout', headers: { locale: 'xx-XX' }, breaksContract: true })).status).toBe(400);
  });

  it('paths and page: a page of each kind in each locale, with and without the preview header', async () => {
    for (const locale of LOCALES) {
      const listing = (await call({ path: '/cms-view/v1/content/paths', headers: { locale } })).body as { paths: { path: string; contentType: string }[] };
      const kinds = new Map<string, string>();
      for (const p of listing.paths) if (!kinds.has(p.contentType)) kinds.set(p.contentType, p.path);
      expect([...kinds.keys()].sort(), `${locale} has every page kind`).toEqual(['articlePage', 'standardPage', 'stationPage']);
      for (const path of kinds.values()) {
        const q = `/cms-view/v1/content/page?path=${encodeURIComponent(path)}`;
        expect((await call({ path: q, headers: { locale } })).status, `${locale} ${path}`).toBe(200);
        expect((await call({ path: q, headers: { locale, preview: 'true' } })).status, `${locale} ${path} preview`).toBe(200);
      }
    }
    expect((await call({ path: '/cms-view/v1/content/paths', headers: { locale: 'de-DE' }, breaksContract: true })).status).toBe(400);
  });

  it('page: a missing path is a 400, an unknown one a 404', async () => {
    expect((await call({ path: '/cms-view/v1/content/page', breaksContract: true })).status).toBe(400);
    expect((await call({ path: `/cms-view/v1/content/page?path=${encodeURIComponent('/no/such/page')}` })).status).toBe(404);
  });

  it('search: spec 7.3 body; a bad body is a 400, a huge one a 413', async () => {
    const body = { page: 1, limit: 9, filter: { category: 'Article', tags: [] }, sort: { sortBy: 'created', sortDirection: 'DESC' } };
    for (const locale of LOCALES) {
      const found = await call({ method: 'POST', path: '/cms-view/v1/search', headers: { locale }, body });
      expect(found.status).toBe(200);
      expect((found.body as { items: unknown[] }).items.length, `${locale} has articles`).toBeGreaterThan(0);
    }
    expect((await call({ method: 'POST', path: '/cms-view/v1/search', body: { ...body, limit: 1000 }, breaksContract: true })).status).toBe(400);
    const huge = { ...body, filter: { category: 'Article', tags: Array.from({ length: 50 }, () => 'x'.repeat(2000)) } };
    expect((await call({ method: 'POST', path: '/cms-view/v1/search', body: huge, breaksContract: true })).status).toBe(413);
  });
});

describe('orders (digital-order)', () => {
  const key = () => `ct-${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`.padEnd(20, 'x');
  const customer = { email: 'contract@example.com', firstname: 'Con', lastname: 'Tract', phone: '+358401234567', marketing: [] };
  const order = (idempotencyKey: string, extra: Record<string, unknown> = {}) => ({
    idempotencyKey,
    items: [{ code: 'wash-premium', quantity: 2 }],
    customer,
    sendSms: false,
    paymentMethodType: 'card',
    returnUrl: `${siteUrl}/kassa`,
    ...extra,
  });

  it('cart/validate: prices a cart with upsells and a discount; bad bodies are refused', async () => {
    const ok = await call({
      method: 'POST',
      path: '/digital-order/v1/cart/validate',
      headers: { locale: 'en-EU' },
      body: {
        items: [
          { quantity: 1, code: 'wash-premium', showUpsell: true },
          { quantity: 2, code: 'wash-basic-5', showUpsell: false },
        ],
        discountCode: 'WASH10',
      },
    });
    expect(ok.status).toBe(200);
    expect((ok.body as { items: { upsellProducts: unknown[] }[] }).items[0]!.upsellProducts.length).toBe(1);
    const path = '/digital-order/v1/cart/validate';
    expect((await call({ method: 'POST', path, body: { items: [{ quantity: 1, code: 'wash-premium', price: 0 }] }, breaksContract: true })).status).toBe(400);
    expect((await call({ method: 'POST', path, body: { items: [{ quantity: 1, code: 'no-such-product' }] } })).status).toBe(422);
    expect((await call({ method: 'POST', path, body: 'items=1', headers: { 'content-type': 'text/plain' }, breaksContract: true })).status).toBe(415);
  });

  it('orders/initialize and complete: created, replayed, conflicting, paid, failed', async () => {
    const k = key();
    const created = await call({ method: 'POST', path: '/digital-order/v1/orders/initialize', headers: { locale: 'fi-FI' }, body: order(k) });
    expect(created.status).toBe(201);
    const { orderId, paymentUrl } = created.body as { orderId: string; paymentUrl: string };
    expect((await call({ method: 'POST', path: '/digital-order/v1/orders/initialize', headers: { locale: 'fi-FI' }, body: order(k) })).status).toBe(200);
    expect(
      (await call({ method: 'POST', path: '/digital-order/v1/orders/initialize', headers: { locale: 'fi-FI' }, body: order(k, { sendSms: true }) })).status,
    ).toBe(409);
    expect((await call({ method: 'POST', path: '/digital-order/v1/orders/initialize', body: order(key(), { discountCode: 'NOT-A-CODE' }) })).status).toBe(422);
    expect((await call({ method: 'POST', path: '/digital-order/v1/orders/initialize', body: order(key(), { total: 0 }), breaksContract: true })).status).toBe(
      400,
    );
    expect(
      (await call({ method: 'POST', path: '/digital-order/v1/orders/initialize', body: 'x', headers: { 'content-type': 'text/plain' }, breaksContract: true }))
        .status,
    ).toBe(415);

    const complete = (id: string) => call({ method: 'POST', path: '/digital-order/v1/orders/complete', body: { orderId: id } });
    expect((await complete(orderId)).status).toBe(409);
    expect((await complete('NE-AAAAAAAAAA')).status).toBe(404);
    expect((await call({ method: 'POST', path: '/digital-order/v1/orders/complete', body: { orderId: 'x' }, breaksContract: true })).status).toBe(400);
    expect(
      (await call({ method: 'POST', path: '/digital-order/v1/orders/complete', body: 'x', headers: { 'content-type': 'text/plain' }, breaksContract: true }))
        .status,
    ).toBe(415);

    // the payment stand-in's page is the browser's, not the site's call: it is used here only to pay
    const pay = async (url: string, outcome: 'paid' | 'failed') => {
      const u = new URL(url);
      const res = await fetch(u.origin + u.pathname, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token: u.searchParams.get('token')!, outcome }),
      });
      expect(res.status).toBe(303);
    };
    await pay(paymentUrl, 'paid');
    expect((await complete(orderId)).status).toBe(200);
    expect((await complete(orderId)).status).toBe(200);

    const failed = (await call({ method: 'POST', path: '/digital-order/v1/orders/initialize', body: order(key()) })).body as {
      orderId: string;
      paymentUrl: string;
    };
    await pay(failed.paymentUrl, 'failed');
    expect((await complete(failed.orderId)).status).toBe(402);
  });
});

describe('account', () => {
  /** A one-time code from the demo hub, as the browser gets it. */
  async function codeFor(customer: string): Promise<{ code: string; redirectUri: string }> {
    const redirectUri = `${siteUrl}/api/v1/auth/callback`;
    const res = await fetch(`${backendUrl}/account/v1/hub/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ customer, redirect_uri: redirectUri, state: 'contract-state-1234' }),
    });
    expect(res.status).toBe(303);
    return { code: new URL(res.headers.get('location')!).searchParams.get('code')!, redirectUri };
  }
  async function tokenFor(customer: string): Promise<string> {
    const { code, redirectUri } = await codeFor(customer);
    const res = await call({ method: 'POST', path: '/account/v1/token', body: { code, redirect_uri: redirectUri } });
    expect(res.status).toBe(200);
    return (res.body as { token: string }).token;
  }

  it('token, customer, cards, logout; refusals', async () => {
    const token = await tokenFor('c-aino');
    const auth = { authorization: `Bearer ${token}` };
    expect((await call({ path: '/account/v1/customer', headers: auth })).status).toBe(200);
    expect((await call({ path: '/account/v1/cards', headers: auth })).status).toBe(200);
    expect((await call({ method: 'POST', path: '/account/v1/logout', headers: auth })).status).toBe(204);
    expect((await call({ path: '/account/v1/customer', headers: auth })).status).toBe(401);
    expect((await call({ path: '/account/v1/cards', headers: auth })).status).toBe(401);
    expect((await call({ method: 'POST', path: '/account/v1/logout', headers: auth })).status).toBe(401);
    expect((await call({ path: '/account/v1/customer', breaksContract: true })).status).toBe(401);

    const refused = await tokenFor('c-mikko');
    expect((await call({ path: '/account/v1/cards', headers: { authorization: `Bearer ${refused}` } })).status).toBe(403);

    const { redirectUri } = await codeFor('c-erik');
    expect((await call({ method: 'POST', path: '/account/v1/token', body: { code: 'unknown-code-123', redirect_uri: redirectUri } })).status).toBe(400);
  });
});

describe('forms', () => {
  it('submissions: 201; a bad body 400; not JSON 415', async () => {
    const body = { formId: 'contract', path: '/contact', locale: 'en-EU', values: { name: 'Con', topics: ['a', 'b'] } };
    expect((await call({ method: 'POST', path: '/forms/v1/submissions', headers: { locale: 'en-EU' }, body })).status).toBe(201);
    expect((await call({ method: 'POST', path: '/forms/v1/submissions', body: { ...body, extra: 1 }, breaksContract: true })).status).toBe(400);
    expect(
      (await call({ method: 'POST', path: '/forms/v1/submissions', body: 'x', headers: { 'content-type': 'text/plain' }, breaksContract: true })).status,
    ).toBe(415);
  });
});

describe('coverage', () => {
  // runs after the tests above (a file's tests run in order): every declared status was answered
  it('saw every status the contract declares', () => {
    const declared = operations().flatMap(([method, template, op]) => Object.keys(op.responses).map((s) => `${method} ${template} ${s}`));
    const missing = declared.filter((d) => !seen.has(d) && !NOT_PRODUCIBLE.has(d));
    expect(missing, 'declared statuses the backend was never seen to answer').toEqual([]);
  });
});
