/**
 * The site's API routes by path. A key ending in '/*' matches every path below it. Each feature
 * contributes its routes here; the pipeline looks routes up after static files and the proxy.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CmsClient } from '../../cms/client';
import type { Config } from '../../config/config';
import type { RedirectContext } from '../../lib/redirect-rules';
import type { PageIndex } from '../output/page-index';
import type { StaticFiles } from '../static-files';
import type { Render } from '../renderer';
import { createSeoFiles } from './seo-files';
import { createLocaleSwitch, LOCALE_SWITCH_PATH } from './locale-switch';
import { formRoutes } from './forms/index';
import { createTermsRoute } from './terms';
import type { OrderHandlers } from './orders/handlers';
import { createWebhookRoutes } from './webhook';
import { createBuildRoutes } from './builds';
import { createStationDataRoutes } from './station-data';
import type { Regenerator } from '../regen/regenerator';
import type { FeedFollower } from '../regen/feed-follower';
import { join } from 'node:path';
import { createPreviewRoutes } from './preview';
import type { PreviewSessions } from '../preview/session';
import type { RefusedPathHook } from '../../cms/webhook';

export type ApiHandler = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void>;

/** What API routes may use. */
export interface ApiDeps {
  config: Config;
  cms: CmsClient;
  index: PageIndex;
  files: StaticFiles;
  render: Render;
  redirects: RedirectContext;
  distDir: string;
  regenerator: Regenerator;
  feed: FeedFollower;
  previewSessions: PreviewSessions | null;
  log: (message: string) => void;
  /** a refused page path of a webhook delivery (the site's log and metrics) */
  onRefusedPath?: RefusedPathHook;
  /** the account routes of the configuration (accountServer) */
  accountRoutes: Record<string, ApiHandler>;
  orders: OrderHandlers;
}

export function apiRoutes(deps: ApiDeps): Record<string, ApiHandler> {
  const secure = deps.redirects.scheme !== 'http';
  return {
    ...createSeoFiles(deps.index, deps.config),
    [LOCALE_SWITCH_PATH]: createLocaleSwitch({ secure, strategy: deps.redirects.strategy, siteOrigins: deps.config.siteOrigins }),
    ...deps.accountRoutes,
    ...formRoutes({ cms: deps.cms, render: deps.render, config: deps.config }),
    ...createTermsRoute(deps.cms),
    '/api/v1/cart/validate': deps.orders.cartValidate,
    ...createWebhookRoutes({
      secret: deps.config.CMS_WEBHOOK_SECRET,
      adminToken: deps.config.ADMIN_TOKEN ?? deps.config.CMS_WEBHOOK_SECRET,
      regenerator: deps.regenerator,
      feed: deps.feed,
      log: deps.log,
      ...(deps.onRefusedPath ? { onRefusedPath: deps.onRefusedPath } : {}),
    }),
    ...createPreviewRoutes(deps.previewSessions, { siteOrigins: Object.values(deps.config.siteOrigins) }),
    ...createBuildRoutes(join(deps.distDir, 'client')),
    ...createStationDataRoutes(deps.index, join(deps.distDir, 'client')),
  };
}

/** The handler for a path: an exact key, else the longest '/*' key that the path is below. */
export function matchRoute(routes: Record<string, ApiHandler>, pathname: string): ApiHandler | undefined {
  if (Object.hasOwn(routes, pathname)) return routes[pathname];
  let best: { length: number; handler: ApiHandler } | undefined;
  for (const [key, handler] of Object.entries(routes)) {
    if (!key.endsWith('/*')) continue;
    const prefix = key.slice(0, -1);
    if (pathname.startsWith(prefix) && (!best || prefix.length > best.length)) best = { length: prefix.length, handler };
  }
  return best?.handler;
}
