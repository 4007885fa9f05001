/**
 * A market's navigation, footer and logo (the same edit as `npm run cms -- layout`): the logo's
 * text, each navigation item's text, address and whether it is shown, each footer heading's text
 * and each footer link's text and address. Saving changes every page of the market, so the result
 * follows the site's progress through them.
 */
import { getLocale, type LocaleCode } from '../../../../../src/config/locales';
import type { Layout, LinkTarget } from '../../../../../src/cms/schemas';
import type { FormField } from '../../edit-refused';
import { html, raw, type Html } from '../html';
import type { Words } from '../language';
import { navItems } from '../../layout-edit';
import { textField } from './fields';
import { shell } from './shell';

export interface LayoutView {
  here: string;
  locale: LocaleCode;
  layout: Layout;
  version: string;
  /** what a refused post sent, by form field name */
  values: Readonly<Record<string, string | boolean>>;
  problems: Partial<Record<FormField, string>>;
  result?: Html | undefined;
}

/** The form's name of an item's field (`item.<id>.text`), which is also its problem's field. */
export const itemField = <K extends 'text' | 'url' | 'shown'>(id: string, key: K): `item.${string}.${K}` => `item.${id}.${key}`;
/** An element id for an item's field (ids of items are the CMS's: letters, digits, hyphens). */
const domId = (id: string, key: string) => `item-${id.replace(/[^\w-]/g, '_')}-${key}`;

export function layoutPage(w: Words, view: LayoutView): Html {
  const { locale, layout, values, problems } = view;
  const lang = getLocale(locale).iso;
  const value = (name: string, fallback: string) => (typeof values[name] === 'string' ? values[name] : fallback);
  const checked = (name: string, fallback: boolean) => (name in values ? values[name] === true : fallback);
  const text = (id: string, label: string, current: string) =>
    textField({
      id: domId(id, 'text'),
      name: itemField(id, 'text'),
      label,
      value: value(itemField(id, 'text'), current),
      error: problems[itemField(id, 'text')],
      required: true,
      maxlength: 200,
      lang,
    });
  const address = (id: string, current: string) =>
    textField({
      id: domId(id, 'url'),
      name: itemField(id, 'url'),
      label: w('editor.layout.url'),
      value: value(itemField(id, 'url'), current),
      error: problems[itemField(id, 'url')],
      hintId: 'url-hint',
      required: true,
      maxlength: 1024,
      plain: true,
    });
  const market = w.market(locale);
  return shell(
    w,
    { title: w('editor.layout.title', { market }), loggedIn: true, here: view.here },
    html`
<p><a href="${`/?${new URLSearchParams({ locale })}`}">${w('editor.entry.allPages', { market })}</a></p>
<h1>${w('editor.layout.title', { market })}</h1>
${view.result ?? ''}
<p>${w('editor.layout.hint')}</p>
<p id="url-hint" class="hint">${w('editor.layout.urlHint')}</p>
<form method="post" action="/editor/layout">
<input type="hidden" name="locale" value="${locale}"><input type="hidden" name="version" value="${view.version}">
${problems.form ? html`<p class="field-error">${problems.form}</p>` : ''}
<h2>${w('editor.layout.logo')}</h2>
${textField({ id: 'logoAlt', label: w('editor.layout.logoAlt'), value: value('logoAlt', layout.logo.alt), error: problems.logoAlt, required: true, maxlength: 200, lang })}
<h2>${w('editor.layout.navigation')}</h2>
${navItems(layout.navigation).map(
  ({ item, level }) => html`<fieldset class="level-${Math.min(level, 3)}">
<legend lang="${lang}">${item.text}</legend>
${text(item.id, w('editor.layout.text'), item.text)}
${address(item.id, item.url)}
<div class="check"><input id="${domId(item.id, 'shown')}" name="${itemField(item.id, 'shown')}" type="checkbox" value="true"${
    checked(itemField(item.id, 'shown'), item.visibleInNavigation) ? raw(' checked') : ''
  }><label for="${domId(item.id, 'shown')}">${w('editor.layout.shown')}</label></div>
</fieldset>
`,
)}
<h2>${w('editor.layout.footer')}</h2>
${layout.footer.items.map((entry) =>
  entry.contentType === 'string'
    ? html`<fieldset>
<legend>${w('editor.layout.footerHeading')}</legend>
${text(entry.id, w('editor.layout.text'), entry.value)}
</fieldset>
`
    : html`<fieldset class="level-1">
<legend lang="${lang}">${entry.link.title}</legend>
${text(entry.id, w('editor.layout.text'), entry.link.title)}
${address(entry.id, linkAddress(entry.link.url))}
</fieldset>
`,
)}
<button type="submit">${w('editor.layout.save')}</button>
</form>
`,
  );
}

/** A footer link's address as the editor writes it. */
export function linkAddress(target: LinkTarget | null): string {
  if (!target) return '';
  if (target.contentType === 'link') return target.url ?? '';
  if (target.contentType === 'string') return target.value ?? '';
  return target.slug ?? '';
}
