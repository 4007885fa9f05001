/**
 * The terms modal's data rules (spec 7.2, 4 "Terms modal"): the terms page is fetched through the
 * page proxy with its path without the leading slash, and the terms are content.body[0].cards[0]
 * (title and rich text). Anything else — a failed call, another shape — is "not found".
 */
import type { RichTextNode } from '../../cms/schemas';

export interface Terms {
  title: string;
  /** a rich-text document, or plain text */
  text: RichTextNode | string | null;
}

/** The `path` query of the terms call: the page path without its leading slash. */
export function termsQueryPath(path: string): string {
  return path.replace(/^\/+/, '');
}

/** The proxy URL of the terms call. */
export function termsUrl(path: string): string {
  return `/proxy/page?${new URLSearchParams({ path: termsQueryPath(path) })}`;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Reads the terms from a page answer; null when they are not where spec 7.2 says. */
export function termsFromPage(json: unknown): Terms | null {
  if (!isObject(json) || !isObject(json.content) || !Array.isArray(json.content.body)) return null;
  const first: unknown = json.content.body[0];
  if (!isObject(first) || !Array.isArray(first.cards)) return null;
  const card: unknown = first.cards[0];
  if (!isObject(card) || typeof card.title !== 'string' || card.title.trim() === '') return null;
  const text = card.text;
  if (typeof text === 'string') return { title: card.title, text };
  if (isObject(text) && text.nodeType === 'document' && Array.isArray(text.content)) return { title: card.title, text: text as unknown as RichTextNode };
  return { title: card.title, text: null };
}
