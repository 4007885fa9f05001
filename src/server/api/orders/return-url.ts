/**
 * The URL the payment step returns the visitor to: the locale's checkout page on the site's own
 * origin (../site-origin.ts: from configuration, else the address the socket was reached on;
 * never from the request's headers).
 */
import type { IncomingMessage } from 'node:http';
import type { LocaleCode } from '../../../config/locales';
import { localizedHref, pathTable } from '../../../i18n/paths';
import { siteOriginForRequest } from '../site-origin';

/** The checkout page's absolute URL for a locale, as the payment step's return target. */
export function checkoutReturnUrl(req: Pick<IncomingMessage, 'socket'>, locale: LocaleCode, configuredOrigins: Partial<Record<LocaleCode, string>>): string {
  return `${siteOriginForRequest(req, locale, configuredOrigins)}${localizedHref(pathTable.checkout[locale], locale)}`;
}
