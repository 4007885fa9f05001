/**
 * The startup's session sync (spec 4 "User"): what it stores after the auth check, and that it never
 * overwrites what the account island stored while the customer call was on its way (the cards).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeCustomer, emptyCustomer, encodeCustomer } from '../../../../src/features/account/customer';
import { mergeSyncedCustomer, syncSession } from '../../../../src/features/account/session-sync';

const KEY = 'userinfo';
const loaded = {
  firstname: 'Aino',
  lastname: 'Virtanen',
  email: 'aino@example.fi',
  emailConfirmation: 'aino@example.fi',
  phone: '+358401234567',
  telephonePrefix: 'FIN|358',
  telephoneNumber: '401234567',
};
const answer = { firstName: 'Aino', lastName: 'Virtanen', emailToken: 'aino@example.fi', phoneNumber: '+358401234567' };
const card = { id: 'c1', brand: 'Visa', last4: '4242', expiry: '08/29', name: 'Aino', isDefault: true };

/** A browser-like global scope: a storage map, storage events, and a fetch the test answers. */
function browser(onCustomerCall: (storage: Map<string, string>) => void = () => undefined) {
  const storage = new Map<string, string>();
  const events: string[] = [];
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => void storage.set(k, v),
  });
  vi.stubGlobal(
    'StorageEvent',
    class extends Event {
      key: string;
      constructor(type: string, init: { key: string }) {
        super(type);
        this.key = init.key;
      }
    },
  );
  vi.stubGlobal('window', { dispatchEvent: (e: Event & { key?: string }) => events.push(`${e.type}:${e.key}`) });
  vi.stubGlobal('fetch', async (path: string) => {
    expect(path).toBe('/proxy/customer');
    onCustomerCall(storage);
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return { storage, events, stored: () => decodeCustomer(storage.get(KEY) ?? null) };
}

afterEach(() => vi.unstubAllGlobals());

describe('the synced customer', () => {
  it('keeps the cards and consents of the same logged-in customer', () => {
    const stored = { ...emptyCustomer(), ...loaded, email: 'AINO@example.fi', cards: [card], marketing: ['email'], loggedIn: true };
    expect(mergeSyncedCustomer(stored, loaded)).toEqual({ ...loaded, cards: [card], marketing: ['email'], loggedIn: true });
  });

  it('drops them for another customer, or when nobody was logged in', () => {
    const other = { ...emptyCustomer(), ...loaded, email: 'mikko@example.fi', cards: [card], marketing: ['sms'], loggedIn: true };
    expect(mergeSyncedCustomer(other, loaded)).toEqual({ ...loaded, cards: [], marketing: [], loggedIn: true });
    const loggedOut = { ...other, email: loaded.email, loggedIn: false };
    expect(mergeSyncedCustomer(loggedOut, loaded).cards).toEqual([]);
  });
});

describe('syncSession', () => {
  it('stores the customer when authorized, and tells this tab', async () => {
    const b = browser();
    const result = await syncSession('fi-FI', true);
    expect(result).toEqual({ ...loaded, cards: [], marketing: [], loggedIn: true });
    expect(b.stored()).toEqual(result);
    expect(b.events).toEqual([`storage:${KEY}`]);
  });

  it('resets the stored customer without a session', async () => {
    const b = browser();
    b.storage.set(KEY, encodeCustomer({ ...emptyCustomer(), ...loaded, loggedIn: true }));
    expect(await syncSession('fi-FI', false)).toEqual(emptyCustomer());
    expect(b.stored()).toEqual(emptyCustomer());
  });

  it('keeps cards the account island stored while the customer call was on its way', async () => {
    const b = browser((storage) => {
      // the island's customer and cards calls finish first
      storage.set(KEY, encodeCustomer({ ...emptyCustomer(), ...loaded, cards: [card], loggedIn: true }));
    });
    await syncSession('fi-FI', true);
    expect(b.stored().cards).toEqual([card]);
  });
});
