/**
 * The rules of the fields more than one form asks for, each written once: the browser checks them
 * (the checkout form, a form-builder form) and every server schema is built on them (schema.ts),
 * so a value one accepts the other cannot refuse.
 */
import type { Rule } from './rules';

/** The longest first or last name (spec 3 "Checkout customer data"). */
export const PERSON_NAME_MAX_LENGTH = 100;

/** An email address (email.ts: internationalised addresses taken; 254 octets at most). */
export const emailRules: readonly Rule[] = [{ rule: 'empty' }, { rule: 'email' }];

/** A first or last name: filled in, at most 100 characters, no markup or template symbols. */
export const personNameRules: readonly Rule[] = [{ rule: 'empty' }, { rule: 'maxLength', value: PERSON_NAME_MAX_LENGTH }, { rule: 'containsForbiddenSymbols' }];
