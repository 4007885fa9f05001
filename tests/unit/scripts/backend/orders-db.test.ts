import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IdempotencyConflict, OrderDb, type NewOrder } from '../../../../scripts/backend/server/orders/db';

let dir: string;
let db: OrderDb;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'orders-db-'));
  db = OrderDb.inDir(dir);
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

function order(overrides: Partial<NewOrder> = {}): NewOrder {
  return {
    id: 'NE-AAAAAAAAAA',
    idempotencyKey: 'key-0000000000000001',
    fingerprint: 'f1',
    locale: 'fi-FI',
    email: 'a@example.com',
    customer: { firstname: 'A' },
    lines: [{ code: 'wash-basic', name: 'Peruspesu', quantity: 1, unitPriceCents: 990, taxClass: '25.5' }],
    totals: { discount: 0, taxAmount: 201, totalWithTax: 990, totalWithoutTax: 789 },
    currency: 'EUR',
    discountCode: null,
    paymentMethod: 'card',
    paymentToken: 'token-token-token-token',
    returnUrl: 'http://127.0.0.1:4321/kassa',
    ...overrides,
  };
}

describe('order database', () => {
  it('makes one order per idempotency key, however often it is asked', () => {
    const first = db.createOrReplay(order());
    expect(first.created).toBe(true);
    const again = db.createOrReplay(order({ id: 'NE-BBBBBBBBBB' }));
    expect(again).toMatchObject({ created: false, order: { id: 'NE-AAAAAAAAAA' } });
    expect(db.count()).toBe(1);
  });

  it('refuses the same key for a different request', () => {
    db.createOrReplay(order());
    expect(() => db.createOrReplay(order({ id: 'NE-BBBBBBBBBB', fingerprint: 'other' }))).toThrow(IdempotencyConflict);
    expect(db.count()).toBe(1);
  });

  it('keeps orders across a restart', () => {
    db.createOrReplay(order());
    db.recordPayment('NE-AAAAAAAAAA', 'paid');
    db.close();
    db = OrderDb.inDir(dir);
    expect(db.get('NE-AAAAAAAAAA')).toMatchObject({ status: 'paid', totals: { totalWithTax: 990 } });
  });

  it('keeps the currency an order was priced in', () => {
    db.createOrReplay(order({ locale: 'sv-SE', currency: 'SEK', totals: { discount: 0, taxAmount: 2380, totalWithTax: 11900, totalWithoutTax: 9520 } }));
    expect(db.get('NE-AAAAAAAAAA')).toMatchObject({ currency: 'SEK', totals: { totalWithTax: 11900 } });
  });

  it('reads orders kept before orders named their currency as euros (they all were)', () => {
    db.createOrReplay(order());
    // the table as it was: no currency column (the database handle is the class's own)
    db['db'].exec('ALTER TABLE orders DROP COLUMN currency');
    db.close();
    db = OrderDb.inDir(dir);
    expect(db.get('NE-AAAAAAAAAA')).toMatchObject({ currency: 'EUR', totals: { totalWithTax: 990 } });
    db.createOrReplay(order({ id: 'NE-BBBBBBBBBB', idempotencyKey: 'key-0000000000000002', currency: 'NOK' }));
    expect(db.get('NE-BBBBBBBBBB')?.currency).toBe('NOK');
  });

  it('never lets a late failure undo a payment, and completes only paid orders', () => {
    db.createOrReplay(order());
    expect(db.complete('NE-AAAAAAAAAA')?.status).toBe('pending_payment');
    expect(db.recordPayment('NE-AAAAAAAAAA', 'failed')?.status).toBe('payment_failed');
    expect(db.recordPayment('NE-AAAAAAAAAA', 'paid')?.status).toBe('paid');
    expect(db.recordPayment('NE-AAAAAAAAAA', 'failed')?.status).toBe('paid');
    const done = db.complete('NE-AAAAAAAAAA');
    expect(done?.status).toBe('completed');
    expect(db.complete('NE-AAAAAAAAAA')?.completedAt).toBe(done?.completedAt);
    expect(db.get('NE-XXXXXXXXXX')).toBeUndefined();
  });
});
