/**
 * The confirm step of Delete (no script needed): what goes, and what on the site links to it now
 * (navigation, footer, other pages' text), which would lead visitors nowhere once it is gone.
 */
import { getLocale, type LocaleCode } from '../../../../../src/config/locales';
import type { PageContent } from '../../../../../src/cms/schemas';
import { html, type Html } from '../html';
import type { Words } from '../language';
import type { Inbound } from '../../links-here';
import { entryHref } from './list';
import { shell } from './shell';
import { sayWith } from './words';

/** Most links the confirm step lists one by one; the count says the rest. */
const LISTED = 50;

export function deletePage(w: Words, view: { here: string; locale: LocaleCode; page: PageContent; inbound: readonly Inbound[] }): Html {
  const { locale, page, inbound } = view;
  const lang = getLocale(locale).iso;
  const name = page.title || page.slug;
  const hidden = html`<input type="hidden" name="locale" value="${locale}"><input type="hidden" name="path" value="${page.slug}">`;
  return shell(
    w,
    { title: w('editor.delete.title', { title: name }), loggedIn: true, here: view.here },
    html`
<h1>${sayWith(w, 'editor.delete.heading', {}, { title: html`<span lang="${lang}">${name}</span>` })}</h1>
<p>${sayWith(w, 'editor.delete.text', { market: w.market(locale) }, { path: html`<code>${page.slug}</code>` })}</p>
${
  inbound.length === 0
    ? html`<p>${w('editor.delete.noLinks')}</p>`
    : html`<section aria-labelledby="links-heading">
<h2 id="links-heading">${w('editor.delete.linksHeading', { count: inbound.length })}</h2>
<p>${w('editor.delete.linksHint')}</p>
<ul>
${inbound.slice(0, LISTED).map((link) => html`<li>${inboundText(w, lang, link)}</li>\n`)}</ul>
${inbound.length > LISTED ? html`<p>${w('editor.delete.linksMore', { count: inbound.length - LISTED })}</p>` : ''}
</section>`
}
<form method="post" action="/editor/delete">
${hidden}<input type="hidden" name="confirm" value="yes">
<button type="submit" class="danger">${w('editor.delete.confirm')}</button>
</form>
<p><a href="${entryHref(locale, page.slug)}">${w('editor.delete.cancel')}</a></p>
`,
  );
}

function inboundText(w: Words, lang: string, link: Inbound): Html {
  const label = html`<span lang="${lang}">${link.label || '–'}</span>`;
  if (link.place !== 'page') return sayWith(w, link.place === 'navigation' ? 'editor.delete.inNavigation' : 'editor.delete.inFooter', {}, { label });
  return sayWith(
    w,
    'editor.delete.onPage',
    {},
    { label, page: html`<a href="${entryHref(link.locale, link.path)}" lang="${lang}">${link.pageTitle || link.path}</a>` },
  );
}
