/**
 * The checkout customer form's fields and their rules (spec 3 "Checkout customer data", spec 5),
 * one definition for the browser (the form's messages) and the site server (the order request's
 * schema, schemas.ts): a form the browser lets through is never refused for its customer fields.
 * Email and names are the shared rules of src/lib/validation/field-rules.ts, the same ones the
 * order service checks; the number is read with the prefix chosen beside it (src/lib/phone.ts).
 */
import { emailRules, personNameRules } from '../../lib/validation/field-rules';
import { validateValues, type FieldRules, type RuleFailure } from '../../lib/validation/rules';

/** The customer fields as typed (the prefix is a select's value). */
export interface CustomerValues {
  email: string;
  emailConfirmation: string;
  firstname: string;
  lastname: string;
  telephonePrefix: string;
  telephoneNumber: string;
}

/** The customer form's fields that have rules, in the order the form shows them. */
export const customerFieldRules: readonly FieldRules[] = [
  { name: 'email', rules: emailRules },
  // the confirmation matches the address in its normal form (the domain compared in IDNA form)
  { name: 'emailConfirmation', rules: [...emailRules, { rule: 'matches', field: 'email' }] },
  { name: 'firstname', rules: personNameRules },
  { name: 'lastname', rules: personNameRules },
  { name: 'telephoneNumber', rules: [{ rule: 'empty' }, { rule: 'phone', field: 'telephonePrefix' }] },
];

/** The names of the fields a failure can be shown at. */
export const customerFieldNames: readonly string[] = customerFieldRules.map((f) => f.name);

/** Every field's first failure; empty when the form may go on. */
export function validateCustomer(values: CustomerValues): Record<string, RuleFailure> {
  return validateValues(customerFieldRules, { ...values });
}
