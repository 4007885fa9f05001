/**
 * The cart store (spec 4 "Cart"): $cart persisted under `cart`, and the actions the islands call.
 * The rules are in cart.ts; this module connects them to storage, to the modal and notification
 * stores, and to validation. Validation runs after every change, debounced; its answer decides
 * prices and totals. A failed validation empties the cart (persisted), shows the notice
 * addToCartNotification.cartValidationFailed and reports false (spec 8).
 *
 * Two tabs stay in step through @nanostores/persistent's storage-event listener, active while
 * anything subscribes to $cart (the islands do). A cart read from storage (restored on load, or
 * written by another tab) makes any validation this tab has on its way stale; one that is not
 * priced yet is priced here when its own tab has not done so in a while (that tab closed before
 * its answer came).
 */
import { computed } from 'nanostores';
import { persistentAtom } from '@nanostores/persistent';
import { openModal } from '../ui/modal';
import { notify } from '../ui/notifications';
import {
  addItem,
  applyValidation,
  changedCart,
  declineUpsell,
  emptyCart,
  incrementItem,
  removeItem,
  setAmount,
  setDiscountCode,
  validationRequest,
} from './cart';
import type { Cart, Product, ValidationResponse } from '../../cms/commerce';
import type { ValidationRequest } from '../../cms/commerce-requests';
import { CART_STORAGE_KEY, decodeCart, encodeCart } from './storage';

/** The name of the modal spec 4 opens when the first item is added. */
export const FIRST_IN_CART_MODAL = 'firstInCart';
/** The cart modal's name. */
export const CART_MODAL = 'cart';

export interface CartConfig {
  /** translated notices (spec 8) */
  messages: { addedToCart: string; cartValidationFailed: string };
  /** the validation call (spec 7.4); throws on any failure */
  validate: (body: ValidationRequest) => Promise<ValidationResponse>;
  /** spec 6: the logged-in customer's email, else the checkout email, else null */
  customerEmail: () => string | null;
  /** quiet time after the last change before validating */
  debounceMs: number;
  /**
   * how long a cart another tab stored unpriced is left to that tab (its debounce and its call)
   * before this one prices it
   */
  otherTabWaitMs: number;
}

let config: CartConfig = {
  messages: { addedToCart: 'Product added to cart', cartValidationFailed: 'Cart update failed' },
  validate: () => Promise.reject(new Error('cart validation is not configured')),
  customerEmail: () => null,
  debounceMs: 300,
  otherTabWaitMs: 1500,
};

// Every change bumps the version; a validation answer for an older version is dropped, as a
// newer validation is already scheduled for the cart as it is now.
let version = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
let scheduled: { promise: Promise<boolean>; resolve: (ok: boolean) => void } | undefined;
/** the wait before this tab prices a cart another tab stored unpriced */
let otherTab: ReturnType<typeof setTimeout> | undefined;

function stopOtherTabWait(): void {
  clearTimeout(otherTab);
  otherTab = undefined;
}

/** A cart read from storage: restored on load, or written by another tab. */
function fromStorage(cart: Cart): Cart {
  version += 1;
  stopOtherTabWait();
  if (!cart.priced)
    otherTab = setTimeout(() => {
      otherTab = undefined;
      if (!$cart.get().priced) void validateCart();
    }, config.otherTabWaitMs);
  return cart;
}

export const $cart = persistentAtom<Cart>(CART_STORAGE_KEY, emptyCart(), {
  encode: encodeCart,
  decode: (raw) => fromStorage(decodeCart(raw)),
});

/**
 * Whether the cart's totals are the order backend's answer for its items as they are now: the
 * stored cart's `priced`, false from a change until the validation of that change has answered
 * (or failed, emptying it). The cart modal says a change once it is settled (./change-news.ts).
 */
export const $cartSettled = computed($cart, (cart) => cart.priced);

/** Sets the cart's collaborators (the islands' bootstrap does, with translated strings). */
export function configureCart(partial: Partial<CartConfig>): void {
  config = { ...config, ...partial, messages: { ...config.messages, ...partial.messages } };
}

function change(next: Cart): void {
  version += 1;
  // this tab's own validation prices it
  stopOtherTabWait();
  $cart.set(changedCart(next));
  void scheduleValidation();
}

/** Validates after the debounce; resolves with the validation's result. */
export function scheduleValidation(): Promise<boolean> {
  if (timer !== undefined) clearTimeout(timer);
  if (!scheduled) {
    let resolve: (ok: boolean) => void = () => undefined;
    const promise = new Promise<boolean>((ok) => (resolve = ok));
    scheduled = { promise, resolve };
  }
  const current = scheduled;
  timer = setTimeout(() => {
    timer = undefined;
    scheduled = undefined;
    void validateCart().then(current.resolve);
  }, config.debounceMs);
  return current.promise;
}

/** Runs a pending debounced validation now (before checkout pays, and in tests). */
export function flushValidation(): Promise<boolean> {
  if (timer === undefined || !scheduled) return validateCart();
  clearTimeout(timer);
  timer = undefined;
  const current = scheduled;
  scheduled = undefined;
  void validateCart().then(current.resolve);
  return current.promise;
}

function fail(): false {
  version += 1;
  $cart.set(emptyCart());
  notify(config.messages.cartValidationFailed, 'error');
  return false;
}

/**
 * Validates the cart with the order backend (spec 7.4) and takes its prices and totals. An empty
 * cart needs no call. Returns false, after emptying the cart and showing the notice, on failure.
 */
export async function validateCart(): Promise<boolean> {
  const cart = $cart.get();
  const body = validationRequest(cart, config.customerEmail());
  // an empty cart is priced: its totals are zero (spec 4)
  if (!body) return true;
  const asked = version;
  let response: ValidationResponse;
  try {
    response = await config.validate(body);
  } catch {
    if (asked !== version) return true;
    return fail();
  }
  if (asked !== version) return true;
  const next = applyValidation($cart.get(), response);
  if (!next) return fail();
  $cart.set(next);
  return true;
}

export interface AddOptions {
  /** add without opening the first-in-cart modal or showing the notice */
  silent?: boolean;
}

/**
 * Adds a product (spec 4): the first item opens the firstInCart modal, later ones show the notice
 * addToCartNotification.addedToCart. False when the cart cannot take it.
 */
export function addToCart(product: Product, options: AddOptions = {}): boolean {
  const result = addItem($cart.get(), product);
  if (!result.changed) return false;
  change(result.cart);
  if (!options.silent) {
    if (result.first) openModal(FIRST_IN_CART_MODAL, { payload: { code: product.code, name: product.name } });
    else notify(config.messages.addedToCart, 'success');
  }
  return true;
}

export function changeAmount(code: string, amount: number): void {
  change(setAmount($cart.get(), code, amount));
}

export function stepAmount(code: string, step: number): void {
  change(incrementItem($cart.get(), code, step));
}

export function deleteProduct(code: string): void {
  change(removeItem($cart.get(), code));
}

export function declineUpsellOf(code: string): void {
  change(declineUpsell($cart.get(), code));
}

export function applyDiscountCode(code: string): Promise<boolean> {
  change(setDiscountCode($cart.get(), code));
  return flushValidation();
}

/** Spec 4: reset empties the cart and zeroes the totals. */
export function resetCart(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  scheduled?.resolve(true);
  scheduled = undefined;
  version += 1;
  stopOtherTabWait();
  $cart.set(emptyCart());
}

/** After a restore from storage, totals are revalidated (spec 4). */
export function revalidateRestored(): Promise<boolean> {
  return $cart.get().items.length > 0 ? validateCart() : Promise.resolve(true);
}
