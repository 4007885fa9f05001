/**
 * The site's commerce endpoints, in front of the order backend (digital-order):
 *
 *   POST /api/v1/cart/validate   → digital-order/v1/cart/validate (spec 7.4)
 *   POST /proxy/order            → digital-order/v1/orders/initialize (spec 7.2)
 *   POST /proxy/complete         → digital-order/v1/orders/complete (spec 7.2)
 *
 * Each validates its body with zod (prices are not part of any body: an extra field is a 400),
 * refuses cross-site POSTs, and calls a fixed upstream URL from configuration. The payment return
 * URL is added here, built from configuration. Backend answers are parsed before they are passed on.
 * An order is completed (and so read) only by the visitor who placed it (./placed-orders.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z, type ZodType, type ZodTypeDef } from 'zod';
import type { Config } from '../../../config/config';
import type { LocaleCode } from '../../../config/locales';
import { describeZodError } from '../../../config/zod-issues';
import { validationResponseSchema } from '../../../cms/commerce';
import { validationRequestSchema } from '../../../cms/commerce-requests';
import { customerFieldPaths, orderRequestSchema } from '../../../features/checkout/order-request';
import { completeRequestSchema, initializeResponseSchema, orderResponseSchema } from '../../../features/checkout/schemas';
import { fieldFailures } from '../../../lib/validation/schema';
import { messageFor } from '../../../lib/validation/message-for';
import { validationMessages } from '../../../lib/validation/messages';
import { localeFromHeader } from '../../../lib/request-locale';
import { request, UpstreamError } from '../../../lib/http/client';
import { readJson } from '../../../lib/http/read';
import { HttpError } from '../../../lib/http/errors';
import { sendJson } from '../../respond';
import { checkoutReturnUrl } from './return-url';
import { assertSameOrigin } from '../../../lib/http/same-origin';
import { sessionSecret } from '../account/session-secret';
import { placedOrders } from './placed-orders';
import { logRequestProblem } from '../../observe/request-problem';

/** Largest body of a commerce call; a real one is under 2 KB. */
export const MAX_COMMERCE_BODY = 16 * 1024;

/** Statuses of the order backend that are the visitor's to see (with the backend's error code). */
const PASSED_ON = new Set([400, 402, 404, 409, 422]);

type OrdersConfig = Pick<Config, 'ORDER_BASE_URL' | 'BACKEND_TIMEOUT_MS' | 'siteOrigins' | 'configuredOrigins' | 'SESSION_SECRET' | 'SITE_URL'>;

async function callOrders<T>(
  config: OrdersConfig,
  path: string,
  body: unknown,
  locale: LocaleCode,
  schema: ZodType<T, ZodTypeDef, unknown>,
): Promise<{ status: number; data: T }> {
  let res: Response;
  try {
    res = await request(
      `${config.ORDER_BASE_URL}/${path}`,
      { method: 'POST', headers: { 'content-type': 'application/json', locale }, body: JSON.stringify(body), timeoutMs: config.BACKEND_TIMEOUT_MS },
      { service: 'digital-order', call: path, locale },
    );
  } catch (error) {
    if (error instanceof UpstreamError) {
      logRequestProblem(error.message);
      throw new HttpError(503, 'upstream_unavailable', 'Order service unavailable');
    }
    throw error;
  }
  const json: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const detail = json as { error?: unknown; message?: unknown } | null;
    if (PASSED_ON.has(res.status)) {
      throw new HttpError(
        res.status,
        typeof detail?.error === 'string' ? detail.error : 'order_error',
        typeof detail?.message === 'string' ? detail.message : 'The order service refused the request',
      );
    }
    logRequestProblem(`[digital-order] ${path} (${locale}): upstream ${res.status}`);
    throw new HttpError(502, 'upstream_error', 'Order service error');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    logRequestProblem(`[digital-order] ${path} (${locale}): unexpected answer: ${describeZodError(parsed.error, { max: 1 })}`);
    throw new HttpError(502, 'upstream_error', 'Order service error');
  }
  return { status: res.status, data: parsed.data };
}

/**
 * Reads a body with `schema`. A refusal that names fields the visitor filled in (`fields`: an
 * issue's path → the form field) is a 400 `invalid_fields` with each field's rule failure and
 * message in the request's locale, as the form submit answers, so the browser shows it beside the
 * field; any other refusal is the usual 400 `invalid_body`.
 */
async function readFields<T>(
  req: IncomingMessage,
  schema: ZodType<T, ZodTypeDef, unknown>,
  fields: Readonly<Record<string, string>>,
  locale: LocaleCode,
): Promise<T> {
  const json = await readJson(req, z.unknown(), MAX_COMMERCE_BODY);
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  const message = describeZodError(parsed.error, { root: '(body)', max: 5 });
  const failures = Object.entries(fieldFailures(parsed.error, fields));
  if (failures.length === 0) throw new HttpError(400, 'invalid_body', message);
  const messages = validationMessages(locale);
  const named = Object.fromEntries(failures.map(([name, failure]) => [name, { ...failure, message: messageFor(failure, messages, locale) }]));
  throw new HttpError(400, 'invalid_fields', message, {}, { fields: named });
}

function requirePost(req: IncomingMessage): void {
  if (req.method !== 'POST') throw new HttpError(405, 'method_not_allowed', 'Use POST');
}

/** Plain functions (closures over the configuration), so they are passed around as route handlers. */
export interface OrderHandlers {
  cartValidate: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  order: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  complete: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
}

/** The commerce endpoints of a configuration (the order backend's URL, the site's own origins). */
export function createOrderHandlers(config: OrdersConfig): OrderHandlers {
  const sameOrigin = { siteOrigins: Object.values(config.siteOrigins) };
  // sealed with the session secret (the same per-process one as the login when it is unset)
  const placed = placedOrders({ secret: sessionSecret(config.SESSION_SECRET, null), secure: new URL(config.SITE_URL).protocol === 'https:' });

  /** POST /api/v1/cart/validate */
  async function cartValidate(req: IncomingMessage, res: ServerResponse): Promise<void> {
    requirePost(req);
    assertSameOrigin(req, sameOrigin);
    const locale = localeFromHeader(req.headers.locale);
    const body = await readFields(req, validationRequestSchema, { customerEmail: 'customerEmail' }, locale);
    const { data } = await callOrders(config, 'digital-order/v1/cart/validate', body, locale, validationResponseSchema);
    sendJson(res, 200, data);
  }

  /** POST /proxy/order: the order is initialized with the return URL of this site's checkout page. */
  async function order(req: IncomingMessage, res: ServerResponse): Promise<void> {
    assertSameOrigin(req, sameOrigin);
    const locale = localeFromHeader(req.headers.locale);
    const body = await readFields(req, orderRequestSchema, customerFieldPaths, locale);
    const { customer } = body;
    const upstreamBody = {
      idempotencyKey: body.idempotencyKey,
      items: body.items,
      ...(body.discountCode ? { discountCode: body.discountCode } : {}),
      customer: {
        // the schema's normal forms: the address's domain in IDNA form, the number as E.164
        email: customer.email,
        firstname: customer.firstname,
        lastname: customer.lastname,
        phone: customer.phone,
        marketing: customer.marketing,
      },
      sendSms: body.sendSms,
      paymentMethodType: body.paymentMethodType,
      ...(body.bank ? { bank: body.bank } : {}),
      returnUrl: checkoutReturnUrl(req, locale, config.configuredOrigins),
    };
    const { status, data } = await callOrders(config, 'digital-order/v1/orders/initialize', upstreamBody, locale, initializeResponseSchema);
    sendJson(res, status, data, { 'set-cookie': placed.add(req, data.orderId) });
  }

  /** POST /proxy/complete */
  async function complete(req: IncomingMessage, res: ServerResponse): Promise<void> {
    assertSameOrigin(req, sameOrigin);
    const locale = localeFromHeader(req.headers.locale);
    const body = await readJson(req, completeRequestSchema, MAX_COMMERCE_BODY);
    // another visitor's order, in any state, answers as an unknown one (the order service's 404)
    if (!placed.has(req, body.orderId)) throw new HttpError(404, 'order_not_found', 'No such order');
    const { data } = await callOrders(config, 'digital-order/v1/orders/complete', body, locale, orderResponseSchema);
    sendJson(res, 200, data);
  }

  return { cartValidate, order, complete };
}
