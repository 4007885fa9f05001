/**
 * A new page from the editor's page: `GET /editor/new` asks its market, address and title, and
 * `POST /editor/create` makes it with the same edit as `npm run cms -- create` (its address
 * written the way page paths are, or refused in the rule's words at the field), then follows it
 * to the site.
 */
import type { Router } from '../router';
import { sendHtml, seeOther } from '../editor/html';
import { createPage } from '../editor/views/create';
import { entryHref } from '../editor/views/list';
import { refusedResult } from '../editor/views/shell';
import { parseEdit, runEdit } from './edits';
import { chosenLocale, problemMessages, problemsOfError, type EditorContext } from './editor-context';
import { recordPublication } from './editor-follow';

export function registerCreateRoutes(router: Router, ctx: EditorContext): void {
  const { page, words } = ctx;

  router.on(
    'GET',
    '/editor/new',
    page(({ req, res, url }) => {
      ctx.checkPage(req);
      const locale = chosenLocale(url.searchParams.get('locale'));
      const w = words(req);
      const notice = ctx.notice(req, url);
      const refused = notice?.kind === 'refused' ? notice : undefined;
      const typed = refused?.values ?? {};
      const values = { path: String(typed['path'] ?? ''), title: String(typed['title'] ?? '') };
      sendHtml(
        res,
        200,
        createPage(w, {
          here: ctx.here(url),
          locale,
          values,
          problems: refused ? problemMessages(w, refused.problems) : {},
          result: refused ? refusedResult(w, refused.problems.length) : undefined,
        }),
      );
    }),
  );

  router.on(
    'POST',
    '/editor/create',
    page(async ({ req, res }) => {
      const { form, locale } = await ctx.readLoggedInPost(req);
      const typed = { path: (form.get('path') ?? '').trim(), title: (form.get('title') ?? '').trim() };
      const startedAt = Date.now();
      try {
        const outcome = await runEdit(ctx.deps, parseEdit({ target: 'page', locale, path: typed.path, create: { title: typed.title } }));
        const path = outcome.kind === 'changed' ? (outcome.changes[0]?.path ?? typed.path) : typed.path;
        const publication = recordPublication(ctx, outcome, { locale, kind: 'create', path, title: typed.title, startedAt });
        const notice = ctx.keep(req, { kind: 'published', publication, ...(path !== typed.path ? { rewrittenTo: path } : {}) });
        seeOther(res, entryHref(locale, path, { notice }));
      } catch (error) {
        const notice = ctx.keep(req, { kind: 'refused', problems: problemsOfError(error), values: typed });
        seeOther(res, `/editor/new?${new URLSearchParams({ locale, notice })}`);
      }
    }),
  );
}
