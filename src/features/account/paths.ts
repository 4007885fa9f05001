/**
 * The site's own account endpoints (spec 7.1) and what the browser's account code shares with
 * them. The account page's path per locale is `pathTable.account` (src/i18n/paths.ts). Kept free
 * of other imports: the header's account script brings this module to every page.
 */
import type { LocaleCode } from '../../config/locales';

export const AUTH_PATH = '/api/v1/auth';
export const LOGIN_PATH = '/api/v1/login';
export const LOGIN_CALLBACK_PATH = '/api/v1/auth/callback';
export const LOGOUT_PATH = '/api/v1/logout';

/** The response header of the auth check (spec 7.1) and its logged-in value (spec 6). */
export const USER_STATUS_HEADER = 'user-status';
export const AUTHORIZED = 'AUTHORIZED';

/** The event that tells the header's account link the stored customer changed in this tab. */
export const ACCOUNT_CHANGED_EVENT = 'account:change';

/** The link that starts a login and comes back to `returnPath` (a path of this site). */
export function loginHref(locale: LocaleCode, returnPath?: string): string {
  const params = new URLSearchParams({ locale });
  if (returnPath) params.set('return', returnPath);
  return `${LOGIN_PATH}?${params}`;
}
