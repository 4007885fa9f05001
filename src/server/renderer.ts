/**
 * The in-process page renderer. It loads the server bundle that `astro build` made (Node adapter,
 * middleware mode) and renders any path through Astro's own NodeApp, returning the body as a string.
 * The build's pre-render, an on-demand miss and a webhook re-render all call this one function.
 *
 * This leans on build output Astro does not document (entry.mjs filling the manifest object exported
 * by manifest_<hash>.mjs). Astro is pinned in package.json and tests/integration covers it.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { NodeApp } from 'astro/app/node';
import type { SSRManifest } from 'astro';
import type { Config } from '../config/config';
import { encodePath } from '../lib/location';
import { answerHeaders, renderLocals, type ForcedError } from './render-protocol';
import type { LocaleCode } from '../config/locales';
import type { FormEcho } from '../features/forms/echo';
import { withStations } from './station-data-file';
import { MODULE_PRELOADS_FILE, modulePreloadsSchema, withModulePreloads } from './module-preloads';

export interface RenderResult {
  status: number;
  headers: Headers;
  body: string;
}

/** `layoutRevision` overrides the renderer's own for this render (a pass names the revision it renders for) */
export interface RenderInit {
  origin?: string;
  /** the error page itself (./render-protocol.ts RenderAsk) */
  error?: { status: ForcedError; locale: LocaleCode | null };
  /** an editor's preview render */
  preview?: boolean;
  /** a form post without script that did not go through, shown on its page (never kept) */
  form?: FormEcho;
  layoutRevision?: string;
  /** the id of the request a render on a worker is for, sent on with its backend calls (src/lib/http/request-context.ts) */
  requestId?: string;
}

export type Render = (pathname: string, init?: RenderInit) => Promise<RenderResult>;

/**
 * The path of the URL a render is asked with. Astro refuses a URL whose decoded path still holds a
 * '%XX' ("multi-level URL encoding"), so a path with a literal '%' (no CMS page has one; it can
 * only be an alias a visitor made up) is asked as a neutral path: the route reads the real one
 * from the render's ask either way (./render-protocol.ts), and answers it with the 404 page.
 */
function requestPathFor(pathname: string): string {
  const path = pathname.startsWith('/') ? pathname : `/${pathname}`;
  return path.includes('%') ? '/_path-with-percent' : encodePath(path);
}

/**
 * Loads the server bundle in `<distDir>/server` and returns a render function. Every render gets
 * the configuration as `Astro.locals.config`: the bundle is a module graph of its own, so this is
 * how the pages see the one configuration the entry point parsed (no module of theirs reads the
 * environment), and requests never reach the route any other way.
 */
export async function loadRenderer(distDir: string, config: Config, layoutRevision: () => string = () => 'static'): Promise<Render> {
  const defaultOrigin = config.SITE_URL;
  const serverDir = resolve(distDir, 'server');
  await import(pathToFileURL(join(serverDir, 'entry.mjs')).href);
  const manifestFile = (await readdir(serverDir)).find((f) => /^manifest_[\w-]+\.mjs$/.test(f));
  if (!manifestFile) throw new Error(`[render] no manifest_*.mjs in ${serverDir}: is this an astro build with the node adapter?`);
  const { manifest } = (await import(pathToFileURL(join(serverDir, manifestFile)).href)) as { manifest: SSRManifest };
  // Astro imports the page module on every render (pageMap holds `() => import(...)`). Under a
  // module loader with hooks (tsx) each of those imports costs a round trip to the hooks thread,
  // so the loaders are memoized: the module is the same object every time anyway.
  for (const [key, load] of manifest.pageMap ?? []) {
    let loaded: ReturnType<typeof load> | undefined;
    manifest.pageMap!.set(key, () => (loaded ??= load()));
  }
  // the page code is loaded and compiled now, not by the first render: that is an editor's first
  // change after a start or a visitor's first miss, and loading it holds the server's thread for
  // hundreds of milliseconds (design.md, performance targets: no event-loop block over 50 ms during a pass)
  await Promise.all([...(manifest.pageMap?.values() ?? [])].map(async (load) => (await load()).page()));
  const app = new NodeApp(manifest, false);
  // what each browser chunk imports (src/integrations/module-preloads.ts), for the pages' preload links
  const preloads = modulePreloadsSchema.parse(
    JSON.parse(
      await readFile(join(serverDir, MODULE_PRELOADS_FILE), 'utf8').catch(() => {
        throw new Error(`[render] no ${MODULE_PRELOADS_FILE} in ${serverDir}: is this an astro build with the module-preloads integration?`);
      }),
    ),
  );
  // the station locator's list without JavaScript comes from this output folder's data files
  const locals: App.Locals = { config, enrich: withStations(resolve(distDir)) };

  return async (pathname, init = {}) => {
    // the decoded path itself, so the route never parses or decodes it again
    const render = renderLocals({
      path: pathname,
      layoutRevision: init.layoutRevision ?? layoutRevision(),
      error: init.error ?? null,
      preview: init.preview === true,
      form: init.form ?? null,
    });
    // `pathname` is decoded already: it is encoded once for the request URL, never parsed as a URL
    // again ('/%23x' is the path '/#x', not '/' with a fragment)
    const origin = new URL(init.origin ?? defaultOrigin).origin;
    const request = new Request(`${origin}${requestPathFor(pathname)}`);
    const routeData = app.match(request);
    const response = await app.render(request, { routeData, addCookieHeader: true, locals: { ...locals, render } });
    const text = await response.text();
    const body = response.headers.get('content-type')?.startsWith('text/html') ? withModulePreloads(text, preloads) : text;
    const headers = new Headers(response.headers);
    answerHeaders(headers, render.answer);
    return { status: response.status, headers, body };
  };
}
