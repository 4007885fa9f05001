/**
 * The embedded CMS's edit API (issue 6), for the content team's stand-in and the benchmarks:
 * POST /cms-view/v1/edits changes one entry, bumps its version, records it in the edit journal
 * (edit-journal.ts) and sends the signed webhook; it answers once the site has accepted the webhook
 * (or every attempt failed).
 *
 *   { "target": "page", "locale": "fi-FI", "path": "/asemahaku",
 *     "set": { "title"?, "description"?, "slug"?, "noIndex"?, "tags"?, "stationName"?,
 *              "redirectTo"?: "/path" | null } }                                  update
 *   { "target": "page", "locale": "fi-FI", "path": "/uusi", "create": { "title" } } create
 *   { "target": "page", "locale": "fi-FI", "path": "/vanha", "delete": true }       delete
 *   { "target": "layout", "locale": "fi-FI", "set": { "logoAlt"?, "navText"? } }    layout
 *
 * It listens on loopback only, like the rest of the embedded backend.
 */
import { z } from 'zod';
import { localeCodes, type LocaleCode } from '../../../../src/config/locales';
import type { PageContent } from '../../../../src/cms/schemas';
import type { WebhookChange } from '../../../../src/cms/webhook';
import { HttpError, describeZodError, readJsonBody, sendJson } from '../http';
import { MAX_PAGE_PATH, hasControlChars, normalizePagePath } from '../page-path';
import type { Router } from '../router';
import type { ContentStore } from '../store';
import type { WebhookSender } from '../webhook-sender';
import type { ChangeLog } from '../change-log';

const path = z
  .string()
  .min(1)
  .max(MAX_PAGE_PATH)
  .refine((p) => p.startsWith('/') && !p.startsWith('//') && !hasControlChars(p), 'must be a path within the locale');

const editSchema = z.discriminatedUnion('target', [
  z.object({
    target: z.literal('page'),
    locale: z.enum(localeCodes),
    path,
    set: z
      .object({
        title: z.string().min(1).max(300).optional(),
        description: z.string().max(1000).optional(),
        slug: path.optional(),
        noIndex: z.boolean().optional(),
        tags: z.array(z.string().min(1).max(60)).max(20).optional(),
        stationName: z.string().min(1).max(200).optional(),
        /** a card list with the redirect component (spec 2.5) sends visitors there; null removes it */
        redirectTo: path.nullable().optional(),
      })
      .strict()
      .optional(),
    create: z.object({ title: z.string().min(1).max(300) }).strict().optional(),
    delete: z.literal(true).optional(),
    webhook: z.boolean().optional(),
  }),
  z.object({
    target: z.literal('layout'),
    locale: z.enum(localeCodes),
    set: z.object({ logoAlt: z.string().min(1).max(200).optional(), navText: z.string().min(1).max(100).optional() }).strict(),
    webhook: z.boolean().optional(),
  }),
]);
export type Edit = z.infer<typeof editSchema>;

/** Waits until the edits so far are on disk (the journal), or resolves at once without one. */
export type EditsSaved = () => Promise<void>;

export function registerEditRoutes(router: Router, store: ContentStore, webhook: WebhookSender, saved: EditsSaved, feed: ChangeLog): void {
  router.on('POST', '/cms-view/v1/edits', async ({ req, res }) => {
    const parsed = editSchema.safeParse(await readJsonBody(req, 64 * 1024));
    if (!parsed.success) throw new HttpError(400, 'invalid_body', describeZodError(parsed.error));
    const changes = applyEdit(store, parsed.data);
    // on disk, and in the change feed, before anyone is told: a restart never forgets an edit the
    // site has rendered, and a site that misses the webhook finds the change in the feed
    await saved();
    await feed.append(changes);
    // `webhook: false` saves without ringing the bell: it stands in for a lost webhook
    const delivery = parsed.data.webhook === false ? { delivered: false, reason: 'not sent (webhook: false)' } : await webhook.send(changes);
    sendJson(res, 200, { ok: true, changes, webhook: delivery });
  });
}

/** Applies an edit to the store and says what changed, in the webhook's terms. */
export function applyEdit(store: ContentStore, edit: Edit): WebhookChange[] {
  const version = new Date().toISOString();
  if (edit.target === 'layout') {
    const layout = store.layout(edit.locale);
    if (!layout) throw new HttpError(404, 'not_found', `No layout in ${edit.locale}`);
    const next = structuredClone(layout);
    if (edit.set.logoAlt) next.logo.alt = edit.set.logoAlt;
    if (edit.set.navText && next.navigation[0]) next.navigation[0].text = edit.set.navText;
    next.version = version;
    store.putLayout(edit.locale, next);
    return [{ type: 'layout', action: 'updated', locale: edit.locale, tags: [] }];
  }

  const at = normalizePagePath(edit.path);
  const existing = store.page(edit.locale, at);
  if (edit.create) {
    if (existing) throw new HttpError(409, 'conflict', `A page exists at "${at}" in ${edit.locale}`);
    const page: PageContent = {
      id: `page-created-${Buffer.from(`${edit.locale}${at}`).toString('base64url').slice(0, 24)}`,
      contentType: 'standardPage',
      slug: at,
      title: edit.create.title,
      noIndex: false,
      description: '',
      openGraphTitle: '',
      openGraphDescription: '',
      openGraphImage: null,
      localizedPagePaths: { [edit.locale]: at },
      version,
      body: [],
    };
    store.putPage(edit.locale, page);
    return [{ type: 'page', action: 'created', locale: edit.locale, id: page.id, path: at, contentType: 'standardPage', tags: [] }];
  }
  if (!existing) throw new HttpError(404, 'not_found', `No page at "${at}" in ${edit.locale}`);
  const base = { type: 'page' as const, locale: edit.locale, id: existing.id, contentType: existing.contentType };
  const tagsBefore = existing.contentType === 'articlePage' ? existing.tags : [];
  const station = existing.contentType === 'stationPage' ? { station: existing.station.code } : {};

  if (edit.delete) {
    store.removePage(edit.locale, at);
    const relinked = dropTranslationLink(store, existing, edit.locale, version);
    return [{ ...base, ...station, action: 'deleted', path: at, tags: tagsBefore }, ...relinked];
  }
  const next = structuredClone(existing);
  const set = edit.set ?? {};
  if (set.title !== undefined) next.title = set.title;
  if (set.description !== undefined) next.description = set.description;
  if (set.noIndex !== undefined) next.noIndex = set.noIndex;
  if (set.tags !== undefined && next.contentType === 'articlePage') next.tags = set.tags;
  if (set.stationName !== undefined) {
    if (next.contentType !== 'stationPage') throw new HttpError(400, 'invalid_body', `"stationName" is for station pages; "${at}" is a ${next.contentType}`);
    next.station.name = set.stationName;
  }
  if (set.redirectTo !== undefined) {
    if (next.contentType === 'articlePage') throw new HttpError(400, 'invalid_body', `"redirectTo" is for pages with blocks; "${at}" is an article`);
    next.body = next.body.filter((b) => !(b.contentType === 'cardList' && (b as { display?: { component?: string } }).display?.component === 'redirect'));
    if (set.redirectTo !== null) {
      next.body.unshift({ id: `redirect-${next.id}`, contentType: 'cardList', title: '', display: { component: 'redirect', tags: [], url: set.redirectTo }, cards: [] });
    }
  }
  next.version = version;
  const tags = [...new Set([...tagsBefore, ...(next.contentType === 'articlePage' ? next.tags : [])])];
  if (set.slug !== undefined && normalizePagePath(set.slug) !== at) {
    const to = normalizePagePath(set.slug);
    if (store.page(edit.locale, to)) throw new HttpError(409, 'conflict', `A page exists at "${to}" in ${edit.locale}`);
    next.slug = to;
    next.localizedPagePaths = { ...next.localizedPagePaths, [edit.locale]: to };
    store.removePage(edit.locale, at);
    store.putPage(edit.locale, next);
    const relinked = relinkTranslations(store, next, edit.locale, to, version);
    return [{ ...base, ...station, action: 'updated', path: to, previousPath: at, tags }, ...relinked];
  }
  store.putPage(edit.locale, next);
  return [{ ...base, ...station, action: 'updated', path: at, tags }];
}

/** Points the page's translations at its new path (their hreflang alternates change too). */
function relinkTranslations(store: ContentStore, page: PageContent, locale: LocaleCode, to: string, version: string): WebhookChange[] {
  return updateTranslations(store, page, locale, version, (paths) => ({ ...paths, [locale]: to }));
}

function dropTranslationLink(store: ContentStore, page: PageContent, locale: LocaleCode, version: string): WebhookChange[] {
  return updateTranslations(store, page, locale, version, (paths) => {
    const next = { ...paths };
    delete next[locale];
    return next;
  });
}

/** Rewrites the translations' localizedPagePaths; each translation is a changed page too. */
function updateTranslations(
  store: ContentStore,
  page: PageContent,
  locale: LocaleCode,
  version: string,
  rewrite: (paths: PageContent['localizedPagePaths']) => PageContent['localizedPagePaths'],
): WebhookChange[] {
  const changes: WebhookChange[] = [];
  for (const [other, otherPath] of Object.entries(page.localizedPagePaths) as [LocaleCode, string][]) {
    if (other === locale) continue;
    const translation = store.page(other, otherPath);
    if (!translation) continue;
    store.putPage(other, { ...translation, localizedPagePaths: rewrite(translation.localizedPagePaths), version });
    changes.push({ type: 'page', action: 'updated', locale: other, id: translation.id, path: otherPath, contentType: translation.contentType, tags: [] });
  }
  return changes;
}
