/**
 * Which refused request targets get the 404 error page (spec 2.1 and 8: a route that fails
 * validation shows the 404 error page) rather than a plain 400: a page request (GET or HEAD) whose
 * path is malformed ('/%zz', '/a%2Fb', '/a/%2e%2e/b'). API, proxy and asset paths keep their plain
 * 400, and an over-long target its 414. The path the error page is rendered for and shows is the
 * raw one with everything but letters, digits, '-', '_', '~' and '/' percent-encoded (a segment
 * holding a '%', or one that would still be refused, shown as '…'), so it is one clean path (request-target.ts accepts
 * it): no dot segment, no encoded separator, no second decoding.
 */
import { parseRequestTarget } from '../lib/request-target';

const NOT_PAGES = /^\/(?:api|proxy|assets|_astro|builds)(?:\/|$)/i;
const KEPT = /[A-Za-z0-9\-_~/]/;

/** The clean path to render the 404 page for, or null when the plain status answers. */
export function badTargetPagePath(rawTarget: string, method: string, status: 400 | 414): string | null {
  if (status !== 400 || (method !== 'GET' && method !== 'HEAD')) return null;
  const queryAt = rawTarget.indexOf('?');
  const rawPath = queryAt === -1 ? rawTarget : rawTarget.slice(0, queryAt);
  if (NOT_PAGES.test(rawPath)) return null;
  const encode = (c: string): string =>
    KEPT.test(c) ? c : encodeURIComponent(c).replace(/[!'()*.]/g, (x) => `%${x.charCodeAt(0).toString(16).toUpperCase()}`);
  // one leading slash, no empty segments: never a host ('//x'); a segment that would still read as
  // a double-encoded separator, control or dot segment is shown as '…'
  const segments = rawPath
    .split('/')
    .filter((s) => s.length > 0)
    // a raw '%' (the malformed escape itself) would be decoded a second time by the page route
    .map((s) => (s.includes('%') ? ELLIPSIS : [...s].map(encode).join('')))
    .map((s) => (parseRequestTarget(`/${s}`).ok ? s : ELLIPSIS));
  const path = `/${segments.join('/')}`;
  return parseRequestTarget(path).ok ? path : '/';
}

const ELLIPSIS = encodeURIComponent('…');
