/**
 * The content proxy of spec 7.2 at /proxy/{endpoint}. Only the endpoints of the table exist; the
 * upstream URL is fixed by configuration and the endpoint name, never taken from the request.
 * (customer, cards, order and complete belong to the account and order services: spec 7.2, 7.4.)
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { describeZodError } from '../../config/zod-issues';
import type { CmsClient } from '../../cms/client';
import { searchRequestSchema } from '../../cms/schemas';
import { preparePagePath } from '../../cms/page-path';
import { UpstreamError } from '../../lib/http/client';
import { readJson } from '../../lib/http/read';
import { localeFromHeader } from '../../lib/request-locale';
import { HttpError } from '../../lib/http/errors';
import { sendJson } from '../respond';
import { cacheHeaders } from '../edge/policy';
import type { AccountProxy } from './account/index';
import type { OrderHandlers } from './orders/handlers';
import { logRequestProblem } from '../observe/request-problem';

/** What the endpoints call: the content client, and the order and account services' handlers. */
export interface ProxyDeps {
  cms: CmsClient;
  orders: Pick<OrderHandlers, 'order' | 'complete'>;
  account: AccountProxy;
}

// an empty path is the home page (spec 7.2: "an empty path becomes '/'", preparePagePath)
const pathQuery = z
  .string()
  .max(1024)
  .regex(/^[^\u0000-\u001f]*$/, 'control characters are not allowed');

type Handler = (req: IncomingMessage, res: ServerResponse, url: URL, deps: ProxyDeps, previewing: boolean) => Promise<void>;

const endpoints: Record<string, { method: string; handle: Handler }> = {
  layout: {
    method: 'GET',
    handle: async (req, res, _url, { cms }) => sendJson(res, 200, await cms.layout(localeFromHeader(req.headers.locale)), cacheHeaders('sharedJson')),
  },
  page: {
    method: 'GET',
    handle: async (req, res, url, { cms }, previewing) => {
      const path = pathQuery.safeParse(url.searchParams.get('path') ?? '/');
      if (!path.success) throw new HttpError(400, 'invalid_query', describeZodError(path.error, { root: 'path', max: 1 }));
      // spec 7.2's path handling (a leading 'preview' and locale segment removed) is this call's
      // alone: the site's own URLs never get it (src/cms/page-path.ts). A preview segment sends the
      // preview header only within an editor's preview session: drafts are never public.
      const prepared = preparePagePath(path.data);
      const preview = prepared.preview && previewing;
      const page = await cms.page(prepared.path, localeFromHeader(req.headers.locale), { preview });
      if (!page) throw new HttpError(404, 'not_found', 'No such page');
      sendJson(res, 200, page, cacheHeaders(prepared.preview ? 'private' : 'sharedJson'));
    },
  },
  order: { method: 'POST', handle: (req, res, _url, { orders }) => orders.order(req, res) },
  complete: { method: 'POST', handle: (req, res, _url, { orders }) => orders.complete(req, res) },
  customer: { method: 'GET', handle: (req, res, _url, { account }) => account.customer(req, res) },
  cards: { method: 'GET', handle: (req, res, _url, { account }) => account.cards(req, res) },
  search: {
    method: 'POST',
    handle: async (req, res, _url, { cms }) => {
      const locale = localeFromHeader(req.headers.locale);
      const body = await readJson(req, searchRequestSchema);
      sendJson(res, 200, await cms.search(body, locale));
    },
  },
};

export async function handleProxy(req: IncomingMessage, res: ServerResponse, url: URL, deps: ProxyDeps, previewing = false): Promise<void> {
  const name = url.pathname.slice('/proxy/'.length);
  const endpoint = Object.hasOwn(endpoints, name) ? endpoints[name] : undefined;
  if (!endpoint) throw new HttpError(404, 'unknown_endpoint', 'Unknown proxy endpoint');
  if (req.method !== endpoint.method) throw new HttpError(405, 'method_not_allowed', `Use ${endpoint.method}`);
  try {
    await endpoint.handle(req, res, url, deps, previewing);
  } catch (error) {
    if (error instanceof UpstreamError) {
      logRequestProblem(error.message);
      const status = error.siteStatus === 404 ? 404 : error.siteStatus === 503 ? 503 : 502;
      throw new HttpError(status, 'upstream_error', status === 503 ? 'Content service unavailable' : 'Content service error');
    }
    throw error;
  }
}

/** The endpoint table's names and methods (the fuzz tests enumerate it: tests/support/api-routes.ts). */
export function proxyEndpoints(): { name: string; method: string }[] {
  return Object.entries(endpoints).map(([name, endpoint]) => ({ name, method: endpoint.method }));
}
