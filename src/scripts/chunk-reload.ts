/**
 * Spec 4: a chunk load error reloads the page, at most once per path within 10 seconds
 * (src/lib/reload-guard.ts). A chunk goes missing when the page was made by a build whose files
 * this server no longer has (a deploy, another instance behind the same address): the reload
 * fetches the page as it is now, with the chunks it names. Both kinds of chunk load call it: the
 * dynamic imports of the site's scripts, through the build's preload helper
 * (src/integrations/small-preload-helper.ts), and the islands, through their hydration directive
 * (./hydrate-directive.ts). It ships inside both, never in a chunk of its own that could go missing.
 */
import { mayReload } from '../lib/reload-guard';

/** The session-storage key of a path's last reload: this prefix and the path. */
export const RELOAD_MARK_KEY = 'ne:reload:';

/** Reloads the page unless its path reloaded within the guard; true when it does. */
export function reloadAfterChunkError(): boolean {
  const key = RELOAD_MARK_KEY + location.pathname;
  const now = Date.now();
  try {
    if (!mayReload(Number(sessionStorage.getItem(key)), now)) return false;
    sessionStorage.setItem(key, String(now));
  } catch {
    // no session storage (a privacy mode): without the guard a reload could repeat forever
    return false;
  }
  location.reload();
  return true;
}
