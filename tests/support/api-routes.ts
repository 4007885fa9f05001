/**
 * Every API route of the site as it stands: the keys of the route table (src/server/api/index.ts)
 * and the endpoints of the content proxy (src/server/api/proxy.ts), read from the code itself so a
 * route another issue adds is fuzzed without anyone listing it here.
 */
import { defaultConfig } from '../../src/config/config';
import { apiRoutes, type ApiDeps } from '../../src/server/api/index';
import { proxyEndpoints } from '../../src/server/api/proxy';

export interface SiteRoute {
  /** the path, or the prefix of a '/*' key (ending in '/') */
  path: string;
  prefix: boolean;
  /** the method the route is for, when the table says (proxy endpoints) */
  method?: string;
}

/**
 * Stands in for any dependency the route factories only keep for later: any property or call
 * gives it back again. Only the table's keys are read here; no handler runs in this process.
 */
const stub: unknown = new Proxy(function stubFn() {}, {
  get: (_target, key) => (key === 'then' ? undefined : key === Symbol.toPrimitive ? () => '' : stub),
  apply: () => stub,
  construct: () => stub as object,
});

/** The route table's keys, from the same factory the site server calls. */
export function siteRoutes(distDir: string): SiteRoute[] {
  const known: Record<string, unknown> = { config: defaultConfig(), distDir, log: () => undefined };
  const deps = new Proxy(known, { get: (target, key) => (typeof key === 'string' && key in target ? target[key] : stub) }) as unknown as ApiDeps;
  const table = Object.keys(apiRoutes(deps)).map((key) => (key.endsWith('/*') ? { path: key.slice(0, -1), prefix: true } : { path: key, prefix: false }));
  const proxy = proxyEndpoints().map((e) => ({ path: `/proxy/${e.name}`, prefix: false, method: e.method }));
  return [...table, ...proxy];
}
