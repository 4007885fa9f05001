/**
 * Whether a request for an operator's port (the site's metrics, the edge's exporter) names the
 * machine itself. Those ports listen on loopback for the scraper alone, but a browser on the
 * operator's machine reaches loopback too: a page whose own name is made to resolve to 127.0.0.1
 * (DNS rebinding) reads whatever answers there, and its requests carry that name as their Host. So
 * those ports answer only Host values that name loopback, `localhost`, `127.0.0.0/8` or `[::1]` (with
 * any port), or the address the server itself listens on when that is one address; any other is a
 * 421 (RFC 9110 15.5.20). Pure.
 */
import { isIP } from 'node:net';

/** The host of a Host value without its port, lower case and without a trailing dot ('[::1]:9' → '::1'). */
function hostName(value: string): string {
  const host = value.trim().toLowerCase();
  const bracketed = /^\[([^\]]*)\](?::\d*)?$/.exec(host);
  if (bracketed) return bracketed[1]!;
  return host.replace(/:\d*$/, '').replace(/\.$/, '');
}

function isLoopbackAddress(name: string): boolean {
  if (isIP(name) === 4) return name.split('.')[0] === '127';
  if (isIP(name) === 6) return /^(?:0{0,4}:){2,7}0{0,3}1$/.test(name) || /^::ffff:127\.\d+\.\d+\.\d+$/.test(name);
  return false;
}

/**
 * Whether `host` (a request's Host value) names loopback, or `listening`, the address the server
 * listens on, when that is one address (not 0.0.0.0 or ::, which name every address).
 */
export function isLoopbackHost(host: string | undefined, listening?: string): boolean {
  if (host === undefined) return false;
  const name = hostName(host);
  if (name === 'localhost' || isLoopbackAddress(name)) return true;
  const own = listening === undefined ? '' : hostName(listening.includes(':') && isIP(listening) === 6 ? `[${listening}]` : listening);
  return own !== '' && isIP(own) !== 0 && own !== '0.0.0.0' && own !== '::' && name === own;
}
