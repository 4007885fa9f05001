/**
 * The cart as kept in local storage under `cart` (spec 4). Whatever is stored is parsed with the
 * cart schema: anything corrupt, truncated or edited out of shape becomes an empty cart and one
 * console warning, never a crash. Prices that parse are still only for display: the next
 * validation replaces them, and orders never carry them.
 */
import { describeZodError } from '../../config/zod-issues';
import { cartSchema, type Cart } from '../../cms/commerce';
import { countAmounts, emptyCart, pricedWithoutAnswer } from './cart';

export const CART_STORAGE_KEY = 'cart';

export function encodeCart(cart: Cart): string {
  return JSON.stringify(cart);
}

/** Reads a stored cart; corrupt input gives an empty cart and a warning (spec: never a crash). */
export function decodeCart(raw: string | null | undefined, warn: (message: string) => void = console.warn): Cart {
  if (raw === null || raw === undefined || raw === '') return emptyCart();
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    warn('[cart] the stored cart is not valid JSON; starting with an empty cart');
    return emptyCart();
  }
  const parsed = cartSchema.safeParse(json);
  if (!parsed.success) {
    warn(`[cart] the stored cart is invalid (${describeZodError(parsed.error, { max: 1 }) || 'unknown shape'}); starting with an empty cart`);
    return emptyCart();
  }
  const codes = new Set<string>();
  for (const item of parsed.data.items) {
    if (codes.has(item.code)) {
      warn(`[cart] the stored cart lists "${item.code}" twice; starting with an empty cart`);
      return emptyCart();
    }
    codes.add(item.code);
  }
  // the count is derived, never trusted from storage; an empty cart needs no answer to be priced
  return { ...parsed.data, cartAmounts: countAmounts(parsed.data.items), priced: parsed.data.priced || pricedWithoutAnswer(parsed.data) };
}
