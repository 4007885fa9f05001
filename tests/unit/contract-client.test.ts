/**
 * The site's side of the contract (src/contract/backends.openapi.json, spec 7): the site's HTTP
 * clients — the content client, the account client, the order endpoints and the form submit route —
 * are pointed at a recording server that answers every operation with the document's own example.
 * Every request they make (method, path, query, headers, body) must be an operation of the document,
 * with its required parameters and a body its schema accepts; and every operation must be called.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCmsClient, type CmsClient } from '../../src/cms/client';
import { createAccountClient } from '../../src/server/api/account/account-client';
import { operation, operations, requestProblems, responseExamples, templateOf, type RecordedRequest } from '../support/contract';

const recorded: RecordedRequest[] = [];
let upstream: Server;
let upstreamUrl = '';
let site: Server;
let siteUrl = '';

/** The status an operation answers on success: 201 where it makes something, else the lowest 2xx. */
function successStatus(method: string, template: string): number {
  const codes = Object.keys(operation(method, template).responses)
    .map(Number)
    .filter((s) => s >= 200 && s < 300);
  return codes.includes(201) ? 201 : Math.min(...codes);
}

async function readAll(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The stand-in of every backend: records the request, answers with the contract's first example. */
async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', upstreamUrl);
  const body = await readAll(req);
  const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')]));
  recorded.push({ method: req.method ?? 'GET', url, headers, body: body === '' ? undefined : body });
  const template = templateOf(url.pathname);
  const method = req.method ?? 'GET';
  if (!template) {
    res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'not_found', message: 'not in the contract' }));
    return;
  }
  const status = successStatus(method, template);
  const [example] = Object.values(responseExamples(method, template, status));
  if (example === undefined) res.writeHead(status).end();
  else res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(example));
}

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;
const siteRoutes = new Map<string, Handler>();

beforeAll(async () => {
  upstream = createServer((req, res) => void answer(req, res));
  await new Promise<void>((ok) => upstream.listen(0, '127.0.0.1', ok));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  // the order endpoints take their upstream from the configuration they are made with
  const { createOrderHandlers } = await import('../../src/server/api/orders/handlers');
  const { parseConfig } = await import('../../src/config/config');
  const orders = createOrderHandlers(parseConfig({ ORDER_BASE_URL: upstreamUrl }));
  siteRoutes.set('/api/v1/cart/validate', orders.cartValidate);
  siteRoutes.set('/proxy/order', orders.order);
  siteRoutes.set('/proxy/complete', orders.complete);

  site = createServer((req, res) => {
    const handler = siteRoutes.get(new URL(req.url ?? '/', 'http://site').pathname);
    if (!handler) return void res.writeHead(404).end();
    handler(req, res).catch((error: { status?: number; code?: string; message?: string }) => {
      res.writeHead(error.status ?? 500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: error.code, message: error.message }));
    });
  });
  await new Promise<void>((ok) => site.listen(0, '127.0.0.1', ok));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;

  const { createFormSubmit } = await import('../../src/server/api/forms/submit-route');
  const contact = {
    id: 'blk-form',
    contentType: 'formBuilder',
    formId: 'contact',
    title: 'Contact',
    fields: [{ name: 'name', type: 'text', label: 'Name', required: true }],
  };
  const formPage = { localizedPagePaths: {}, content: { id: 'p', contentType: 'standardPage', slug: '/contact', title: 'Contact', body: [contact] } };
  const cms = { page: async () => (await import('../../src/cms/schemas')).pageResponseSchema.parse(formPage) } as unknown as CmsClient;
  siteRoutes.set('/api/v1/form/submit', createFormSubmit({ cms, submitUrl: `${upstreamUrl}/forms/v1/submissions`, timeoutMs: 2000, siteOrigins: [siteUrl] }));
});

afterAll(async () => {
  await new Promise((ok) => upstream.close(ok));
  await new Promise((ok) => site.close(ok));
});

/** A same-origin browser request to one of the site's endpoints. */
function postToSite(path: string, body: unknown, locale = 'fi-FI', headers: Record<string, string> = {}) {
  return fetch(`${siteUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', locale, ...headers },
    body: JSON.stringify(body),
  });
}

describe("the site's requests to its backends", () => {
  it('content client: layout, page (with and without preview), search, paths', async () => {
    const cms = createCmsClient({ baseUrl: `${upstreamUrl}/`, timeoutMs: 2000 });
    await cms.layout('en-EU');
    await cms.page('/terms', 'fi-FI');
    await cms.page('/news/a b', 'sv-SE', { preview: true });
    await cms.search({ page: 1, limit: 9, filter: { category: 'Article', tags: ['news'] }, sort: { sortBy: 'created', sortDirection: 'DESC' } }, 'no-NO');
    await cms.paths('en-EU');
  });

  it('account client: token, customer, cards, logout', async () => {
    const account = createAccountClient({ baseUrl: upstreamUrl, timeoutMs: 2000 });
    const token = await account.exchangeCode('c0deC0deC0de', 'http://127.0.0.1:4321/api/v1/auth/callback', 'fi-FI');
    expect(token.ok).toBe(true);
    const bearer = token.ok ? token.data.token : '';
    expect((await account.customer(bearer, 'en-EU')).ok).toBe(true);
    expect((await account.cards(bearer, 'en-EU')).ok).toBe(true);
    expect((await account.revoke(bearer, 'en-EU')).ok).toBe(true);
  });

  it('order endpoints: validate, initialize, complete', async () => {
    expect(
      (await postToSite('/api/v1/cart/validate', { items: [{ quantity: 2, code: 'wash-premium', showUpsell: true }], discountCode: 'WASH10' })).status,
    ).toBe(200);
    const order = {
      idempotencyKey: 'contract-key-0123456789',
      items: [{ code: 'wash-premium', quantity: 2 }],
      customer: {
        email: 'aino@example.fi',
        emailConfirmation: 'aino@example.fi',
        firstname: 'Aino',
        lastname: 'Virtanen',
        telephonePrefix: 'FIN|358',
        telephoneNumber: '401234567',
        marketing: ['email'],
      },
      sendSms: true,
      paymentMethodType: 'bank',
      bank: 'nordea',
    };
    const placed = await postToSite('/proxy/order', order, 'sv-SE');
    expect(placed.status).toBe(201);
    const { orderId } = (await placed.json()) as { orderId: string };
    // the order is the placing visitor's (a sealed cookie), and only theirs to complete
    const mine = placed.headers.getSetCookie()[0]!.split(';')[0]!;
    expect((await postToSite('/proxy/complete', { orderId }, 'fi-FI', { cookie: mine })).status).toBe(200);

    const calls = recorded.length;
    const notMine = await postToSite('/proxy/complete', { orderId });
    const unknown = await postToSite('/proxy/complete', { orderId: 'NE-AAAAAAAAAA' }, 'fi-FI', { cookie: mine });
    expect(notMine.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(await notMine.json()).toEqual(await unknown.json());
    const forged = `${mine.slice(0, -4)}${mine.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    expect((await postToSite('/proxy/complete', { orderId }, 'fi-FI', { cookie: forged })).status).toBe(404);
    // none of these reached the order service
    expect(recorded.length).toBe(calls);
  });

  it('form submit route: passes the checked submission on', async () => {
    const res = await postToSite('/api/v1/form/submit', { formId: 'contact', path: '/contact', values: { name: 'Aino' } }, 'en-EU');
    expect(res.status).toBe(200);
  });

  it('made only requests the contract has, each with the locale header', () => {
    expect(recorded.length).toBeGreaterThan(0);
    for (const req of recorded) {
      const label = `${req.method} ${req.url.pathname}${req.url.search}`;
      expect(requestProblems(req), label).toEqual([]);
      expect(req.headers['locale'], `${label}: locale header (spec 7)`).toMatch(/^(fi-FI|en-EU|sv-SE|no-NO)$/);
    }
    const preview = recorded.filter((r) => r.headers['preview'] === 'true').map((r) => r.url.searchParams.get('path'));
    expect(preview).toEqual(['/news/a b']);
  });

  it('called every operation of the contract', () => {
    const called = new Set(recorded.map((r) => `${r.method} ${templateOf(r.url.pathname)}`));
    const missing = operations()
      .map(([method, template]) => `${method} ${template}`)
      .filter((op) => !called.has(op));
    expect(missing).toEqual([]);
  });
});
