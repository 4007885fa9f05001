import { describe, expect, it } from 'vitest';
import { clearPending, keyFor, newIdempotencyKey, pendingCheckout, rememberOrder } from '../../../../src/features/checkout/pending';
import { decodeDraft, decodePaymentChoice, restorePaymentChoice, savePaymentChoice } from '../../../../src/features/checkout/draft';
import { idempotencyKeySchema } from '../../../../src/features/checkout/schemas';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe('idempotency keys of a checkout attempt', () => {
  it('makes URL-safe keys the order schema accepts', () => {
    const key = newIdempotencyKey();
    expect(idempotencyKeySchema.safeParse(key).success).toBe(true);
    expect(newIdempotencyKey()).not.toBe(key);
  });

  it('reuses the key while the attempt is the same (reload, double click, retry)', () => {
    const storage = memoryStorage();
    const first = keyFor('fingerprint-a', storage);
    expect(keyFor('fingerprint-a', storage)).toBe(first);
    rememberOrder('NE-ABCDEFGHIJ', storage);
    expect(pendingCheckout(storage)).toEqual({ key: first, fingerprint: 'fingerprint-a', orderId: 'NE-ABCDEFGHIJ' });
    expect(keyFor('fingerprint-a', storage)).toBe(first);
  });

  it('takes a new key when the order changed, and after clearing', () => {
    const storage = memoryStorage();
    const first = keyFor('fingerprint-a', storage);
    const second = keyFor('fingerprint-b', storage);
    expect(second).not.toBe(first);
    clearPending(storage);
    expect(pendingCheckout(storage)).toBeNull();
    expect(keyFor('fingerprint-b', storage)).not.toBe(second);
  });

  it('ignores a tampered pending entry', () => {
    const storage = memoryStorage();
    storage.setItem('checkout', JSON.stringify({ key: 'short', fingerprint: 'x' }));
    expect(pendingCheckout(storage)).toBeNull();
    storage.setItem('checkout', '{bad');
    expect(pendingCheckout(storage)).toBeNull();
  });
});

describe('checkout form draft', () => {
  it('reads back what it can and defaults the rest', () => {
    expect(decodeDraft(JSON.stringify({ email: 'a@b.fi', telephonePrefix: 'XX|1', marketing: ['sms', 'fax'], firstname: 5 }))).toMatchObject({
      email: 'a@b.fi',
      telephonePrefix: 'FIN|358',
      marketing: ['sms'],
      firstname: '',
    });
    expect(decodeDraft('{')).toMatchObject({ email: '' });
  });
});

describe('payment choice kept across the payment page', () => {
  it('reads back a saved choice, bank included', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    savePaymentChoice({ paymentMethodType: 'bank', bank: 'op' }, storage);
    expect(restorePaymentChoice(storage)).toEqual({ paymentMethodType: 'bank', bank: 'op' });
    savePaymentChoice({ paymentMethodType: 'mobilepay', bank: null }, storage);
    expect(restorePaymentChoice(storage)).toEqual({ paymentMethodType: 'mobilepay', bank: null });
  });

  it('ignores what it does not know, and gives a bank choice a bank', () => {
    expect(decodePaymentChoice(null)).toBeNull();
    expect(decodePaymentChoice('not json')).toBeNull();
    expect(decodePaymentChoice('{"paymentMethodType":"cash"}')).toBeNull();
    expect(decodePaymentChoice('{"paymentMethodType":"bank","bank":"evil"}')).toEqual({ paymentMethodType: 'bank', bank: 'nordea' });
    expect(decodePaymentChoice('{"paymentMethodType":"card","bank":"op"}')).toEqual({ paymentMethodType: 'card', bank: null });
  });
});
