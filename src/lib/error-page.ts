/**
 * Error page rules: the message rule of spec 2.4, the translated HTTP messages and the analytics
 * event type of spec 8, and the server-error threshold of spec 9.
 */
import type { StringKey } from '../i18n/t';

/** Spec 2.4's message rule: 500 gives 'Internal server error', any other status 'Page not found'. */
export function errorMessageKey(status: number): Extract<StringKey, 'error.internal' | 'error.notFound'> {
  return status === 500 ? 'error.internal' : 'error.notFound';
}

/** The error page title: the given title, or the status code when there is none. */
export function errorTitle(status: number, title?: string | null): string {
  return title && title.trim() !== '' ? title : String(status);
}

type HttpMessageKey = Extract<StringKey, `http.${string}`>;

const httpKeys = new Map<number, HttpMessageKey>([
  [401, 'http.UNAUTHORIZED'],
  [403, 'http.FORBIDDEN'],
  [404, 'http.NOT_FOUND'],
  [500, 'http.INTERNAL_SERVER_ERROR'],
]);

/** The translated HTTP message for a status (spec 8); 'http.generic' for any other status. */
export function httpMessageKey(status: number): HttpMessageKey {
  return httpKeys.get(status) ?? 'http.generic';
}

/** Server-error threshold (spec 9): status >= 500 is fatal. */
export function isServerError(status: number): boolean {
  return status >= 500;
}

/** Type of the 'Error Message' analytics event (spec 8): 'struggle' on 404, otherwise 'exception'. */
export function errorEventType(status: number): 'struggle' | 'exception' {
  return status === 404 ? 'struggle' : 'exception';
}
