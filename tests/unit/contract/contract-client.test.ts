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
import { createCmsClient, type CmsClient } from '../../../src/cms/client';
import { createAccountClient } from '../../../src/server/api/account/account-client';
import { operation, operations, requestProblems, responseExamples, templateOf, type RecordedRequest } from '../../support/contract';
import { httpClient } from '../../support/http';

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
  const { createOrderHandlers } = await import('../../../src/server/api/orders/handlers');
  const { parseConfig } = await import('../../../src/config/config');
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

  const { createFormSubmit } = await import('../../../src/server/api/forms/submit-route');
  const contact = {
    id: 'blk-form',
    contentType: 'formBuilder',
    formId: 'contact',
    title: 'Contact',
    fields: [{ name: 'name', type: 'text', label: 'Name', required: true }],
  };
  const formPage = { localizedPagePaths: {}, content: { id: 'p', contentType: 'standardPage', slug: '/contact', title: 'Contact', body: [contact] } };
  const cms = { page: async () => (await import('../../../src/cms/schemas')).pageResponseSchema.parse(formPage) } as unknown as CmsClient;
  siteRoutes.set('/api/v1/form/submit', createFormSubmit({ cms, submitUrl: `${upstreamUrl}/forms/v1/submissions`, timeoutMs: 2000, siteOrigins: [siteUrl] }));
});

afterAll(async () => {
  await new Promise((ok) => upstream.close(ok));
  await new Promise((ok) => site.close(ok));
});

/** A same-origin browser request to one of the site's endpoints. */
const siteHttp = httpClient(() => siteUrl, { headers: { 'sec-fetch-site': 'same-origin' } });
const postToSite = (path: string, body: unknown, locale = 'fi-FI', headers: Record<string, string> = {}) => siteHttp.post(path, body, { locale, ...headers });

/** The requests the stand-in backends receive while `run` goes (the tests of this file run one at a time). */
async function recording(run: () => Promise<unknown>): Promise<RecordedRequest[]> {
  const from = recorded.length;
  await run();
  return recorded.slice(from);
}

/** Every call of the content client, one locale each (the preview page in sv-SE). */
async function contentCalls() {
  const cms = createCmsClient({ baseUrl: `${upstreamUrl}/`, timeoutMs: 2000 });
  return {
    layout: await cms.layout('en-EU'),
    page: await cms.page('/terms', 'fi-FI'),
    preview: await cms.page('/news/a b', 'sv-SE', { preview: true }),
    search: await cms.search(
      { page: 1, limit: 9, filter: { category: 'Article', tags: ['news'] }, sort: { sortBy: 'created', sortDirection: 'DESC' } },
      'no-NO',
    ),
    paths: await cms.paths('en-EU'),
  };
}

/** Every call of the account client, with the token the code exchange gives. */
async function accountCalls() {
  const account = createAccountClient({ baseUrl: upstreamUrl, timeoutMs: 2000 });
  const token = await account.exchangeCode('c0deC0deC0de', 'http://127.0.0.1:4321/api/v1/auth/callback', 'fi-FI');
  const bearer = token.ok ? token.data.token : '';
  return {
    token,
    customer: await account.customer(bearer, 'en-EU'),
    cards: await account.cards(bearer, 'en-EU'),
    revoke: await account.revoke(bearer, 'en-EU'),
  };
}

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

/** The order endpoints' happy path: validate a cart, place the order, complete it as its visitor. */
async function orderCalls() {
  const validated = await postToSite('/api/v1/cart/validate', { items: [{ quantity: 2, code: 'wash-premium', showUpsell: true }], discountCode: 'WASH10' });
  const placed = await postToSite('/proxy/order', order, 'sv-SE');
  const { orderId } = (await placed.json()) as { orderId: string };
  // the order is the placing visitor's (a sealed cookie), and only theirs to complete
  const cookie = placed.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  const completed = await postToSite('/proxy/complete', { orderId }, 'fi-FI', { cookie });
  return { validated, placed, orderId, cookie, completed };
}

const formCall = () => postToSite('/api/v1/form/submit', { formId: 'contact', path: '/contact', values: { name: 'Aino' } }, 'en-EU');

/** What every client of the site sends, each call once. */
function everyCall(): Promise<RecordedRequest[]> {
  return recording(async () => {
    await contentCalls();
    await accountCalls();
    await orderCalls();
    await formCall();
  });
}

describe("the site's requests to its backends", () => {
  it('content client: layout, page (with and without preview), search, paths', async () => {
    let answers: Awaited<ReturnType<typeof contentCalls>> | undefined;
    const made = await recording(async () => (answers = await contentCalls()));
    // each answer is the contract's example, read through the client's schema
    expect(answers?.layout).toBeTypeOf('object');
    expect(answers?.page).not.toBeNull();
    expect(answers?.preview).not.toBeNull();
    expect(answers?.search).toBeTypeOf('object');
    expect(answers?.paths).toBeTypeOf('object');
    expect(made.map((r) => `${r.method} ${templateOf(r.url.pathname)} ${r.headers['locale']}`)).toEqual([
      'GET /cms-view/v1/content/layout en-EU',
      'GET /cms-view/v1/content/page fi-FI',
      'GET /cms-view/v1/content/page sv-SE',
      'POST /cms-view/v1/search no-NO',
      'GET /cms-view/v1/content/paths en-EU',
    ]);
    for (const req of made) expect(requestProblems(req), `${req.method} ${req.url.pathname}`).toEqual([]);
    expect(made.map((r) => r.headers['preview'] ?? null)).toEqual([null, null, 'true', null, null]);
  });

  it('account client: token, customer, cards, logout', async () => {
    const { token, customer, cards, revoke } = await accountCalls();
    expect(token.ok).toBe(true);
    expect(customer.ok).toBe(true);
    expect(cards.ok).toBe(true);
    expect(revoke.ok).toBe(true);
  });

  it('order endpoints: validate, initialize, complete', async () => {
    const { validated, placed, orderId, cookie: mine, completed } = await orderCalls();
    expect(validated.status).toBe(200);
    expect(placed.status).toBe(201);
    expect(completed.status).toBe(200);

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
    expect((await formCall()).status).toBe(200);
  });

  it('made only requests the contract has, each with the locale header', async () => {
    const made = await everyCall();
    expect(made.length).toBeGreaterThan(0);
    for (const req of made) {
      const label = `${req.method} ${req.url.pathname}${req.url.search}`;
      expect(requestProblems(req), label).toEqual([]);
      expect(req.headers['locale'], `${label}: locale header (spec 7)`).toMatch(/^(fi-FI|en-EU|sv-SE|no-NO)$/);
    }
    const preview = made.filter((r) => r.headers['preview'] === 'true').map((r) => r.url.searchParams.get('path'));
    expect(preview).toEqual(['/news/a b']);
  });

  it('called every operation of the contract', async () => {
    const called = new Set((await everyCall()).map((r) => `${r.method} ${templateOf(r.url.pathname)}`));
    const missing = operations()
      .map(([method, template]) => `${method} ${template}`)
      .filter((op) => !called.has(op));
    expect(missing).toEqual([]);
  });
});
