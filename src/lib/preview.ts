/**
 * The paths of an editor's preview (spec 7.2): the site's pages shown with drafts under
 * PREVIEW_PREFIX, entered and left through the two API routes. Shared by the server and the banner.
 */
import { siteRoutes } from '../config/site-routes';

/** (one of the site's own routes: no page may have a path under it, src/config/site-routes.ts) */
export const PREVIEW_PREFIX = siteRoutes.preview;
export const PREVIEW_ENTER_PATH = '/api/v1/preview';
export const PREVIEW_EXIT_PATH = '/api/v1/preview/exit';

/** The page a preview path shows ('/preview/en-EU/x' → '/en-EU/x', '/preview' → '/'), or null. */
export function previewedPath(pathname: string): string | null {
  if (pathname === PREVIEW_PREFIX) return '/';
  if (!pathname.startsWith(`${PREVIEW_PREFIX}/`)) return null;
  const rest = pathname.slice(PREVIEW_PREFIX.length);
  return rest === '/' ? '/' : rest;
}

/** The preview path of a site path ('/' → '/preview', '/en-EU/x' → '/preview/en-EU/x'). */
export function previewPathOf(sitePath: string): string {
  return sitePath === '/' ? PREVIEW_PREFIX : `${PREVIEW_PREFIX}${sitePath}`;
}
