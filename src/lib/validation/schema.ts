/**
 * zod schemas built on spec 5's rules (rules.ts), for the servers: a value passes a schema exactly
 * when it passes the browser's check of the same rules. A refusal is an issue carrying the rule
 * and its bound (`params`), so an answer can name each field's failure (`fieldFailures`) for the
 * browser to show beside the field.
 */
import { z, type ZodError } from 'zod';
import { normalizeEmail } from './email';
import { emailRules, personNameRules } from './field-rules';
import { validateValue, type Rule, type RuleFailure } from './rules';

/** A string checked with `rules`, as the browser checks it (untrimmed: maxLength counts what is stored). */
export function ruleSchema(rules: readonly Rule[]) {
  return z.string().superRefine((value, ctx) => {
    const failure = validateValue(rules, value);
    if (failure) ctx.addIssue({ code: z.ZodIssueCode.custom, message: `fails the ${failure.rule} rule`, params: { failure } });
  });
}

/** An email address (field-rules.ts), given on in its normal form (the domain in IDNA form). */
export const emailSchema = ruleSchema(emailRules).transform((value) => normalizeEmail(value) ?? value);

/** A first or last name (field-rules.ts), given on trimmed. */
export const personNameSchema = ruleSchema(personNameRules).transform((value) => value.trim());

function isFailure(value: unknown): value is RuleFailure {
  return typeof value === 'object' && value !== null && typeof (value as { rule?: unknown }).rule === 'string';
}

/**
 * The rule failures of a parse, by field: `fields` maps an issue's path ('customer.email') to the
 * field the browser shows it at ('email'). Issues on other paths, or without a rule, are left out.
 */
export function fieldFailures(error: ZodError, fields: Readonly<Record<string, string>>): Record<string, RuleFailure> {
  const out: Record<string, RuleFailure> = {};
  for (const issue of error.issues) {
    const field = fields[issue.path.join('.')];
    const failure: unknown = issue.code === z.ZodIssueCode.custom ? issue.params?.failure : undefined;
    if (field !== undefined && out[field] === undefined && isFailure(failure)) out[field] = failure;
  }
  return out;
}
