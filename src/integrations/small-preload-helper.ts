/**
 * The browser build's helper behind every dynamic `import()`, smaller than Vite's own. Vite wraps
 * each lazy import in `__vitePreload(() => import(x), deps)`, which first adds a `modulepreload`
 * link for each chunk the lazy chunk imports (and a stylesheet for its CSS), then imports it. Its
 * helper (about 650 B gzip in a file of its own) is loaded up front by every page whose script
 * imports anything lazily, which is every page; this one does the same work in about a third of
 * that (design.md, performance targets: ≤ 2 KB of JS before interaction on a content page).
 *
 * Left out, as this site needs none of it: a relative base, a CSP nonce read from a meta tag (the
 * page policy allows 'self' for scripts and styles), and Vite's `vite:preloadError` event (a failed
 * stylesheet still lets the import go on; a failed import rejects as before).
 *
 * If a Vite version renames the helper's module or export, Vite's own helper is used again: the
 * pages keep working and the content-page budget test reports the bytes.
 */
import type { Plugin } from 'vite';

/** Vite's id of its helper module (vite/src/node/plugins/importAnalysisBuild.ts: preloadHelperId). */
export const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

/**
 * `deps` are the chunk's files relative to the site's root ('_astro/x.js', '_astro/x.css'), each
 * added once per page; CSS is awaited (a lazy component must not paint unstyled), chunks are not.
 */
export function preloadHelperCode(base: string): string {
  return `const s={};export const __vitePreload=(l,d)=>Promise.all((d||[]).map(f=>s[f]||(s[f]=new Promise(r=>{const k=document.createElement("link"),c=f.endsWith(".css");k.rel=c?"stylesheet":"modulepreload";k.href=${JSON.stringify(base)}+f;c?k.onload=k.onerror=r:r();document.head.append(k)})))).then(l)`;
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
