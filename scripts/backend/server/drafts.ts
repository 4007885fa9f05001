/**
 * Drafts of the embedded CMS (spec 7.2, preview header): save, publish and discard. The edit API
 * (routes/edits.ts) and the editor's page (routes/editor.ts) both call these, so a form and a JSON
 * call change the store the same way.
 *
 * A draft holds only what differs from the published entry: a field saved with the published value
 * is dropped, and a draft left with nothing is no draft. Saving checks the draft slug now (another
 * page, or another draft, there is a 409) so that publishing rarely fails; publishing applies the
 * draft exactly like a `set` edit (applyEdit: version bump, translations relinked) and clears it.
 *
 * Two editors on one entry: each draft saved gets a new `version`, and the entry's version
 * (entryVersion: its published version and its draft's) is what an editor's form was made from.
 * A save, publish or discard that says which version it read (`ifVersion`, as a real CMS's
 * X-Contentful-Version or an HTTP If-Match) and finds another is refused with 409 `stale_version`
 * (StaleVersion), so no editor's words replace another's unseen.
 */
import { createHash, randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { LocaleCode } from '../../../src/config/locales';
import type { PageContent } from '../../../src/cms/schemas';
import type { WebhookChange } from '../../../src/cms/webhook';
import { HttpError } from '../../../src/lib/http/errors';
import { EditRefused, problem } from './edit-refused';
import { MAX_PAGE_PATH } from '../../../src/cms/path-rule';
import { normalizePagePath } from './page-path';
import { DRAFT_FIELDS, type ContentStore, type PageDraft } from './store';
import { applyEdit } from './apply-edit';
import { layoutVersion } from './layout-edit';

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

/** A stored draft (the edit journal's `draft` line; one written before drafts had versions has none). */
export const pageDraftSchema = draftSetSchema.extend({ savedAt: z.string(), version: z.string().max(64).optional() }).strict();

/** The version of an entry as an editor reads it: its published version and its draft's. Opaque. */
export function entryVersion(page: PageContent, draft: PageDraft | undefined): string {
  return createHash('sha256')
    .update(`${page.version}\0${draft ? (draft.version ?? draft.savedAt) : ''}`)
    .digest('base64url')
    .slice(0, 16);
}

/** A save, publish or discard made from another version of the entry than the one there is now. */
export class StaleVersion extends HttpError {
  constructor(
    readonly locale: LocaleCode,
    readonly path: string,
  ) {
    const what = path === '' ? `The layout of ${locale}` : `The entry at "${path}" in ${locale}`;
    super(409, 'stale_version', `${what} changed since that version was read: read it again`);
  }
}

/** Refuses (StaleVersion) when `ifVersion` is given and is not the entry's version now. */
export function checkVersion(store: ContentStore, locale: LocaleCode, path: string, ifVersion: string | undefined): void {
  if (ifVersion === undefined) return;
  const at = normalizePagePath(path);
  const page = requirePage(store, locale, at);
  if (entryVersion(page, store.draft(locale, at)) !== ifVersion) throw new StaleVersion(locale, at);
}

/** Refuses (StaleVersion) a layout edit made from another version of the market's layout than the one there is. */
export function checkLayoutVersion(store: ContentStore, locale: LocaleCode, ifVersion: string | undefined): void {
  const layout = store.layout(locale);
  if (ifVersion !== undefined && layout && layoutVersion(layout) !== ifVersion) throw new StaleVersion(locale, '');
}

function requirePage(store: ContentStore, locale: LocaleCode, at: string): PageContent {
  const page = store.page(locale, at);
  if (!page) throw new EditRefused(404, 'not_found', [problem('form', 'path', 'editor.error.noSuchPage', { path: at })]);
  return page;
}

/**
 * Saves the draft of the page published at `path`. `merge` adds `set` to the draft there is (the
 * edit API); `replace` makes `set` the whole draft (the editor's form, which sends every field).
 * Returns the draft now held, or null when nothing differs from the published entry.
 */
export function saveDraft(store: ContentStore, locale: LocaleCode, path: string, set: DraftSet, mode: 'merge' | 'replace'): PageDraft | null {
  const at = normalizePagePath(path);
  const page = requirePage(store, locale, at);
  const before = mode === 'merge' ? store.draft(locale, at) : undefined;
  const wanted: DraftSet = { ...fieldsOf(before), ...set };
  if (wanted.slug !== undefined) wanted.slug = normalizePagePath(wanted.slug);
  const draft = differences(page, wanted);
  if (draft.slug !== undefined) {
    if (store.page(locale, draft.slug)) throw new EditRefused(409, 'conflict', [problem('slug', 'set.slug', 'editor.error.pathTaken', { path: draft.slug })]);
    const owner = store.draftOwnerOf(locale, draft.slug);
    if (owner !== undefined && owner !== at)
      throw new EditRefused(409, 'conflict', [problem('slug', 'set.slug', 'editor.error.pathTakenByDraft', { owner, path: draft.slug })]);
  }
  const next = Object.keys(draft).length > 0 ? { ...draft, savedAt: new Date().toISOString(), version: randomUUID() } : null;
  store.putDraft(locale, at, next);
  return next;
}

/** Applies the draft of the page at `path` to the published entry and clears it; 409 without one. */
export function publishDraft(store: ContentStore, locale: LocaleCode, path: string): { changes: WebhookChange[]; path: string } {
  const at = normalizePagePath(path);
  requirePage(store, locale, at);
  const draft = store.draft(locale, at);
  if (!draft) throw new EditRefused(409, 'no_draft', [problem('form', 'publish', 'editor.error.nothingToPublish')]);
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
  requirePage(store, locale, at);
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
