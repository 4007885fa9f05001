/**
 * The embedded account service (ACCOUNT_BASE_URL), standing in for the retailer's account hub and
 * customer API:
 *
 *   GET  /account/v1/hub?redirect_uri&state&locale   the demo hub: a page listing demo customers
 *   POST /account/v1/hub/login                        choose one → 303 to the site's callback with a code
 *   POST /account/v1/token      {code, redirect_uri}  one-time code → access token (server to server)
 *   GET  /account/v1/customer   Bearer token          firstName, lastName, emailToken, phoneNumber (spec 7.2)
 *   GET  /account/v1/cards      Bearer token          the customer's saved cards
 *   POST /account/v1/logout     Bearer token          ends the token
 *
 * The hub only ever sends a visitor back to the site's callback on the configured site origin.
 */
import { z } from 'zod';
import type { IncomingMessage } from 'node:http';
import { customerById, demoCustomers } from '../account/customers';
import { Grants } from '../account/grants';
import { hubPage } from '../account/hub-page';
import { allowedRedirectUri } from '../account/redirect-uri';
import { HttpError } from '../../../../src/lib/http/errors';
import { sendJsonValue } from '../../../../src/lib/http/json';
import { describeZodError } from '../../../../src/config/zod-issues';
import { defaultLocale, isLocaleCode } from '../../../../src/config/locales';
import { readBody, readJsonValue } from '../../../../src/lib/http/read';
import type { Router } from '../router';

const MAX_BODY = 4 * 1024;
const opaque = z
  .string()
  .min(8)
  .max(512)
  .regex(/^[A-Za-z0-9_-]+$/);

const hubQuery = z.object({
  redirect_uri: z.string().max(512),
  state: opaque,
  locale: z.string().max(10).optional(),
  client_id: z.string().max(40).optional(),
});
const hubLogin = z.object({ customer: z.string().max(40), redirect_uri: z.string().max(512), state: opaque });
const tokenBody = z.object({ code: opaque, redirect_uri: z.string().max(512) }).strict();

function bearer(req: IncomingMessage): string {
  const header = req.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer ([A-Za-z0-9_-]{8,512})$/.exec(header) : null;
  if (!match) throw new HttpError(401, 'unauthorized', 'A Bearer token is required', { 'www-authenticate': 'Bearer' });
  return match[1]!;
}

function callbackOf(value: string): string {
  const uri = allowedRedirectUri(value);
  if (!uri) throw new HttpError(400, 'invalid_redirect_uri', "redirect_uri must be the site's login callback on its configured origin");
  return uri;
}

/** Registers the account service's routes; its grants live as long as the router. */
export function registerAccountRoutes(router: Router): void {
  const grants = new Grants();

  const customerOf = (req: IncomingMessage) => {
    const id = grants.customerOf(bearer(req));
    const customer = id ? customerById(id) : undefined;
    if (!customer) throw new HttpError(401, 'unauthorized', 'Unknown or expired token', { 'www-authenticate': 'Bearer error="invalid_token"' });
    return customer;
  };

  router.on('GET', '/account/v1/hub', ({ res, url }) => {
    const query = hubQuery.safeParse(Object.fromEntries(url.searchParams));
    if (!query.success) throw new HttpError(400, 'invalid_query', describeZodError(query.error));
    const redirectUri = callbackOf(query.data.redirect_uri);
    const locale = isLocaleCode(query.data.locale) ? query.data.locale : defaultLocale;
    const body = Buffer.from(hubPage({ customers: demoCustomers, redirectUri, state: query.data.state, locale }));
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': String(body.length),
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      // img-src for the page's own icon (hub-page.ts): nothing else loads
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self' http: https:; frame-ancestors 'none'",
    });
    res.end(res.req.method === 'HEAD' ? undefined : body);
  });

  router.on('POST', '/account/v1/hub/login', async ({ req, res }) => {
    if (!/^application\/x-www-form-urlencoded\b/i.test(String(req.headers['content-type'] ?? ''))) {
      throw new HttpError(415, 'unsupported_media_type', 'Expected a form post');
    }
    const form = hubLogin.safeParse(Object.fromEntries(new URLSearchParams((await readBody(req, MAX_BODY)).toString('utf8'))));
    if (!form.success) throw new HttpError(400, 'invalid_body', describeZodError(form.error));
    const redirectUri = callbackOf(form.data.redirect_uri);
    const customer = customerById(form.data.customer);
    if (!customer) throw new HttpError(400, 'unknown_customer', 'No such demo customer');
    const target = new URL(redirectUri);
    target.searchParams.set('code', grants.issueCode(customer.id, redirectUri));
    target.searchParams.set('state', form.data.state);
    res.writeHead(303, { location: target.href, 'cache-control': 'no-store', 'content-length': '0' });
    res.end();
  });

  router.on('POST', '/account/v1/token', async ({ req, res }) => {
    const body = tokenBody.safeParse(await readJsonValue(req, MAX_BODY));
    if (!body.success) throw new HttpError(400, 'invalid_body', describeZodError(body.error));
    const grant = grants.redeem(body.data.code, body.data.redirect_uri);
    if (!grant) throw new HttpError(400, 'invalid_grant', 'The code is unknown, used, expired or for another redirect_uri');
    sendJsonValue(res, 200, grant);
  });

  router.on('GET', '/account/v1/customer', ({ req, res }) => {
    const c = customerOf(req);
    sendJsonValue(res, 200, { firstName: c.firstName, lastName: c.lastName, emailToken: c.email, phoneNumber: c.phoneNumber });
  });

  router.on('GET', '/account/v1/cards', ({ req, res }) => {
    const c = customerOf(req);
    if (c.cardsStatus) throw new HttpError(c.cardsStatus, 'cards_refused', 'The card service refuses this customer');
    sendJsonValue(res, 200, c.cards);
  });

  router.on('POST', '/account/v1/logout', ({ req, res }) => {
    const token = bearer(req);
    if (!grants.revoke(token)) throw new HttpError(401, 'unauthorized', 'Unknown or expired token');
    res.writeHead(204, { 'cache-control': 'no-store' });
    res.end();
  });
}
