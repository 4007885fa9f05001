/**
 * Applies one edit of the edit API (routes/edits.ts) to the store and says what changed, in the
 * webhook's terms. Kept apart from the route so drafts.ts can publish through it too.
 */
import { randomUUID } from 'node:crypto';
import type { LocaleCode } from '../../../src/config/locales';
import type { PageContent } from '../../../src/cms/schemas';
import type { WebhookChange } from '../../../src/cms/webhook';
import { hrefPagePath } from '../../../src/cms/link-references';
import { EditRefused, problem } from './edit-refused';
import { editedLayout } from './layout-edit';
import { normalizePagePath, pagePathFor } from './page-path';
import type { ContentStore } from './store';
import type { Edit } from './routes/edits';

/** Applies an edit to the store and says what changed, in the webhook's terms. */
export function applyEdit(store: ContentStore, edit: Edit): WebhookChange[] {
  const version = new Date().toISOString();
  if (edit.target === 'layout') {
    const layout = store.layout(edit.locale);
    if (!layout) throw new EditRefused(404, 'not_found', [problem('form', 'locale', 'editor.error.noLayout')]);
    const next = editedLayout(store, edit.locale, layout, edit.set);
    next.version = version;
    store.putLayout(edit.locale, next);
    return [{ type: 'layout', action: 'updated', locale: edit.locale, tags: [] }];
  }

  // a new page's path, or a new slug, is one the site accepts (src/cms/path-rule.ts): parseEdit
  // has checked it already; a draft saved before the rule is checked again here, when published
  const at = edit.create ? pagePathFor(edit.path, edit.locale, 'path') : normalizePagePath(edit.path);
  const existing = store.page(edit.locale, at);
  if (edit.create) {
    if (existing) throw new EditRefused(409, 'conflict', [problem('path', 'path', 'editor.error.pathTaken', { path: at })]);
    const page: PageContent = {
      // an entry's id is its own for life, as a real CMS's is: never derived from its path, which
      // another page may hold before or after it (the site follows an entry's moves by its id)
      id: `page-created-${randomUUID()}`,
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
  if (!existing) throw new EditRefused(404, 'not_found', [problem('form', 'path', 'editor.error.noSuchPage', { path: at })]);
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
    if (next.contentType !== 'stationPage')
      throw new EditRefused(400, 'invalid_body', [problem('stationName', 'set.stationName', 'editor.error.stationNameOnly')]);
    next.station.name = set.stationName;
  }
  if (set.redirectTo !== undefined) {
    if (next.contentType === 'articlePage')
      throw new EditRefused(400, 'invalid_body', [problem('redirectTo', 'set.redirectTo', 'editor.error.redirectOnArticle')]);
    if (set.redirectTo !== null) redirectTarget(store, edit.locale, at, set.redirectTo);
    next.body = next.body.filter((b) => !(b.contentType === 'cardList' && (b as { display?: { component?: string } }).display?.component === 'redirect'));
    if (set.redirectTo !== null) {
      next.body.unshift({
        id: `redirect-${next.id}`,
        contentType: 'cardList',
        title: '',
        display: { component: 'redirect', tags: [], url: set.redirectTo },
        cards: [],
      });
    }
  }
  next.version = version;
  const tags = [...new Set([...tagsBefore, ...(next.contentType === 'articlePage' ? next.tags : [])])];
  const to = set.slug === undefined ? undefined : pagePathFor(set.slug, edit.locale, 'set.slug');
  if (to !== undefined && to !== at) {
    if (store.page(edit.locale, to)) throw new EditRefused(409, 'conflict', [problem('slug', 'set.slug', 'editor.error.pathTaken', { path: to })]);
    next.slug = to;
    next.localizedPagePaths = { ...next.localizedPagePaths, [edit.locale]: to };
    // a draft moves with its page (removePage drops it)
    const draft = store.draft(edit.locale, at);
    store.removePage(edit.locale, at);
    store.putPage(edit.locale, next);
    if (draft) store.putDraft(edit.locale, to, draft);
    const relinked = relinkTranslations(store, next, edit.locale, to, version);
    return [{ ...base, ...station, action: 'updated', path: to, previousPath: at, tags }, ...relinked];
  }
  store.putPage(edit.locale, next);
  return [{ ...base, ...station, action: 'updated', path: at, tags }];
}

/**
 * Where a page may send its visitors: another page of its market (src/cms/link-references.ts reads
 * the address as the site's links do). A target that is no page ('/nowhere') would send every
 * visitor to a 404; refused, with the editor's words, from the edit API and the editor's page alike.
 */
function redirectTarget(store: ContentStore, locale: LocaleCode, at: string, target: string): void {
  const path = hrefPagePath(target);
  if (path === null || !store.page(locale, path))
    throw new EditRefused(400, 'invalid_redirect', [problem('redirectTo', 'set.redirectTo', 'editor.error.redirectNoPage', { path: target })]);
  if (path === at) throw new EditRefused(400, 'invalid_redirect', [problem('redirectTo', 'set.redirectTo', 'editor.error.redirectSelf')]);
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
