import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { localizedHref, pathTable } from '../../src/i18n/paths';
import { t } from '../../src/i18n/t';
import { httpClient } from '../support/http';

/**
 * The site's commerce endpoints over HTTP against the embedded order backend: every bad input is
 * a 4xx with a clear error and writes nothing; prices are the catalogue's whatever the body says;
 * a replayed order is the same order.
 *
 * "Nothing written" is checked through the service itself: a refused request with idempotency key
 * K leaves K unused, so the next valid request with K makes a new order (201, not a replay).
 */
const siteUrl = inject('siteUrl');
const backendUrl = inject('backendUrl');

const key = () => `it-${randomBytes(12).toString('base64url')}`;

const { post } = httpClient(() => siteUrl);

function order(idempotencyKey: string, overrides: Record<string, unknown> = {}) {
  return {
    idempotencyKey,
    items: [{ code: 'wash-premium', quantity: 2 }],
    customer: {
      email: 'it@example.com',
      emailConfirmation: 'it@example.com',
      firstname: 'Integration',
      lastname: 'Test',
      telephonePrefix: 'FIN|358',
      telephoneNumber: '401234567',
      marketing: [],
    },
    sendSms: false,
    paymentMethodType: 'card',
    ...overrides,
  };
}

async function errorOf(res: Response): Promise<{ status: number; error: string; message: string }> {
  const body = (await res.json()) as { error: string; message: string };
  return { status: res.status, ...body };
}

/** Asserts nothing was stored under `k`: a valid order with it is created afresh. */
async function expectUnused(k: string): Promise<void> {
  const res = await post('/proxy/order', order(k));
  expect(res.status).toBe(201);
  expect(await res.json()).toMatchObject({ replayed: false });
}

describe('POST /api/v1/cart/validate', () => {
  it("prices a cart from the catalogue in the locale's market, with upsells and a discount code", async () => {
    const res = await post(
      '/api/v1/cart/validate',
      { items: [{ quantity: 2, code: 'wash-premium', showUpsell: true }], discountCode: 'WASH10' },
      { locale: 'sv-SE' },
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      items: { product: { name: string; attributes: Record<string, unknown> }; upsellProducts: unknown[] }[];
      totals: Record<string, number>;
    };
    expect(body.items[0]?.product.name).toBe('Premiumtvätt');
    expect(body.items[0]?.product.attributes).toMatchObject({ price: 179, tax_class: '25', currency: 'SEK' });
    expect(body.items[0]?.upsellProducts).toHaveLength(1);
    // Sweden: 2 × 179 kr = 358 kr − 10 % = 322.20 kr, of which moms 25 %: 322.20 / 5 = 64.44
    expect(body.totals).toEqual({ discount: 35.8, taxAmount: 64.44, totalWithTax: 322.2, totalWithoutTax: 257.76 });
    // the same cart in Finland: 29.80 € − 10 % = 26.82 €, of which VAT 25.5 %: 26.82 × 25.5 / 125.5 = 5.45
    const fi = await post(
      '/api/v1/cart/validate',
      { items: [{ quantity: 2, code: 'wash-premium', showUpsell: true }], discountCode: 'WASH10' },
      { locale: 'fi-FI' },
    );
    expect(((await fi.json()) as { totals: unknown }).totals).toEqual({ discount: 2.98, taxAmount: 5.45, totalWithTax: 26.82, totalWithoutTax: 21.37 });
  });

  it('refuses bad input with a clear 4xx', async () => {
    const cases: [unknown, Record<string, string>, number, string][] = [
      ['{"items":[', {}, 400, 'invalid_json'],
      [{ items: [{ quantity: 'two', code: 'wash-premium' }] }, {}, 400, 'invalid_body'],
      [{ items: [{ quantity: 1, code: 'wash-premium', price: 0.01 }] }, {}, 400, 'invalid_body'],
      [{ items: [] }, {}, 400, 'invalid_body'],
      [{ items: [{ quantity: 1, code: 'gold-bar' }] }, {}, 422, 'unknown_product'],
      [{ items: [{ quantity: 1, code: 'wash-premium' }] }, { locale: 'xx-XX' }, 400, 'invalid_locale'],
      [{ items: [{ quantity: 1, code: 'wash-premium' }] }, { 'sec-fetch-site': 'cross-site' }, 403, 'cross_site_request'],
    ];
    for (const [body, headers, status, error] of cases) {
      const res = await post('/api/v1/cart/validate', body, headers);
      const got = await errorOf(res);
      expect(got, JSON.stringify(body)).toMatchObject({ status, error });
      expect(got.message.length).toBeGreaterThan(0);
    }
    const huge = await post('/api/v1/cart/validate', JSON.stringify({ items: [{ quantity: 1, code: 'wash-premium' }], pad: 'x'.repeat(200_000) }));
    expect(huge.status).toBe(413);
    const text = await fetch(`${siteUrl}/api/v1/cart/validate`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' });
    expect(text.status).toBe(415);
    expect((await fetch(`${siteUrl}/api/v1/cart/validate`)).status).toBe(405);
  });
});

describe('customer fields: one rule for the browser, the site and the order service', () => {
  const idn = (overrides: Record<string, unknown>) => ({ ...order('').customer, ...overrides });

  it('takes an internationalised address and a number typed any way, and sends them on in one normal form', async () => {
    const k = key();
    const typed = order(k, { customer: idn({ email: 'åsa@exämple.se', emailConfirmation: 'åsa@EXÄMPLE.se', telephoneNumber: '040 123 4567' }) });
    const first = await post('/proxy/order', typed, { locale: 'sv-SE' });
    expect(first.status).toBe(201);
    const made = (await first.json()) as { orderId: string };
    // the same order typed another way is the same request to the order service (its fingerprint
    // covers the customer): the address with its domain in IDNA form, the number as E.164
    const same = order(k, {
      customer: idn({
        email: 'åsa@xn--exmple-cua.se',
        emailConfirmation: 'åsa@xn--exmple-cua.se',
        telephonePrefix: 'SE|46',
        telephoneNumber: '00358 40 123 45 67',
      }),
    });
    const again = await post('/proxy/order', same, { locale: 'sv-SE' });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ orderId: made.orderId, replayed: true });
  });

  it('refuses a customer field with a 400 naming it and its message, writing nothing', async () => {
    const k = key();
    const res = await post('/proxy/order', order(k, { customer: idn({ telephoneNumber: '040 123', email: 'åsa@exämple' }) }), { locale: 'fi-FI' });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; fields: Record<string, { rule: string; message: string }> };
    expect(body.error).toBe('invalid_fields');
    expect(body.fields).toEqual({
      email: { rule: 'email', message: t('fi-FI', 'validation.emailInvalid') },
      emailConfirmation: { rule: 'matches', ruleValue: 'email', message: t('fi-FI', 'validation.matches') },
      telephoneNumber: { rule: 'phone', message: t('fi-FI', 'validation.phone') },
    });
    await expectUnused(k);
  });

  it('validates a cart with an internationalised address, and names a refused one', async () => {
    const items = [{ quantity: 1, code: 'wash-premium', showUpsell: true }];
    expect((await post('/api/v1/cart/validate', { items, customerEmail: 'jyrki@xn--prssi-jua.fi' })).status).toBe(200);
    const refused = await post('/api/v1/cart/validate', { items, customerEmail: 'jyrki@pörssi' }, { locale: 'en-EU' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: 'invalid_fields', fields: { customerEmail: { rule: 'email' } } });
  });

  it("the order service takes the site's normal forms and refuses a number that is none of its country's", async () => {
    const initialize = (customer: Record<string, unknown>) =>
      fetch(`${backendUrl}/digital-order/v1/orders/initialize`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', locale: 'fi-FI' },
        body: JSON.stringify({
          idempotencyKey: key(),
          items: [{ code: 'wash-basic', quantity: 1 }],
          customer: { email: 'åsa@xn--exmple-cua.se', firstname: 'Åsa', lastname: 'Berg', phone: '+46701234567', ...customer },
          paymentMethodType: 'card',
          returnUrl: `${siteUrl}${localizedHref(pathTable.checkout['sv-SE'], 'sv-SE')}`,
        }),
      });
    expect((await initialize({})).status).toBe(201);
    expect((await initialize({ email: 'åsa@exämple.se' })).status).toBe(201);
    for (const phone of ['+4670123', '+358 40 123 4567', '+4930123456']) expect((await initialize({ phone })).status, phone).toBe(400);
  });
});

describe('POST /proxy/order and /proxy/complete', () => {
  it('prices the order from the catalogue and replays it for the same key', async () => {
    const k = key();
    const first = await post('/proxy/order', order(k, { discountCode: 'welcome5' }), { locale: 'en-EU' });
    expect(first.status).toBe(201);
    const made = (await first.json()) as {
      orderId: string;
      totals: { totalWithTax: number; discount: number };
      currency: string;
      paymentUrl: string;
      items: { name: string }[];
    };
    // en-EU buys as Finland does: euros
    expect(made.totals).toMatchObject({ totalWithTax: 24.8, discount: 5 });
    expect(made.currency).toBe('EUR');
    expect(made.items[0]?.name).toBe('Premium wash');
    const again = await post('/proxy/order', order(k, { discountCode: 'welcome5' }), { locale: 'en-EU' });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ orderId: made.orderId, replayed: true });
    // the same key for another order is refused
    const other = await post('/proxy/order', order(k, { items: [{ code: 'wash-basic', quantity: 1 }] }), { locale: 'en-EU' });
    expect(await errorOf(other)).toMatchObject({ status: 409, error: 'idempotency_conflict' });
  });

  it('refuses malformed JSON, wrong types, prices, totals, a return URL and a huge body, writing nothing', async () => {
    const bad: [string, (k: string) => unknown, number][] = [
      ['malformed JSON', () => '{"idempotencyKey":', 400],
      ['wrong types', (k) => order(k, { items: [{ code: 'wash-premium', quantity: '2' }] }), 400],
      ['a tampered price', (k) => order(k, { items: [{ code: 'wash-premium', quantity: 1, price: 0.01 }] }), 400],
      ['tampered totals', (k) => order(k, { totals: { totalWithTax: 0.01 } }), 400],
      ['a chosen return URL', (k) => order(k, { returnUrl: 'https://evil.example/' }), 400],
      ['an unknown product', (k) => order(k, { items: [{ code: 'gold-bar', quantity: 1 }] }), 422],
      ['an invalid discount code', (k) => order(k, { discountCode: 'FREE100' }), 422],
      ['emails that differ', (k) => order(k, { customer: { ...order(k).customer, emailConfirmation: 'other@example.com' } }), 400],
      ['a huge body', (k) => JSON.stringify({ ...order(k), pad: 'x'.repeat(200_000) }), 413],
    ];
    for (const [what, body, status] of bad) {
      const k = key();
      const res = await post('/proxy/order', body(k));
      const got = await errorOf(res);
      expect(got.status, what).toBe(status);
      expect(got.message, what).not.toBe('');
      // malformed JSON never named a key; every other refused request must have left its key unused
      await expectUnused(k);
    }
  });

  it('refuses cross-site posts and unknown endpoints', async () => {
    const k = key();
    const cross = await post('/proxy/order', order(k), { origin: 'https://evil.example' });
    expect(cross.status).toBe(403);
    await expectUnused(k);
    expect((await post('/proxy/orders', order(key()))).status).toBe(404);
    expect((await fetch(`${siteUrl}/proxy/order`)).status).toBe(405);
  });

  it("returns from the payment step to the site's own checkout page, and completes once", async () => {
    const res = await post('/proxy/order', order(key()), { locale: 'sv-SE' });
    const { orderId, paymentUrl } = (await res.json()) as { orderId: string; paymentUrl: string };
    // the visitor who placed it holds it in a sealed cookie; to anyone else it is an unknown order
    const visitor = { cookie: res.headers.getSetCookie()[0]!.split(';')[0]! };

    expect(await errorOf(await post('/proxy/complete', { orderId }, visitor))).toMatchObject({ status: 409, error: 'payment_pending' });
    const unknown = await errorOf(await post('/proxy/complete', { orderId: 'NE-AAAAAAAAAA' }, visitor));
    expect(unknown).toMatchObject({ status: 404, error: 'order_not_found' });
    expect(await errorOf(await post('/proxy/complete', { orderId }))).toEqual(unknown);
    expect((await post('/proxy/complete', { orderId: 'not-an-id' }, visitor)).status).toBe(400);
    expect((await post('/proxy/complete', { orderId, status: 'completed' }, visitor)).status).toBe(400);

    const token = new URL(paymentUrl).searchParams.get('token')!;
    const paid = await fetch(new URL(`/digital-order/v1/payment/${orderId}`, paymentUrl), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, outcome: 'paid' }),
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${siteUrl}${localizedHref(pathTable.checkout['sv-SE'], 'sv-SE')}?order=${orderId}&payment=paid`);

    // a paid order is read by no one else
    expect(await errorOf(await post('/proxy/complete', { orderId }))).toEqual(unknown);
    const done = await post('/proxy/complete', { orderId }, visitor);
    expect(done.status).toBe(200);
    const completed = await done.json();
    // 2 × 179 kr, in Swedish crowns
    expect(completed).toMatchObject({ orderId, status: 'completed', totals: { totalWithTax: 358 }, currency: 'SEK' });
    const replay = await post('/proxy/complete', { orderId }, visitor);
    expect(await replay.json()).toEqual(completed);
  });
});
