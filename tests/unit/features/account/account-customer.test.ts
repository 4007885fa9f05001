import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanStores } from 'nanostores';
import { cleanTestStorage, getTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent';
import { customerFromAnswer } from '../../../../src/features/account/api';
import { customerLabel, decodeCustomer, emptyCustomer, encodeCustomer } from '../../../../src/features/account/customer';
import { $customer, $loggedIn, CUSTOMER_STORAGE_KEY, loadCustomer, resetCustomer, setCards } from '../../../../src/features/account/stores';
import { storedLabelCustomer } from '../../../../src/features/account/startup';

const aino = {
  firstname: 'Aino',
  lastname: 'Virtanen',
  email: 'aino@example.fi',
  emailConfirmation: 'aino@example.fi',
  phone: '+358401234567',
  telephonePrefix: 'FIN|358',
  telephoneNumber: '401234567',
};
const card = { id: 'c1', brand: 'Visa', last4: '4242', expiry: '08/29', name: 'Aino', isDefault: true };

let unsubscribe: () => void = () => undefined;
beforeAll(() => useTestStorageEngine());
afterEach(() => {
  unsubscribe();
  resetCustomer();
  cleanTestStorage();
  cleanStores($customer, $loggedIn);
});

describe('the customer (spec 3)', () => {
  it('starts logged out with the default phone prefix', () => {
    expect(emptyCustomer()).toEqual({
      firstname: '',
      lastname: '',
      email: '',
      emailConfirmation: '',
      phone: '',
      telephonePrefix: 'FIN|358',
      telephoneNumber: '',
      marketing: [],
      cards: [],
      loggedIn: false,
    });
  });

  it('is labelled by the first name when logged in, else by the login text', () => {
    expect(customerLabel({ ...emptyCustomer(), firstname: 'Aino', loggedIn: true }, 'Log in')).toBe('Aino');
    expect(customerLabel({ ...emptyCustomer(), firstname: 'Aino', loggedIn: false }, 'Log in')).toBe('Log in');
    expect(customerLabel({ ...emptyCustomer(), firstname: '  ', loggedIn: true }, 'Log in')).toBe('Log in');
  });

  it('reads a stored value back, whatever storage holds', () => {
    const full = { ...emptyCustomer(), ...aino, cards: [card], loggedIn: true };
    expect(decodeCustomer(encodeCustomer(full))).toEqual(full);
    expect(decodeCustomer(null)).toEqual(emptyCustomer());
    expect(decodeCustomer('[1,2]')).toEqual(emptyCustomer());
    expect(decodeCustomer('{"loggedIn":"yes","firstname":5,"cards":[{"id":""},{"id":"x"}],"marketing":["sms",3]}')).toEqual({
      ...emptyCustomer(),
      cards: [{ id: 'x', brand: '', last4: '', expiry: '', name: '', isDefault: false }],
      marketing: ['sms'],
    });
    const warn = console.warn;
    console.warn = () => undefined;
    try {
      expect(decodeCustomer('{not json')).toEqual(emptyCustomer());
    } finally {
      console.warn = warn;
    }
  });

  it('the startup label reads only what it needs, and never throws', () => {
    expect(storedLabelCustomer(encodeCustomer({ ...emptyCustomer(), ...aino, loggedIn: true }))).toEqual({ loggedIn: true, firstname: 'Aino' });
    expect(storedLabelCustomer('{oops')).toEqual({ loggedIn: false, firstname: '' });
    expect(storedLabelCustomer(null)).toEqual({ loggedIn: false, firstname: '' });
  });

  it('maps the customer call: email confirmed, phone split by its country prefix (spec 5)', () => {
    expect(customerFromAnswer({ firstName: 'Erik', lastName: 'Johansson', emailToken: 'erik@example.se', phoneNumber: '+46701234567' })).toEqual({
      firstname: 'Erik',
      lastname: 'Johansson',
      email: 'erik@example.se',
      emailConfirmation: 'erik@example.se',
      phone: '+46701234567',
      telephonePrefix: 'SE|46',
      telephoneNumber: '701234567',
    });
    expect(customerFromAnswer({ firstName: 'I', lastName: 'H', emailToken: 'i@h.no', phoneNumber: '+4791234567' }).telephonePrefix).toBe('NO|47');
  });
});

describe('$customer (spec 4 "User")', () => {
  it('loading the customer logs in and persists under userinfo', () => {
    unsubscribe = $customer.subscribe(() => undefined);
    expect($loggedIn.get()).toBe(false);
    loadCustomer(aino);
    expect($customer.get()).toMatchObject({ ...aino, loggedIn: true, cards: [], marketing: [] });
    expect($loggedIn.get()).toBe(true);
    expect(JSON.parse(getTestStorage()[CUSTOMER_STORAGE_KEY]!)).toMatchObject({ firstname: 'Aino', loggedIn: true });
  });

  it('keeps known cards on reload of the same customer; reset logs out and empties everything', () => {
    unsubscribe = $customer.subscribe(() => undefined);
    loadCustomer(aino);
    setCards([card]);
    loadCustomer(aino);
    expect($customer.get().cards).toEqual([card]);
    resetCustomer();
    expect($customer.get()).toEqual(emptyCustomer());
    expect(JSON.parse(getTestStorage()[CUSTOMER_STORAGE_KEY]!)).toEqual(emptyCustomer());
  });

  it('stores cards for the logged-in customer only: an answer after logout is not kept', () => {
    unsubscribe = $customer.subscribe(() => undefined);
    expect(setCards([card])).toBe(false);
    expect($customer.get()).toEqual(emptyCustomer());
    loadCustomer(aino);
    expect(setCards([card])).toBe(true);
    expect($customer.get().cards).toEqual([card]);
    resetCustomer();
    expect(setCards([card])).toBe(false);
    expect($customer.get()).toEqual(emptyCustomer());
    expect(JSON.parse(getTestStorage()[CUSTOMER_STORAGE_KEY]!)).toEqual(emptyCustomer());
  });

  it('follows another tab through storage events, and a corrupt value is logged out', () => {
    unsubscribe = $customer.subscribe(() => undefined);
    setTestStorageKey(CUSTOMER_STORAGE_KEY, encodeCustomer({ ...emptyCustomer(), ...aino, loggedIn: true }));
    expect($customer.get().firstname).toBe('Aino');
    const warn = console.warn;
    console.warn = () => undefined;
    try {
      setTestStorageKey(CUSTOMER_STORAGE_KEY, '{broken');
    } finally {
      console.warn = warn;
    }
    expect($customer.get()).toEqual(emptyCustomer());
  });
});
