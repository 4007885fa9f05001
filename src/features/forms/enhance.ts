/**
 * The form-builder form in the browser, loaded on its first touch: spec 5's rules checked as the
 * visitor goes (a field is checked when left, and again on each change once it has shown an
 * error), every field on submit with the first wrong one focused, then the form sent as JSON with
 * the locale header. A failure shows the error notice and sends the 'Error Message' event (spec 8).
 * Field values are only ever written with textContent / value, never as markup.
 */
import { messageFor } from '../../lib/validation/message-for';
import type { FieldValue, RuleFailure } from '../../lib/validation/rules';
import { toast } from '../ui/toast';
import { formErrorEvent, pushEvent } from '../third-party/analytics';
import type { ClientField, ClientFormConfig } from './client-config';
import { parseDateInput, toDisplay } from './dates';
import { countryPart, prepareValues, validateField } from './fields';
import type { FormField } from '../../cms/blocks/form-builder';

export interface EnhancedForm {
  /** checks every field; true when all pass */
  validateAll(): boolean;
  /** checks and sends the form */
  submit(): Promise<void>;
}

const enhanced = new WeakMap<HTMLFormElement, EnhancedForm>();

function asFormField(field: ClientField): FormField {
  return { ...field, label: field.name, help: '', options: field.options.map((o) => ({ value: o.value, label: o.value })) };
}

/** The raw values of the form by name: checkbox groups as lists, everything else as text. */
export function collectValues(form: HTMLFormElement, fields: readonly ClientField[]): Record<string, FieldValue> {
  const data = new FormData(form);
  // no field of spec 5 is a file: a value that is not text counts as empty
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  const values: Record<string, FieldValue> = {};
  for (const field of fields) {
    if (field.type === 'checkboxGroup') values[field.name] = data.getAll(field.name).map(String);
    else values[field.name] = text(field.name);
    if (field.type === 'phone') values[countryPart(field.name)] = text(countryPart(field.name));
  }
  return values;
}

export function enhanceForm(form: HTMLFormElement): EnhancedForm {
  const existing = enhanced.get(form);
  if (existing) return existing;
  const config = JSON.parse(form.dataset.formBuilder ?? '{}') as ClientFormConfig;
  const fields = config.fields.map(asFormField);
  const byName = new Map(fields.map((f) => [f.name, f]));
  const showing = new Set<string>();
  const summary = form.querySelector<HTMLElement>('[data-form-summary]');
  const submitButton = form.querySelector<HTMLButtonElement>('[data-form-submit]');
  let sending = false;

  const box = (name: string) => form.querySelector<HTMLElement>(`[data-field="${CSS.escape(name)}"]`);
  const controls = (name: string) => [...(box(name)?.querySelectorAll<HTMLInputElement>('input, select, textarea') ?? [])].filter((c) => c.name === name);
  // a page the server answered a post without script with shows its fields' messages already:
  // those fields are checked again as they change, as if this code had shown them
  for (const field of fields) if (box(field.name)?.querySelector('[data-error]:not([hidden])')) showing.add(field.name);

  function show(name: string, failure: RuleFailure | null): void {
    const container = box(name);
    const error = container?.querySelector<HTMLElement>('[data-error]');
    if (!container || !error) return;
    const message = failure ? messageFor(failure, config.messages, config.locale) : '';
    error.textContent = message;
    error.hidden = !failure;
    if (failure) showing.add(name);
    else showing.delete(name);
    const invalid = failure ? 'true' : 'false';
    if (container.tagName === 'FIELDSET' && byName.get(name)?.type === 'checkboxGroup') container.setAttribute('aria-invalid', invalid);
    for (const control of controls(name)) control.setAttribute('aria-invalid', invalid);
  }

  function check(name: string): RuleFailure | null {
    const field = byName.get(name);
    if (!field) return null;
    const { values } = prepareValues(fields, collectValues(form, config.fields));
    const failure = validateField(field, values[name], values, config.locale);
    show(name, failure);
    return failure;
  }

  const fieldOf = (target: EventTarget | null): string | null => {
    if (!(target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement)) return null;
    const name = target.name.endsWith('_country') ? target.name.slice(0, -'_country'.length) : target.name;
    return byName.has(name) ? name : null;
  };

  // the field a focused element belongs to: its own control, or a button inside its box (a date's
  // picker button), so that leaving the field by that button still checks it (spec 5: a field is
  // checked when left)
  const fieldAt = (target: EventTarget | null): string | null => {
    const name = fieldOf(target) ?? (target instanceof Element ? (target.closest<HTMLElement>('[data-field]')?.dataset.field ?? null) : null);
    return name !== null && byName.has(name) ? name : null;
  };

  // A press of the pointer that takes the focus out of a field (on the next field, a checkbox, the
  // send button) must land where it was pressed: the field's message appearing between the press
  // and the release moves what is under the pointer, and the click is lost. The check of the field
  // left waits until the press has ended (its click included).
  let pressed = false;
  const afterPress: (() => void)[] = [];
  const release = () => {
    pressed = false;
    setTimeout(() => {
      for (const run of afterPress.splice(0)) run();
    }, 0);
  };
  document.addEventListener('pointerdown', () => (pressed = true), true);
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
  // a release the page never saw (outside the window) must not hold checks back: a key ends it too
  document.addEventListener('keydown', () => pressed && release(), true);

  form.addEventListener('focusout', (event) => {
    const name = fieldAt(event.target);
    // leaving a control inside a checkbox group, phone pair or date field for its sibling is not leaving the field
    const next = event.relatedTarget;
    // nor is going into the date's picker: a modal dialog opened by the field's own button, which
    // gives the focus back to that button when it closes
    const inPicker = next instanceof Element && next.closest('dialog.date-picker') !== null;
    if (!name || inPicker || (next instanceof Node && box(name)?.contains(next))) return;
    const leave = () => {
      if (byName.get(name)?.type === 'date') showDateAsHinted(name);
      check(name);
    };
    if (pressed) afterPress.push(leave);
    else leave();
  });

  // a date typed in another accepted form (ISO 2025-02-10 or 1.2.25 where the hint is dd.mm.yyyy,
  // spaces around it) is shown back as the locale's hint writes it once the field is left, so the
  // visitor sees the date that will be sent
  function showDateAsHinted(name: string): void {
    for (const control of controls(name)) {
      const date = parseDateInput(control.value, config.locale);
      const shown = date === null ? null : toDisplay(date, config.locale);
      if (shown !== null && control.value !== shown) control.value = shown;
    }
  }
  for (const type of ['input', 'change']) {
    form.addEventListener(type, (event) => {
      const name = fieldOf(event.target);
      if (!name) return;
      if (showing.has(name)) check(name);
      // the matching field's error follows the field it must match
      for (const other of fields) if (showing.has(other.name) && other.rules.some((r) => r.rule === 'matches' && r.field === name)) check(other.name);
    });
  }

  function validateAll(): boolean {
    const failed = fields.filter((f) => check(f.name) !== null);
    if (summary) {
      summary.textContent = failed.length > 0 ? config.strings.hasErrors : '';
      summary.hidden = failed.length === 0;
    }
    const first = failed[0] ? controls(failed[0].name)[0] : undefined;
    first?.focus();
    return failed.length === 0;
  }

  function fail(): void {
    const message = config.strings.submitFailed;
    toast(message, 'error');
    pushEvent(formErrorEvent(message));
  }

  async function submit(): Promise<void> {
    if (sending || !validateAll()) return;
    sending = true;
    const label = submitButton?.textContent ?? '';
    if (submitButton) {
      submitButton.disabled = true;
      submitButton.setAttribute('aria-busy', 'true');
      submitButton.textContent = config.strings.sending;
    }
    try {
      const res = await fetch(form.action, {
        method: 'POST',
        headers: { 'content-type': 'application/json', locale: config.locale, accept: 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify({ formId: config.formId, path: config.path, values: collectValues(form, config.fields) }),
      });
      if (res.ok) {
        showSent(form);
        return;
      }
      const body = (await res.json().catch(() => null)) as { error?: string; fields?: Record<string, RuleFailure> } | null;
      if (res.status === 400 && body?.error === 'invalid_fields' && body.fields) {
        // the server's own check found what the browser's did not (the rules are the same; the data may not be)
        for (const [name, failure] of Object.entries(body.fields)) show(name, failure);
        if (summary) {
          summary.textContent = config.strings.hasErrors;
          summary.hidden = false;
          summary.focus();
        }
        return;
      }
      console.error(`[forms] submit failed: ${res.status} ${body?.error ?? ''}`);
      fail();
    } catch (error) {
      console.error('[forms] submit failed:', error);
      fail();
    } finally {
      sending = false;
      if (submitButton) {
        submitButton.disabled = false;
        submitButton.removeAttribute('aria-busy');
        submitButton.textContent = label;
      }
    }
  }

  form.dataset.enhanced = 'true';
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void submit();
  });
  const api: EnhancedForm = { validateAll, submit };
  enhanced.set(form, api);
  return api;
}

/** Replaces the form with its thank-you message, and moves focus there. */
function showSent(form: HTMLFormElement): void {
  const sent = form.parentElement?.querySelector<HTMLElement>('[data-form-sent]');
  if (!sent) return;
  form.hidden = true;
  sent.hidden = false;
  sent.focus();
}

/** Opens the date picker of a date field's button. */
export function openPickerFor(button: HTMLButtonElement): void {
  const form = button.closest<HTMLFormElement>('form[data-form-builder]');
  const input = form?.querySelector<HTMLInputElement>(`#${CSS.escape(button.dataset.datePicker ?? '')}`);
  if (!form || !input) return;
  enhanceForm(form);
  const config = JSON.parse(form.dataset.formBuilder ?? '{}') as ClientFormConfig;
  void import('./date-picker').then((m) => m.openDatePicker(input, button, config));
}
