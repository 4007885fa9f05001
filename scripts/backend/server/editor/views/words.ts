/** Words the editor's views share: kinds of page, the draft's fields. */
import type { PageContent } from '../../../../../src/cms/schemas';
import { escapeHtml } from '../../../../../src/lib/html-escape';
import type { Params, StringKey } from '../../../../../src/i18n/t';
import { raw, type Html } from '../html';
import type { Words } from '../language';

const kinds: Record<PageContent['contentType'], StringKey> = {
  standardPage: 'editor.kind.page',
  articlePage: 'editor.kind.article',
  stationPage: 'editor.kind.station',
};

/** A page's kind in words ('Article', not `articlePage`). */
export function kindName(w: Words, type: PageContent['contentType']): string {
  return w(kinds[type]);
}

const draftFields = {
  title: 'editor.field.title',
  description: 'editor.field.description',
  slug: 'editor.field.slug',
  noIndex: 'editor.field.noIndex',
} as const;

/** A draft field's name in words. */
export function fieldName(w: Words, field: keyof typeof draftFields): string {
  return w(draftFields[field]);
}

/** A list in words ('title, description and address'). */
export function listOf(w: Words, items: string[]): string {
  return new Intl.ListFormat(w.iso, { type: 'conjunction' }).format(items);
}

/**
 * A string with markup in some of its places (a title in its own language, a link): the words are
 * escaped, the parts are put in as they are.
 */
export function sayWith(w: Words, key: StringKey, params: Params, parts: Record<string, Html>): Html {
  const names = Object.keys(parts);
  const marks = Object.fromEntries(names.map((name, i) => [name, `\u0000${i}\u0000`]));
  const escaped = escapeHtml(w(key, { ...params, ...marks }));
  return raw(escaped.replace(/\u0000(\d+)\u0000/g, (_, i: string) => parts[names[Number(i)]!]!.value));
}
