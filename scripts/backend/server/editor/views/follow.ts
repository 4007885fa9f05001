/**
 * Where a published change is on the site, in words (../follow.ts decides it): still on its way
 * (with pages done of pages to do while the site renders many), live (with a link to the page and
 * the time it took), or what went wrong, told as a failure. A state that is not final asks to be
 * followed: the script asks /editor/follow again; without it, "Check again" reloads.
 */
import type { StringKey } from '../../../../../src/i18n/t';
import type { FollowState, Publication } from '../follow';
import { html, type Html } from '../html';
import type { Words } from '../language';
import type { SiteProblem } from '../site-status';
import { result, type ResultTone } from './shell';

export interface FollowView {
  /** the state's name: the script changes the words only when it changes */
  state: string;
  tone: ResultTone;
  final: boolean;
  /** the words, for the result's live region */
  message: Html;
  /** how far the site is, beside the region (a bar read on demand, not announced on every step) */
  progress: Html;
}

const problems: Record<SiteProblem, StringKey> = {
  'no-token': 'editor.follow.noToken',
  unreachable: 'editor.follow.unreachable',
  refused: 'editor.follow.refused',
  'not-configured': 'editor.follow.notConfigured',
  'bad-answer': 'editor.follow.badAnswer',
};

/** The first words of a change's result: what was done. */
function done(w: Words, pub: Publication): string {
  if (pub.kind === 'delete') return w('editor.notice.deleted', { title: pub.title });
  if (pub.kind === 'layout') return w('editor.notice.layoutSaved');
  if (pub.kind === 'create') return w('editor.notice.created');
  return w('editor.notice.published');
}

export function followView(w: Words, pub: Publication, state: FollowState, links: { siteHref: string; again: string }): FollowView {
  return { state: state.state, ...words(w, pub, state, links) };
}

function words(w: Words, pub: Publication, state: FollowState, links: { siteHref: string; again: string }): Omit<FollowView, 'state'> {
  const first = done(w, pub);
  const unsent = pub.delivered ? '' : html` ${w('editor.follow.unsent')}`;
  const again = html` <a href="${links.again}">${w('editor.follow.again')}</a>`;
  const none = html``;
  switch (state.state) {
    case 'live': {
      const took = w.seconds(state.tookMs);
      const words =
        pub.kind === 'delete'
          ? html`${w('editor.follow.gone', { seconds: took })}`
          : pub.kind === 'layout'
            ? html`${w('editor.follow.liveLayout', { seconds: took })}`
            : html`${w('editor.follow.live', { seconds: took })} <a href="${links.siteHref}">${w('editor.follow.open', { title: pub.title })}</a>`;
      return { tone: 'ok', final: true, message: html`<p>${first}</p><p><strong>${words}</strong></p>`, progress: none };
    }
    case 'failed':
      return {
        tone: 'error',
        final: true,
        message: html`<p>${first}</p><p><strong>${w('editor.follow.failed', { count: state.failures.length })}</strong></p>
<details><summary>${w('editor.follow.details')}</summary><ul>${state.failures.slice(0, 10).map((f) => html`<li><code>${f.path}</code>: ${f.reason}</li>`)}</ul></details>`,
        progress: none,
      };
    case 'late':
      return {
        tone: 'error',
        final: true,
        message: html`<p>${first}</p><p><strong>${w('editor.follow.late', { seconds: w.seconds(state.afterMs) })}</strong>${unsent}${again}</p>`,
        progress: none,
      };
    case 'unknown':
      return {
        tone: 'error',
        final: state.final,
        message: html`<p>${first}</p><p><strong>${w(problems[state.problem])}</strong>${state.final ? none : again}</p>`,
        progress: none,
      };
    case 'progress':
      return {
        tone: 'info',
        final: false,
        message: html`<p>${first} ${w('editor.follow.updating')}${unsent}${again}</p>`,
        progress: html`<label for="follow-bar">${w('editor.follow.progress', { done: w.count(state.done), total: w.count(state.total) })}</label>
<progress id="follow-bar" max="${state.total}" value="${state.done}">${w('editor.follow.progress', { done: w.count(state.done), total: w.count(state.total) })}</progress>`,
      };
    case 'waiting':
      return { tone: 'info', final: false, message: html`<p>${first} ${w('editor.follow.updating')}${unsent}${again}</p>`, progress: none };
  }
}

/** A followed change's result: the live region, the progress beside it, and where the script asks again. */
export function followResult(view: FollowView, followUrl: string): Html {
  return html`${result(view.tone, view.message, view.final ? { state: view.state } : { live: followUrl, state: view.state })}
<div id="follow-progress">${view.progress}</div>`;
}
