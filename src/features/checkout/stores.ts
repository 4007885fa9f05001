/**
 * The checkout stores (spec 3 "Checkout state", spec 4 "Checkout"): $checkout (step counter from
 * 1, payment choices, busy, the order id) and $checkoutCustomer (the form's customer data). Rules
 * are in checkout.ts; clearing resets both and wipes what the checkout left in storage.
 */
import { atom } from 'nanostores';
import { CUSTOMER_STORAGE_KEY, resetCustomer } from '../account/stores';
import { CART_STORAGE_KEY } from '../cart/storage';
import { resetCart } from '../cart/stores';
import {
  emptyCheckoutCustomer,
  initialCheckout,
  prefillCustomer,
  CHECKOUT_STEPS,
  type CheckoutCustomerData,
  type CheckoutState,
  type KnownCustomer,
} from './checkout';
import { clearPending } from './pending';

/** Session-storage key of the form's draft (draft.ts). */
const DRAFT_STORAGE_KEY = 'checkoutCustomer';
/** Session-storage key of the kept payment choice (draft.ts). */
const PAYMENT_STORAGE_KEY = 'checkoutPayment';

export const $checkout = atom<CheckoutState>(initialCheckout());
export const $checkoutCustomer = atom<CheckoutCustomerData>(emptyCheckoutCustomer());

export function setStep(step: number): void {
  $checkout.set({ ...$checkout.get(), step: Math.min(Math.max(1, Math.trunc(step)), CHECKOUT_STEPS) });
}

export function updateCheckout(partial: Partial<Omit<CheckoutState, 'step'>>): void {
  $checkout.set({ ...$checkout.get(), ...partial });
}

export function updateCustomer(partial: Partial<CheckoutCustomerData>): void {
  $checkoutCustomer.set({ ...$checkoutCustomer.get(), ...partial });
}

/** Fills the form from a logged-in customer (fields already typed stay). */
export function prefillFrom(customer: KnownCustomer): void {
  $checkoutCustomer.set(prefillCustomer($checkoutCustomer.get(), customer));
}

/**
 * Spec 4: clearing resets the customer data and wipes local storage — the site's own keys, the
 * cart (`cart`) and the customer (`userinfo`, spec 4 "Cart") — plus the checkout's session
 * storage (the pending attempt and the form's draft). A logged-in visitor's customer is loaded
 * again by the next page's auth check (spec 4 "User"). Other keys on the same origin (a consent
 * tool's) are not the checkout's to wipe: README "Where the site differs from the spec".
 */
export function clearCheckout(storage: { local?: Pick<Storage, 'removeItem'>; session?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> } = {}): void {
  resetCart();
  resetCustomer();
  $checkout.set(initialCheckout());
  $checkoutCustomer.set(emptyCheckoutCustomer());
  storage.local?.removeItem(CART_STORAGE_KEY);
  storage.local?.removeItem(CUSTOMER_STORAGE_KEY);
  if (storage.session) {
    clearPending(storage.session);
    storage.session.removeItem(DRAFT_STORAGE_KEY);
    storage.session.removeItem(PAYMENT_STORAGE_KEY);
  }
}
