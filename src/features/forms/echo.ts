/**
 * What a form's page shows when a post without script comes back to it (spec 7.5 and 8): the
 * values the visitor sent, each failed field's message beside its field, or the form's own failure
 * ('Could not submit form, try again later'). The form route hands it to the page render
 * (src/server/render-protocol.ts); FormBuilder.astro renders it (Astro escapes every value).
 */
import type { FieldValue } from '../../lib/validation/rules';

export interface FormEcho {
  formId: string;
  /** as posted, by name (a phone's country part under its own name); only the form's own names */
  values: Record<string, FieldValue>;
  /** each failed field's translated message (spec 5), by field name */
  errors: Record<string, string>;
  /** the form was valid but could not be sent on (spec 8) */
  failed: boolean;
}

/** A posted value as text (a list's first item); '' when there is none. */
export function echoedText(echo: FormEcho | null, name: string): string {
  const value = echo?.values[name];
  return typeof value === 'string' ? value : (value?.[0] ?? '');
}

/** A posted value as a list of choices (a checkbox group's). */
export function echoedChoices(echo: FormEcho | null, name: string): readonly string[] {
  const value = echo?.values[name];
  return value === undefined ? [] : typeof value === 'string' ? [value] : value;
}
