/**
 * The site's own origin, for the addresses other services send a visitor back to (the login
 * callback, the payment step's return), built on the server, never from the request's headers:
 * SITE_URL (or SITE_URL_<LOCALE>) when configured; unset — a local run, possibly on an ephemeral
 * port — the address this server was reached on, read from the socket.
 */
import type { IncomingMessage } from 'node:http';
import type { LocaleCode } from '../../config/locales';

/** The origin the socket was reached on ('http://127.0.0.1:4321'). */
function socketOrigin(req: Pick<IncomingMessage, 'socket'>): string {
  const address = (req.socket.localAddress ?? '127.0.0.1').replace(/^::ffff:(?=\d+\.)/, '');
  return `http://${address.includes(':') ? `[${address}]` : address}:${req.socket.localPort ?? 80}`;
}

/** The public origin of a locale for a request that reached this server. */
export function siteOriginForRequest(req: Pick<IncomingMessage, 'socket'>, locale: LocaleCode, configuredOrigins: Partial<Record<LocaleCode, string>>): string {
  return configuredOrigins[locale] ?? socketOrigin(req);
}
