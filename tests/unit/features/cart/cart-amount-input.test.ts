import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT } from '../../../../src/cms/commerce';
import { readAmountInput } from '../../../../src/features/cart/amount-input';

describe('an amount typed into the cart', () => {
  it('takes 1..MAX_AMOUNT as typed, brings anything beyond to the nearest bound and says so', () => {
    expect(readAmountInput('3')).toEqual({ amount: 3, outOfRange: false });
    expect(readAmountInput(' 99 ')).toEqual({ amount: 99, outOfRange: false });
    expect(readAmountInput('0')).toEqual({ amount: 1, outOfRange: true });
    expect(readAmountInput('999')).toEqual({ amount: MAX_AMOUNT, outOfRange: true });
    expect(readAmountInput('-4')).toEqual({ amount: 1, outOfRange: true });
    for (const text of ['', ' ', '1.5', 'e', '1e3', '+']) expect(readAmountInput(text), text).toBeNull();
  });

  it('for any whole number: the amount is the number clamped to 1..MAX_AMOUNT, flagged exactly when clamped', () => {
    fc.assert(
      fc.property(fc.integer({ min: -99_999, max: 999_999 }), (n) => {
        const clamped = Math.min(MAX_AMOUNT, Math.max(1, n));
        expect(readAmountInput(String(n))).toEqual({ amount: clamped, outOfRange: clamped !== n });
      }),
    );
  });
});
