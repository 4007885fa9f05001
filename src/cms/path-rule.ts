/**
 * Which page paths the site accepts from the CMS (design.md: a static-first site writes what it
 * renders, so a path is data, never a file name). A page path from the content backend, the change
 * feed or the webhook names a page within a locale; the site turns it into an output file
 * (src/server/output.ts), so a path that a file system or another decoder would read differently
 * from how the site reads it is refused at the boundary (the zod schemas of src/cms), logged, and
 * neither listed, built, written nor deleted. See README "What the site keeps".
 *
 * Refused, and why:
 * - not starting with one '/', or longer than MAX_PAGE_PATH: not a path within the locale;
 * - an empty segment ('//', a trailing '/'), a '.' or '..' segment: file systems and URL parsers
 *   collapse them, so two paths would name one file, or a path would leave the output folder;
 * - a backslash, a C0/C1 control character or DEL (NUL among them): separators and terminators to
 *   some file APIs, invisible or header-breaking in a URL;
 * - a percent-encoded triplet ('%2e', '%2f', '%00', '%41'): CMS paths are decoded text; an encoded
 *   form would be decoded again by whatever sits behind the site (nginx, a CDN, a browser) into a
 *   separator, a dot segment or a control;
 * - text that is not NFC, or holds a lone surrogate, a format character (zero-width, bidi
 *   overrides), a private-use character or a line/paragraph separator: the request target is read
 *   as NFC (src/lib/request-target.ts), so a non-NFC path could never be requested, and the rest
 *   are invisible look-alikes of other paths;
 * - a segment longer than MAX_SEGMENT_BYTES of UTF-8: the file name (with '.html.br' and an atomic
 *   write's temporary suffix) must fit a file system's 255 bytes;
 * - a segment ending in '.html', '.gz', '.br' or '.tmp': such a folder would stand where another
 *   page's file (or its compressed or temporary sibling) is written;
 * - the default locale's '/index' (its file would be the landing page's 'index.html'), and, in the
 *   default locale, a first segment that reads as a locale ('/en-EU/x', '/EN-eu/x'): the default
 *   locale's pages have no prefix, so that page would share another locale's name and file.
 */
import { defaultLocale, localeFromSegment, type LocaleCode } from '../config/locales';

/** Longest page path the site asks the content backend for (the backend refuses longer ones). */
export const MAX_PAGE_PATH = 1024;

/** Longest path segment, in UTF-8 bytes: 255 less '.html.br' and an atomic write's suffix. */
export const MAX_SEGMENT_BYTES = 200;

// C0, DEL, C1; format characters; surrogates; private use; line and paragraph separators
const oddCharacter = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Zl}\p{Zp}]/u;
const percentTriplet = /%[0-9A-Fa-f]{2}/;
const siblingSuffix = /\.(html|gz|br|tmp)$/i;
const encoder = new TextEncoder();

/**
 * Why a CMS page path is refused, or null when the site accepts it. `locale` is the locale the path
 * lies within (its rules on a locale-like first segment and '/index' apply to the default locale).
 */
export function cmsPathProblem(path: string, locale?: LocaleCode): string | null {
  if (typeof path !== 'string' || !path.startsWith('/')) return 'does not start with "/"';
  if (path.length > MAX_PAGE_PATH) return `is longer than ${MAX_PAGE_PATH} characters`;
  if (path.includes('\\')) return 'holds a backslash';
  if (oddCharacter.test(path)) return 'holds a control, format, surrogate or private-use character';
  if (percentTriplet.test(path)) return 'holds a percent-encoded form';
  if (path.normalize('NFC') !== path) return 'is not in Unicode normal form C';
  if (path === '/') return null;
  const segments = path.slice(1).split('/');
  for (const segment of segments) {
    if (segment === '') return 'holds an empty segment ("//" or a trailing "/")';
    if (segment === '.' || segment === '..') return 'holds a "." or ".." segment';
    if (encoder.encode(segment).length > MAX_SEGMENT_BYTES) return `has a segment longer than ${MAX_SEGMENT_BYTES} bytes`;
    if (siblingSuffix.test(segment)) return 'has a segment ending in .html, .gz, .br or .tmp';
  }
  if ((locale ?? defaultLocale) === defaultLocale) {
    if (path === '/index') return 'is the landing page\'s file name ("/index")';
    if (localeFromSegment(segments[0]!) !== undefined) return 'starts with a locale segment';
  }
  return null;
}

/** Whether the site accepts a CMS page path (see cmsPathProblem). */
export function isAcceptedCmsPath(path: string, locale?: LocaleCode): boolean {
  return cmsPathProblem(path, locale) === null;
}
