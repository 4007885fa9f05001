/**
 * The messages of spec 5's rules. The templates live in the string tables (keys 'validation.*',
 * all four locales); `validationMessages(locale)` picks them on the server, and islands get the
 * result as a prop and fill it with `messageFor` (so no island imports the tables whole).
 */
import type { LocaleCode } from '../../config/locales';
import { t, type StringKey } from '../../i18n/t';
import type { FailureName } from './rules';

/** The rules that have a message of their own (phoneWithCountryCode reads phone's). */
export type MessageRule = Exclude<FailureName, 'phoneWithCountryCode'>;

/** One template per rule; `{ruleValue}` stands for the rule's bound. */
export type ValidationMessages = Record<MessageRule, string>;

const keys: Record<MessageRule, StringKey> = {
  empty: 'validation.empty',
  // the email rule fails only on a filled-in value (a blank one is the empty rule's): it asks to
  // check the address, not to fill it in (spec 5; README "Where the site differs from the spec")
  email: 'validation.emailInvalid',
  phone: 'validation.phone',
  number: 'validation.number',
  minLength: 'validation.minLength',
  maxLength: 'validation.maxLength',
  minValue: 'validation.minValue',
  maxValue: 'validation.maxValue',
  equals: 'validation.equals',
  matches: 'validation.matches',
  roundTo: 'validation.roundTo',
  maxDecimals: 'validation.maxDecimals',
  containsForbiddenSymbols: 'validation.containsForbiddenSymbols',
  checkedAmount: 'validation.checkedAmount',
  dateFormat: 'validation.dateFormat',
  dateNotReal: 'validation.dateNotReal',
  dateRange: 'validation.dateRange',
};

/** The message templates of a locale, for passing into an island. */
export function validationMessages(locale: LocaleCode): ValidationMessages {
  const out = {} as ValidationMessages;
  // the date message names the same format as the field's hint and placeholder
  const format = t(locale, 'form.dateFormat');
  for (const [rule, key] of Object.entries(keys) as [MessageRule, StringKey][]) out[rule] = t(locale, key, { format });
  return out;
}
