/**
 * What the editor's routes share: the door, the editor's words for a request, the page wrapper that
 * answers any refusal as a page in those words (never JSON), reading a form post, the notices a
 * post leaves for the page it redirects to, and the changes followed to the site.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { defaultLocale, isLocaleCode, localeCodes, type LocaleCode } from '../../../../src/config/locales';
import { HttpError } from '../../../../src/lib/http/errors';
import { readBody } from '../../../../src/lib/http/read';
import type { StringKey } from '../../../../src/i18n/t';
import { EditRefused, problem, type FormField, type Problem } from '../edit-refused';
import { normalizePagePath } from '../page-path';
import type { Router } from '../router';
import type { Door } from '../editor/door';
import { sendHtml, seeOther } from '../editor/html';
import { editorLanguage, wordsFor, type Words } from '../editor/language';
import { Notices, type Notice } from '../editor/notices';
import { Publications } from '../editor/follow';
import { fetchSiteStatus, siteToken, type SiteStatus } from '../editor/site-status';
import { siteOriginFromEnv } from '../site-origins';
import { loginPage } from '../editor/views/login';
import { problemPage } from '../editor/views/problem';
import type { EditDeps } from './edits';

export interface EditorConfig {
  /** where PREVIEW_SECRET, SITE_URL(_<LOCALE>), ADMIN_TOKEN / CMS_WEBHOOK_SECRET, EDITOR_ALLOWED_HOSTS and CMS_EDITOR_TOKEN are read (default process.env) */
  env?: Record<string, string | undefined>;
  /** entries per list page */
  pageSize?: number;
  /** fetch used for the site's status (tests) */
  fetchImpl?: typeof fetch;
  /** how long a page showing a published change waits for it to be live before it answers (ms) */
  followWaitMs?: number;
}

export type Handler = Parameters<Router['on']>[2];

export interface EditorContext {
  deps: EditDeps;
  door: Door;
  env: Record<string, string | undefined>;
  config: EditorConfig;
  notices: Notices;
  publications: Publications;
  words: (req: IncomingMessage) => Words;
  /** the request's path and query, for the language chooser to come back to */
  here: (url: URL) => string;
  /** a page's handler: any refusal becomes a page in the editor's words */
  page: (handler: Handler) => Handler;
  /** a GET of a page: a loopback host and the login */
  checkPage: (req: IncomingMessage) => void;
  /** a form post: same-origin and url-encoded (no other site's page can post here, logged in or not) */
  readPost: (req: IncomingMessage) => Promise<URLSearchParams>;
  /** a logged-in form post: the form and the market it names (the default market when it names none) */
  readLoggedInPost: (req: IncomingMessage) => Promise<{ form: URLSearchParams; locale: LocaleCode; session: string }>;
  /** a logged-in form post about one page: its market and path, both required (400 otherwise) */
  readForm: (req: IncomingMessage) => Promise<{ form: URLSearchParams; locale: LocaleCode; path: string; session: string }>;
  /** the notice of the address's `notice` for this request's login */
  notice: (req: IncomingMessage, url: URL) => Notice | undefined;
  /** keeps a notice for this request's login; its id */
  keep: (req: IncomingMessage, notice: Notice) => string;
  siteStatus: (locale: LocaleCode) => Promise<SiteStatus>;
}

const formSchema = z.object({
  locale: z.enum(localeCodes),
  path: z.string().min(1).max(1024),
});

/** The market a form or an address names (`locale`), the default market when it names none or an unknown one. */
export function chosenLocale(raw: string | null): LocaleCode {
  return isLocaleCode(raw) ? raw : defaultLocale;
}

/** Where a login or a language choice goes next: a path of this origin only, never '//host' or '/\\host', which a browser reads as another. */
export function localNext(raw: string | null): string {
  return raw !== null && /^\/(?![/\\])[^\s\\]*$/.test(raw) ? raw : '/';
}

/** The market and path of an address's query (?locale=fi-FI&path=/x); 400 otherwise. */
export function entryQuery(url: URL): { locale: LocaleCode; path: string } {
  const parsed = formSchema.safeParse({ locale: url.searchParams.get('locale') ?? undefined, path: url.searchParams.get('path') ?? undefined });
  if (!parsed.success) throw new HttpError(400, 'invalid_query', 'The address needs a known locale and a path (?locale=fi-FI&path=/x)');
  return { locale: parsed.data.locale, path: normalizePagePath(parsed.data.path) };
}

/** The words of a refusal the editor's page has no form field for. */
function refusalKey(error: HttpError): StringKey {
  if (error.code === 'cross_site_request') return 'editor.problem.crossSite';
  if (error.status === 403) return 'editor.problem.host';
  if (error.status === 404) return 'editor.problem.notFound';
  if (error.status === 413) return 'editor.problem.tooLarge';
  return 'editor.problem.badForm';
}

/** The problems of a refused edit at their fields; an unexpected refusal as the form's. */
export function problemsOfError(error: unknown): readonly Problem[] {
  if (error instanceof EditRefused) return error.problems;
  if (error instanceof HttpError) return [problem('form', 'form', refusalKey(error))];
  throw error;
}

/** Problems as the messages at their fields, in the editor's words (the first of a field's). */
export function problemMessages(w: Words, problems: readonly Problem[]): Partial<Record<FormField, string>> {
  const out: Partial<Record<FormField, string>> = {};
  for (const p of problems) out[p.field] ??= p.say(w.lang);
  return out;
}

export function createEditorContext(deps: EditDeps, door: Door, config: EditorConfig): EditorContext {
  const env = config.env ?? process.env;
  const notices = new Notices();
  const publications = new Publications();
  const words = (req: IncomingMessage) => wordsFor(editorLanguage(req));
  const here = (url: URL) => `${url.pathname}${url.search}`;

  function checkPage(req: IncomingMessage): void {
    // a GET reads, so a link from elsewhere may open a page: it meets the login form, as the
    // SameSite=Strict cookie does not come with it
    door.checkHost(req);
    door.checkLogin(req);
  }

  async function readPost(req: IncomingMessage): Promise<URLSearchParams> {
    door.checkOrigin(req);
    const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (type !== 'application/x-www-form-urlencoded') throw new HttpError(415, 'unsupported_media_type', 'Post the form as application/x-www-form-urlencoded');
    return new URLSearchParams((await readBody(req, 64 * 1024)).toString('utf8'));
  }

  async function readLoggedInPost(req: IncomingMessage): Promise<{ form: URLSearchParams; locale: LocaleCode; session: string }> {
    // another site's post is refused before the login is looked at, and the body is read only after both
    door.checkOrigin(req);
    door.checkLogin(req);
    const form = await readPost(req);
    return { form, locale: chosenLocale(form.get('locale')), session: door.session(req) ?? '' };
  }

  const page =
    (handler: Handler): Handler =>
    async (ctx) => {
      try {
        await handler(ctx);
      } catch (error) {
        if (!(error instanceof HttpError) || ctx.res.headersSent) throw error;
        answerRefusal(ctx.req, ctx.res, ctx.url, error);
      }
    };

  function answerRefusal(req: IncomingMessage, res: ServerResponse, url: URL, error: HttpError): void {
    const w = words(req);
    if (error.status === 401) {
      // a page asked for goes to the login form and comes back; a post without it is refused
      if (req.method === 'GET' || req.method === 'HEAD') return seeOther(res, `/editor/login?${new URLSearchParams({ next: here(url) })}`);
      return sendHtml(res, 401, loginPage(w, { next: '/', here: '/editor/login' }));
    }
    if (error.status === 429) {
      const wait = Number(error.headers['retry-after'] ?? 60);
      res.setHeader('retry-after', String(wait));
      return sendHtml(res, 429, loginPage(w, { next: '/', here: '/editor/login', error: w('editor.login.tooMany', { seconds: wait }) }));
    }
    const loggedIn = door.session(req) !== null;
    sendHtml(res, error.status, problemPage(w, { title: w('editor.problem.title'), text: w(refusalKey(error)), here: here(url), loggedIn }));
  }

  return {
    deps,
    door,
    env,
    config,
    notices,
    publications,
    words,
    here,
    page,
    checkPage,
    readPost,
    readLoggedInPost,
    async readForm(req) {
      const { form, session } = await readLoggedInPost(req);
      const parsed = formSchema.safeParse({ locale: form.get('locale') ?? undefined, path: form.get('path') ?? undefined });
      if (!parsed.success) throw new HttpError(400, 'invalid_form', 'The form needs a known locale and a path');
      return { form, locale: parsed.data.locale, path: normalizePagePath(parsed.data.path), session };
    },
    notice: (req, url) => notices.get(url.searchParams.get('notice'), door.session(req) ?? ''),
    keep: (req, notice) => notices.put(notice, door.session(req) ?? ''),
    siteStatus: (locale) => fetchSiteStatus(siteOriginFromEnv(locale, env), siteToken(env), { fetchImpl: config.fetchImpl, timeoutMs: 2_000 }),
  };
}
