/**
 * The site's own routes: every first path segment and root file the site answers itself, before
 * any page (design.md "Processes"). This is the one list: the request pipeline routes by it
 * (src/server/pipeline.ts: a path under a route never reaches the page handler, and every API
 * route must lie under one), and the page-path rule refuses a page under any of them
 * (src/cms/path-rule.ts), so a route added here is at once one no page can take, and a path the
 * rule accepts is always routed to its page.
 *
 * An entry reserves its path and every path below it ('/api', '/api/v1/auth'; never '/api-docs'),
 * in every locale: under the domain strategy a market's pages have no locale prefix, so an en-EU
 * page '/api' would stand at 'https://<en host>/api'.
 *
 * What lies in the output folder's client directory beside the pages is here too (the build's
 * assets, its metadata, the locator's data files, the files of `public/`): a request for a path
 * under one of them is answered from that file or not at all, so a page there would be written
 * and listed but never served (tests/unit/config/site-routes.test.ts checks `public/` against this list).
 */
export const siteRoutes = {
  /** the instance's health (src/server/health.ts) */
  health: '/healthz',
  /** what the edge asks the origin (the entry decision: src/server/locale-entry.ts) */
  edge: '/_edge',
  /** the build's hashed assets (Astro's `build.assets` folder) */
  buildAssets: '/_astro',
  /** the image proxy (spec 7.6) */
  imageProxy: '/assets',
  /** content and account calls through the proxy (spec 7.2) */
  proxy: '/proxy',
  /** the site's API (spec 7.1, 7.5; the CMS webhook, the locale switch, previews …) */
  api: '/api',
  /** build metadata (spec 7.6: builds/latest.json, builds/meta/{buildId}.json) */
  builds: '/builds',
  /** the station locator's data files (src/features/locator/data-file.ts) */
  data: '/data',
  /** an editor's preview of the site (spec 7.2, src/lib/preview.ts) */
  preview: '/preview',
  sitemap: '/sitemap.xml',
  robots: '/robots.txt',
  /** the files of `public/` */
  favicon: '/favicon.ico',
  faviconSvg: '/favicon.svg',
} as const satisfies Record<string, `/${string}`>;

export type SiteRoute = keyof typeof siteRoutes;

/**
 * The routes answered from the output folder's files as they are (the build's assets, the files of
 * `public/`); the others are the server's own handlers. A file added to `public/` goes in both.
 */
export const fileRoutes: ReadonlySet<SiteRoute> = new Set<SiteRoute>(['buildAssets', 'favicon', 'faviconSvg']);

const byPath = new Map<string, SiteRoute>(Object.entries(siteRoutes).map(([name, path]) => [path, name as SiteRoute]));

/** The route a decoded path is at or below ('/api/v1/auth' → 'api'), or null for a page's path. */
export function siteRouteOf(pathname: string): SiteRoute | null {
  if (typeof pathname !== 'string' || !pathname.startsWith('/')) return null;
  const end = pathname.indexOf('/', 1);
  return byPath.get(end === -1 ? pathname : pathname.slice(0, end)) ?? null;
}
