/**
 * The editor's page around the pages: the login form (`/editor/login`, with wrong tokens limited
 * per client: ../editor/door.ts), Log out, the language chooser (`/editor/language`), the page's
 * script, and an HTML 404 page for an address a browser asks that nothing answers.
 */
import { readFileSync } from 'node:fs';
import { isLocaleCode } from '../../../../src/config/locales';
import { sendHtml, seeOther } from '../editor/html';
import { languageCookie } from '../editor/language';
import { loginPage } from '../editor/views/login';
import { problemPage } from '../editor/views/problem';
import type { Router } from '../router';
import { localNext, type EditorContext } from './editor-context';

const script = readFileSync(new URL('../editor/editor.js', import.meta.url));

export function registerSessionRoutes(router: Router, ctx: EditorContext): void {
  const { door, page, words } = ctx;

  router.on(
    'GET',
    '/editor/login',
    page(({ req, res, url }) => {
      door.checkHost(req);
      const w = words(req);
      const info = url.searchParams.get('bye') === '1' ? w('editor.login.loggedOut') : undefined;
      sendHtml(res, 200, loginPage(w, { next: localNext(url.searchParams.get('next')), here: ctx.here(url), info }));
    }),
  );

  router.on(
    'POST',
    '/editor/login',
    page(async ({ req, res }) => {
      const form = await ctx.readPost(req);
      const next = localNext(form.get('next'));
      const w = words(req);
      const here = `/editor/login?${new URLSearchParams({ next })}`;
      const attempt = door.login(req, form.get('token') ?? '');
      if (attempt.ok) {
        res.setHeader('set-cookie', attempt.cookie);
        return seeOther(res, next);
      }
      if (attempt.retryAfter > 0) {
        res.setHeader('retry-after', String(attempt.retryAfter));
        return sendHtml(res, 429, loginPage(w, { next, here, error: w('editor.login.tooMany', { seconds: attempt.retryAfter }) }));
      }
      sendHtml(res, 401, loginPage(w, { next, here, error: w('editor.login.wrong') }));
    }),
  );

  router.on(
    'POST',
    '/editor/logout',
    page(async ({ req, res }) => {
      await ctx.readPost(req);
      res.setHeader('set-cookie', door.logout(req));
      seeOther(res, '/editor/login?bye=1');
    }),
  );

  router.on(
    'POST',
    '/editor/language',
    page(async ({ req, res }) => {
      const form = await ctx.readPost(req);
      const lang = form.get('lang');
      if (isLocaleCode(lang)) res.setHeader('set-cookie', languageCookie(lang));
      seeOther(res, localNext(form.get('next')));
    }),
  );

  router.on('GET', '/editor/editor.js', ({ req, res }) => {
    door.checkHost(req);
    res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'content-length': String(script.length), 'cache-control': 'no-cache' });
    res.end(req.method === 'HEAD' ? undefined : script);
  });

  // an address nothing answers: a browser gets the editor's 404 page, an API client the JSON error
  router.otherwise(({ req, res, url }) => {
    if (!/\btext\/html\b/.test(req.headers.accept ?? '')) return;
    try {
      door.checkHost(req);
    } catch {
      return;
    }
    const w = words(req);
    const loggedIn = door.session(req) !== null;
    sendHtml(res, 404, problemPage(w, { title: w('editor.problem.notFoundTitle'), text: w('editor.problem.notFound'), here: ctx.here(url), loggedIn }));
  });
}
