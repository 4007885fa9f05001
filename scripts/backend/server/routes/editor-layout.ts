/**
 * A market's navigation, footer and logo from the editor's page: `GET /editor/layout` shows them,
 * `POST /editor/layout` saves what changed with the same edit as `npm run cms -- layout`
 * (../layout-edit.ts: an address that leads to no page is refused at its field), made from the
 * layout's version the form read, then follows the site through every page of the market.
 */
import type { Layout } from '../../../../src/cms/schemas';
import { StaleVersion } from '../drafts';
import { problem } from '../edit-refused';
import { layoutVersion, navItems, type LayoutItemSet } from '../layout-edit';
import type { Router } from '../router';
import { html, sendHtml, seeOther } from '../editor/html';
import { itemField, layoutPage, linkAddress } from '../editor/views/layout';
import { problemPage } from '../editor/views/problem';
import { refusedResult, result } from '../editor/views/shell';
import { parseEdit, runEdit } from './edits';
import { chosenLocale, problemMessages, problemsOfError, type EditorContext } from './editor-context';
import { followedResult, recordPublication } from './editor-follow';

/** What the form changes of the layout: only the fields that differ from it. */
function changesOf(layout: Layout, form: URLSearchParams): { logoAlt?: string; items: Record<string, LayoutItemSet> } {
  const items: Record<string, LayoutItemSet> = {};
  const change = (id: string, key: keyof LayoutItemSet, before: string | boolean, after: string | boolean | null) => {
    if (after === null || after === before) return;
    (items[id] ??= {})[key] = after as never;
  };
  const text = (id: string, key: 'text' | 'url') => form.get(itemField(id, key))?.trim() ?? null;
  for (const { item } of navItems(layout.navigation)) {
    change(item.id, 'text', item.text, text(item.id, 'text'));
    change(item.id, 'url', item.url, text(item.id, 'url'));
    change(item.id, 'shown', item.visibleInNavigation, form.get(itemField(item.id, 'shown')) === 'true');
  }
  for (const entry of layout.footer.items) {
    if (entry.contentType === 'string') change(entry.id, 'text', entry.value, text(entry.id, 'text'));
    else {
      change(entry.id, 'text', entry.link.title, text(entry.id, 'text'));
      change(entry.id, 'url', linkAddress(entry.link.url), text(entry.id, 'url'));
    }
  }
  const logoAlt = form.get('logoAlt')?.trim();
  return { ...(logoAlt !== undefined && logoAlt !== layout.logo.alt ? { logoAlt } : {}), items };
}

export function registerLayoutRoutes(router: Router, ctx: EditorContext): void {
  const { page, words, deps } = ctx;

  router.on(
    'GET',
    '/editor/layout',
    page(async ({ req, res, url }) => {
      ctx.checkPage(req);
      const locale = chosenLocale(url.searchParams.get('locale'));
      const w = words(req);
      const layout = deps.store.layout(locale);
      if (!layout)
        return sendHtml(
          res,
          404,
          problemPage(w, { title: w('editor.problem.notFoundTitle'), text: w('editor.error.noLayout'), here: ctx.here(url), loggedIn: true }),
        );
      const notice = ctx.notice(req, url);
      const refused = notice?.kind === 'refused' ? notice : undefined;
      const shown =
        notice?.kind === 'published'
          ? await followedResult(ctx, req, notice.publication, ctx.here(url))
          : notice?.kind === 'layout-unchanged'
            ? result('info', html`<p>${w('editor.notice.layoutUnchanged')}</p>`)
            : refused
              ? refusedResult(w, refused.problems.length)
              : undefined;
      sendHtml(
        res,
        200,
        layoutPage(w, {
          here: ctx.here(url),
          locale,
          layout,
          version: layoutVersion(layout),
          values: refused?.values ?? {},
          problems: refused ? problemMessages(w, refused.problems) : {},
          result: shown,
        }),
      );
    }),
  );

  router.on(
    'POST',
    '/editor/layout',
    page(async ({ req, res }) => {
      const { form, locale } = await ctx.readLoggedInPost(req);
      const back = (notice: Parameters<EditorContext['keep']>[1]) =>
        seeOther(res, `/editor/layout?${new URLSearchParams({ locale, notice: ctx.keep(req, notice) })}`);
      const layout = deps.store.layout(locale);
      if (!layout) return back({ kind: 'refused', problems: [problem('form', 'locale', 'editor.error.noLayout')] });
      const { logoAlt, items } = changesOf(layout, form);
      if (logoAlt === undefined && Object.keys(items).length === 0) return back({ kind: 'layout-unchanged' });
      const version = form.get('version') || undefined;
      const startedAt = Date.now();
      try {
        const edit = parseEdit({
          target: 'layout',
          locale,
          set: { ...(logoAlt !== undefined ? { logoAlt } : {}), items },
          ...(version ? { ifVersion: version } : {}),
        });
        const outcome = await runEdit(deps, edit);
        back({ kind: 'published', publication: recordPublication(ctx, outcome, { locale, kind: 'layout', path: '', title: '', startedAt }) });
      } catch (error) {
        if (error instanceof StaleVersion) return back({ kind: 'refused', problems: [problem('form', 'ifVersion', 'editor.error.layoutChanged')] });
        const typed: Record<string, string | boolean> = Object.fromEntries(form);
        for (const { item } of navItems(layout.navigation)) typed[itemField(item.id, 'shown')] = form.get(itemField(item.id, 'shown')) === 'true';
        back({ kind: 'refused', problems: problemsOfError(error), values: typed });
      }
    }),
  );
}
