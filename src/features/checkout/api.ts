/**
 * The browser's calls to the site's order endpoints (/proxy/order, /proxy/complete) and cart
 * validation (/api/v1/cart/validate), each answer parsed with its schema. Errors carry the status
 * and the backend's error code, so the checkout can tell a failed payment from anything else.
 */
import type { LocaleCode } from '../../config/locales';
import { retry } from '../../lib/retry';
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

/**
 * The waits before asking the validation again when a call got no answer at all (the fetch itself
 * failed). Safari fails every fetch of a page the moment the visitor follows a link (before the next
 * page has come, and its own handlers still run): a validation under way when "Go to checkout" is
 * clicked failed, and spec 8 empties the cart on a failed validation, so the checkout opened empty.
 * A page that is being left is gone before the next attempt; a network that is really down still
 * fails the validation (spec 8), three attempts and three seconds later. Only the validation is
 * asked again: it changes nothing, unlike an order's calls (spec 7.6 retries no write method: README
 * "Where the site differs from the spec").
 */
export const UNANSWERED_RETRY_MS = [1_000, 2_000] as const;

async function post(path: string, body: unknown, locale: LocaleCode, unansweredRetryMs: readonly number[] = []): Promise<unknown> {
  const init: RequestInit = {
    method: 'POST',
    headers: { 'content-type': 'application/json', locale },
    body: JSON.stringify(body),
    credentials: 'same-origin',
  };
  // fetch rejects only when there is no answer; an error status is an answer, never asked again
  const res = unansweredRetryMs.length === 0 ? await fetch(path, init) : await retry(() => fetch(path, init), { delaysMs: unansweredRetryMs });
  const json: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const code = (json as { error?: unknown } | null)?.error;
    throw new OrderCallError(res.status, typeof code === 'string' ? code : 'error');
  }
  return json;
}

export async function validateCartCall(body: ValidationRequest, locale: LocaleCode): Promise<ValidationResponse> {
  return validationResponseSchema.parse(await post('/api/v1/cart/validate', body, locale, UNANSWERED_RETRY_MS));
}

export async function initializeOrder(body: OrderRequest, locale: LocaleCode): Promise<InitializeResponse> {
  return initializeResponseSchema.parse(await post('/proxy/order', body, locale));
}

export async function completeOrder(orderId: string, locale: LocaleCode): Promise<OrderResponse> {
  return orderResponseSchema.parse(await post('/proxy/complete', { orderId }, locale));
}
