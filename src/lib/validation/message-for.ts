/** Turns a rule failure into its message (browser-safe: no string tables, only the templates given). */
import { fill } from '../../i18n/fill';
import type { RuleFailure } from './rules';
import type { MessageRule, ValidationMessages } from './messages';

/** The message for a failure, with {ruleValue} (and its plural choice) filled in; `locale` defaults to the page's language. */
export function messageFor(failure: RuleFailure, messages: ValidationMessages, locale?: string): string {
  const rule: MessageRule = failure.rule === 'phoneWithCountryCode' ? 'phone' : failure.rule;
  const template = messages[rule];
  return failure.ruleValue === undefined ? template : fill(template, { ruleValue: failure.ruleValue }, locale);
}
