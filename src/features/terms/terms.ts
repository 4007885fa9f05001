/**
 * The terms modal's data (spec 2.4, 4 "Terms modal"): the site server reads the terms page's first
 * card (spec 7.2) and renders its text with the pages' own renderer (src/server/api/terms.ts), so
 * the modal gets `{ title, html }`. Anything else — a failed call, another shape — is "not found".
 */

/** Where the modal asks for the terms, with the page's locale header (src/server/api/terms.ts). */
export const TERMS_PATH = '/api/v1/terms';

export interface Terms {
  title: string;
  /** the card's text as the terms page shows it, rendered by the site (never the CMS's own markup) */
  html: string;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Reads the server's answer; null when it is not one. A check by hand, not a zod schema: this
 * module is in the modal's browser chunk, and the answer is the site's own.
 */
export function termsFromAnswer(json: unknown): Terms | null {
  if (!isObject(json) || typeof json.title !== 'string' || json.title.trim() === '' || typeof json.html !== 'string') return null;
  return { title: json.title, html: json.html };
}
