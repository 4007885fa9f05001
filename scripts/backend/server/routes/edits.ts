/**
 * The embedded CMS's edit API (design "Data and the embedded backend"), for the content team's stand-in and the benchmarks:
 * POST /cms-view/v1/edits changes one entry, bumps its version, records it in the edit journal
 * (edit-journal.ts) and sends the signed webhook; it answers once the site has accepted the webhook
 * (or every attempt failed).
 *
 *   { "target": "page", "locale": "fi-FI", "path": "/asemahaku",
 *     "set": { "title"?, "description"?, "slug"?, "noIndex"?, "tags"?, "stationName"?,
 *              "redirectTo"?: "/path" | null } }                                  update
 *   { "target": "page", "locale": "fi-FI", "path": "/uusi", "create": { "title" } } create
 *   { "target": "page", "locale": "fi-FI", "path": "/vanha", "delete": true }       delete → { …, linkedFrom }
 *   { "target": "layout", "locale": "fi-FI", "set": { "logoAlt"?, "navText"?,
 *     "items"?: { "<id>": { "text"?, "url"?, "shown"? } } } }                     layout (layout-edit.ts)
 *
 * Drafts (spec 7.2 preview header; drafts.ts): a draft is seen only under the preview header, and saving or
 * discarding one is no change of the site (no feed entry, no webhook); it is kept in the journal.
 *
 *   { "target": "page", "locale", "path", "draft": true,
 *     "set": { "title"?, "description"?, "slug"?, "noIndex"? } }  save a draft → { ok, draft, version }
 *   { "target": "page", "locale", "path", "publish": true }       apply it like `set` → { ok, changes, webhook }
 *                                                                  (409 no_draft without one)
 *   { "target": "page", "locale", "path", "discard": true }       drop it → { ok, discarded }
 *
 * Any page edit may say which version of the entry it was made from (`ifVersion`: the `version` of
 * a draft answer, or drafts.ts entryVersion); when the entry has changed since, it is refused with
 * 409 `stale_version` and nothing changes (two editors on one entry: drafts.ts).
 *
 * It listens on loopback only, like the rest of the embedded backend, and wants the editor's login.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { localeCodes } from '../../../../src/config/locales';
import type { WebhookChange } from '../../../../src/cms/webhook';
import { applyEdit } from '../apply-edit';
import { DRAFT_FIELDS, type ContentStore, type PageDraft } from '../store';
import { checkLayoutVersion, checkVersion, discardDraft, entryVersion, publishDraft, saveDraft } from '../drafts';
import { HttpError } from '../../../../src/lib/http/errors';
import { sendJsonValue } from '../../../../src/lib/http/json';
import { EditRefused, problemsOf } from '../edit-refused';
import { readJsonValue } from '../../../../src/lib/http/read';
import { MAX_PAGE_PATH } from '../../../../src/cms/path-rule';
import { hasControlChars, pagePathFor } from '../page-path';
import type { Router } from '../router';
import type { Door } from '../editor/door';
import type { Delivery, WebhookSender } from '../webhook-sender';
import type { ChangeLog } from '../change-log';
import { linksTo } from '../links-here';
import { editorLanguage } from '../editor/language';

/** A page looked up by its path (an update, a delete, a draft's page); a new page's path is checked by the rule in parseEdit. */
const path = z.string().min(1).max(MAX_PAGE_PATH);
/** A redirect component's target (spec 2.5): a path of the site, with its query if any. */
const target = z
  .string()
  .min(1)
  .max(MAX_PAGE_PATH)
  .refine((p) => p.startsWith('/') && !p.startsWith('//') && !hasControlChars(p), 'must be a path within the locale');

const editSchema = z
  .discriminatedUnion('target', [
    z.object({
      target: z.literal('page'),
      locale: z.enum(localeCodes),
      path,
      set: z
        .object({
          title: z.string().min(1).max(300).optional(),
          description: z.string().max(1000).optional(),
          slug: z.string().max(MAX_PAGE_PATH).optional(),
          noIndex: z.boolean().optional(),
          tags: z.array(z.string().min(1).max(60)).max(20).optional(),
          stationName: z.string().min(1).max(200).optional(),
          /** a card list with the redirect component (spec 2.5) sends visitors there; null removes it */
          redirectTo: target.nullable().optional(),
        })
        .strict()
        .optional(),
      create: z
        .object({ title: z.string().min(1).max(300) })
        .strict()
        .optional(),
      delete: z.literal(true).optional(),
      draft: z.literal(true).optional(),
      publish: z.literal(true).optional(),
      discard: z.literal(true).optional(),
      /** the entry's version the edit was made from (drafts.ts entryVersion); another is a 409 `stale_version` */
      ifVersion: z.string().min(1).max(64).optional(),
      webhook: z.boolean().optional(),
    }),
    z.object({
      target: z.literal('layout'),
      locale: z.enum(localeCodes),
      set: z
        .object({
          logoAlt: z.string().min(1).max(200).optional(),
          navText: z.string().min(1).max(100).optional(),
          /** navigation and footer items by id (layout-edit.ts): their text, address, and whether a navigation item is shown */
          items: z
            .record(
              z.string().min(1).max(200),
              z
                .object({ text: z.string().min(1).max(200).optional(), url: z.string().min(1).max(MAX_PAGE_PATH).optional(), shown: z.boolean().optional() })
                .strict(),
            )
            .optional(),
        })
        .strict(),
      /** the layout's version the edit was made from (layout-edit.ts layoutVersion); another is a 409 `stale_version` */
      ifVersion: z.string().min(1).max(64).optional(),
      webhook: z.boolean().optional(),
    }),
  ])
  .superRefine((edit, ctx) => {
    if (edit.target !== 'page' || !(edit.draft || edit.publish || edit.discard)) return;
    // the draft operations stand alone: one operation per call
    const ops = (['draft', 'publish', 'discard', 'create', 'delete'] as const).filter((op) => edit[op] !== undefined);
    if (ops.length > 1) ctx.addIssue({ code: 'custom', path: [ops[1]!], message: `one operation per edit (got ${ops.map((o) => `"${o}"`).join(' and ')})` });
    if (edit.draft) {
      if (!edit.set) ctx.addIssue({ code: 'custom', path: ['set'], message: 'a draft needs "set" with title, description, slug or noIndex' });
      for (const key of Object.keys(edit.set ?? {})) {
        if (!(DRAFT_FIELDS as readonly string[]).includes(key))
          ctx.addIssue({ code: 'custom', path: ['set', key], message: `a draft holds only ${DRAFT_FIELDS.join(', ')}` });
      }
    } else if (edit.set) {
      ctx.addIssue({ code: 'custom', path: ['set'], message: `"set" does not go with "${edit.publish ? 'publish' : 'discard'}"` });
    }
  });
export type Edit = z.infer<typeof editSchema>;

/**
 * Parses an edit; a 400 HttpError naming the fields otherwise. A new page's path and a new slug are
 * the CMS boundary of the page-path rule (src/cms/path-rule.ts): written the way page paths are
 * ('/Summer Offer 2026' → '/summer-offer-2026') or refused with the editor's words
 * (PagePathRefused: 400 `invalid_path`, '/offer?x=1' names the '?').
 */
export function parseEdit(value: unknown): Edit {
  const parsed = editSchema.safeParse(value);
  if (!parsed.success) throw new EditRefused(400, 'invalid_body', problemsOf(parsed.error));
  const edit = parsed.data;
  if (edit.target !== 'page') return edit;
  const created = edit.create ? { path: pagePathFor(edit.path, edit.locale, 'path') } : {};
  const slug = edit.set?.slug === undefined ? undefined : pagePathFor(edit.set.slug, edit.locale, 'set.slug');
  return { ...edit, ...created, ...(edit.set && slug !== undefined ? { set: { ...edit.set, slug } } : {}) };
}

/** Waits until the edits so far are on disk (the journal), or resolves at once without one. */
export type EditsSaved = () => Promise<void>;

/** What an edit needs: the store, and what tells the site (journal, feed, webhook). */
export interface EditDeps {
  store: ContentStore;
  webhook: WebhookSender;
  saved: EditsSaved;
  feed: ChangeLog;
}

/** What an edit did. */
export type EditOutcome =
  /** `feed`: the change feed's cursor past the changes, and when they were recorded */
  | { kind: 'changed'; changes: WebhookChange[]; webhook: Delivery | { delivered: false; reason: string }; feed: { cursor: string; at: string } }
  /** `version`: the entry's version now, for the next edit's `ifVersion` */
  | { kind: 'draft'; draft: PageDraft | null; version: string }
  | { kind: 'discarded'; discarded: boolean; version: string };

/**
 * Runs one parsed edit: the edit API and the editor's page both come here. `draftMode` says how a
 * draft's `set` meets the draft there is (drafts.ts saveDraft; the API merges).
 */
export async function runEdit(deps: EditDeps, edit: Edit, options: { draftMode?: 'merge' | 'replace' } = {}): Promise<EditOutcome> {
  const { store, webhook, saved, feed } = deps;
  if (edit.target === 'page' && !edit.create) checkVersion(store, edit.locale, edit.path, edit.ifVersion);
  if (edit.target === 'layout') checkLayoutVersion(store, edit.locale, edit.ifVersion);
  if (edit.target === 'page' && edit.draft) {
    const draft = saveDraft(store, edit.locale, edit.path, edit.set ?? {}, options.draftMode ?? 'merge');
    const version = currentVersion(store, edit.locale, edit.path);
    await saved();
    return { kind: 'draft', draft, version };
  }
  if (edit.target === 'page' && edit.discard) {
    const discarded = discardDraft(store, edit.locale, edit.path);
    const version = currentVersion(store, edit.locale, edit.path);
    await saved();
    return { kind: 'discarded', discarded, version };
  }
  const changes = edit.target === 'page' && edit.publish ? publishDraft(store, edit.locale, edit.path).changes : applyEdit(store, edit);
  // on disk, and in the change feed, before anyone is told: a restart never forgets an edit the
  // site has rendered, and a site that misses the webhook finds the change in the feed
  await saved();
  const recorded = await feed.append(changes);
  // `webhook: false` saves without ringing the bell: it stands in for a lost webhook
  const delivery = edit.webhook === false ? { delivered: false as const, reason: 'not sent (webhook: false)' } : await webhook.send(changes);
  return { kind: 'changed', changes, webhook: delivery, feed: recorded };
}

function currentVersion(store: ContentStore, locale: Edit['locale'], path: string): string {
  const page = store.page(locale, path);
  return page ? entryVersion(page, store.draft(locale, path)) : '';
}

/**
 * The edit API behind the editor's door (../editor/door.ts): a loopback host, no browser request
 * another origin started (403), the login (401), and JSON only (415: a cross-site form or a
 * `text/plain` fetch cannot send it without a preflight).
 */
export function registerEditRoutes(router: Router, deps: EditDeps, door: Door): void {
  router.on('POST', '/cms-view/v1/edits', async ({ req, res }) => {
    try {
      await answerEdit(req, res);
    } catch (error) {
      // a refusal in the words of the editor's page, in the language the call asks for (its
      // Accept-Language, as the editor's page chooses; English without one): `npm run cms` asks for its own
      throw error instanceof EditRefused ? error.in(editorLanguage(req)) : error;
    }
  });

  async function answerEdit(req: IncomingMessage, res: ServerResponse): Promise<void> {
    door.checkOrigin(req);
    door.checkLogin(req);
    const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (type !== 'application/json') throw new HttpError(415, 'unsupported_media_type', 'Send the edit as application/json');
    const edit = parseEdit(await readJsonValue(req, 64 * 1024));
    // what linked to a deleted page leads nowhere now: said with the answer (`npm run cms` prints it)
    const linkedFrom = edit.target === 'page' && edit.delete ? linksTo(deps.store, edit.locale, edit.path) : undefined;
    const outcome = await runEdit(deps, edit);
    if (outcome.kind === 'changed')
      sendJsonValue(res, 200, { ok: true, changes: outcome.changes, webhook: outcome.webhook, ...(linkedFrom ? { linkedFrom } : {}) });
    else if (outcome.kind === 'draft') sendJsonValue(res, 200, { ok: true, draft: outcome.draft, version: outcome.version });
    else sendJsonValue(res, 200, { ok: true, discarded: outcome.discarded, version: outcome.version });
  }
}
