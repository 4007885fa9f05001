/**
 * The URL the payment step returns the visitor to: the locale's checkout page on the site's own
 * origin. It is built here on the server from configuration, never from the request: with
 * SITE_URL (or SITE_URL_<LOCALE>) set, that origin; unset — a local run, possibly on an ephemeral
 * port — the address this server was reached on, read from the socket (not the Host header).
 */
import type { IncomingMessage } from 'node:http';
import type { LocaleCode } from '../../../config/locales';
import { localizedHref, pathTable } from '../../../i18n/paths';

/** The origin the socket was reached on ('http://127.0.0.1:4321'). */
export function socketOrigin(req: Pick<IncomingMessage, 'socket'>): string {
  const address = (req.socket.localAddress ?? '127.0.0.1').replace(/^::ffff:(?=\d+\.)/, '');
  return `http://${address.includes(':') ? `[${address}]` : address}:${req.socket.localPort ?? 80}`;
}

/** The checkout page's absolute URL for a locale, as the payment step's return target. */
export function checkoutReturnUrl(req: Pick<IncomingMessage, 'socket'>, locale: LocaleCode, configuredOrigins: Partial<Record<LocaleCode, string>>): string {
  const origin = configuredOrigins[locale] ?? socketOrigin(req);
  return `${origin}${localizedHref(pathTable.checkout[locale], locale)}`;
}
