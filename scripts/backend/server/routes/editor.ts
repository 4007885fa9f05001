/**
 * The editor's page at the backend's root, the content team's stand-in tool for editing an entry
 * (../shared/design.md, "Data and the embedded backend"): `GET /` lists a locale's entries with
 * search, `GET /editor/entry` edits one entry's draft, and forms post to `/editor/draft`,
 * `/editor/publish`, `/editor/discard` and `/editor/delete` (after the confirm step at
 * `GET /editor/delete`). The posts run the same `runEdit` as the edit API, then answer 303 back
 * with a status code; a refused post shows the form again with the reason and the status of the
 * refusal (400, 404, 409).
 *
 * Every request goes through the door (../editor/door.ts): a loopback host, a same-origin post, and
 * the login. A page asked for without the login goes (303) to the login form at `/editor/login`,
 * which posts the token there (a cookie, then 303 back); a post without it is a 401;
 * `/editor/logout` ends it.
 */
import type { IncomingMessage } from 'node:http';
import { z } from 'zod';
import { defaultLocale, isLocaleCode, localeCodes, type LocaleCode } from '../../../../src/config/locales';
import { HttpError } from '../../../../src/lib/http/errors';
import { readBody } from '../../../../src/lib/http/read';
import { normalizePagePath, PagePathRefused } from '../page-path';
import type { Router } from '../router';
import { siteOriginFromEnv } from '../site-origins';
import type { Door } from '../editor/door';
import { parseEdit, runEdit, type EditDeps } from './edits';
import { sendHtml, seeOther } from '../editor/html';
import { fetchSiteStatus, siteToken } from '../editor/site-status';
import { deletePage, entryHref, entryPage, listPage, loginPage, problemPage, sitePath, STATUS_TEXT, type EntryView } from '../editor/views';

export interface EditorConfig {
  /** where PREVIEW_SECRET, SITE_URL(_<LOCALE>), ADMIN_TOKEN / CMS_WEBHOOK_SECRET, EDITOR_ALLOWED_HOSTS and CMS_EDITOR_TOKEN are read (default process.env) */
  env?: Record<string, string | undefined>;
  /** entries per list page */
  pageSize?: number;
  /** fetch used for the site's status (tests) */
  fetchImpl?: typeof fetch;
}

const MIN_SECRET = 16;

const formSchema = z.object({
  locale: z.enum(localeCodes),
  path: z.string().min(1).max(1024),
});

export function registerEditorRoutes(router: Router, deps: EditDeps, door: Door, config: EditorConfig = {}): void {
  const env = config.env ?? process.env;
  const pageSize = config.pageSize ?? 50;
  const { store } = deps;

  /** A page's door: a loopback host, then the login (a 401 with the login form, not JSON). */
  function checkHost(req: IncomingMessage): void {
    // a GET reads, so a link from elsewhere may open a page: it meets the login form, as the
    // SameSite=Strict cookie does not come with it
    door.checkHost(req);
    door.checkLogin(req);
  }

  function previewLink(locale: LocaleCode, path: string): EntryView['preview'] {
    const secret = env['PREVIEW_SECRET'];
    if (!secret) return { reason: "PREVIEW_SECRET is not set in the backend's environment" };
    if (secret.length < MIN_SECRET) return { reason: `PREVIEW_SECRET is shorter than ${MIN_SECRET} characters` };
    const target = sitePath(locale, path);
    return { href: `${siteOriginFromEnv(locale, env)}/api/v1/preview?secret=${encodeURIComponent(secret)}&path=${encodeURIComponent(target)}` };
  }

  async function entryView(locale: LocaleCode, path: string, extra: Partial<EntryView> & { showSite?: boolean } = {}): Promise<EntryView | null> {
    const page = store.page(locale, path);
    if (!page) return null;
    const draft = store.draft(locale, path);
    const preview = store.previewPage(locale, draft?.slug ?? path) ?? page;
    const values = extra.values ?? { title: preview.title, description: preview.description, slug: preview.slug, noIndex: preview.noIndex };
    const site = extra.showSite ? await fetchSiteStatus(siteOriginFromEnv(locale, env), siteToken(env), { fetchImpl: config.fetchImpl }) : undefined;
    return {
      locale,
      page,
      draft,
      values,
      preview: previewLink(locale, draft?.slug ?? page.slug),
      status: extra.status,
      error: extra.error,
      slugError: extra.slugError,
      site,
    };
  }

  /**
   * Runs a refused post's answer: the form again, with the reason. A slug the page-path rule
   * refuses (src/cms/path-rule.ts) is said in the rule's words, at the Slug field too.
   */
  async function refused(res: Parameters<typeof sendHtml>[0], error: unknown, locale: LocaleCode, path: string, values?: EntryView['values']): Promise<void> {
    if (!(error instanceof HttpError)) throw error;
    const slugError = error instanceof PagePathRefused && error.field === 'set.slug' ? error.text : undefined;
    const view = await entryView(locale, path, { error: slugError ?? error.message, slugError, values });
    if (!view)
      return sendHtml(
        res,
        404,
        problemPage('No such entry', `No page at "${path}" in ${locale}.`, { href: `/?locale=${locale}`, label: `All entries in ${locale}` }),
      );
    sendHtml(res, error.status, entryPage(view));
  }

  /** A form post: same-origin, url-encoded (no other site's page can post here, logged in or not). */
  async function readPost(req: IncomingMessage): Promise<URLSearchParams> {
    door.checkOrigin(req);
    const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (type !== 'application/x-www-form-urlencoded') throw new HttpError(415, 'unsupported_media_type', 'Post the form as application/x-www-form-urlencoded');
    return new URLSearchParams((await readBody(req, 16 * 1024)).toString('utf8'));
  }

  async function readForm(req: IncomingMessage): Promise<{ form: URLSearchParams; locale: LocaleCode; path: string }> {
    door.checkOrigin(req);
    door.checkLogin(req);
    const form = await readPost(req);
    const parsed = formSchema.safeParse({ locale: form.get('locale') ?? undefined, path: form.get('path') ?? undefined });
    if (!parsed.success) throw new HttpError(400, 'invalid_form', 'The form needs a known locale and a path');
    return { form, locale: parsed.data.locale, path: normalizePagePath(parsed.data.path) };
  }

  // Any refusal before the form is read (host, origin, login, content type) is a page, not JSON;
  // a missing login is the login form, which comes back here.
  const page =
    (handler: Parameters<Router['on']>[2]): Parameters<Router['on']>[2] =>
    async (ctx) => {
      try {
        await handler(ctx);
      } catch (error) {
        if (!(error instanceof HttpError) || ctx.res.headersSent) throw error;
        if (error.status === 401) {
          // a page asked for goes to the login form and comes back; a post without it is refused
          if (ctx.req.method === 'GET' || ctx.req.method === 'HEAD')
            return seeOther(ctx.res, `/editor/login?${new URLSearchParams({ next: `${ctx.url.pathname}${ctx.url.search}` })}`);
          return sendHtml(ctx.res, 401, loginPage('/'));
        }
        sendHtml(ctx.res, error.status, problemPage('Refused', error.message));
      }
    };

  router.on(
    'GET',
    '/editor/login',
    page(({ req, res, url }) => {
      door.checkHost(req);
      sendHtml(res, 200, loginPage(localNext(url.searchParams.get('next'))));
    }),
  );

  router.on(
    'POST',
    '/editor/login',
    page(async ({ req, res }) => {
      const form = await readPost(req);
      const next = localNext(form.get('next'));
      if (!door.tokenMatches(form.get('token') ?? '')) return sendHtml(res, 401, loginPage(next, 'That is not the token.'));
      res.setHeader('set-cookie', door.loginCookie());
      seeOther(res, next);
    }),
  );

  router.on(
    'POST',
    '/editor/logout',
    page(async ({ req, res }) => {
      await readPost(req);
      res.setHeader('set-cookie', door.logoutCookie());
      seeOther(res, '/');
    }),
  );

  router.on(
    'GET',
    '/',
    page(({ req, res, url }) => {
      checkHost(req);
      const raw = url.searchParams.get('locale');
      const locale = isLocaleCode(raw) ? raw : defaultLocale;
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
      const rows = all.slice(from, from + pageSize).map((p) => ({ page: p, draft: store.draft(locale, p.slug) }));
      const status = url.searchParams.get('status') ?? undefined;
      sendHtml(res, 200, listPage({ locale, q, page: n, pages, total: all.length, from, rows, status: status && status in STATUS_TEXT ? status : undefined }));
    }),
  );

  router.on(
    'GET',
    '/editor/entry',
    page(async ({ req, res, url }) => {
      checkHost(req);
      const { locale, path } = entryQuery(url);
      const status = url.searchParams.get('status') ?? undefined;
      const known = status && status in STATUS_TEXT ? status : undefined;
      // after publishing (or when asked), the site's regeneration status and feed lag
      const showSite = known === 'published' || known === 'published-unsent' || url.searchParams.get('site') === '1';
      const view = await entryView(locale, path, { status: known, showSite });
      if (!view)
        return sendHtml(
          res,
          404,
          problemPage('No such entry', `No page at "${path}" in ${locale}.`, { href: `/?locale=${locale}`, label: `All entries in ${locale}` }),
        );
      sendHtml(res, 200, entryPage(view));
    }),
  );

  router.on(
    'POST',
    '/editor/draft',
    page(async ({ req, res }) => {
      const { form, locale, path } = await readForm(req);
      const slugInput = (form.get('slug') ?? '').trim();
      const values = { title: form.get('title') ?? '', description: form.get('description') ?? '', slug: slugInput, noIndex: form.get('noIndex') === 'true' };
      try {
        // the slug is written the way page paths are ('Summer Offer' → '/summer-offer': parseEdit)
        const edit = parseEdit({
          target: 'page',
          locale,
          path,
          draft: true,
          set: { title: values.title.trim(), description: values.description, slug: slugInput, noIndex: values.noIndex },
        });
        const outcome = await runEdit(deps, edit, { draftMode: 'replace' });
        const saved = outcome.kind === 'draft' ? outcome.draft : null;
        // the editor is told when the path saved is not the one typed
        const rewritten = saved !== null && edit.target === 'page' && edit.set?.slug !== undefined && edit.set.slug !== slugInput && saved.slug !== undefined;
        seeOther(res, entryHref(locale, path, { status: saved ? (rewritten ? 'draft-saved-rewritten' : 'draft-saved') : 'draft-empty' }));
      } catch (error) {
        await refused(res, error, locale, path, values);
      }
    }),
  );

  router.on(
    'POST',
    '/editor/publish',
    page(async ({ req, res }) => {
      const { locale, path } = await readForm(req);
      try {
        // the entry moves to its draft slug, if the draft has one
        const to = store.draft(locale, path)?.slug ?? path;
        const outcome = await runEdit(deps, parseEdit({ target: 'page', locale, path, publish: true }));
        const delivered = outcome.kind === 'changed' && outcome.webhook.delivered;
        seeOther(res, entryHref(locale, to, { status: delivered ? 'published' : 'published-unsent' }));
      } catch (error) {
        await refused(res, error, locale, path);
      }
    }),
  );

  router.on(
    'POST',
    '/editor/discard',
    page(async ({ req, res }) => {
      const { locale, path } = await readForm(req);
      try {
        const outcome = await runEdit(deps, parseEdit({ target: 'page', locale, path, discard: true }));
        seeOther(res, entryHref(locale, path, { status: outcome.kind === 'discarded' && outcome.discarded ? 'discarded' : 'nothing-discarded' }));
      } catch (error) {
        await refused(res, error, locale, path);
      }
    }),
  );

  router.on(
    'GET',
    '/editor/delete',
    page(({ req, res, url }) => {
      checkHost(req);
      const { locale, path } = entryQuery(url);
      const found = store.page(locale, path);
      if (!found) return sendHtml(res, 404, problemPage('No such entry', `No page at "${path}" in ${locale}.`));
      sendHtml(res, 200, deletePage(locale, found));
    }),
  );

  router.on(
    'POST',
    '/editor/delete',
    page(async ({ req, res }) => {
      const { form, locale, path } = await readForm(req);
      // only the confirm step's form carries confirm=yes; anything else is asked again
      if (form.get('confirm') !== 'yes') return seeOther(res, `/editor/delete?${new URLSearchParams({ locale, path })}`);
      try {
        await runEdit(deps, parseEdit({ target: 'page', locale, path, delete: true }));
        seeOther(res, `/?${new URLSearchParams({ locale, status: 'deleted' })}`);
      } catch (error) {
        await refused(res, error, locale, path);
      }
    }),
  );
}

/** Where a login goes next: a path of this origin only, never '//host' or '/\\host', which a browser reads as another. */
function localNext(raw: string | null): string {
  return raw !== null && /^\/(?![/\\])[^\s\\]*$/.test(raw) ? raw : '/';
}

function entryQuery(url: URL): { locale: LocaleCode; path: string } {
  const parsed = formSchema.safeParse({ locale: url.searchParams.get('locale') ?? undefined, path: url.searchParams.get('path') ?? undefined });
  if (!parsed.success) throw new HttpError(400, 'invalid_query', 'The address needs a known locale and a path (?locale=fi-FI&path=/x)');
  return { locale: parsed.data.locale, path: normalizePagePath(parsed.data.path) };
}
