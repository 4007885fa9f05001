/**
 * Reading a form submission (spec 7.5): JSON from the enhanced form, or a plain form post from a
 * browser without script. Both become the same shape; everything is bounded (field count, value
 * sizes), so no body can make the server do unbounded work.
 */
import { z } from 'zod';
import { localeCodes } from '../../../config/locales';
import { isSitePath } from '../../../i18n/paths';
import type { FormField } from '../../../cms/blocks/form-builder';

const fieldName = z.string().regex(/^[a-zA-Z][a-zA-Z0-9_]{0,39}$/);
const text = z.string().max(10_000);

export const submissionSchema = z
  .object({
    formId: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/),
    /** the page the form is on: its path within the locale */
    path: z.string().min(1).max(1024).refine(isSitePath, 'must be a path of this site'),
    values: z.record(fieldName, z.union([text, z.array(z.string().max(200)).max(100)])).refine((v) => Object.keys(v).length <= 60, 'too many fields'),
  })
  .strict();
export type Submission = z.infer<typeof submissionSchema>;

/** The locale field of a plain form post (it cannot send the locale header). */
export const formLocaleSchema = z.enum(localeCodes);

/** Names a plain form post uses besides the form's own fields. */
export const RESERVED_FIELDS = new Set(['formId', 'path', 'locale']);

/**
 * A urlencoded form post as a submission: repeated names (checkbox groups) become lists, the
 * phone field's country part ('<name>.country') stays a value of its own for the server to join.
 */
export function fromFormPost(params: URLSearchParams): { submission: unknown; locale: string | null } {
  const values: Record<string, string | string[]> = {};
  let count = 0;
  for (const [name, value] of params) {
    if (RESERVED_FIELDS.has(name)) continue;
    if (++count > 500) break;
    const existing = values[name];
    if (existing === undefined) values[name] = value;
    else values[name] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return { submission: { formId: params.get('formId') ?? '', path: params.get('path') ?? '', values }, locale: params.get('locale') };
}

/**
 * A form post's values read with the form's definition: a checkbox group is a list even when one
 * box was ticked (a form post names it once, like any text field).
 */
export function formPostValues(fields: readonly Pick<FormField, 'name' | 'type'>[], values: Submission['values']): Submission['values'] {
  const out = { ...values };
  for (const field of fields) {
    const value = out[field.name];
    if (field.type === 'checkboxGroup' && typeof value === 'string') out[field.name] = [value];
  }
  return out;
}
