/**
 * Spec 4: a chunk load error reloads the page, at most once per path within 10 seconds
 * (src/lib/reload-guard.ts). A chunk goes missing when the page was made by a build whose files
 * this server no longer has (a deploy, another instance behind the same address): the reload
 * fetches the page as it is now, with the chunks it names. Both kinds of chunk load call it: the
 * dynamic imports of the site's scripts, through the build's preload helper
 * (src/integrations/small-preload-helper.ts), and the islands, through their hydration directive
 * (./hydrate-directive.ts). It ships inside both, never in a chunk of its own that could go missing.
 *
 * Not every failed import is a missing chunk: Firefox and Safari fail a page's loads the moment a
 * link is followed, while its scripts still run, and a reload then would cancel the visitor's
 * navigation; offline, a reload shows the browser's error page. So the page first asks the server
 * for a file of its build (HEAD): only a 404 says the build is gone, and then the page reloads.
 */
import { mayReload } from '../lib/reload-guard';

/** The session-storage key of a path's last reload: this prefix and the path. */
export const RELOAD_MARK_KEY = 'ne:reload:';

/**
 * Reloads the page when `probe` (the URL of a file of the page's build: the chunk that failed, or
 * the helper's own) is gone from the server, unless the path reloaded within the guard. Nothing
 * happens when the file is there or the server cannot be reached (the page is being left, or the
 * browser is offline), or without session storage to keep the guard in (a reload could then repeat
 * forever). Resolves once decided.
 */
export function reloadAfterChunkError(probe: string): Promise<void> {
  return fetch(probe, { method: 'HEAD', cache: 'no-store' })
    .then((answer) => {
      const key = RELOAD_MARK_KEY + location.pathname;
      const now = Date.now();
      if (answer.status === 404 && mayReload(Number(sessionStorage.getItem(key)), now)) {
        sessionStorage.setItem(key, `${now}`);
        location.reload();
      }
    })
    .catch(() => undefined);
}
