import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanStores } from 'nanostores';
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { $customer, loadCustomer } from '../../../../src/features/account/stores';
import { emptyCustomer } from '../../../../src/features/account/customer';
import { $cart, addToCart, resetCart } from '../../../../src/features/cart/stores';
import { $checkout, $checkoutCustomer, clearCheckout, setStep, updateCustomer } from '../../../../src/features/checkout/stores';
import { emptyCheckoutCustomer, initialCheckout } from '../../../../src/features/checkout/checkout';
import { premium } from '../cart/cart-fixtures';

/** A Storage stand-in holding what the site and others put in local storage. */
function memoryStorage(entries: Record<string, string>) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

beforeAll(() => useTestStorageEngine());
afterEach(() => {
  resetCart();
  cleanTestStorage();
  cleanStores($cart, $customer, $checkout, $checkoutCustomer);
});

describe('clearing the checkout (spec 4)', () => {
  it('resets the customer data and wipes the customer and the cart from local storage', () => {
    loadCustomer({
      firstname: 'Maija',
      lastname: 'M',
      email: 'maija@example.com',
      emailConfirmation: '',
      phone: '+358401234567',
      telephonePrefix: 'FIN|358',
      telephoneNumber: '401234567',
    });
    addToCart(premium, { silent: true });
    updateCustomer({ email: 'maija@example.com', firstname: 'Maija' });
    setStep(2);
    const local = memoryStorage({ cart: '{"items":[]}', userinfo: '{"firstname":"Maija"}', unrelated: 'kept' });
    const session = memoryStorage({ checkoutCustomer: '{}' });

    clearCheckout({ local, session });

    expect($customer.get()).toEqual(emptyCustomer());
    expect($checkoutCustomer.get()).toEqual(emptyCheckoutCustomer());
    expect($checkout.get()).toEqual(initialCheckout());
    expect($cart.get().items).toEqual([]);
    expect([...local.map.keys()]).toEqual(['unrelated']);
    expect(session.map.has('checkoutCustomer')).toBe(false);
  });
});
