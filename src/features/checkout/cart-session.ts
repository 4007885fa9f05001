/**
 * The cart's connection to the order backend and the customer, started once per page by whichever
 * needs the cart first (the commerce islands, src/features/commerce/islands.tsx, or the checkout):
 * validation through the order backend's call (spec 7.4) with the customer's address (spec 6),
 * the restored cart revalidated (spec 4), and every change announced to the header's count, which
 * also hears other tabs' changes through storage events once $cart is subscribed.
 */
import type { LocaleCode } from '../../config/locales';
import { normalizeEmail } from '../../lib/validation/email';
import { $customer } from '../account/stores';
import { CART_AMOUNTS_EVENT } from '../cart/events';
import { $cart, configureCart, revalidateRestored, type CartConfig } from '../cart/stores';
import { validateCartCall } from './api';
import { $checkoutCustomer } from './stores';

let started = false;

/** spec 6: the logged-in customer's address, else the checkout's; only an address, in its normal form. */
export function cartCustomerEmail(): string | null {
  const customer = $customer.get();
  const own = customer.loggedIn ? normalizeEmail(customer.email) : null;
  return own ?? normalizeEmail($checkoutCustomer.get().email);
}

/** Starts the cart session once per page; later calls do nothing. */
export function startCartSession(locale: LocaleCode, messages: CartConfig['messages']): void {
  if (started) return;
  started = true;
  configureCart({ messages, validate: (body) => validateCartCall(body, locale), customerEmail: cartCustomerEmail });
  // subscribing mounts the persistent store: it re-reads storage and listens for other tabs
  $cart.subscribe((cart) => dispatchEvent(new CustomEvent(CART_AMOUNTS_EVENT, { detail: cart.cartAmounts })));
  void revalidateRestored();
}
