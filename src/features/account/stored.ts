/**
 * The stored customer read and written without the store module, for the startup script of every
 * page (no nanostores there). A write also tells this tab's `$customer` store, if some island has
 * loaded it, through the same storage event other tabs get.
 */
import { decodeCustomer, encodeCustomer, emptyCustomer, type Customer } from './customer';

const KEY = 'userinfo';

export function readStoredCustomer(): Customer {
  try {
    return decodeCustomer(localStorage.getItem(KEY));
  } catch {
    return emptyCustomer();
  }
}

export function writeStoredCustomer(customer: Customer): void {
  const value = encodeCustomer(customer);
  try {
    if (localStorage.getItem(KEY) === value) return;
    localStorage.setItem(KEY, value);
  } catch {
    return;
  }
  window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: value }));
}
