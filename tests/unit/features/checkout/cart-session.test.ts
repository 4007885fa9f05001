import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { loadCustomer, resetCustomer } from '../../../../src/features/account/stores';
import { cartCustomerEmail } from '../../../../src/features/checkout/cart-session';
import { updateCustomer, $checkoutCustomer } from '../../../../src/features/checkout/stores';
import { emptyCheckoutCustomer } from '../../../../src/features/checkout/checkout';

const aino = {
  firstname: 'Aino',
  lastname: 'Virtanen',
  email: ' Aino.Virtanen@Example.FI ',
  emailConfirmation: 'aino.virtanen@example.fi',
  phone: '+358401234567',
  telephonePrefix: 'FI|358',
  telephoneNumber: '401234567',
};

beforeAll(() => useTestStorageEngine());
afterEach(() => {
  resetCustomer();
  $checkoutCustomer.set(emptyCheckoutCustomer());
  cleanTestStorage();
});

describe("the cart validation's customer address (spec 6)", () => {
  it("is the logged-in customer's, before anything typed in the checkout", () => {
    updateCustomer({ email: 'typed@example.fi' });
    loadCustomer(aino);
    // trimmed, the domain in lower case (its normal form)
    expect(cartCustomerEmail()).toBe('Aino.Virtanen@example.fi');
  });

  it("is the checkout's for a guest, in its normal form, and none when it is not an address", () => {
    expect(cartCustomerEmail()).toBeNull();
    updateCustomer({ email: '  guest@example.se ' });
    expect(cartCustomerEmail()).toBe('guest@example.se');
    updateCustomer({ email: 'not an address' });
    expect(cartCustomerEmail()).toBeNull();
  });

  it("falls back to the checkout's when the logged-in customer's stored address is not one", () => {
    loadCustomer({ ...aino, email: 'broken' });
    updateCustomer({ email: 'guest@example.no' });
    expect(cartCustomerEmail()).toBe('guest@example.no');
  });
});
