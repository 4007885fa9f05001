/**
 * The one encoder of `Location` headers. A header value must be visible ASCII: a raw 'ä' makes
 * Node refuse the header (a 500 instead of the redirect), a raw byte above 0x7f reaches the browser
 * as mojibake, and a space can turn '/ /evil.com' into something a client reads differently.
 *
 * Two kinds of input, two functions, one alphabet:
 * - `encodePath` takes a *decoded* path (what the request target parser, a CMS path or a redirect
 *   table gives) and percent-encodes every character that is not a path character, '%' included,
 *   so '/%61' stays the four characters it is and is never decoded a second time;
 * - `escapeUriReference` takes a value that is already a URI reference (an absolute URL from
 *   configuration or the CMS, a path and query a browser sent) and escapes only what may not stand
 *   in a URI, keeping valid '%XX' escapes as they are. It is idempotent, and `sendRedirect`
 *   (src/server/respond.ts) applies it to every Location as the last step.
 *
 * A page path the site accepts (src/cms/path-rule.ts) holds no '%', '?', '#' or other delimiter,
 * so a site path built from it reads the same decoded and as a URI reference: a kept 307 to it (a
 * slug change) goes out encoded by `escapeUriReference` exactly as `encodePath` would write it.
 * Every redirect keeps the request's query (spec 2.6, 9): `appendQuery`.
 */

const PATH_CHAR = /^[A-Za-z0-9\-._~!$&'()*+,;=:@]$/;
const URI_CHAR = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/?#[\]]$/;

/** Lone surrogates cannot be encoded as UTF-8; U+FFFD keeps the output well-formed. */
function wellFormed(char: string): string {
  return char.length === 1 && /[\uD800-\uDFFF]/.test(char) ? '\uFFFD' : char;
}

function encodeSegment(segment: string): string {
  let out = '';
  for (const raw of segment) {
    const char = wellFormed(raw);
    out += PATH_CHAR.test(char) ? char : encodeURIComponent(char);
  }
  return out;
}

/** Percent-encodes a decoded path segment by segment ('%', '?', '#', space, non-ASCII …), keeping '/'. */
export function encodePath(path: string): string {
  return path.split('/').map(encodeSegment).join('/');
}

/**
 * Escapes what may not stand in a URI reference; valid '%XX' escapes are kept, a stray '%' becomes
 * '%25'. '[' and ']' stand only in an absolute URI's host (an IPv6 literal, RFC 3986 3.2.2): in a
 * path, query or fragment they are escaped.
 */
export function escapeUriReference(value: string): string {
  let out = '';
  const chars = [...value];
  // the characters of 'scheme://authority', where a '[' or ']' may stand
  const authorityEnd = [...(/^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#]*/.exec(value)?.[0] ?? '')].length;
  for (let i = 0; i < chars.length; i++) {
    const char = wellFormed(chars[i]!);
    if (char === '%') {
      const hex = `${chars[i + 1] ?? ''}${chars[i + 2] ?? ''}`;
      out += /^[0-9A-Fa-f]{2}$/.test(hex) ? '%' : '%25';
    } else if ((char === '[' || char === ']') && i >= authorityEnd) {
      out += char === '[' ? '%5B' : '%5D';
    } else {
      out += URI_CHAR.test(char) ? char : encodeURIComponent(char);
    }
  }
  return out;
}

/** Escapes a raw query (with or without its '?') for a Location; '' when there is none. */
export function escapeQuery(search: string): string {
  if (search === '' || search === '?') return '';
  const body = search.startsWith('?') ? search.slice(1) : search;
  // a '#' in a query would start a fragment: it is data here
  return `?${escapeUriReference(body).replace(/#/g, '%23')}`;
}

/**
 * A Location with a request's raw query appended (spec 2.6, 9: "the query string is appended to the
 * target"): after the target's own query with '&', before its fragment.
 */
export function appendQuery(location: string, search: string): string {
  const query = escapeQuery(search);
  if (query === '') return location;
  const hashAt = location.indexOf('#');
  const target = hashAt === -1 ? location : location.slice(0, hashAt);
  const fragment = hashAt === -1 ? '' : location.slice(hashAt);
  return `${target}${target.includes('?') ? `&${query.slice(1)}` : query}${fragment}`;
}

/** A Location for a decoded site path and a raw query. */
export function pathLocation(decodedPath: string, search = ''): string {
  return `${encodePath(decodedPath)}${escapeQuery(search)}`;
}
