/**
 * Verification-code preparation (spec 5): spaces removed; the provider's fixed prefix and a hyphen
 * put in front unless the code already starts with that prefix followed by digits (case-insensitive,
 * with or without the hyphen); then upper-cased. E.g. ' 12 34 ' → 'NE-1234', 'ne-1234' → 'NE-1234'.
 */

/** The provider's fixed code prefix. */
export const VERIFICATION_CODE_PREFIX = 'NE';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function prepareVerificationCode(input: string, prefix: string = VERIFICATION_CODE_PREFIX): string {
  const code = input.replace(/\s+/g, '');
  const prefixed = new RegExp(`^${escapeRegExp(prefix)}-?\\d`, 'i').test(code);
  return (prefixed ? code : `${prefix}-${code}`).toUpperCase();
}
