/**
 * The browser's calls to the site's order endpoints (/proxy/order, /proxy/complete) and cart
 * validation (/api/v1/cart/validate), each answer parsed with its schema. Errors carry the status
 * and the backend's error code, so the checkout can tell a failed payment from anything else.
 */
import type { LocaleCode } from '../../config/locales';
import { validationResponseSchema, type ValidationRequest, type ValidationResponse } from '../../cms/commerce';
import { initializeResponseSchema, orderResponseSchema, type InitializeResponse, type OrderRequest, type OrderResponse } from './schemas';

export class OrderCallError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(`order call failed: ${status} ${code}`);
  }
}

async function post(path: string, body: unknown, locale: LocaleCode): Promise<unknown> {
  const res = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', locale },
    body: JSON.stringify(body),
    credentials: 'same-origin',
  });
  const json: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const code = (json as { error?: unknown } | null)?.error;
    throw new OrderCallError(res.status, typeof code === 'string' ? code : 'error');
  }
  return json;
}

export async function validateCartCall(body: ValidationRequest, locale: LocaleCode): Promise<ValidationResponse> {
  return validationResponseSchema.parse(await post('/api/v1/cart/validate', body, locale));
}

export async function initializeOrder(body: OrderRequest, locale: LocaleCode): Promise<InitializeResponse> {
  return initializeResponseSchema.parse(await post('/proxy/order', body, locale));
}

export async function completeOrder(orderId: string, locale: LocaleCode): Promise<OrderResponse> {
  return orderResponseSchema.parse(await post('/proxy/complete', { orderId }, locale));
}
