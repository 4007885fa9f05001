/** Small HTML-string helpers for the rich-text renderers: attribute lists (escaping: ../html-escape.ts). */
import { escapeHtml } from '../../lib/html-escape';

export type AttrValue = string | number | boolean | null | undefined;

/**
 * Serializes attributes: strings and numbers escaped and quoted, true as a bare attribute,
 * false/null/undefined left out. Names are written by this module's callers, never from content.
 */
export function attrs(list: Record<string, AttrValue>): string {
  let out = '';
  for (const [name, value] of Object.entries(list)) {
    if (value === false || value === null || value === undefined) continue;
    out += value === true ? ` ${name}` : ` ${name}="${escapeHtml(String(value))}"`;
  }
  return out;
}

/** Class of text that is read by screen readers but not shown. */
export const visuallyHiddenClass = 'visually-hidden';
