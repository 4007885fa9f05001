/**
 * The cart's rules (spec 4 "Cart"), pure: every function takes a cart and returns a new one. The
 * store (stores.ts) connects them to the UI and to validation. Prices held here are for display
 * only; the order backend's validation answer replaces them and decides every total.
 */
import { MAX_AMOUNT, MAX_ITEMS, type Cart, type CartItem, type Include, type Product, type Totals, type ValidationResponse } from '../../cms/commerce';
import type { ValidationRequest } from '../../cms/commerce-requests';
import { upsellsFor } from './upsell';

export const emptyTotals: Totals = Object.freeze({ discount: 0, taxAmount: 0, totalWithTax: 0, totalWithoutTax: 0 });

/** Spec 4: an empty cart with zeroed totals, what reset gives (the store's resetCart). */
export function emptyCart(): Cart {
  return { items: [], totals: { ...emptyTotals }, discountCode: null, discountValid: null, cartAmounts: 0, priced: true };
}

/** Spec 4: an empty cart's totals are zero, so it is priced with no answer needed. */
export function pricedWithoutAnswer(cart: Pick<Cart, 'items'>): boolean {
  return cart.items.length === 0;
}

/**
 * A cart as a visitor's change left it: its totals are the answer for the cart before the change,
 * so it is unpriced until its validation answers, unless it needs none (empty).
 */
export function changedCart(cart: Cart): Cart {
  return { ...cart, priced: pricedWithoutAnswer(cart) };
}

/** The sum of the items' amounts (spec 3 cartAmounts): what the header's cart button shows. */
export function countAmounts(items: readonly Pick<CartItem, 'amount'>[]): number {
  return items.reduce((sum, item) => sum + item.amount, 0);
}

/** A cart with its items replaced; cartAmounts follows, and an empty cart has zero totals (spec 4). */
function withItems(cart: Cart, items: CartItem[]): Cart {
  const empty = items.length === 0;
  return {
    ...cart,
    items,
    cartAmounts: countAmounts(items),
    totals: empty ? { ...emptyTotals } : cart.totals,
    discountValid: empty ? null : cart.discountValid,
  };
}

/**
 * The currency of the cart's prices and totals: its items' (the backend prices a whole cart in the
 * market of the page that asks), or `fallback` (the page's) for an empty cart.
 */
export function cartCurrency(cart: Pick<Cart, 'items'>, fallback: string): string {
  return cart.items[0]?.attributes.currency ?? fallback;
}

/** What a product puts in the cart: bundles list their members, a single product itself. */
export function includesOf(product: Product): Include[] {
  if (product.bundleMembers.length > 0) {
    return product.bundleMembers.map((m) => ({ sku: m.product.code, amount: m.amount, globalName: m.product.globalName }));
  }
  return [{ sku: product.code, amount: 1, globalName: product.attributes.product_name || product.name }];
}

/** A new cart item for a product (amount 1, upsells shown until declined: spec 3). */
export function itemFromProduct(product: Product): CartItem {
  return {
    code: product.code,
    name: product.name,
    image: product.image?.src ?? product.images[0]?.src ?? null,
    amount: 1,
    price: product.attributes.price,
    includes: includesOf(product),
    attributes: { price: product.attributes.price, tax_class: product.attributes.tax_class, currency: product.attributes.currency },
    showUpsell: true,
    upsells: [],
  };
}

export interface AddResult {
  cart: Cart;
  /** the cart was empty before: spec 4 opens the first-in-cart modal then */
  first: boolean;
  /** false when the cart is full (MAX_ITEMS products, or MAX_AMOUNT of this one) */
  changed: boolean;
}

/** Spec 4: a code already in the cart gets its amount raised by 1; otherwise the item is appended. */
export function addItem(cart: Cart, product: Product): AddResult {
  const first = cart.items.length === 0;
  const existing = cart.items.find((item) => item.code === product.code);
  if (existing) {
    if (existing.amount >= MAX_AMOUNT) return { cart, first, changed: false };
    return { cart: setAmount(cart, product.code, existing.amount + 1), first, changed: true };
  }
  if (cart.items.length >= MAX_ITEMS) return { cart, first, changed: false };
  return { cart: withItems(cart, [...cart.items, itemFromProduct(product)]), first, changed: true };
}

/** Sets an item's amount (clamped to 1..MAX_AMOUNT); 0 or less removes the item. */
export function setAmount(cart: Cart, code: string, amount: number): Cart {
  if (!Number.isFinite(amount)) return cart;
  const wanted = Math.trunc(amount);
  if (wanted <= 0) return removeItem(cart, code);
  const next = Math.min(wanted, MAX_AMOUNT);
  return withItems(
    cart,
    cart.items.map((item) => (item.code === code ? { ...item, amount: next } : item)),
  );
}

/** Raises (or, with a negative step, lowers) an item's amount. */
export function incrementItem(cart: Cart, code: string, step = 1): Cart {
  const item = cart.items.find((i) => i.code === code);
  return item ? setAmount(cart, code, item.amount + step) : cart;
}

/**
 * Deletes a product (spec 4): it leaves the cart and the totals are recomputed — zero when the cart
 * is now empty, otherwise by the next validation.
 */
export function removeItem(cart: Cart, code: string): Cart {
  return withItems(
    cart,
    cart.items.filter((item) => item.code !== code),
  );
}

/** The visitor declined an item's upsell: it is no longer asked for or shown. */
export function declineUpsell(cart: Cart, code: string): Cart {
  return { ...cart, items: cart.items.map((item) => (item.code === code ? { ...item, showUpsell: false, upsells: [] } : item)) };
}

/** Sets (or with '' clears) the discount code; whether it is valid is the backend's answer. */
export function setDiscountCode(cart: Cart, code: string): Cart {
  const trimmed = code.trim();
  return { ...cart, discountCode: trimmed === '' ? null : trimmed.slice(0, 40), discountValid: null };
}

/** The body of the validation call (spec 7.4); null for an empty cart, which needs none. */
export function validationRequest(cart: Cart, customerEmail?: string | null): ValidationRequest | null {
  if (cart.items.length === 0) return null;
  return {
    items: cart.items.map((item) => ({ quantity: item.amount, code: item.code, showUpsell: item.showUpsell })),
    ...(cart.discountCode ? { discountCode: cart.discountCode } : {}),
    ...(customerEmail ? { customerEmail } : {}),
  };
}

/**
 * Applies the backend's validation answer: its totals replace the cart's own, and so do its
 * prices and names where it gives them (otherwise the item keeps its own for display),
 * and upsells follow the rule of spec 4. Null when the answer does not cover the cart (an item
 * missing or its quantity changed): the caller treats that as a failed validation.
 */
export function applyValidation(cart: Cart, response: ValidationResponse): Cart | null {
  const byCode = new Map(response.items.map((entry) => [entry.product.code, entry]));
  if (byCode.size !== cart.items.length) return null;
  const items: CartItem[] = [];
  for (const item of cart.items) {
    const entry = byCode.get(item.code);
    // a quantity the answer does not give is not a mismatch (spec 7.4 does not name it)
    if (!entry || (entry.quantity !== undefined && entry.quantity !== item.amount)) return null;
    const { product } = entry;
    const next: CartItem = {
      ...item,
      name: product.name ?? item.name,
      price: product.attributes?.price ?? item.price,
      attributes: product.attributes
        ? { price: product.attributes.price, tax_class: product.attributes.tax_class, currency: product.attributes.currency }
        : item.attributes,
      includes:
        product.bundleMembers.length > 0
          ? product.bundleMembers.map((m) => ({ sku: m.product.code, amount: m.amount, globalName: m.product.globalName }))
          : item.includes,
    };
    items.push({ ...next, upsells: upsellsFor(next, entry.upsellProducts) });
  }
  return {
    ...cart,
    items,
    cartAmounts: countAmounts(items),
    totals: { ...response.totals },
    discountValid: cart.discountCode ? (response.discountCode?.valid ?? false) : null,
    priced: true,
  };
}
