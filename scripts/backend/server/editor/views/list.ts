/** The list of a market's pages, with the market chooser and search (GET, so it can be linked). */
import { getLocale, localeCodes, type LocaleCode } from '../../../../../src/config/locales';
import type { PageContent } from '../../../../../src/cms/schemas';
import type { PageDraft } from '../../store';
import { html, raw, type Html } from '../html';
import type { Words } from '../language';
import { shell } from './shell';
import { kindName } from './words';

export interface ListView {
  locale: LocaleCode;
  q: string;
  page: number;
  pages: number;
  total: number;
  from: number;
  rows: { page: PageContent; draft: PageDraft | undefined; siteHref: string }[];
  /** the result of a post that came back here (a page deleted) */
  result?: Html | undefined;
  here: string;
}

/** The link to a page's edit form. */
export function entryHref(locale: LocaleCode, path: string, extra: Record<string, string> = {}): string {
  return `/editor/entry?${new URLSearchParams({ locale, path, ...extra })}`;
}

export function listPage(w: Words, view: ListView): Html {
  const { locale, q } = view;
  const lang = getLocale(locale).iso;
  const pageHref = (n: number) => `/?${new URLSearchParams({ locale, ...(q ? { q } : {}), page: String(n) })}`;
  const market = w.market(locale);
  const summary =
    view.total === 0
      ? q
        ? w('editor.list.noneMatch', { q })
        : w('editor.list.none')
      : w(q ? 'editor.list.showingMatch' : 'editor.list.showing', {
          from: w.count(view.from + 1),
          to: w.count(view.from + view.rows.length),
          total: view.total,
          q,
        });
  return shell(
    w,
    { title: w('editor.list.title', { market }), loggedIn: true, here: view.here },
    html`
<h1>${w('editor.list.heading')}</h1>
${view.result ?? ''}
<p><a href="${`/editor/new?${new URLSearchParams({ locale })}`}">${w('editor.list.newPage')}</a> · <a href="${`/editor/layout?${new URLSearchParams({ locale })}`}">${w('editor.list.layout', { market })}</a></p>
<form class="search" method="get" action="/" role="search">
<div><label for="locale">${w('editor.list.market')}</label>
<select id="locale" name="locale">${localeCodes.map((c) => html`<option value="${c}"${c === locale ? raw(' selected') : ''}>${w.market(c)}</option>`)}</select></div>
<div><label for="q">${w('editor.list.search')}</label>
<input id="q" name="q" type="search" value="${q}" maxlength="200"></div>
<div><button type="submit">${w('editor.list.searchButton')}</button></div>
</form>
<p id="summary">${summary}</p>
${
  view.rows.length > 0
    ? html`<table aria-describedby="summary">
<thead><tr><th scope="col">${w('editor.field.title')}</th><th scope="col">${w('editor.list.address')}</th><th scope="col">${w('editor.list.kind')}</th><th scope="col">${w('editor.list.draft')}</th></tr></thead>
<tbody>
${view.rows.map(
  ({ page, draft, siteHref }) =>
    html`<tr><td lang="${lang}"><a href="${entryHref(locale, page.slug)}">${page.title || page.slug}</a></td><td><a href="${siteHref}"><code>${page.slug}</code></a></td><td>${kindName(w, page.contentType)}</td><td>${draft ? w('editor.list.hasDraft') : ''}</td></tr>
`,
)}</tbody>
</table>`
    : ''
}
${
  view.pages > 1
    ? html`<nav aria-label="${w('editor.list.resultPages')}"><p>
${view.page > 1 ? html`<a rel="prev" href="${pageHref(view.page - 1)}">${w('editor.list.previous')}</a> ` : ''}${w('editor.list.pageOf', { page: view.page, pages: view.pages })}${
        view.page < view.pages ? html` <a rel="next" href="${pageHref(view.page + 1)}">${w('editor.list.next')}</a>` : ''
      }
</p></nav>`
    : ''
}
`,
  );
}
