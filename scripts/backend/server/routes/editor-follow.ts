/**
 * A change sent from the editor's page, followed to the site (../editor/follow.ts): the record made
 * when it goes out, its result on the page it redirects to (waiting up to a moment for it to be
 * live, so a page without script mostly says "Live" at once), and `GET /editor/follow`, which the
 * page's script asks until the result is final.
 */
import type { IncomingMessage } from 'node:http';
import type { LocaleCode } from '../../../../src/config/locales';
import { internalPath } from '../../../../src/i18n/paths';
import { sendJsonValue } from '../../../../src/lib/http/json';
import { HttpError } from '../../../../src/lib/http/errors';
import { follow, type Publication } from '../editor/follow';
import type { Html } from '../editor/html';
import { siteHref } from '../editor/site-links';
import { followResult, followView } from '../editor/views/follow';
import { resultClass, resultRole } from '../editor/views/shell';
import type { Router } from '../router';
import { localNext, type EditorContext } from './editor-context';
import type { EditOutcome } from './edits';

/** Records a change that went out, for its result to follow it; its id. */
export function recordPublication(
  ctx: EditorContext,
  outcome: EditOutcome,
  what: { locale: LocaleCode; kind: Publication['kind']; path: string; title: string; startedAt: number },
): string {
  if (outcome.kind !== 'changed') throw new Error('only a change that went out is followed');
  const paths = outcome.changes.filter((c) => c.type === 'page' && c.path !== undefined).map((c) => internalPath(c.path!, c.locale));
  return ctx.publications.add({
    ...what,
    paths,
    cursor: outcome.feed.cursor,
    recordedAt: Date.parse(outcome.feed.at),
    delivered: outcome.webhook.delivered,
  }).id;
}

/** The result of a followed change on the page at `again` (its own address, for "Check again"). */
export async function followedResult(ctx: EditorContext, req: IncomingMessage, id: string, again: string, waitMs?: number): Promise<Html | undefined> {
  const pub = ctx.publications.get(id);
  if (!pub) return undefined;
  const state = await follow(pub, () => ctx.siteStatus(pub.locale), { waitMs: waitMs ?? ctx.config.followWaitMs ?? 3_000 });
  const w = ctx.words(req);
  const view = followView(w, pub, state, { siteHref: siteHref(ctx.env, pub.locale, pub.path), again });
  return followResult(view, `/editor/follow?${new URLSearchParams({ id, again })}`);
}

export function registerFollowRoutes(router: Router, ctx: EditorContext): void {
  router.on('GET', '/editor/follow', async ({ req, res, url }) => {
    ctx.door.checkHost(req);
    ctx.door.checkLogin(req);
    const pub = ctx.publications.get(url.searchParams.get('id'));
    if (!pub) throw new HttpError(404, 'not_found', 'No such change is followed (it may have expired)');
    const state = await follow(pub, () => ctx.siteStatus(pub.locale));
    const again = localNext(url.searchParams.get('again'));
    const view = followView(ctx.words(req), pub, state, { siteHref: siteHref(ctx.env, pub.locale, pub.path), again });
    res.setHeader('cache-control', 'no-store');
    sendJsonValue(res, 200, {
      state: view.state,
      final: view.final,
      role: resultRole(view.tone),
      className: resultClass(view.tone),
      message: view.message.value,
      progress: view.progress.value,
    });
  });
}
