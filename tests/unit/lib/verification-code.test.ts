import { describe, expect, it } from 'vitest';
import { prepareVerificationCode, VERIFICATION_CODE_PREFIX } from '../../../src/lib/verification-code';

describe('verification code preparation (spec 5)', () => {
  it('removes spaces, adds the prefix and a hyphen, upper-cases', () => {
    expect(prepareVerificationCode(' 12 34 ab ')).toBe(`${VERIFICATION_CODE_PREFIX}-1234AB`);
    expect(prepareVerificationCode('abc', 'WASH')).toBe('WASH-ABC');
  });

  it('keeps a code that already starts with the prefix followed by digits (any case, hyphen or not)', () => {
    expect(prepareVerificationCode('wash-1234', 'WASH')).toBe('WASH-1234');
    expect(prepareVerificationCode('Wash 12 34', 'WASH')).toBe('WASH1234');
    expect(prepareVerificationCode('WASH-12', 'WASH')).toBe('WASH-12');
  });

  it('a prefix not followed by digits is not the prefix', () => {
    expect(prepareVerificationCode('washer', 'WASH')).toBe('WASH-WASHER');
    expect(prepareVerificationCode('wash-ab', 'WASH')).toBe('WASH-WASH-AB');
  });

  it('treats the prefix literally', () => {
    expect(prepareVerificationCode('X1', 'A.B')).toBe('A.B-X1');
    expect(prepareVerificationCode('a.b-1', 'A.B')).toBe('A.B-1');
  });
});
