/**
 * A page's edit form: its draft (Save draft, and Publish and Discard draft when there is one),
 * its preview, a link to it on the site, where visitors are sent (a page with blocks), and Delete.
 * The form carries the version of the entry it was made from, so a save over another editor's
 * newer one is caught (../../drafts.ts) and both versions are shown to choose from.
 */
import { getLocale, type LocaleCode } from '../../../../../src/config/locales';
import { siteRoutes } from '../../../../../src/config/site-routes';
import type { PageContent } from '../../../../../src/cms/schemas';
import type { FormField } from '../../edit-refused';
import type { PageDraft } from '../../store';
import { html, raw, type Html } from '../html';
import type { Words } from '../language';
import type { DraftValues } from '../notices';
import { checkbox, textArea, textField } from './fields';
import { entryHref } from './list';
import { shell } from './shell';
import { fieldName, kindName, listOf, sayWith } from './words';

/** The site's own paths, as the address's hint names them (src/config/site-routes.ts). */
const RESERVED = Object.values(siteRoutes).join(', ');

export interface EntryView {
  here: string;
  locale: LocaleCode;
  page: PageContent;
  draft: PageDraft | undefined;
  /** the entry's version the form is made from */
  version: string;
  /** the form's values: the draft applied, or what a refused post sent */
  values: DraftValues;
  /** messages of a refused post, at their fields (already in the editor's words) */
  problems: Partial<Record<FormField, string>>;
  siteHref: string;
  preview: { href: string } | { missing: 'unset' | 'short' };
  /** the result of the post that came back here */
  result?: Html | undefined;
  /** where a page with blocks sends its visitors (its redirect component), '' for nowhere; null for an article */
  redirectTo: string | null;
  /** the form's value of the redirect field */
  redirectValue: string;
}

const DRAFT_KEYS = ['title', 'description', 'slug', 'noIndex'] as const;

export function entryPage(w: Words, view: EntryView): Html {
  const { locale, page, draft, values, problems } = view;
  const lang = getLocale(locale).iso;
  const market = w.market(locale);
  const hidden = html`<input type="hidden" name="locale" value="${locale}"><input type="hidden" name="path" value="${page.slug}">`;
  const changed = draft ? DRAFT_KEYS.filter((k) => draft[k] !== undefined).map((k) => fieldName(w, k)) : [];
  const name = page.title || page.slug;
  return shell(
    w,
    { title: w('editor.entry.title', { title: name }), loggedIn: true, here: view.here },
    html`
<p><a href="${`/?${new URLSearchParams({ locale })}`}">${w('editor.entry.allPages', { market })}</a></p>
<h1>${sayWith(w, 'editor.entry.heading', {}, { title: html`<span lang="${lang}">${name}</span>` })}</h1>
${view.result ?? ''}
<dl>
<dt>${w('editor.list.market')}</dt><dd>${market}</dd>
<dt>${w('editor.entry.address')}</dt><dd><code>${page.slug}</code> · <a href="${view.siteHref}">${w('editor.entry.viewOnSite')}</a></dd>
<dt>${w('editor.list.kind')}</dt><dd>${kindName(w, page.contentType)}</dd>
<dt>${w('editor.entry.published')}</dt><dd>${w.time(page.version) || '–'}</dd>
<dt>${w('editor.entry.draft')}</dt><dd>${draft ? w('editor.entry.draftSaved', { time: w.time(draft.savedAt), fields: listOf(w, changed) }) : w('editor.entry.noDraft')}</dd>
</dl>
<section aria-labelledby="draft-heading">
<h2 id="draft-heading">${w('editor.entry.changes')}</h2>
<p class="hint">${w('editor.entry.changesHint')}</p>
<form method="post" action="/editor/draft">
${hidden}<input type="hidden" name="version" value="${view.version}">
${problems.form ? html`<p class="field-error">${problems.form}</p>` : ''}
${textField({ id: 'title', label: w('editor.field.title'), value: values.title, error: problems.title, required: true, maxlength: 300, lang })}
${textArea({ id: 'description', label: w('editor.field.description'), value: values.description, error: problems.description, maxlength: 1000, lang })}
${textField({
  id: 'slug',
  label: w('editor.field.slug'),
  value: values.slug,
  error: problems.slug,
  hint: w('editor.entry.slugHint', { reserved: RESERVED }),
  required: true,
  maxlength: 1024,
  plain: true,
})}
${checkbox({ id: 'noIndex', label: w('editor.field.noIndexLong'), checked: values.noIndex, error: problems.noIndex })}
<button type="submit">${w('editor.entry.saveDraft')}</button>${
      draft
        ? html`<button type="submit" formaction="/editor/publish">${w('editor.entry.publish')}</button><button type="submit" formaction="/editor/discard" class="secondary">${w('editor.entry.discard')}</button>`
        : ''
    }
</form>
<p class="hint">${draft ? w('editor.entry.publishHint', { fields: listOf(w, changed) }) : w('editor.entry.noDraftHint')}</p>
<p>${
      'href' in view.preview
        ? html`<a href="${view.preview.href}" rel="noreferrer">${w('editor.entry.preview')}</a> <span class="hint">${w('editor.entry.previewHint')}</span>`
        : w(view.preview.missing === 'unset' ? 'editor.entry.previewUnset' : 'editor.entry.previewShort')
    }</p>
</section>
${view.redirectTo === null ? '' : forwardSection(w, view, hidden)}
<section aria-labelledby="delete-heading">
<h2 id="delete-heading">${w('editor.entry.deleteHeading')}</h2>
<p>${w('editor.entry.deleteHint')}</p>
<form method="get" action="/editor/delete">${hidden}<button type="submit" class="danger">${w('editor.entry.delete')}</button></form>
</section>
`,
  );
}

/** Where visitors of a page with blocks are sent instead (its redirect component, spec 2.5). */
function forwardSection(w: Words, view: EntryView, hidden: Html): Html {
  const current = view.redirectTo;
  return html`<section aria-labelledby="forward-heading">
<h2 id="forward-heading">${w('editor.forward.heading')}</h2>
<p>${current ? html`${w('editor.forward.now')} <code>${current}</code>` : w('editor.forward.none')}</p>
<form method="post" action="/editor/forward">
${hidden}
${textField({
  id: 'redirectTo',
  label: w('editor.forward.field'),
  value: view.redirectValue,
  error: view.problems.redirectTo,
  hint: w('editor.forward.hint'),
  required: true,
  maxlength: 1024,
  plain: true,
})}
<button type="submit">${w('editor.forward.save')}</button>
</form>
${
  current
    ? html`<form method="post" action="/editor/forward">${hidden}<input type="hidden" name="stop" value="yes"><button type="submit" class="secondary">${w('editor.forward.stop')}</button></form>`
    : ''
}
</section>`;
}

/** Both versions of a draft two editors saved, to choose from (the other's is in the form below). */
export function conflictChoice(w: Words, locale: LocaleCode, page: PageContent, version: string, mine: DraftValues, theirs: DraftValues): Html {
  const lang = getLocale(locale).iso;
  const shown = (key: keyof DraftValues, v: DraftValues) => (key === 'noIndex' ? w(v.noIndex ? 'editor.conflict.yes' : 'editor.conflict.no') : v[key]);
  const rows = DRAFT_KEYS.filter((k) => mine[k] !== theirs[k]);
  return html`<p>${w('editor.conflict.text')}</p>
<table>
<caption>${w('editor.conflict.caption')}</caption>
<thead><tr><th scope="col">${w('editor.conflict.field')}</th><th scope="col">${w('editor.conflict.mine')}</th><th scope="col">${w('editor.conflict.theirs')}</th></tr></thead>
<tbody>
${rows.map(
  (k) =>
    html`<tr><th scope="row">${fieldName(w, k)}</th><td${k === 'title' || k === 'description' ? html` lang="${lang}"` : ''}>${shown(k, mine)}</td><td${
      k === 'title' || k === 'description' ? html` lang="${lang}"` : ''
    }>${shown(k, theirs)}</td></tr>
`,
)}</tbody>
</table>
<form method="post" action="/editor/draft" class="inline">
<input type="hidden" name="locale" value="${locale}"><input type="hidden" name="path" value="${page.slug}"><input type="hidden" name="version" value="${version}">
<input type="hidden" name="title" value="${mine.title}"><input type="hidden" name="description" value="${mine.description}"><input type="hidden" name="slug" value="${mine.slug}">${
    mine.noIndex ? raw('<input type="hidden" name="noIndex" value="true">') : ''
  }
<button type="submit">${w('editor.conflict.keepMine')}</button>
</form>
<a href="${entryHref(locale, page.slug)}">${w('editor.conflict.keepTheirs')}</a>`;
}
