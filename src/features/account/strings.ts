/** The translated strings the account island gets as a prop (picked on the server). */
import type { LocaleCode } from '../../config/locales';
import { t } from '../../i18n/t';
import { httpMessageKey } from '../../lib/error-page';

const keys = [
  'account.details',
  'account.cards',
  'account.firstName',
  'account.lastName',
  'account.email',
  'account.phone',
  'account.noCards',
  'account.card',
  'account.cardExpires',
  'account.defaultCard',
  'account.logout',
  'account.loggingOut',
  'account.loggedOut',
  'account.loginPrompt',
  'account.login',
  'account.loading',
  'account.loginFailed',
  'http.FORBIDDEN',
  'http.INTERNAL_SERVER_ERROR',
  'http.NOT_FOUND',
  'http.UNAUTHORIZED',
  'http.generic',
  'notifications.label',
  'notifications.dismiss',
] as const;

export type AccountStringKey = (typeof keys)[number];
export type AccountStrings = Record<AccountStringKey, string>;

export function accountStrings(locale: LocaleCode): AccountStrings {
  return Object.fromEntries(keys.map((k) => [k, t(locale, k)])) as AccountStrings;
}

/** The translated HTTP message of a failed call's status (spec 8). */
export function httpMessage(status: number, strings: AccountStrings): string {
  return strings[httpMessageKey(status)];
}
