import { describe, expect, it } from 'vitest';
import { addItem, emptyCart, setDiscountCode } from '../../../../src/features/cart/cart';
import { emptyCheckoutCustomer, initialCheckout, paymentReturn, prefillCustomer, type CheckoutCustomerData } from '../../../../src/features/checkout/checkout';
import { validateCustomer } from '../../../../src/features/checkout/customer-fields';
import { orderFingerprint, orderRequest } from '../../../../src/features/checkout/order';
import { orderRequestSchema } from '../../../../src/features/checkout/order-request';
import { messageFor } from '../../../../src/lib/validation';
import { validationMessages } from '../../../../src/lib/validation/messages';
import { premium } from '../cart/cart-fixtures';

const filled: CheckoutCustomerData = {
  email: 'maija@example.com',
  emailConfirmation: 'maija@example.com',
  firstname: 'Maija',
  lastname: 'Meikäläinen',
  telephonePrefix: 'FIN|358',
  telephoneNumber: '040 123 4567',
  marketing: ['email'],
};

describe('checkout state (spec 3, 4)', () => {
  it('starts at step 1 with nothing chosen', () => {
    expect(initialCheckout()).toEqual({ step: 1, sendSms: false, busy: false, orderId: null, paymentMethodType: 'card', bank: null, card: null });
    expect(emptyCheckoutCustomer().telephonePrefix).toBe('FIN|358');
  });
});

describe('customer form validation (spec 5 rules and messages)', () => {
  it('accepts a filled form', () => {
    expect(validateCustomer(filled)).toEqual({});
  });

  it('names each field with its first failure, in every locale', () => {
    const failures = validateCustomer({ ...emptyCheckoutCustomer(), email: 'not-an-email', emailConfirmation: 'x@example.com', lastname: '<b>' });
    expect(Object.keys(failures)).toEqual(['email', 'emailConfirmation', 'firstname', 'lastname', 'telephoneNumber']);
    const en = validationMessages('en-EU');
    // a filled-in address that is not one says what to check (README "Where the site differs from the spec")
    expect(messageFor(failures.email!, en)).toBe('Check the email address: it should look like name@example.com');
    expect(messageFor(failures.emailConfirmation!, en)).toBe('Fields do not match');
    expect(messageFor(failures.firstname!, en)).toBe('Fill in the field');
    expect(messageFor(failures.lastname!, en)).toBe('Field contains forbidden symbols');
    for (const locale of ['fi-FI', 'sv-SE', 'no-NO'] as const) {
      const text = messageFor(failures.firstname!, validationMessages(locale));
      expect(text).not.toBe('');
      expect(text).not.toBe(messageFor(failures.firstname!, en));
    }
  });

  it('checks the phone number by its country’s numbering plan, the prefix chosen being its country', () => {
    expect(validateCustomer({ ...filled, telephoneNumber: '12ab' }).telephoneNumber?.rule).toBe('phone');
    expect(validateCustomer({ ...filled, telephoneNumber: '1234567890123456' }).telephoneNumber).toBeDefined();
    // a number of its country, typed with its code, with 00, with the bare code or nationally
    for (const typed of ['+358 40 123 4567', '00358401234567', '358401234567', '040 123 4567', '040-123-4567']) {
      expect(validateCustomer({ ...filled, telephoneNumber: typed }), typed).toEqual({});
    }
    // too short for a Finnish number; a Finnish mobile is no Swedish one
    expect(validateCustomer({ ...filled, telephoneNumber: '040 123' }).telephoneNumber).toEqual({ rule: 'phone' });
    expect(validateCustomer({ ...filled, telephonePrefix: 'NO|47', telephoneNumber: '040 123 4567' }).telephoneNumber).toEqual({ rule: 'phone' });
    // a valid number of a country the checkout does not serve (spec 9: +358, +47, +46)
    expect(validateCustomer({ ...filled, telephoneNumber: '+49 30 123456' }).telephoneNumber).toEqual({ rule: 'phone' });
  });

  it('compares the confirmation with the address in its normal form: the domain in IDNA form', () => {
    const idn = { ...filled, email: 'åsa@exämple.se', emailConfirmation: 'åsa@xn--exmple-cua.se' };
    expect(validateCustomer(idn)).toEqual({});
    expect(validateCustomer({ ...idn, emailConfirmation: 'åsa@EXÄMPLE.SE' })).toEqual({});
    // the local part is the mailbox's own: its case is kept (RFC 5321)
    expect(validateCustomer({ ...idn, emailConfirmation: 'Åsa@exämple.se' }).emailConfirmation).toEqual({ rule: 'matches', ruleValue: 'email' });
  });
});

describe('prefill from a logged-in customer', () => {
  const customer = {
    loggedIn: true,
    firstname: 'Ola',
    lastname: 'Nordmann',
    email: 'ola@example.no',
    phone: '+4791234567',
    telephonePrefix: '',
    telephoneNumber: '',
    marketing: ['sms', 'post'],
  };

  it('fills empty fields and splits the phone by its prefix', () => {
    expect(prefillCustomer(emptyCheckoutCustomer(), customer)).toEqual({
      email: 'ola@example.no',
      emailConfirmation: 'ola@example.no',
      firstname: 'Ola',
      lastname: 'Nordmann',
      telephonePrefix: 'NO|47',
      telephoneNumber: '91234567',
      marketing: ['sms'],
    });
  });

  it('keeps what the visitor typed, and does nothing for a guest', () => {
    expect(prefillCustomer(filled, customer)).toEqual(filled);
    expect(prefillCustomer(emptyCheckoutCustomer(), { ...customer, loggedIn: false })).toEqual(emptyCheckoutCustomer());
  });
});

describe('order request', () => {
  it('carries codes and quantities, never a price, and passes the site schema', () => {
    let cart = addItem(addItem(emptyCart(), premium).cart, premium).cart;
    cart = { ...setDiscountCode(cart, 'WASH10'), discountValid: true };
    const request = orderRequest(cart, filled, { ...initialCheckout(), paymentMethodType: 'bank', bank: 'op', sendSms: true }, 'key-0123456789abcdef');
    expect(request.items).toEqual([{ code: 'wash-premium', quantity: 2 }]);
    expect(JSON.stringify(request)).not.toMatch(/price/i);
    expect(request.customer.telephoneNumber).toBe('401234567');
    expect(orderRequestSchema.parse(request)).toMatchObject({ discountCode: 'WASH10', bank: 'op', sendSms: true, customer: { phone: '+358401234567' } });
  });

  it('leaves out an invalid discount code and the bank of a card payment', () => {
    const cart = { ...setDiscountCode(addItem(emptyCart(), premium).cart, 'NOPE'), discountValid: false };
    const request = orderRequest(cart, filled, { ...initialCheckout(), bank: 'op' }, 'key-0123456789abcdef');
    expect(request.discountCode).toBeUndefined();
    expect(request.bank).toBeUndefined();
  });

  it('fingerprints the same attempt the same way whatever its key', () => {
    const cart = addItem(emptyCart(), premium).cart;
    const a = orderRequest(cart, filled, initialCheckout(), 'key-aaaaaaaaaaaaaaaa');
    const b = orderRequest(cart, filled, initialCheckout(), 'key-bbbbbbbbbbbbbbbb');
    expect(orderFingerprint(a)).toBe(orderFingerprint(b));
    expect(orderFingerprint(orderRequest(addItem(cart, premium).cart, filled, initialCheckout(), 'k'))).not.toBe(orderFingerprint(a));
  });
});

describe('payment return', () => {
  it('reads the order and the outcome', () => {
    expect(paymentReturn('?order=NE-ABCDEFGHIJ&payment=paid')).toEqual({ orderId: 'NE-ABCDEFGHIJ', outcome: 'paid' });
    expect(paymentReturn('?order=NE-ABCDEFGHIJ&payment=failed')).toEqual({ orderId: 'NE-ABCDEFGHIJ', outcome: 'failed' });
    expect(paymentReturn('?order=<script>&payment=paid')).toBeNull();
    expect(paymentReturn('?order=NE-ABCDEFGHIJ&payment=maybe')).toBeNull();
    expect(paymentReturn('')).toBeNull();
  });
});
