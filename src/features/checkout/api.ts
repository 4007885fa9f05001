/**
 * The browser's calls to the site's order endpoints (/proxy/order, /proxy/complete) and cart
 * validation (/api/v1/cart/validate), each answer parsed with its schema. Errors carry the status
 * and the backend's error code, so the checkout can tell a failed payment from anything else.
 */
import type { LocaleCode } from '../../config/locales';
import { retry } from '../../lib/retry';
import { isFailureName } from '../../lib/validation/rule-names';
import type { RuleFailure } from '../../lib/validation/rules';
import { validationResponseSchema, type ValidationResponse } from '../../cms/commerce';
import type { ValidationRequest } from '../../cms/commerce-requests';
import type { OrderRequest } from './order-request';
import { initializeResponseSchema, orderResponseSchema, type InitializeResponse, type OrderResponse } from './schemas';

export class OrderCallError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    /** a 400 `invalid_fields`: each refused field's rule failure, by field name */
    readonly fields: Readonly<Record<string, RuleFailure>> = {},
  ) {
    super(`order call failed: ${status} ${code}`);
  }
}

/** The `fields` of an error answer, each kept only when it names a rule. */
function fieldsOf(body: unknown): Record<string, RuleFailure> {
  const fields = (body as { fields?: unknown } | null)?.fields;
  if (typeof fields !== 'object' || fields === null) return {};
  const out: Record<string, RuleFailure> = {};
  for (const [name, failure] of Object.entries(fields as Record<string, unknown>)) {
    const { rule, ruleValue } = (failure ?? {}) as { rule?: unknown; ruleValue?: unknown };
    if (!isFailureName(rule)) continue;
    out[name] = { rule, ...(typeof ruleValue === 'string' || typeof ruleValue === 'number' ? { ruleValue } : {}) };
  }
  return out;
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
    throw new OrderCallError(res.status, typeof code === 'string' ? code : 'error', res.status === 400 ? fieldsOf(json) : {});
  }
  return json;
}

/**
 * Validates the cart (spec 7.4). A refusal of the customer's address alone (a 400 naming
 * customerEmail) is no failure of the cart: the products are validated again without it, so the
 * cart is kept (spec 8 empties it when its products fail). The servers take every address the
 * browser's rule takes (src/lib/validation/email.ts), so only a page older than the server meets it.
 */
export async function validateCartCall(body: ValidationRequest, locale: LocaleCode): Promise<ValidationResponse> {
  const call = (request: ValidationRequest) => post('/api/v1/cart/validate', request, locale, UNANSWERED_RETRY_MS);
  try {
    return validationResponseSchema.parse(await call(body));
  } catch (error) {
    if (!(error instanceof OrderCallError && body.customerEmail !== undefined && error.fields.customerEmail)) throw error;
    const { customerEmail: _refused, ...products } = body;
    return validationResponseSchema.parse(await call(products));
  }
}

export async function initializeOrder(body: OrderRequest, locale: LocaleCode): Promise<InitializeResponse> {
  return initializeResponseSchema.parse(await post('/proxy/order', body, locale));
}

export async function completeOrder(orderId: string, locale: LocaleCode): Promise<OrderResponse> {
  return orderResponseSchema.parse(await post('/proxy/complete', { orderId }, locale));
}
