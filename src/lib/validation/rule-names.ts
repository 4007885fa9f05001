/**
 * The names of spec 5's rules and of the failures there is a message for. Their own module: a page
 * that only reads a failure from an answer (the checkout's calls) need not load the rules' code.
 */

/** The rules of spec 5; each has its own message (phoneWithCountryCode shares phone's). */
export const ruleNames = [
  'empty',
  'email',
  'phone',
  'phoneWithCountryCode',
  'number',
  'minLength',
  'maxLength',
  'minValue',
  'maxValue',
  'equals',
  'matches',
  'roundTo',
  'maxDecimals',
  'containsForbiddenSymbols',
  'checkedAmount',
] as const;
export type RuleName = (typeof ruleNames)[number];

/**
 * What a check can fail with: a rule, or a date field's shape (spec 9's dates): not written as a
 * date at all, or written as one that is not in the calendar (31.02.2025).
 */
export type FailureName = RuleName | 'dateFormat' | 'dateNotReal' | 'dateRange';

/** Whether a value (from an answer) names a failure there is a message for. */
export function isFailureName(value: unknown): value is FailureName {
  return typeof value === 'string' && ([...ruleNames, 'dateFormat', 'dateNotReal', 'dateRange'] as readonly string[]).includes(value);
}
