/**
 * The mark on the account page's address after a login that did not succeed: the account routes
 * put it there (src/server/api/account/routes.ts), the account island reads it, tells the visitor
 * and takes it off the address (src/features/account/AccountArea.tsx). One definition for both.
 */
const PARAM = 'login';
const FAILED = 'failed';

/** The query (without its '?') of the account page opened after a failed login. */
export const LOGIN_FAILED_QUERY = `${PARAM}=${FAILED}`;

/** Whether a query carries the failed-login mark. */
export function isLoginFailed(params: URLSearchParams): boolean {
  return params.get(PARAM) === FAILED;
}

/** Takes the mark off a query (the island does, once it has told the visitor). */
export function dropLoginOutcome(params: URLSearchParams): void {
  params.delete(PARAM);
}
