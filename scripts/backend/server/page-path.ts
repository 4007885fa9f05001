/** Page paths within a locale as the backend keys them: '/x/y', no trailing slash, '/' for the root. */
import type { LocaleCode } from '../../../src/config/locales';
import { cmsPagePath, pathRefusalText, type PathProblem } from '../../../src/cms/path-rule';
import { EditRefused } from './edit-refused';

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

/**
 * A page path an editor gave that the site's rule refuses (src/cms/path-rule.ts): a 400 naming the
 * field and the problem in the rule's words, in English for the edit API and in the editor's
 * language at the field of the editor's page.
 */
export class PagePathRefused extends EditRefused {
  constructor(
    readonly field: 'path' | 'set.slug',
    readonly input: string,
    readonly problem: PathProblem,
  ) {
    super(400, 'invalid_path', [{ field: field === 'path' ? 'path' : 'slug', apiField: field, say: (lang) => pathRefusalText(input, problem, lang) }]);
  }
}

/**
 * The path the CMS saves for what an editor typed as a new page's path or slug: written the way
 * page paths are (normalizeSlug: lower case, hyphens for spaces …) and accepted by the site's rule,
 * so every path the CMS saves is one the site builds and serves. Throws PagePathRefused otherwise.
 */
export function pagePathFor(input: string, locale: LocaleCode, field: PagePathRefused['field']): string {
  const verdict = cmsPagePath(input, locale);
  if (!verdict.ok) throw new PagePathRefused(field, input, verdict.problem);
  return verdict.path;
}
