/**
 * The rules a form-builder field is checked with, in the browser and on the server alike: what its
 * type implies (spec 5: email, phone with country code, number), `empty` when it is required, the
 * CMS's own rules, a length cap so no field takes unbounded text, and the shape checks of choices
 * and dates (a value that is not one of the options is 'Field has an invalid value'). A date is
 * read the way the form's locale types dates (dates.ts), so both take the locale.
 */
import { checkRule, isBlank, type FieldValue, type Rule, type RuleFailure } from '../../lib/validation/rules';
import { PHONE_MAX_LENGTH } from '../../lib/phone-number';
import type { FieldType, FormField } from '../../cms/blocks/form-builder';
import { dateProblem } from './dates';
import { phoneValue } from './countries';

/** The name of a phone field's country part. */
export const countryPart = (name: string): string => `${name}_country`;

/** The longest text a field takes when the CMS sets no maxLength. */
export const DEFAULT_MAX_LENGTH: Record<FieldType, number> = {
  text: 200,
  email: 254,
  phone: PHONE_MAX_LENGTH,
  number: 30,
  date: 10,
  select: 100,
  textarea: 5000,
  checkboxGroup: 100,
};

/**
 * Whether a visitor must fill a field in: marked required, or a checkbox group whose
 * checkedAmount asks for at least one option (its legend then says "required" too).
 */
export function isRequired(field: Pick<FormField, 'type' | 'required' | 'rules'>): boolean {
  if (field.required) return true;
  return field.type === 'checkboxGroup' && field.rules.some((r) => r.rule === 'checkedAmount' && Number(r.value) >= 1);
}

/** Every rule of a field, in the order they are checked. */
export function fieldRules(field: Pick<FormField, 'type' | 'required' | 'rules'>): Rule[] {
  const rules: Rule[] = [];
  // a required checkbox group says what it wants (choose at least one), not "fill in the field"
  if (field.required && field.type === 'checkboxGroup' && !field.rules.some((r) => r.rule === 'checkedAmount')) rules.push({ rule: 'checkedAmount', value: 1 });
  else if (field.required) rules.push({ rule: 'empty' });
  if (field.type === 'email') rules.push({ rule: 'email' });
  if (field.type === 'phone') rules.push({ rule: 'phoneWithCountryCode' });
  if (field.type === 'number') rules.push({ rule: 'number' });
  if (field.type !== 'checkboxGroup' && !field.rules.some((r) => r.rule === 'maxLength')) {
    rules.push({ rule: 'maxLength', value: DEFAULT_MAX_LENGTH[field.type] });
  }
  return [
    ...rules,
    ...field.rules.map(({ rule, value, field: other }) => ({
      rule,
      // Stryker disable next-line ConditionalExpression: a rule's value or field left undefined reads as absent (`??`, typeof, JSON)
      ...(value === undefined ? {} : { value }),
      // Stryker disable next-line ConditionalExpression: as the line above
      ...(other === undefined ? {} : { field: other }),
    })),
  ];
}

/** The shape check of a value: choices must be offered options, a date a real date as `locale` types it. */
export function shapeFailure(field: Pick<FormField, 'type' | 'options'>, value: FieldValue | undefined, locale: string): RuleFailure | null {
  // Stryker disable next-line ConditionalExpression: isBlank takes undefined as blank too; the test is for the type
  if (value === undefined) return null;
  if (isBlank(value)) return null;
  const offered = new Set(field.options.map((o) => o.value));
  switch (field.type) {
    case 'checkboxGroup':
      if (typeof value === 'string') return { rule: 'equals' };
      return value.every((v) => offered.has(v)) && new Set(value).size === value.length ? null : { rule: 'equals' };
    case 'select':
      // Stryker disable next-line ConditionalExpression: a set of option values never has a list, so the type test decides nothing the lookup does not
      return typeof value === 'string' && offered.has(value) ? null : { rule: 'equals' };
    case 'date': {
      // a date of its own kind of wrong: not written as a date, or not in the calendar (31.02.)
      if (typeof value !== 'string') return { rule: 'equals' };
      const problem = dateProblem(value, locale);
      if (problem === null) return null;
      if (problem === 'format') return { rule: 'dateFormat' };
      return { rule: problem === 'range' ? 'dateRange' : 'dateNotReal', ruleValue: value.trim() };
    }
    default:
      return typeof value === 'string' ? null : { rule: 'equals' };
  }
}

/** The first failure of one field of a form in `locale`, or null. */
export function validateField(
  field: FormField,
  raw: FieldValue | undefined,
  values: Readonly<Record<string, FieldValue | undefined>>,
  locale: string,
): RuleFailure | null {
  const rules = fieldRules(field);
  // a date is read trimmed (dates.ts) and sent as ISO, so its length is counted trimmed too: a
  // trailing space is not a character over the limit
  const value = field.type === 'date' && typeof raw === 'string' ? raw.trim() : raw;
  // a blank value passes the shape check, so a required field left blank fails its first rule,
  // 'empty', and is not said to have the wrong shape
  return shapeFailure(field, value, locale) ?? validateRulesSafely(rules, value, values);
}

function validateRulesSafely(
  rules: readonly Rule[],
  value: FieldValue | undefined,
  values: Readonly<Record<string, FieldValue | undefined>>,
): RuleFailure | null {
  for (const rule of rules) {
    try {
      const failure = checkRule(rule, value, values);
      if (failure) return failure;
    } catch {
      // a rule the CMS configured without its bound cannot be checked; it is skipped, not fatal
    }
  }
  return null;
}

/** Every field's first failure by name (a form in `locale`); an empty object when all pass. */
export function validateForm(
  fields: readonly FormField[],
  values: Readonly<Record<string, FieldValue | undefined>>,
  locale: string,
): Record<string, RuleFailure> {
  const failures: Record<string, RuleFailure> = {};
  for (const field of fields) {
    const failure = validateField(field, values[field.name], values, locale);
    if (failure) failures[field.name] = failure;
  }
  return failures;
}

/**
 * The values to check, from what a form sends: each phone field's number read with its country
 * part (E.164 when it is a valid number; countries.ts), and no other name than the form's own
 * fields. Unknown names are listed, not kept.
 */
export function prepareValues(
  fields: readonly FormField[],
  raw: Readonly<Record<string, FieldValue>>,
): { values: Record<string, FieldValue>; unknown: string[] } {
  const values: Record<string, FieldValue> = {};
  const expected = new Set<string>();
  for (const field of fields) {
    expected.add(field.name);
    if (field.type === 'phone') expected.add(countryPart(field.name));
    const value = raw[field.name];
    // Stryker disable next-line ConditionalExpression: a field not sent is left out; kept as undefined it reads as absent all the same (validateForm, JSON)
    if (value === undefined) continue;
    if (field.type === 'phone' && typeof value === 'string') {
      const country = raw[countryPart(field.name)];
      // Stryker disable next-line ConditionalExpression: phoneInField reads a country that is not text as none; the test is for the type
      values[field.name] = phoneValue(typeof country === 'string' ? country : undefined, value);
    } else {
      values[field.name] = value;
    }
  }
  return { values, unknown: Object.keys(raw).filter((name) => !expected.has(name)) };
}
