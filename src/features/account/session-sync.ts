/**
 * The auth check's outcome put into the stored customer (spec 4): AUTHORIZED → the customer is
 * loaded and stored; no customer back, or no session → the store is reset. Loaded by the startup
 * script only when there is a session to sync.
 */
import { customerFromAnswer, fetchCustomer } from './api';
import { emptyCustomer, type Customer } from './customer';
import { readStoredCustomer, writeStoredCustomer } from './stored';

export async function syncSession(locale: string, authorized: boolean): Promise<Customer> {
  const stored = readStoredCustomer();
  let next: Customer = emptyCustomer();
  if (authorized) {
    const answer = await fetchCustomer(locale);
    if (answer.ok) next = { ...stored, ...customerFromAnswer(answer.data), cards: stored.loggedIn ? stored.cards : [], loggedIn: true };
  }
  writeStoredCustomer(next);
  return next;
}
