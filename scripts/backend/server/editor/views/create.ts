/** A new page: its market, address and title (the same edit as `npm run cms -- create`). */
import { getLocale, localeCodes, type LocaleCode } from '../../../../../src/config/locales';
import { siteRoutes } from '../../../../../src/config/site-routes';
import type { FormField } from '../../edit-refused';
import { html, raw, type Html } from '../html';
import type { Words } from '../language';
import { textField } from './fields';
import { shell } from './shell';

export interface CreateView {
  here: string;
  locale: LocaleCode;
  values: { path: string; title: string };
  problems: Partial<Record<FormField, string>>;
  result?: Html | undefined;
}

export function createPage(w: Words, view: CreateView): Html {
  const { locale, values, problems } = view;
  return shell(
    w,
    { title: w('editor.create.title'), loggedIn: true, here: view.here },
    html`
<p><a href="${`/?${new URLSearchParams({ locale })}`}">${w('editor.entry.allPages', { market: w.market(locale) })}</a></p>
<h1>${w('editor.create.title')}</h1>
${view.result ?? ''}
<p>${w('editor.create.hint')}</p>
<form method="post" action="/editor/create">
${problems.form ? html`<p class="field-error">${problems.form}</p>` : ''}
<label for="locale">${w('editor.list.market')}</label>
<select id="locale" name="locale">${localeCodes.map((c) => html`<option value="${c}"${c === locale ? raw(' selected') : ''}>${w.market(c)}</option>`)}</select>
${textField({
  id: 'path',
  label: w('editor.field.slug'),
  value: values.path,
  error: problems.path,
  hint: w('editor.entry.slugHint', { reserved: Object.values(siteRoutes).join(', ') }),
  required: true,
  maxlength: 1024,
  plain: true,
})}
${textField({ id: 'title', label: w('editor.field.title'), value: values.title, error: problems.title, required: true, maxlength: 300, lang: getLocale(locale).iso })}
<button type="submit">${w('editor.create.submit')}</button>
</form>
`,
  );
}
