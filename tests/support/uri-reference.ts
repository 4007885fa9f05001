/**
 * RFC 3986's grammar of what a `Location` may hold, for tests: a URI-reference (section 4.1) of
 * the two shapes the site sends, a relative reference with an absolute path (4.2 `path-absolute`)
 * or an absolute http(s) URI (3), each with an optional query and fragment. Written from the ABNF
 * of appendix A, strictly (ajv-formats' `uri-reference` lets a '"' through).
 */

const unreserved = 'A-Za-z0-9\\-._~';
const subDelims = "!$&'()*+,;=";
const pct = '%[0-9A-Fa-f]{2}';
const pchar = `(?:[${unreserved}${subDelims}:@]|${pct})`;
const segment = `${pchar}*`;
const segmentNz = `${pchar}+`;
const pathAbsolute = `/(?:${segmentNz}(?:/${segment})*)?`;
const pathAbempty = `(?:/${segment})*`;
const query = `(?:\\?(?:${pchar}|[/?])*)?`;
const fragment = `(?:#(?:${pchar}|[/?])*)?`;
const host = `(?:[${unreserved}${subDelims}]|${pct})*`;
const authority = `${host}(?::[0-9]*)?`;

const relativeRef = new RegExp(`^${pathAbsolute}${query}${fragment}$`);
const absoluteHttp = new RegExp(`^https?://${authority}${pathAbempty}${query}${fragment}$`);

/** Whether a value is an RFC 3986 URI reference of a shape the site sends as a Location. */
export function isUriReference(value: string): boolean {
  return relativeRef.test(value) || absoluteHttp.test(value);
}

/** A relative Location's parts, decoded once: the path (per segment, so an encoded '/' would show) and the raw query. */
export function decodeLocation(location: string): { path: string; query: string } {
  const hashAt = location.indexOf('#');
  const target = hashAt === -1 ? location : location.slice(0, hashAt);
  const queryAt = target.indexOf('?');
  const rawPath = queryAt === -1 ? target : target.slice(0, queryAt);
  return { path: rawPath.split('/').map(decodeURIComponent).join('/'), query: queryAt === -1 ? '' : target.slice(queryAt) };
}
