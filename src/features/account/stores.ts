/**
 * The account store (spec 3, 4 "User"): `$customer`, persisted in local storage under `userinfo`
 * and kept in step across tabs by storage events. Loading a customer logs in; reset (or a
 * successful logout) logs out. Components and other features read it and call these actions only.
 */
import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import { decodeCustomer, emptyCustomer, encodeCustomer, type Customer, type PaymentCard } from './customer';

export type { Customer, PaymentCard } from './customer';

/** The local-storage key of the customer (spec 4). */
export const CUSTOMER_STORAGE_KEY = 'userinfo';

export const $customer = persistentAtom<Customer>(CUSTOMER_STORAGE_KEY, emptyCustomer(), {
  encode: encodeCustomer,
  decode: decodeCustomer,
});

/** Whether a customer is logged in (spec 4 "User"). */
export const $loggedIn = computed($customer, (c) => c.loggedIn);

/** The fields of a loaded customer (from the customer call); cards come from their own call. */
export type LoadedCustomer = Omit<Customer, 'loggedIn' | 'cards' | 'marketing'> & Partial<Pick<Customer, 'cards' | 'marketing'>>;

/** Stores a loaded customer and sets the user logged in (spec 4). Keeps cards already known. */
export function loadCustomer(customer: LoadedCustomer): void {
  const current = $customer.get();
  $customer.set({
    ...customer,
    marketing: customer.marketing ?? current.marketing,
    cards: customer.cards ?? (current.loggedIn ? current.cards : []),
    loggedIn: true,
  });
}

/**
 * Replaces the stored cards (the cards call) of the logged-in customer. An answer that comes once
 * the customer is logged out (a logout, here or in another tab, while the call was on its way)
 * belongs to a session that has ended: nothing is stored, and false says so.
 */
export function setCards(cards: PaymentCard[]): boolean {
  const current = $customer.get();
  if (!current.loggedIn) return false;
  $customer.set({ ...current, cards });
  return true;
}

/** Resets the user: logged out, every field back to its default (spec 4). */
export function resetCustomer(): void {
  $customer.set(emptyCustomer());
}
