/**
 * What the form's browser code gets from the page (data attributes written by FormBuilder.astro):
 * the fields' rules, spec 5's message templates and the form's other strings. Types only, shared
 * by the server that writes them and the browser that reads them.
 */
import type { Rule } from '../../lib/validation/rules';
import type { ValidationMessages } from '../../lib/validation/messages';
import type { FieldType } from '../../cms/blocks/form-builder';

export interface ClientField {
  name: string;
  type: FieldType;
  required: boolean;
  options: { value: string }[];
  rules: Rule[];
}

export interface FormStrings {
  sending: string;
  submitFailed: string;
  hasErrors: string;
  datePicker: string;
  datePickerOpen: string;
  previousMonth: string;
  nextMonth: string;
  close: string;
  datePickerHelp: string;
}

export interface ClientFormConfig {
  formId: string;
  /** the page path within the locale */
  path: string;
  locale: string;
  /** BCP 47 tag for month and weekday names */
  intl: string;
  fields: ClientField[];
  messages: ValidationMessages;
  strings: FormStrings;
}
