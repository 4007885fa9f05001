import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Router } from '../../../../scripts/backend/server/router';
import { closeOrderService, registerOrderRoutes, type OrderService } from '../../../../scripts/backend/server/routes/orders';
import { allowedReturnUrl, configuredOrigins } from '../../../../scripts/backend/server/orders/return-url';
import { validationResponseSchema } from '../../../../src/cms/commerce';
import { httpClient } from '../../../support/http';

let dir: string;
let server: Server;
let base: string;
let router: Router;
let service: OrderService;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'orders-service-'));
  router = new Router(() => undefined);
  service = registerOrderRoutes(router, dir);
  server = createServer(router.handle);
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((ok) => server.close(() => ok()));
  closeOrderService(router);
  rmSync(dir, { recursive: true, force: true });
});

const { post } = httpClient(() => base);

let keySeq = 0;
function initBody(overrides: Record<string, unknown> = {}) {
  keySeq += 1;
  return {
    idempotencyKey: `test-key-${String(keySeq).padStart(8, '0')}`,
    items: [{ code: 'wash-premium', quantity: 2 }],
    customer: { email: 'maija@example.com', firstname: 'Maija', lastname: 'Meikäläinen', phone: '+358401234567', marketing: [] },
    paymentMethodType: 'card',
    returnUrl: 'http://127.0.0.1:4321/kassa',
    ...overrides,
  };
}

describe('cart validation (spec 7.4)', () => {
  it('answers items with upsells and totals from the catalogue', async () => {
    const res = await post(
      '/digital-order/v1/cart/validate',
      { items: [{ quantity: 4, code: 'wash-premium', showUpsell: true }], discountCode: 'wash10' },
      { locale: 'en-EU' },
    );
    expect(res.status).toBe(200);
    const body = validationResponseSchema.parse(await res.json());
    expect(body.items[0]).toMatchObject({ quantity: 4, product: { code: 'wash-premium', name: 'Premium wash' } });
    expect(body.items[0]?.upsellProducts).toEqual([expect.objectContaining({ quantity: 5, product: expect.objectContaining({ code: 'wash-premium-5' }) })]);
    expect(body.totals.totalWithTax).toBe(53.64);
    expect(body.discountCode).toEqual({ code: 'WASH10', valid: true });
  });

  it('sends no upsell when the visitor declined it', async () => {
    const res = await post('/digital-order/v1/cart/validate', { items: [{ quantity: 1, code: 'wash-basic', showUpsell: false }] });
    const body = validationResponseSchema.parse(await res.json());
    expect(body.items[0]?.upsellProducts).toEqual([]);
  });

  it('refuses prices, unknown codes and bad shapes', async () => {
    expect((await post('/digital-order/v1/cart/validate', { items: [{ quantity: 1, code: 'wash-basic', price: 0.01 }] })).status).toBe(400);
    expect((await post('/digital-order/v1/cart/validate', { items: [{ quantity: 1, code: 'nope' }] })).status).toBe(422);
    expect((await post('/digital-order/v1/cart/validate', '{"items":')).status).toBe(400);
    expect((await post('/digital-order/v1/cart/validate', { items: [{ quantity: '1', code: 'wash-basic' }] })).status).toBe(400);
    expect((await post('/digital-order/v1/cart/validate', { items: [] })).status).toBe(400);
  });
});

describe('orders: initialize, pay, complete', () => {
  it('prices the order itself, and a replay returns the same order', async () => {
    const body = initBody();
    const first = await post('/digital-order/v1/orders/initialize', body);
    expect(first.status).toBe(201);
    const created = (await first.json()) as { orderId: string; totals: { totalWithTax: number }; paymentUrl: string; replayed: boolean };
    expect(created.totals.totalWithTax).toBe(29.8);
    expect(created.paymentUrl.startsWith(`${base}/digital-order/v1/payment/${created.orderId}?token=`)).toBe(true);
    const again = await post('/digital-order/v1/orders/initialize', body);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ orderId: created.orderId, replayed: true });
    const conflict = await post('/digital-order/v1/orders/initialize', { ...body, items: [{ code: 'wash-basic', quantity: 1 }] });
    expect(conflict.status).toBe(409);
  });

  it('writes nothing for a tampered price, a foreign return URL or a bad body', async () => {
    const before = service.orders.count();
    const tampered = initBody({ items: [{ code: 'wash-premium', quantity: 1, price: 0.01 }] });
    expect((await post('/digital-order/v1/orders/initialize', tampered)).status).toBe(400);
    expect((await post('/digital-order/v1/orders/initialize', initBody({ totals: { totalWithTax: 0 } }))).status).toBe(400);
    expect((await post('/digital-order/v1/orders/initialize', initBody({ returnUrl: 'https://evil.example/steal' }))).status).toBe(400);
    expect((await post('/digital-order/v1/orders/initialize', initBody({ returnUrl: 'javascript:alert(1)' }))).status).toBe(400);
    expect((await post('/digital-order/v1/orders/initialize', initBody({ discountCode: 'NOPE' }))).status).toBe(422);
    expect((await post('/digital-order/v1/orders/initialize', 'x'.repeat(100_000))).status).toBe(413);
    expect(service.orders.count()).toBe(before);
  });

  it('pays through the stand-in page and returns to the return URL; complete is idempotent', async () => {
    const res = await post('/digital-order/v1/orders/initialize', initBody({ discountCode: 'WELCOME5' }));
    const { orderId, paymentUrl } = (await res.json()) as { orderId: string; paymentUrl: string };
    const page = await fetch(paymentUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(orderId);
    expect(html).toContain('24,80');
    // its own icon, which its CSP allows: the browser asks for no /favicon.ico that `default-src 'none'` would refuse
    expect(html).toContain('<link rel="icon" href="data:,">');
    expect(page.headers.get('content-security-policy')).toMatch(/(^|; )img-src data:(;|$)/);

    expect((await post('/digital-order/v1/orders/complete', { orderId })).status).toBe(409);
    const token = new URL(paymentUrl).searchParams.get('token')!;
    const form = (outcome: string, t = token) =>
      fetch(`${base}/digital-order/v1/payment/${orderId}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token: t, outcome }),
      });
    expect((await form('paid', 'x'.repeat(32))).status).toBe(404);
    const failed = await form('failed');
    expect(failed.status).toBe(303);
    expect(failed.headers.get('location')).toBe(`http://127.0.0.1:4321/kassa?order=${orderId}&payment=failed`);
    expect((await post('/digital-order/v1/orders/complete', { orderId })).status).toBe(402);
    const paid = await form('paid');
    expect(paid.headers.get('location')).toBe(`http://127.0.0.1:4321/kassa?order=${orderId}&payment=paid`);
    const done = await post('/digital-order/v1/orders/complete', { orderId });
    expect(done.status).toBe(200);
    const completed = await done.json();
    expect(completed).toMatchObject({ orderId, status: 'completed', totals: { totalWithTax: 24.8, discount: 5 } });
    expect(await (await post('/digital-order/v1/orders/complete', { orderId })).json()).toEqual(completed);
    expect((await post('/digital-order/v1/orders/complete', { orderId: 'NE-ZZZZZZZZZZ' })).status).toBe(404);
  });
});

describe('return URLs', () => {
  it('accept only the configured origins, or loopback when none is configured', () => {
    const origins = configuredOrigins({ SITE_URL: 'https://energy.example', SITE_URL_SV_SE: 'https://energy.example.se', OTHER: 'https://x.example' });
    expect([...origins]).toEqual(['https://energy.example', 'https://energy.example.se']);
    expect(allowedReturnUrl('https://energy.example.se/kassa?x=1', origins)).toBe('https://energy.example.se/kassa?x=1');
    expect(allowedReturnUrl('https://evil.example/kassa', origins)).toBeNull();
    expect(allowedReturnUrl('https://energy.example@evil.example/', origins)).toBeNull();
    expect(allowedReturnUrl('http://127.0.0.1:4321/kassa', new Set())).toBe('http://127.0.0.1:4321/kassa');
    expect(allowedReturnUrl('http://localhost:9/kassa', new Set())).toBe('http://localhost:9/kassa');
    expect(allowedReturnUrl('http://10.0.0.1/kassa', new Set())).toBeNull();
    expect(allowedReturnUrl('data:text/html,hi', new Set())).toBeNull();
  });
});
