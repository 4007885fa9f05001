/** Page paths within a locale as the backend keys them: '/x/y', no trailing slash, '/' for the root. */

/** Longest `path` query the page call accepts. */
export const MAX_PAGE_PATH = 1024;

/** Normalizes a requested path: adds the leading slash, drops trailing slashes ('kayttoehdot/' → '/kayttoehdot'). */
export function normalizePagePath(raw: string): string {
  const trimmed = raw.replace(/\/+$/, '');
  if (trimmed === '') return '/';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** True when a string holds a control character (C0 or DEL), which no page path has. */
export function hasControlChars(value: string): boolean {
  return /[\u0000-\u001f\u007f]/.test(value);
}
