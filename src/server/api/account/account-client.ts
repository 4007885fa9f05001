/**
 * The site server's calls to the account service (ACCOUNT_BASE_URL): exchanging a hub login code
 * for a token, the customer and cards calls (spec 7.2, authorised by the session's token), and
 * ending a token on logout. Every path here is fixed; nothing from a visitor's request picks a URL,
 * a host or a path. Answers are parsed with zod; only the fields below ever leave the server.
 */
import { z } from 'zod';
import type { LocaleCode } from '../../../config/locales';
import { describeZodError } from '../../../config/zod-issues';
import { request, UpstreamError } from '../../../lib/http/client';
import { cardsResponseSchema } from '../../../cms/account';

export const customerResponseSchema = z.object({
  firstName: z.string().max(200),
  lastName: z.string().max(200),
  /** the customer's email address (the field is named so by the account service) */
  emailToken: z.string().max(320),
  phoneNumber: z.string().max(40).default(''),
});
export type CustomerResponse = z.infer<typeof customerResponseSchema>;

export type CardsResponse = z.infer<typeof cardsResponseSchema>;

export const tokenResponseSchema = z.object({
  token: z.string().min(16).max(2048),
  /** seconds */
  expiresIn: z
    .number()
    .int()
    .positive()
    .max(30 * 24 * 3600),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** A call's outcome: the parsed answer, or the account service's refusal (a 4xx status). */
export type AccountResult<T> = { ok: true; data: T } | { ok: false; status: number };

export interface AccountClient {
  exchangeCode(code: string, redirectUri: string, locale: LocaleCode): Promise<AccountResult<TokenResponse>>;
  customer(token: string, locale: LocaleCode): Promise<AccountResult<CustomerResponse>>;
  cards(token: string, locale: LocaleCode): Promise<AccountResult<CardsResponse>>;
  /** ends the token at the account service; a token it no longer knows counts as ended */
  revoke(token: string, locale: LocaleCode): Promise<AccountResult<null>>;
}

export function createAccountClient(options: { baseUrl: string; timeoutMs: number; fetchImpl?: typeof fetch }): AccountClient {
  const base = options.baseUrl.replace(/\/+$/, '');

  async function call<T>(
    name: string,
    path: string,
    init: { method?: string; token?: string; body?: unknown; locale: LocaleCode },
    schema: z.ZodType<T, z.ZodTypeDef, unknown> | null,
  ): Promise<AccountResult<T>> {
    const headers: Record<string, string> = { accept: 'application/json', locale: init.locale };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const ctx = { service: 'account', call: name, locale: init.locale };
    const response = await request(
      `${base}${path}`,
      {
        method: init.method ?? 'GET',
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        timeoutMs: options.timeoutMs,
        fetchImpl: options.fetchImpl,
      },
      ctx,
    );
    if (response.status >= 400 && response.status < 500) {
      await response.body?.cancel();
      return { ok: false, status: response.status };
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new UpstreamError('account', name, { locale: init.locale, status: response.status, attempts: 1 }, 'status', `upstream ${response.status}`);
    }
    if (!schema) {
      await response.body?.cancel();
      return { ok: true, data: null as T };
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      throw new UpstreamError('account', name, { locale: init.locale, attempts: 1 }, 'invalid', 'response is not JSON');
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw new UpstreamError(
        'account',
        name,
        { locale: init.locale, attempts: 1 },
        'invalid',
        `invalid response: ${describeZodError(parsed.error, { max: 1 })}`,
      );
    }
    return { ok: true, data: parsed.data };
  }

  return {
    exchangeCode: (code, redirectUri, locale) =>
      call('token', '/account/v1/token', { method: 'POST', body: { code, redirect_uri: redirectUri }, locale }, tokenResponseSchema),
    customer: (token, locale) => call('customer', '/account/v1/customer', { token, locale }, customerResponseSchema),
    cards: (token, locale) => call('cards', '/account/v1/cards', { token, locale }, cardsResponseSchema),
    revoke: (token, locale) => call<null>('logout', '/account/v1/logout', { method: 'POST', token, locale }, null),
  };
}
