/**
 * The form-builder block (contentType 'formBuilder'): a form the CMS describes — its fields, their
 * types and the validation rules of spec 5 with their bounds. The site renders it, checks it in the
 * browser, and checks every submission again on the server against this same definition.
 */
import { z } from 'zod';
import { ruleNames } from '../../lib/validation/rules';

export const fieldTypes = ['text', 'email', 'phone', 'number', 'date', 'select', 'textarea', 'checkboxGroup'] as const;
export type FieldType = (typeof fieldTypes)[number];

export const formRuleSchema = z.object({
  rule: z.enum(ruleNames),
  value: z.union([z.string().max(200), z.number().finite()]).optional(),
  /** the other field of a 'matches' rule */
  field: z.string().max(40).optional(),
});

export const formFieldSchema = z.object({
  name: z.string().regex(/^[a-zA-Z][a-zA-Z0-9_]{0,39}$/, 'a field name is a letter and up to 39 letters, digits or _'),
  type: z.enum(fieldTypes),
  label: z.string().min(1).max(200),
  help: z.string().max(500).default(''),
  required: z.boolean().default(false),
  /** choices of select and checkbox-group fields */
  options: z
    .array(z.object({ value: z.string().min(1).max(100), label: z.string().min(1).max(200) }))
    .max(100)
    .default([]),
  rules: z.array(formRuleSchema).max(20).default([]),
});
export type FormField = z.infer<typeof formFieldSchema>;

export const formBuilderBlockSchema = z.object({
  id: z.string(),
  contentType: z.literal('formBuilder'),
  /** names the form in submissions; unique on its page */
  formId: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/),
  title: z.string().max(200).default(''),
  description: z.string().max(1000).default(''),
  submitLabel: z.string().max(100).default(''),
  successMessage: z.string().max(500).default(''),
  fields: z.array(formFieldSchema).min(1).max(40),
});
export type FormBuilderBlock = z.infer<typeof formBuilderBlockSchema>;
