/**
 * The form validation rules of spec 5, pure and shared by the browser (form-builder block, checkout
 * form) and the servers (POST /api/v1/form/submit re-checks every submission; the order schemas
 * are built on these rules with schema.ts). A rule either passes or names itself and its bound;
 * turning that into words is messages.ts's job. Emails are email.ts's, phone numbers
 * phone-number.ts's.
 */
import { normalizeEmail } from './email';
import { phoneInField } from '../phone-number';
import type { FailureName, RuleName } from './rule-names';

export { ruleNames, type FailureName, type RuleName } from './rule-names';

/** A field's value: text for most fields, the checked options for a checkbox group. */
export type FieldValue = string | readonly string[];

/**
 * One rule with its bound. `value` is the {ruleValue} of the message (a length, a bound, the
 * expected value, the rounding step, the symbols; for `phone`, the country a number is read in);
 * `field` names the other field of `matches`, or the country field (a prefix select) of `phone`.
 */
export interface Rule {
  rule: RuleName;
  value?: string | number;
  field?: string;
}

export interface RuleFailure {
  rule: FailureName;
  /** what the message's {ruleValue} shows; absent for rules without a bound */
  ruleValue?: string | number;
}

/** Symbols refused by containsForbiddenSymbols when the rule names none: markup and template syntax. */
export const DEFAULT_FORBIDDEN_SYMBOLS = '<>{}[]\\^`|';

const NUMBER = /^[-+]?\d+(?:[.,]\d+)?$/;

function text(value: FieldValue): string {
  return typeof value === 'string' ? value : value.join(',');
}

/** Whether a value counts as not filled in: blank text, or no option checked. */
export function isBlank(value: FieldValue | undefined): boolean {
  if (value === undefined) return true;
  return typeof value === 'string' ? value.trim() === '' : value.length === 0;
}

/** Parses a number written with a decimal point or comma; NaN when it is not one. */
export function parseNumber(value: string): number {
  const trimmed = value.trim();
  return NUMBER.test(trimmed) ? Number(trimmed.replace(',', '.')) : Number.NaN;
}

function decimalsOf(value: string): number {
  const match = /[.,](\d+)$/.exec(value.trim());
  return match ? match[1]!.length : 0;
}

/** Two values are the same when their text is, or (addresses) when their normal forms are. */
function same(a: string, b: string): boolean {
  if (a === b) return true;
  const email = normalizeEmail(a);
  return email !== null && email === normalizeEmail(b);
}

function numericBound(rule: Rule): number {
  // Stryker disable next-line StringLiteral: no value reads as no number, whether as '' or as any other text that is not one
  const bound = typeof rule.value === 'number' ? rule.value : parseNumber(String(rule.value ?? ''));
  if (!Number.isFinite(bound)) throw new Error(`Rule "${rule.rule}" needs a numeric value`);
  return bound;
}

/** Whether `n` is a whole multiple of `step`, without floating-point noise (0.3 is a multiple of 0.1). */
function isMultiple(n: number, step: number): boolean {
  // Stryker disable next-line EqualityOperator: a step of 0 is a step of 0 at any scale, which the last line takes as any number
  if (step <= 0) return true;
  const scale = 10 ** Math.min(10, Math.max(decimalsOf(String(n)), decimalsOf(String(step))));
  const a = Math.round(n * scale);
  const b = Math.round(step * scale);
  return b === 0 || a % b === 0;
}

/**
 * Checks one rule. Every rule but `empty` and `checkedAmount` passes on a blank value: whether a
 * field must be filled in is the `empty` rule's decision alone.
 */
export function checkRule(rule: Rule, value: FieldValue | undefined, values: Readonly<Record<string, FieldValue | undefined>> = {}): RuleFailure | null {
  const v = value ?? '';
  // Stryker disable next-line ConditionalExpression: a ruleValue left undefined reads as absent (messages.ts, JSON)
  const fail = (ruleValue?: string | number): RuleFailure => (ruleValue === undefined ? { rule: rule.rule } : { rule: rule.rule, ruleValue });
  if (rule.rule === 'empty') return isBlank(v) ? fail() : null;
  if (rule.rule === 'checkedAmount') {
    const wanted = numericBound(rule);
    const checked = typeof v === 'string' ? (v === '' ? 0 : 1) : v.length;
    return checked >= wanted ? null : fail(wanted);
  }
  if (isBlank(v)) return null;
  const s = text(v).trim();
  switch (rule.rule) {
    case 'email':
      return normalizeEmail(s) === null ? fail() : null;
    case 'phone': {
      // the country a number typed without its code is read in: the named field's (a prefix
      // select), else the rule's own; without either the number must carry its code
      const country = rule.field !== undefined ? values[rule.field] : rule.value;
      // Stryker disable next-line ConditionalExpression: phoneInField reads a country that is not text as none; the test is for the type
      return phoneInField(s, typeof country === 'string' ? country : undefined) === null ? fail() : null;
    }
    case 'phoneWithCountryCode':
      return phoneInField(s) === null ? fail() : null;
    case 'number':
      return Number.isFinite(parseNumber(s)) ? null : fail();
    case 'minLength': {
      const bound = numericBound(rule);
      return [...s].length >= bound ? null : fail(bound);
    }
    case 'maxLength': {
      const bound = numericBound(rule);
      // the untrimmed text counts: it is what would be stored
      return [...text(v)].length <= bound ? null : fail(bound);
    }
    case 'minValue': {
      const bound = numericBound(rule);
      const n = parseNumber(s);
      if (!Number.isFinite(n)) return { rule: 'number' };
      return n >= bound ? null : fail(bound);
    }
    case 'maxValue': {
      const bound = numericBound(rule);
      const n = parseNumber(s);
      if (!Number.isFinite(n)) return { rule: 'number' };
      return n <= bound ? null : fail(bound);
    }
    case 'equals': {
      const wanted = String(rule.value ?? '');
      return s === wanted ? null : fail(wanted);
    }
    case 'matches': {
      if (!rule.field) throw new Error('Rule "matches" needs the field to match');
      const other = values[rule.field];
      return other !== undefined && same(text(other).trim(), s) ? null : fail(rule.field);
    }
    case 'roundTo': {
      const step = numericBound(rule);
      const n = parseNumber(s);
      if (!Number.isFinite(n)) return { rule: 'number' };
      return isMultiple(n, step) ? null : fail(step);
    }
    case 'maxDecimals': {
      const bound = numericBound(rule);
      if (!Number.isFinite(parseNumber(s))) return { rule: 'number' };
      return decimalsOf(s) <= bound ? null : fail(bound);
    }
    case 'containsForbiddenSymbols': {
      const symbols = typeof rule.value === 'string' && rule.value !== '' ? rule.value : DEFAULT_FORBIDDEN_SYMBOLS;
      const all = typeof v === 'string' ? v : v.join('');
      return [...all].some((ch) => symbols.includes(ch)) ? fail() : null;
    }
  }
}

/** The first rule a value breaks, in the order given (so `empty` first reads best), or null. */
export function validateValue(
  rules: readonly Rule[],
  value: FieldValue | undefined,
  values: Readonly<Record<string, FieldValue | undefined>> = {},
): RuleFailure | null {
  for (const rule of rules) {
    const failure = checkRule(rule, value, values);
    if (failure) return failure;
  }
  return null;
}

/** A field to validate: its name and its rules. */
export interface FieldRules {
  name: string;
  rules: readonly Rule[];
}

/** Every field's first failure, by field name; an empty object when the form is valid. */
export function validateValues(fields: readonly FieldRules[], values: Readonly<Record<string, FieldValue | undefined>>): Record<string, RuleFailure> {
  const failures: Record<string, RuleFailure> = {};
  for (const field of fields) {
    const failure = validateValue(field.rules, values[field.name], values);
    if (failure) failures[field.name] = failure;
  }
  return failures;
}
