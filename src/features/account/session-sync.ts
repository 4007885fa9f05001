/**
 * The auth check's outcome put into the stored customer (spec 4): AUTHORIZED → the customer is
 * loaded and stored; no customer back, or no session → the store is reset. Loaded by the startup
 * script only when there is a session to sync.
 */
import { customerFromAnswer, fetchCustomer } from './api';
import { emptyCustomer, type Customer } from './customer';
import { readStoredCustomer, writeStoredCustomer } from './stored';

/**
 * The customer to store after a successful customer call. The cards and consents come from their
 * own calls (the account page's island may have stored them while this call was on its way), so
 * they are kept when the stored customer is the same logged-in person, and dropped otherwise.
 */
export function mergeSyncedCustomer(stored: Customer, loaded: Omit<Customer, 'loggedIn' | 'cards' | 'marketing'>): Customer {
  const same = stored.loggedIn && stored.email.toLowerCase() === loaded.email.toLowerCase();
  return {
    ...loaded,
    cards: same ? stored.cards : [],
    marketing: same ? stored.marketing : [],
    loggedIn: true,
  };
}

export async function syncSession(locale: string, authorized: boolean): Promise<Customer> {
  let next: Customer = emptyCustomer();
  if (authorized) {
    const answer = await fetchCustomer(locale);
    // read the stored customer only now: whatever was written while the call was on its way
    // (the account island's cards) must not be overwritten with an older value
    if (answer.ok) next = mergeSyncedCustomer(readStoredCustomer(), customerFromAnswer(answer.data));
  }
  writeStoredCustomer(next);
  return next;
}
