/**
 * The editor's page for a market's pages: `GET /` lists them with search, `GET /editor/entry` edits
 * one, and its forms post to `/editor/draft`, `/editor/publish`, `/editor/discard`,
 * `/editor/forward` and (after the confirm step at `GET /editor/delete`) `/editor/delete`. Each post
 * runs the same `runEdit` as the edit API, keeps what happened as a notice, and answers 303 to the
 * page that shows it (Post/Redirect/Get), a refusal included: the form comes back with the typed
 * values and each message beside its field.
 *
 * Publish sends what the form holds: what was typed is saved as the draft first, then published.
 * Every post of the draft form carries the entry's version it was made from; when another editor
 * saved since, nothing changes and the page shows both versions to choose from (../drafts.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LocaleCode } from '../../../../src/config/locales';
import type { PageContent } from '../../../../src/cms/schemas';
import { entryVersion, StaleVersion } from '../drafts';
import { linksTo } from '../links-here';
import { normalizePagePath } from '../page-path';
import type { Router } from '../router';
import type { ContentStore } from '../store';
import { html, sendHtml, seeOther, type Html } from '../editor/html';
import type { Words } from '../editor/language';
import type { DraftValues, Notice } from '../editor/notices';
import { previewHref, siteHref } from '../editor/site-links';
import { deletePage } from '../editor/views/delete';
import { conflictChoice, entryPage } from '../editor/views/entry';
import { entryHref, listPage } from '../editor/views/list';
import { problemPage } from '../editor/views/problem';
import { refusedResult, result } from '../editor/views/shell';
import { parseEdit, runEdit } from './edits';
import { chosenLocale, entryQuery, problemMessages, problemsOfError, type EditorContext } from './editor-context';
import { followedResult, recordPublication } from './editor-follow';

/** The draft form's values as the entry reads now: its draft over its published content. */
function currentValues(store: ContentStore, locale: LocaleCode, path: string): DraftValues {
  const page = store.page(locale, path)!;
  const draft = store.draft(locale, path);
  return {
    title: draft?.title ?? page.title,
    description: draft?.description ?? page.description,
    slug: draft?.slug ?? page.slug,
    noIndex: draft?.noIndex ?? page.noIndex,
  };
}

function typedValues(form: URLSearchParams): DraftValues {
  return {
    title: form.get('title') ?? '',
    description: form.get('description') ?? '',
    slug: (form.get('slug') ?? '').trim(),
    noIndex: form.get('noIndex') === 'true',
  };
}

/** Where a page with blocks sends its visitors (its redirect component, spec 2.5): '' for nowhere, null for an article. */
function redirectOf(page: PageContent): string | null {
  if (page.contentType === 'articlePage') return null;
  for (const block of page.body) {
    const display = (block as { display?: { component?: string; url?: string } }).display;
    if (block.contentType === 'cardList' && display?.component === 'redirect') return display.url ?? '';
  }
  return '';
}

export function registerEntryRoutes(router: Router, ctx: EditorContext): void {
  const { deps, page, words } = ctx;
  const { store } = deps;
  const pageSize = ctx.config.pageSize ?? 50;

  const noSuchPage = (req: IncomingMessage, res: ServerResponse, url: URL, locale: LocaleCode, path: string) => {
    const w = words(req);
    sendHtml(
      res,
      404,
      problemPage(w, {
        title: w('editor.problem.notFoundTitle'),
        text: w('editor.error.noSuchPage', { path }),
        here: ctx.here(url),
        loggedIn: true,
        back: { href: `/?${new URLSearchParams({ locale })}`, label: w('editor.entry.allPages', { market: w.market(locale) }) },
      }),
    );
  };

  /** Keeps what a post did and sends the editor to the page showing it. */
  const done = (req: IncomingMessage, res: ServerResponse, locale: LocaleCode, path: string, notice: Notice) =>
    seeOther(res, entryHref(locale, path, { notice: ctx.keep(req, notice) }));

  /** A refused post of the draft form: both versions after another editor's save, else the problems at their fields. */
  const refused = (req: IncomingMessage, res: ServerResponse, locale: LocaleCode, path: string, error: unknown, values: DraftValues) => {
    if (error instanceof StaleVersion && store.page(locale, path))
      return done(req, res, locale, path, { kind: 'conflict', mine: values, theirs: currentValues(store, locale, path) });
    done(req, res, locale, path, { kind: 'refused', problems: problemsOfError(error), values: { ...values } });
  };

  router.on(
    'GET',
    '/',
    page(async ({ req, res, url }) => {
      ctx.checkPage(req);
      const w = words(req);
      const locale = chosenLocale(url.searchParams.get('locale'));
      const q = (url.searchParams.get('q') ?? '').trim().slice(0, 200);
      const needle = q.toLowerCase();
      const all = store.pagesOf(locale).filter((p) => {
        if (!needle) return true;
        const draftTitle = store.draft(locale, p.slug)?.title ?? '';
        return p.title.toLowerCase().includes(needle) || p.slug.toLowerCase().includes(needle) || draftTitle.toLowerCase().includes(needle);
      });
      const pages = Math.max(1, Math.ceil(all.length / pageSize));
      const n = Math.min(pages, Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1));
      const from = (n - 1) * pageSize;
      const rows = all.slice(from, from + pageSize).map((p) => ({ page: p, draft: store.draft(locale, p.slug), siteHref: siteHref(ctx.env, locale, p.slug) }));
      const notice = ctx.notice(req, url);
      const shown = notice?.kind === 'deleted' ? await followedResult(ctx, req, notice.publication, ctx.here(url)) : undefined;
      sendHtml(res, 200, listPage(w, { locale, q, page: n, pages, total: all.length, from, rows, result: shown, here: ctx.here(url) }));
    }),
  );

  router.on(
    'GET',
    '/editor/entry',
    page(async ({ req, res, url }) => {
      ctx.checkPage(req);
      const { locale, path } = entryQuery(url);
      const found = store.page(locale, path);
      if (!found) return noSuchPage(req, res, url, locale, path);
      const w = words(req);
      const draft = store.draft(locale, path);
      const version = entryVersion(found, draft);
      const notice = ctx.notice(req, url);
      let values = currentValues(store, locale, path);
      let problems = {};
      let shown: Html | undefined;
      let redirectValue = redirectOf(found) ?? '';
      if (notice?.kind === 'refused') {
        problems = problemMessages(w, notice.problems);
        const typed = notice.values ?? {};
        if ('redirectTo' in typed) redirectValue = String(typed['redirectTo']);
        else values = { ...values, ...(typed as Partial<DraftValues>) };
        shown = refusedResult(w, notice.problems.length);
      } else if (notice?.kind === 'conflict') {
        shown = result('error', conflictChoice(w, locale, found, version, notice.mine, notice.theirs));
      } else if (notice?.kind === 'published') {
        shown = await followedResult(ctx, req, notice.publication, ctx.here(url));
        if (shown && notice.rewrittenTo) shown = html`${shown}<p class="hint">${w('pagePath.saved', { path: notice.rewrittenTo })}</p>`;
      } else if (notice) {
        shown = simpleResult(w, notice);
      }
      sendHtml(
        res,
        200,
        entryPage(w, {
          here: ctx.here(url),
          locale,
          page: found,
          draft,
          version,
          values,
          problems,
          siteHref: siteHref(ctx.env, locale, found.slug),
          preview: previewHref(ctx.env, locale, draft?.slug ?? found.slug),
          result: shown,
          redirectTo: redirectOf(found),
          redirectValue,
        }),
      );
    }),
  );

  router.on(
    'POST',
    '/editor/draft',
    page(async ({ req, res }) => {
      const { form, locale, path } = await ctx.readForm(req);
      const values = typedValues(form);
      try {
        const saved = await saveDraft(locale, path, values, form.get('version') || undefined);
        done(
          req,
          res,
          locale,
          path,
          saved ? { kind: 'draft-saved', ...(saved.rewrittenTo ? { rewrittenTo: saved.rewrittenTo } : {}) } : { kind: 'draft-empty' },
        );
      } catch (error) {
        refused(req, res, locale, path, error, values);
      }
    }),
  );

  /** Saves the typed values as the draft (the slug written the way page paths are: parseEdit); null when nothing differs. */
  async function saveDraft(locale: LocaleCode, path: string, values: DraftValues, ifVersion: string | undefined) {
    const edit = parseEdit({
      target: 'page',
      locale,
      path,
      draft: true,
      ...(ifVersion ? { ifVersion } : {}),
      set: { title: values.title.trim(), description: values.description, slug: values.slug, noIndex: values.noIndex },
    });
    const outcome = await runEdit(deps, edit, { draftMode: 'replace' });
    if (outcome.kind !== 'draft' || !outcome.draft) return null;
    // the editor is told when the path saved is not the one typed
    const slug = edit.target === 'page' ? edit.set?.slug : undefined;
    return { version: outcome.version, rewrittenTo: slug !== undefined && slug !== values.slug && outcome.draft.slug !== undefined ? slug : undefined };
  }

  router.on(
    'POST',
    '/editor/publish',
    page(async ({ req, res }) => {
      const { form, locale, path } = await ctx.readForm(req);
      const values = typedValues(form);
      const startedAt = Date.now();
      try {
        // what the form holds is what goes out: typed changes are saved as the draft first
        const saved = await saveDraft(locale, path, values, form.get('version') || undefined);
        if (!saved) return done(req, res, locale, path, { kind: 'nothing-to-publish' });
        const title = store.draft(locale, path)?.title ?? store.page(locale, path)?.title ?? '';
        // the entry moves to its draft slug, if the draft has one
        const to = store.draft(locale, path)?.slug ?? path;
        const outcome = await runEdit(deps, parseEdit({ target: 'page', locale, path, publish: true, ifVersion: saved.version }));
        const publication = recordPublication(ctx, outcome, { locale, kind: 'page', path: to, title, startedAt });
        done(req, res, locale, to, { kind: 'published', publication, ...(saved.rewrittenTo ? { rewrittenTo: saved.rewrittenTo } : {}) });
      } catch (error) {
        refused(req, res, locale, path, error, values);
      }
    }),
  );

  router.on(
    'POST',
    '/editor/discard',
    page(async ({ req, res }) => {
      const { form, locale, path } = await ctx.readForm(req);
      const values = typedValues(form);
      try {
        const version = form.get('version') || undefined;
        const outcome = await runEdit(deps, parseEdit({ target: 'page', locale, path, discard: true, ...(version ? { ifVersion: version } : {}) }));
        done(req, res, locale, path, { kind: outcome.kind === 'discarded' && outcome.discarded ? 'discarded' : 'nothing-discarded' });
      } catch (error) {
        refused(req, res, locale, path, error, values);
      }
    }),
  );

  router.on(
    'POST',
    '/editor/forward',
    page(async ({ req, res }) => {
      const { form, locale, path } = await ctx.readForm(req);
      const stop = form.get('stop') === 'yes';
      const typed = (form.get('redirectTo') ?? '').trim();
      const startedAt = Date.now();
      try {
        const outcome = await runEdit(deps, parseEdit({ target: 'page', locale, path, set: { redirectTo: stop ? null : typed } }));
        const title = store.page(locale, path)?.title ?? '';
        done(req, res, locale, path, { kind: 'published', publication: recordPublication(ctx, outcome, { locale, kind: 'page', path, title, startedAt }) });
      } catch (error) {
        done(req, res, locale, path, { kind: 'refused', problems: problemsOfError(error), values: { redirectTo: typed } });
      }
    }),
  );

  router.on(
    'GET',
    '/editor/delete',
    page(({ req, res, url }) => {
      ctx.checkPage(req);
      const { locale, path } = entryQuery(url);
      const found = store.page(locale, path);
      if (!found) return noSuchPage(req, res, url, locale, path);
      sendHtml(res, 200, deletePage(words(req), { here: ctx.here(url), locale, page: found, inbound: linksTo(store, locale, path) }));
    }),
  );

  router.on(
    'POST',
    '/editor/delete',
    page(async ({ req, res }) => {
      const { form, locale, path } = await ctx.readForm(req);
      // only the confirm step's form carries confirm=yes; anything else is asked again
      if (form.get('confirm') !== 'yes') return seeOther(res, `/editor/delete?${new URLSearchParams({ locale, path })}`);
      const startedAt = Date.now();
      const title = store.page(locale, path)?.title ?? path;
      try {
        const outcome = await runEdit(deps, parseEdit({ target: 'page', locale, path, delete: true }));
        const publication = recordPublication(ctx, outcome, { locale, kind: 'delete', path: normalizePagePath(path), title, startedAt });
        seeOther(res, `/?${new URLSearchParams({ locale, notice: ctx.keep(req, { kind: 'deleted', title, path, publication }) })}`);
      } catch (error) {
        done(req, res, locale, path, { kind: 'refused', problems: problemsOfError(error) });
      }
    }),
  );
}

/** The result of a post that needs no following. */
function simpleResult(w: Words, notice: Notice): Html | undefined {
  switch (notice.kind) {
    case 'draft-saved':
      return result(
        'ok',
        html`<p>${w('editor.notice.draftSaved')}</p>${notice.rewrittenTo ? html`<p>${w('pagePath.saved', { path: notice.rewrittenTo })}</p>` : ''}`,
      );
    case 'draft-empty':
      return result('info', html`<p>${w('editor.notice.draftEmpty')}</p>`);
    case 'discarded':
      return result('ok', html`<p>${w('editor.notice.discarded')}</p>`);
    case 'nothing-discarded':
      return result('info', html`<p>${w('editor.notice.nothingDiscarded')}</p>`);
    case 'nothing-to-publish':
      return result('info', html`<p>${w('editor.notice.nothingToPublish')}</p>`);
    default:
      return undefined;
  }
}
