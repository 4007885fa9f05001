/**
 * The browser build's helper behind every dynamic `import()`, smaller than Vite's own. Vite wraps
 * each lazy import in `__vitePreload(() => import(x), deps)`, which first adds a `modulepreload`
 * link for each chunk the lazy chunk imports (and a stylesheet for its CSS), then imports it. Its
 * helper (about 650 B gzip in a file of its own) is loaded up front by every page whose script
 * imports anything lazily, which is every page; this one does the same work in about a third of
 * that (design.md, performance targets: ≤ 2 KB of JS before interaction on a content page).
 *
 * Left out, as this site needs none of it: a relative base, and a CSP nonce read from a meta tag
 * (the page policy allows 'self' for scripts and styles). Where Vite's helper sends its
 * `vite:preloadError` event for an import that failed (a chunk of an older build gone, the network
 * down), this one calls spec 4's answer to a chunk load error itself, the page's reload
 * (src/scripts/chunk-reload.ts: once per path within 10 s, and only when the build is gone); the
 * import still rejects. An event and a listener in the page's script cost the content pages bytes
 * they do not have (design.md: 2 KB). A failed stylesheet lets the import go on.
 *
 * If a Vite version renames the helper's module or export, Vite's own helper is used again: the
 * pages keep working and the content-page budget test reports the bytes.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** Vite's id of its helper module (vite/src/node/plugins/importAnalysisBuild.ts: preloadHelperId). */
export const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

/** The module with the page's reload after a chunk load error, as the browser build imports it. */
export const CHUNK_RELOAD_MODULE = fileURLToPath(new URL('../scripts/chunk-reload.ts', import.meta.url));

/**
 * `deps` are the chunk's files relative to the site's root ('_astro/x.js', '_astro/x.css'), each
 * added once per page; CSS is awaited (a lazy component must not paint unstyled), chunks are not.
 * A failed import calls `reloadAfterChunkError` of `reloadModule` (the helper's own chunk holds it)
 * with the helper's own URL: a file of the page's build, which is gone when the build is.
 */
export function preloadHelperCode(base: string, reloadModule = CHUNK_RELOAD_MODULE): string {
  return `import{reloadAfterChunkError as e}from${JSON.stringify(reloadModule)};const s={};export const __vitePreload=(l,d)=>Promise.all((d||[]).map(f=>s[f]||(s[f]=new Promise(r=>{const k=document.createElement("link"),c=f.endsWith(".css");k.rel=c?"stylesheet":"modulepreload";k.href=${JSON.stringify(base)}+f;c?k.onload=k.onerror=r:r();document.head.append(k)})))).then(l).catch(r=>{e(import.meta.url);throw r})`;
}

/**
 * The page shell's script (PageShell.astro, on every page before interaction) and the two modules
 * every lazy import goes through (this helper and the reload after a chunk error), as one chunk:
 * the shell imports both at once, and as a file of their own they cost a phone's first load a
 * request and its response headers, more than their bytes (design.md, performance targets: ≤ 2 KB
 * of JS before interaction, as Lighthouse counts it). The islands import the helper from that
 * chunk, which the page has loaded already.
 */
export function shellModule(id: string): boolean {
  return id === PRELOAD_HELPER_ID || id === CHUNK_RELOAD_MODULE || /[\\/]PageShell\.astro\?astro&type=script&index=0&lang\.ts$/.test(id);
}

/** The Vite plugin that answers the helper's module with the small one (client build only). */
export function smallPreloadHelper(base = '/'): Plugin {
  return {
    name: 'small-preload-helper',
    enforce: 'pre',
    apply: 'build',
    load(id) {
      return id === PRELOAD_HELPER_ID ? preloadHelperCode(base) : undefined;
    },
  };
}
