/**
 * The embedded order service (digital-order, spec 7.4) and its payment stand-in:
 *
 *   POST /digital-order/v1/cart/validate       prices a cart from the catalogue, with upsells and the discount code
 *   POST /digital-order/v1/orders/initialize   makes an order (idempotent by key), answers its payment URL
 *   GET  /digital-order/v1/payment/:orderId    the stand-in provider's page (?token=)
 *   POST /digital-order/v1/payment/:orderId    pay or fail, then 303 back to the order's return URL
 *   POST /digital-order/v1/orders/complete     completes a paid order (idempotent)
 *
 * Prices come from the catalogue only, in the market of the request's locale: bodies carry codes
 * and quantities, and a price field is an unknown key, so a 400. The database opens on first use and is closed by closeOrderService.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LocaleCode } from '../../../../src/config/locales';
import { HttpError } from '../../../../src/lib/http/errors';
import { sendJsonValue } from '../../../../src/lib/http/json';
import { describeZodError } from '../../../../src/config/zod-issues';
import { readBody, readJsonValue } from '../../../../src/lib/http/read';
import { requestLocale } from '../locale';
import type { Router } from '../router';
import { productEntry } from '../orders/catalogue';
import { IdempotencyConflict, OrderDb, type OrderRecord } from '../orders/db';
import { paymentPage } from '../orders/payment-page';
import { priceCart, productJson, totalsInUnits } from '../orders/pricing';
import { fromCents } from '../../../../src/lib/money/amounts';
import { marketOf } from '../../../../src/lib/money/markets';
import { allowedReturnUrl, returnWith } from '../orders/return-url';
import { completeRequestSchema, initializeRequestSchema, orderId as orderIdSchema, paymentFormSchema, validationRequestSchema } from '../orders/schemas';

/** Largest JSON body of the order calls; a real one is under 2 KB. */
export const MAX_ORDER_BODY = 16 * 1024;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function newOrderId(): string {
  const bytes = randomBytes(10);
  return `NE-${[...bytes].map((b) => BASE32[b % 32]).join('')}`;
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** This server's own origin, from the socket (never from a Host header). */
function ownOrigin(req: IncomingMessage): string {
  const address = (req.socket.localAddress ?? '127.0.0.1').replace(/^::ffff:(?=\d+\.)/, '');
  return `http://${address.includes(':') ? `[${address}]` : address}:${req.socket.localPort}`;
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const type = String(req.headers['content-type'] ?? '');
  if (!/^application\/json\b/i.test(type)) throw new HttpError(415, 'unsupported_media_type', 'Expected application/json');
  return readJsonValue(req, MAX_ORDER_BODY);
}

function parse<T>(schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: import('zod').ZodError } }, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new HttpError(400, 'invalid_body', describeZodError(result.error));
  return result.data;
}

/** An order as the service answers it: amounts in its currency's units. */
function orderJson(order: OrderRecord) {
  return {
    orderId: order.id,
    status: order.status,
    locale: order.locale,
    items: order.lines.map((l) => ({ code: l.code, name: l.name, quantity: l.quantity, unitPrice: fromCents(l.unitPriceCents), taxClass: l.taxClass })),
    totals: totalsInUnits({ totalsCents: order.totals }),
    currency: order.currency,
    discountCode: order.discountCode,
  };
}

/** The order service of one backend: its database, opened on first use. */
export class OrderService {
  private db: OrderDb | undefined;

  constructor(private readonly dataDir: string) {}

  get orders(): OrderDb {
    this.db ??= OrderDb.inDir(this.dataDir);
    return this.db;
  }

  close(): void {
    this.db?.close();
    this.db = undefined;
  }

  validate(body: unknown, locale: LocaleCode) {
    const request = parse(validationRequestSchema, body);
    const priced = priceCart(
      request.items.map((i) => ({ code: i.code, quantity: i.quantity })),
      request.discountCode,
      marketOf(locale),
    );
    return {
      items: request.items.map((item, i) => {
        const entry = priced.lines[i]!.entry;
        const upsell = entry.upsell ? productEntry(entry.upsell.code) : undefined;
        return {
          quantity: item.quantity,
          product: productJson(entry, locale),
          upsellProducts: item.showUpsell && upsell && entry.upsell ? [{ quantity: entry.upsell.quantity, product: productJson(upsell, locale) }] : [],
        };
      }),
      totals: totalsInUnits(priced),
      discountCode: priced.discount,
    };
  }

  initialize(body: unknown, locale: LocaleCode, origin: string) {
    const request = parse(initializeRequestSchema, body);
    const returnUrl = allowedReturnUrl(request.returnUrl);
    if (!returnUrl) throw new HttpError(400, 'invalid_return_url', "returnUrl must be on the site's configured origin");
    const priced = priceCart(request.items, request.discountCode, marketOf(locale));
    if (request.discountCode && !priced.discount?.valid) throw new HttpError(422, 'invalid_discount_code', 'The discount code is not valid');
    const { idempotencyKey, returnUrl: _return, ...rest } = request;
    const fingerprint = createHash('sha256')
      .update(JSON.stringify({ ...rest, locale }))
      .digest('hex');
    let result: { order: OrderRecord; created: boolean };
    try {
      result = this.orders.createOrReplay({
        id: newOrderId(),
        idempotencyKey,
        fingerprint,
        locale,
        email: request.customerEmail ?? request.customer.email,
        customer: { ...request.customer, sendSms: request.sendSms },
        lines: priced.lines.map((l) => ({
          code: l.entry.code,
          name: l.entry.names[locale],
          quantity: l.quantity,
          unitPriceCents: l.unitCents,
          taxClass: l.taxClass,
        })),
        totals: priced.totalsCents,
        currency: priced.currency,
        discountCode: priced.discount?.valid ? priced.discount.code : null,
        paymentMethod: request.bank ? `${request.paymentMethodType}:${request.bank}` : request.paymentMethodType,
        paymentToken: randomBytes(24).toString('base64url'),
        returnUrl,
      });
    } catch (error) {
      if (error instanceof IdempotencyConflict) throw new HttpError(409, 'idempotency_conflict', 'This idempotencyKey was used for a different order');
      throw error;
    }
    const { order, created } = result;
    return {
      status: created ? 201 : 200,
      body: {
        ...orderJson(order),
        replayed: !created,
        paymentUrl: `${origin}/digital-order/v1/payment/${order.id}?token=${order.paymentToken}`,
      },
    };
  }

  complete(body: unknown) {
    const { orderId } = parse(completeRequestSchema, body);
    const order = this.orders.complete(orderId);
    if (!order) throw new HttpError(404, 'order_not_found', 'No such order');
    if (order.status === 'payment_failed') throw new HttpError(402, 'payment_failed', 'The payment failed');
    if (order.status === 'pending_payment') throw new HttpError(409, 'payment_pending', 'The order is not paid yet');
    return orderJson(order);
  }

  /** The order a payment call names, with its token checked. */
  paymentOrder(id: string, token: string): OrderRecord {
    if (!orderIdSchema.safeParse(id).success) throw new HttpError(404, 'order_not_found', 'No such order');
    const order = this.orders.get(id);
    if (!order || !sameToken(order.paymentToken, token)) throw new HttpError(404, 'order_not_found', 'No such order');
    return order;
  }
}

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { location, 'cache-control': 'no-store', 'content-length': '0' });
  res.end();
}

const services = new WeakMap<Router, OrderService>();

/** Registers the order service's routes on a router; the database lives in `dataDir`. */
export function registerOrderRoutes(router: Router, dataDir: string): OrderService {
  const service = new OrderService(dataDir);
  services.set(router, service);

  router.on('POST', '/digital-order/v1/cart/validate', async ({ req, res }) => {
    const locale = requestLocale(req);
    sendJsonValue(res, 200, service.validate(await readJson(req), locale));
  });

  router.on('POST', '/digital-order/v1/orders/initialize', async ({ req, res }) => {
    const locale = requestLocale(req);
    const { status, body } = service.initialize(await readJson(req), locale, ownOrigin(req));
    sendJsonValue(res, status, body);
  });

  router.on('POST', '/digital-order/v1/orders/complete', async ({ req, res }) => {
    sendJsonValue(res, 200, service.complete(await readJson(req)));
  });

  router.on('GET', '/digital-order/v1/payment/:orderId', ({ res, url, params }) => {
    const order = service.paymentOrder(params['orderId'] ?? '', url.searchParams.get('token') ?? '');
    if (order.status === 'paid' || order.status === 'completed') return redirect(res, returnWith(order.returnUrl, order.id, 'paid'));
    const html = Buffer.from(paymentPage(order));
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': String(html.length),
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      // form-action covers the redirect after the post: the order's (vetted) return origin must be allowed
      // img-src for the page's own icon (payment-page.ts): nothing else loads
      'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self' ${new URL(order.returnUrl).origin}`,
    });
    res.end(res.req.method === 'HEAD' ? undefined : html);
  });

  router.on('POST', '/digital-order/v1/payment/:orderId', async ({ req, res, params }) => {
    const type = String(req.headers['content-type'] ?? '');
    if (!/^application\/x-www-form-urlencoded\b/i.test(type)) throw new HttpError(415, 'unsupported_media_type', 'Expected a form post');
    const form = Object.fromEntries(new URLSearchParams((await readBody(req, 1024)).toString('utf8')));
    const { token, outcome } = parse(paymentFormSchema, form);
    const order = service.paymentOrder(params['orderId'] ?? '', token);
    const after = service.orders.recordPayment(order.id, outcome) ?? order;
    const paid = after.status === 'paid' || after.status === 'completed';
    redirect(res, returnWith(after.returnUrl, after.id, paid ? 'paid' : 'failed'));
  });

  return service;
}

/** Closes the order database of a router's service (the backend's close() calls it). */
export function closeOrderService(router: Router): void {
  services.get(router)?.close();
}
