/**
 * A form field of the editor's page with its label, its hint and its message: a field a post was
 * refused for is marked invalid and described by the message first, then by its hint (WCAG 3.3.1,
 * 3.3.3), the message standing right below it.
 */
import { html, raw, type Html } from '../html';

interface FieldOptions {
  id: string;
  name?: string;
  label: string;
  value: string;
  /** why the post was refused at this field */
  error?: string | undefined;
  hint?: string | Html | undefined;
  /** a hint several fields share, shown once elsewhere on the page */
  hintId?: string;
  required?: boolean;
  maxlength?: number;
  /** the language of the content typed (a page's title is in its market's language) */
  lang?: string;
  /** an address (a path or URL): never translated, spelled as typed */
  plain?: boolean;
}

function describedBy(o: FieldOptions): Html {
  const ids = [o.error ? `${o.id}-error` : '', o.hint ? `${o.id}-hint` : '', o.hintId ?? ''].filter(Boolean).join(' ');
  return html`${o.error ? raw(' aria-invalid="true"') : ''}${ids ? html` aria-describedby="${ids}"` : ''}`;
}

function after(o: FieldOptions): Html {
  return html`${o.error ? html`<p id="${o.id}-error" class="field-error">${o.error}</p>` : ''}${o.hint ? html`<p id="${o.id}-hint" class="hint">${o.hint}</p>` : ''}`;
}

const common = (o: FieldOptions): Html =>
  html`id="${o.id}" name="${o.name ?? o.id}"${o.lang ? html` lang="${o.lang}"` : ''}${o.required ? raw(' required') : ''}${o.maxlength ? html` maxlength="${o.maxlength}"` : ''}${
    o.plain ? raw(' spellcheck="false" autocapitalize="off"') : ''
  }${describedBy(o)}`;

export function textField(o: FieldOptions): Html {
  return html`<label for="${o.id}">${o.label}</label>
<input ${common(o)} type="text" value="${o.value}">
${after(o)}`;
}

export function textArea(o: FieldOptions & { rows?: number }): Html {
  return html`<label for="${o.id}">${o.label}</label>
<textarea ${common(o)} rows="${o.rows ?? 4}">${o.value}</textarea>
${after(o)}`;
}

export function checkbox(o: Omit<FieldOptions, 'value'> & { checked: boolean }): Html {
  return html`<div class="check"><input id="${o.id}" name="${o.name ?? o.id}" type="checkbox" value="true"${o.checked ? raw(' checked') : ''}${describedBy({ ...o, value: '' })}><label for="${o.id}">${o.label}</label></div>
${after({ ...o, value: '' })}`;
}
