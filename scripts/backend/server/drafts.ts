/**
 * Drafts of the embedded CMS (spec 7.2, preview header): save, publish and discard. The edit API
 * (routes/edits.ts) and the editor's page (routes/editor.ts) both call these, so a form and a JSON
 * call change the store the same way.
 *
 * A draft holds only what differs from the published entry: a field saved with the published value
 * is dropped, and a draft left with nothing is no draft. Saving checks the draft slug now (another
 * page, or another draft, there is a 409) so that publishing rarely fails; publishing applies the
 * draft exactly like a `set` edit (applyEdit: version bump, translations relinked) and clears it.
 */
import { z } from 'zod';
import type { LocaleCode } from '../../../src/config/locales';
import type { PageContent } from '../../../src/cms/schemas';
import type { WebhookChange } from '../../../src/cms/webhook';
import { HttpError } from '../../../src/lib/http/errors';
import { MAX_PAGE_PATH } from '../../../src/cms/path-rule';
import { normalizePagePath } from './page-path';
import { DRAFT_FIELDS, type ContentStore, type PageDraft } from './store';
import { applyEdit } from './apply-edit';

/** (the edit API checks a draft's slug by the page-path rule: routes/edits.ts parseEdit) */
const draftPath = z.string().min(1).max(MAX_PAGE_PATH);

/** What a draft may set: the same limits as the edit API's `set` for these fields. */
export const draftSetSchema = z
  .object({
    title: z.string().min(1).max(300).optional(),
    description: z.string().max(1000).optional(),
    slug: draftPath.optional(),
    noIndex: z.boolean().optional(),
  })
  .strict();
export type DraftSet = z.infer<typeof draftSetSchema>;

/** A stored draft (the edit journal's `draft` line). */
export const pageDraftSchema = draftSetSchema.extend({ savedAt: z.string() }).strict();

/**
 * Saves the draft of the page published at `path`. `merge` adds `set` to the draft there is (the
 * edit API); `replace` makes `set` the whole draft (the editor's form, which sends every field).
 * Returns the draft now held, or null when nothing differs from the published entry.
 */
export function saveDraft(store: ContentStore, locale: LocaleCode, path: string, set: DraftSet, mode: 'merge' | 'replace'): PageDraft | null {
  const at = normalizePagePath(path);
  const page = store.page(locale, at);
  if (!page) throw new HttpError(404, 'not_found', `No page at "${at}" in ${locale}`);
  const before = mode === 'merge' ? store.draft(locale, at) : undefined;
  const wanted: DraftSet = { ...fieldsOf(before), ...set };
  if (wanted.slug !== undefined) wanted.slug = normalizePagePath(wanted.slug);
  const draft = differences(page, wanted);
  if (draft.slug !== undefined) {
    if (store.page(locale, draft.slug)) throw new HttpError(409, 'conflict', `slug: a page exists at "${draft.slug}" in ${locale}`);
    const owner = store.draftOwnerOf(locale, draft.slug);
    if (owner !== undefined && owner !== at)
      throw new HttpError(409, 'conflict', `slug: the draft of "${owner}" already moves it to "${draft.slug}" in ${locale}`);
  }
  const next = Object.keys(draft).length > 0 ? { ...draft, savedAt: new Date().toISOString() } : null;
  store.putDraft(locale, at, next);
  return next;
}

/** Applies the draft of the page at `path` to the published entry and clears it; 409 without one. */
export function publishDraft(store: ContentStore, locale: LocaleCode, path: string): { changes: WebhookChange[]; path: string } {
  const at = normalizePagePath(path);
  if (!store.page(locale, at)) throw new HttpError(404, 'not_found', `No page at "${at}" in ${locale}`);
  const draft = store.draft(locale, at);
  if (!draft) throw new HttpError(409, 'no_draft', `Nothing to publish: the page at "${at}" in ${locale} has no draft`);
  // cleared first, so the rename inside applyEdit has no draft to carry; put back if it refuses
  store.putDraft(locale, at, null);
  try {
    const changes = applyEdit(store, { target: 'page', locale, path: at, set: fieldsOf(draft) });
    return { changes, path: draft.slug ?? at };
  } catch (error) {
    store.putDraft(locale, at, draft);
    throw error;
  }
}

/** Drops the draft of the page at `path`; false when it had none. */
export function discardDraft(store: ContentStore, locale: LocaleCode, path: string): boolean {
  const at = normalizePagePath(path);
  if (!store.page(locale, at)) throw new HttpError(404, 'not_found', `No page at "${at}" in ${locale}`);
  if (!store.draft(locale, at)) return false;
  store.putDraft(locale, at, null);
  return true;
}

/** The draftable fields of a draft (without savedAt). */
export function fieldsOf(draft: PageDraft | undefined): DraftSet {
  const out: DraftSet = {};
  if (!draft) return out;
  for (const key of DRAFT_FIELDS) if (draft[key] !== undefined) (out as Record<string, unknown>)[key] = draft[key];
  return out;
}

function differences(page: PageContent, wanted: DraftSet): DraftSet {
  const out: DraftSet = {};
  if (wanted.title !== undefined && wanted.title !== page.title) out.title = wanted.title;
  if (wanted.description !== undefined && wanted.description !== page.description) out.description = wanted.description;
  if (wanted.noIndex !== undefined && wanted.noIndex !== page.noIndex) out.noIndex = wanted.noIndex;
  if (wanted.slug !== undefined && wanted.slug !== normalizePagePath(page.slug)) out.slug = wanted.slug;
  return out;
}
