/**
 * What an amount typed into the cart's number field means: a whole number from 1 to MAX_AMOUNT is
 * taken as it is; a number outside that range is brought to the nearest bound and the visitor is
 * told the range (0 is not a removal: the remove button is that); anything else (an empty field
 * while retyping) changes nothing yet. Pure.
 */
import { MAX_AMOUNT } from '../../cms/commerce';

type AmountInput = { amount: number; outOfRange: boolean } | null;

export function readAmountInput(text: string): AmountInput {
  const s = text.trim();
  if (!/^-?\d{1,6}$/.test(s)) return null;
  const n = Number(s);
  if (n < 1) return { amount: 1, outOfRange: true };
  if (n > MAX_AMOUNT) return { amount: MAX_AMOUNT, outOfRange: true };
  return { amount: n, outOfRange: false };
}
