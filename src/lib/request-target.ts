/**
 * Turns the raw request target (Node's `req.url`, exactly as received) into a decoded pathname and
 * the raw query, or refuses it. Everything after this step (redirect rules, the static file map,
 * the renderer) can then trust that the path is one plain, site-relative path: no second decoding,
 * no dot segments, no encoded separators, nothing a browser would read as another host.
 * Nothing is repaired silently: a target that is not already clean is a 400 (or 414 if too long),
 * but for a run of slashes inside the path, which is answered with a 307 to the collapsed path.
 */

import { appendQuery } from './location';

/** Longest request target accepted; longer ones are answered with 414. */
export const MAX_REQUEST_TARGET_LENGTH = 2048;

export type RequestTarget =
  | { ok: true; pathname: string; search: string }
  | { ok: false; status: 400 | 414; reason: string }
  | { ok: false; status: 307; reason: string; location: string };

// HTTP request targets are visible ASCII only (RFC 9112 / RFC 3986); browsers percent-encode the
// rest. Raw spaces, controls (tab, CR, LF, NUL), DEL and raw non-ASCII bytes are all refused here.
const visibleAscii = /^[\u0021-\u007e]*$/;
// C0 and C1 controls and DEL, as they may appear after decoding.
const controlChar = /[\u0000-\u001f\u007f-\u009f]/;
const percentTriplet = /%[0-9A-Fa-f]{2}/g;
// '/' and '\' encoded: they would change the path's structure for whoever decodes it.
const encodedSeparator = /%(2f|5c)/i;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Parses a raw request target; see the module comment for what is refused and why. */
export function parseRequestTarget(rawTarget: string): RequestTarget {
  if (typeof rawTarget !== 'string') return fail(400, 'request target is not a string');
  if (rawTarget.length > MAX_REQUEST_TARGET_LENGTH) {
    return fail(414, `request target is longer than ${MAX_REQUEST_TARGET_LENGTH} characters`);
  }
  if (!rawTarget.startsWith('/')) return fail(400, 'request target does not start with "/"');
  if (!visibleAscii.test(rawTarget)) {
    return fail(400, 'request target holds a control, space or non-ASCII character');
  }
  if (rawTarget.includes('#')) return fail(400, 'request target holds a fragment');

  const queryAt = rawTarget.indexOf('?');
  const rawPath = queryAt === -1 ? rawTarget : rawTarget.slice(0, queryAt);
  const search = queryAt === -1 ? '' : rawTarget.slice(queryAt);

  if (rawPath.startsWith('//')) return fail(400, 'path starts with "//" (a host, not a path)');
  if (rawPath.includes('\\')) return fail(400, 'path holds a backslash');
  if (encodedSeparator.test(rawPath)) return fail(400, 'path holds an encoded "/" or "\\"');

  const decoded = decodePath(rawPath);
  if (decoded === null) return fail(400, 'path has invalid percent-encoding or invalid UTF-8');
  const problem = pathProblem(decoded);
  if (problem) return fail(400, problem);
  // A run of slashes inside the path ('/asemat//akaa') names no page: no CMS path has an empty
  // segment (src/cms/path-rule.ts). A file system would read it as the page's own file, so it is
  // never looked up; the visitor is sent to the path with each run collapsed (docs/architecture.md "What the
  // site keeps"). The location is the raw path, already checked above, so nothing is decoded twice.
  if (rawPath.includes('//')) {
    return { ok: false, status: 307, reason: 'path holds an empty segment', location: appendQuery(rawPath.replace(/\/{2,}/g, '/'), search) };
  }

  return { ok: true, pathname: decoded.normalize('NFC'), search };
}

/** Decodes %XX triplets as UTF-8 exactly once; null when a '%' is malformed or the bytes are not UTF-8. */
function decodePath(raw: string): string | null {
  // Every '%' must start a triplet; '%E0%A4%A' or '%zz' are malformed, not literal.
  if (raw.replace(percentTriplet, '').includes('%')) return null;
  if (!raw.includes('%')) return raw;
  const bytes: number[] = [];
  for (let i = 0; i < raw.length; i += 1) {
    if (raw[i] === '%') {
      bytes.push(Number.parseInt(raw.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(raw.charCodeAt(i)); // ASCII only: parseRequestTarget checked the raw target
    }
  }
  try {
    // fatal: overlong forms ('%C0%AF'), surrogates and truncated sequences throw
    return utf8.decode(Uint8Array.from(bytes));
  } catch {
    return null;
  }
}

/** Why a decoded path is refused, or null when it is clean. */
function pathProblem(path: string): string | null {
  if (controlChar.test(path)) return 'path holds a control character';
  if (path.includes('\\')) return 'path holds a backslash';
  const segments = path.split('/').slice(1);
  if (segments.some((s) => s === '.' || s === '..')) return 'path holds a "." or ".." segment';
  // Decoding is done once, but whatever sits behind us (a proxy, a file server, a browser building
  // a Location) might decode again: '%252F' must not become a separator or a dot segment there.
  for (const segment of segments) {
    if (!segment.includes('%')) continue;
    if (/%(2f|5c)/i.test(segment)) return 'path holds a double-encoded "/" or "\\"';
    if (/%([01][0-9a-f]|7f)|%c2%[89][0-9a-f]/i.test(segment)) return 'path holds a double-encoded control character';
    if (/^(\.|%2e){1,2}$/i.test(segment)) return 'path holds a double-encoded dot segment';
  }
  return null;
}

function fail(status: 400 | 414, reason: string): RequestTarget {
  return { ok: false, status, reason };
}
