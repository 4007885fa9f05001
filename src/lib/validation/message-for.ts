/** Turns a rule failure into its message (browser-safe: no string tables, only the templates given). */
import type { RuleFailure } from './rules';
import type { MessageRule, ValidationMessages } from './messages';

/** The message for a failure, with {ruleValue} filled in. */
export function messageFor(failure: RuleFailure, messages: ValidationMessages): string {
  const rule: MessageRule = failure.rule === 'phoneWithCountryCode' ? 'phone' : failure.rule;
  const template = messages[rule];
  return failure.ruleValue === undefined ? template : template.split('{ruleValue}').join(String(failure.ruleValue));
}
