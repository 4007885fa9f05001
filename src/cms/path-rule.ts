/**
 * Which paths a page may have: the one rule, for the CMS boundary (the stand-in CMS's edit API, its
 * editor's page and `npm run cms`), the content schemas (a listing, a page's localized paths, the
 * change feed, a webhook: src/cms/schemas.ts, webhook.ts), the router (src/server/pipeline.ts routes
 * the site's own paths by the same list, src/config/site-routes.ts), the output folder's path →
 * file mapping (src/server/output/files.ts), the build and a regeneration pass. A static-first site
 * writes what it renders, so a path is data, never a file name. See docs/content.md "Which paths a page may have".
 *
 * A page path is the CMS's slug within its locale: '/', or '/' + parts joined by '/'. Accepted:
 * - parts of letters, marks and digits (any script), hyphens and full stops, in lower case and
 *   Unicode NFC: a path has one spelling, as the request target is read (NFC,
 *   src/lib/request-target.ts) and as a case-insensitive file system or CDN would store it, and
 *   every character is one a URL carries without confusion. Anything else ('?', '#', '%', a space,
 *   quotes, '<', '\', a control or invisible character) would be a query, a fragment, an escape,
 *   markup or a look-alike of another path in some reader of the URL, so it is refused, naming it;
 * - a dot inside a part ('/erbjudanden/v.47', '/hinnasto-2026.1'): the site serves such a path as a
 *   page like any other, the Node pipeline, nginx's `try_files $uri $uri.html` and Varnish alike.
 *   Only what would stand where one of the site's own files stands is refused (below).
 * Refused, and why:
 * - not starting with one '/', or longer than MAX_PAGE_PATH: not a path within the locale;
 * - an empty part ('//', a trailing '/'), a part beginning or ending with '.' ('.', '..',
 *   '.well-known', 'v.'): file systems and URL parsers collapse dot parts and trailing slashes,
 *   web servers hide dot-files, and some file systems drop a trailing dot, so two paths would
 *   name one file or a path would leave the output folder;
 * - a part longer than MAX_SEGMENT_BYTES of UTF-8: the file name (with '.html.br' and an atomic
 *   write's temporary suffix) must fit a file system's 255 bytes;
 * - a part ending in '.html', '.gz', '.br' or '.tmp': a page's file and its compressed and
 *   temporary siblings have those names, and nginx would answer such a request from another
 *   page's file;
 * - a path at or below one of the site's own routes and files ('/api', '/healthz', '/preview/x',
 *   '/robots.txt'), in every locale (src/config/site-routes.ts);
 * - a first part that reads as a locale ('/en-eu/x'), in every locale: the prefix strategy would
 *   read it as that locale's page, the domain strategy refuses it as a page at all, and spec 7.2's
 *   page call strips it; and the default locale's '/index' (its file is the landing page's).
 *
 * The CMS boundary first writes what an editor types the way page paths are written
 * (normalizeSlug: trimmed, lower case, spaces and underscores as hyphens, NFC, a leading '/', no
 * trailing one) and then applies the rule, so the CMS accepts exactly the paths this rule
 * accepts (each is its own normal form), and content from a CMS that skips the step is refused
 * here all the same.
 */
import { defaultLocale, localeFromSegment, type LocaleCode } from '../config/locales';
import { siteRoutes, siteRouteOf } from '../config/site-routes';
import { t } from '../i18n/t';

/** Longest page path the site asks the content backend for (the backend refuses longer ones). */
export const MAX_PAGE_PATH = 1024;

/** Longest path segment, in UTF-8 bytes: 255 less '.html.br' and an atomic write's suffix. */
export const MAX_SEGMENT_BYTES = 200;

/** Why a page path is refused: a code, with what the editor's words name. */
export type PathProblem =
  | { code: 'not-a-path' }
  | { code: 'too-long'; max: number }
  | { code: 'character'; char: string }
  | { code: 'not-normal'; suggestion: string | null }
  | { code: 'empty-segment' }
  | { code: 'dot-segment' }
  | { code: 'segment-too-long'; max: number }
  | { code: 'file-suffix'; suffix: string }
  | { code: 'reserved'; route: string }
  | { code: 'landing-file' }
  | { code: 'locale-segment'; segment: string };

export type PathProblemCode = PathProblem['code'];

// what a part may hold: letters, marks (an accent NFC cannot compose), digits, '-', '.'
const allowed = /^[\p{L}\p{M}\p{N}.-]$/u;
// what normalizeSlug writes another way (a space of any width, '_'): "not normal", not refused
const normalizable = /^[\p{Zs}_]$/u;
const siblingSuffix = /\.(html|gz|br|tmp)$/i;
const encoder = new TextEncoder();

/**
 * A path as an editor means it, written the way page paths are: trimmed; each part trimmed and
 * its runs of spaces and underscores made one hyphen; lower case; NFC; one leading '/', no
 * trailing one. Idempotent; every path pagePathProblem accepts is its own normal form.
 */
export function normalizeSlug(input: string): string {
  // Stryker disable next-line MethodExpression: each part is trimmed below, which trims the whole too
  const parts = input
    .trim()
    .split('/')
    .map((part) => part.trim().replace(/[\p{Zs}_]+/gu, '-'));
  // Stryker disable next-line ConditionalExpression,EqualityOperator: an empty list's last part is undefined, not '', so the second test alone stops the loop
  while (parts.length > 0 && parts.at(-1) === '') parts.pop();
  if (parts[0] === '') parts.shift();
  return `/${parts.join('/')}`.toLowerCase().normalize('NFC');
}

/**
 * Why a page path is refused, or null when the site accepts it. `locale` is the locale the path
 * lies within ('/index' is refused in the default locale only).
 */
export function pagePathProblem(path: string, locale?: LocaleCode): PathProblem | null {
  if (typeof path !== 'string' || !path.startsWith('/')) return { code: 'not-a-path' };
  if (path.length > MAX_PAGE_PATH) return { code: 'too-long', max: MAX_PAGE_PATH };
  if (path === '/') return null;
  // the site's own first (its routes are not all in a page path's normal form: '/_astro')
  const route = siteRouteOf(path);
  if (route) return { code: 'reserved', route: siteRoutes[route] };
  for (const char of path) {
    // a space or '_' is refused below as not normal: normalizeSlug writes each one another way
    if (char === '/' || allowed.test(char) || normalizable.test(char)) continue;
    return { code: 'character', char };
  }
  const normal = normalizeSlug(path);
  if (normal !== path) return { code: 'not-normal', suggestion: pagePathProblem(normal, locale) === null ? normal : null };
  const segments = path.slice(1).split('/');
  for (const segment of segments) {
    if (segment === '') return { code: 'empty-segment' };
    if (segment.startsWith('.') || segment.endsWith('.')) return { code: 'dot-segment' };
    if (encoder.encode(segment).length > MAX_SEGMENT_BYTES) return { code: 'segment-too-long', max: MAX_SEGMENT_BYTES };
    const suffix = siblingSuffix.exec(segment)?.[0];
    if (suffix) return { code: 'file-suffix', suffix };
  }
  if (localeFromSegment(segments[0]!) !== undefined) return { code: 'locale-segment', segment: segments[0]! };
  if ((locale ?? defaultLocale) === defaultLocale && path === '/index') return { code: 'landing-file' };
  return null;
}

/** Whether the site accepts a page path (see pagePathProblem). */
export function isAcceptedPagePath(path: string, locale?: LocaleCode): boolean {
  return pagePathProblem(path, locale) === null;
}

/** What the CMS boundary makes of what an editor typed: the path it saves, or why it cannot. */
export type SlugVerdict = { ok: true; path: string; input: string } | { ok: false; input: string; problem: PathProblem };

/** The CMS boundary's verdict: normalizeSlug, then the rule. */
export function cmsPagePath(input: string, locale: LocaleCode): SlugVerdict {
  const path = normalizeSlug(input);
  const problem = pagePathProblem(path, locale);
  return problem === null ? { ok: true, path, input } : { ok: false, input, problem };
}

/** A character as the editor's message names it: itself in quotes when it can be seen, else its code point. */
function shown(char: string, locale: LocaleCode): string {
  const point = `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
  // Stryker disable next-line Regex: `char` is one code point, so the anchors decide nothing
  if (!/^[\p{L}\p{M}\p{N}\p{P}\p{S}]$/u.test(char)) return point;
  // the locale's own quotes, as its sentences use them (the refusal's template)
  const [open, close] = locale === 'en-EU' ? ['“', '”'] : locale === 'no-NO' ? ['«', '»'] : ['”', '”'];
  return `${open}${char}${close}`;
}

/** The reason words of a problem, in a locale's strings (en-EU: the site's log). */
export function pathProblemText(problem: PathProblem, locale: LocaleCode = 'en-EU'): string {
  switch (problem.code) {
    case 'not-a-path':
      return t(locale, 'pagePath.notAPath');
    case 'too-long':
      return t(locale, 'pagePath.tooLong', { max: problem.max });
    case 'character':
      return t(locale, 'pagePath.character', { char: shown(problem.char, locale) });
    case 'not-normal':
      return problem.suggestion === null ? t(locale, 'pagePath.notNormalNoSuggestion') : t(locale, 'pagePath.notNormal', { suggestion: problem.suggestion });
    case 'empty-segment':
      return t(locale, 'pagePath.emptySegment');
    case 'dot-segment':
      return t(locale, 'pagePath.dotSegment');
    case 'segment-too-long':
      return t(locale, 'pagePath.segmentTooLong', { max: problem.max });
    case 'file-suffix':
      return t(locale, 'pagePath.fileSuffix', { suffix: problem.suffix });
    case 'reserved':
      return t(locale, 'pagePath.reserved', { route: problem.route });
    case 'landing-file':
      return t(locale, 'pagePath.landingFile');
    case 'locale-segment':
      return t(locale, 'pagePath.localeSegment', { segment: problem.segment });
  }
}

/** The editor's whole message: 'The path “/offer?x=1” cannot be used: it contains “?”. …'. */
export function pathRefusalText(path: string, problem: PathProblem, locale: LocaleCode = 'en-EU'): string {
  return t(locale, 'pagePath.refused', { path, reason: pathProblemText(problem, locale) });
}
