/**
 * Orders kept in SQLite (better-sqlite3) in the backend's data folder. Durable before any answer:
 * WAL with synchronous=FULL, so an order acknowledged is on disk and survives a restart or a
 * crash. Idempotent by key: the idempotency key is UNIQUE, and a repeated initialize with the same
 * key and the same request returns the order already made, never a second one.
 */
import Database from 'better-sqlite3';
import { join } from 'node:path';

export type OrderStatus = 'pending_payment' | 'payment_failed' | 'paid' | 'completed';

export interface OrderLine {
  code: string;
  name: string;
  quantity: number;
  unitPriceCents: number;
  taxClass: string;
}

export interface OrderTotalsCents {
  discount: number;
  taxAmount: number;
  totalWithTax: number;
  totalWithoutTax: number;
}

export interface OrderRecord {
  id: string;
  idempotencyKey: string;
  fingerprint: string;
  status: OrderStatus;
  locale: string;
  email: string;
  customer: Record<string, unknown>;
  lines: OrderLine[];
  totals: OrderTotalsCents;
  /** the currency the order was priced in (its locale's market's) */
  currency: string;
  discountCode: string | null;
  paymentMethod: string;
  paymentToken: string;
  returnUrl: string;
  createdAt: string;
  updatedAt: string;
  paidAt: string | null;
  completedAt: string | null;
}

export type NewOrder = Omit<OrderRecord, 'status' | 'createdAt' | 'updatedAt' | 'paidAt' | 'completedAt'>;

interface Row {
  id: string;
  idempotency_key: string;
  fingerprint: string;
  status: OrderStatus;
  locale: string;
  email: string;
  customer_json: string;
  lines_json: string;
  totals_json: string;
  currency: string;
  discount_code: string | null;
  payment_method: string;
  payment_token: string;
  return_url: string;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
  completed_at: string | null;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS orders (
  id TEXT PRIMARY KEY,
  idempotency_key TEXT NOT NULL UNIQUE,
  fingerprint TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending_payment', 'payment_failed', 'paid', 'completed')),
  locale TEXT NOT NULL,
  email TEXT NOT NULL,
  customer_json TEXT NOT NULL,
  lines_json TEXT NOT NULL,
  totals_json TEXT NOT NULL,
  currency TEXT NOT NULL DEFAULT 'EUR',
  discount_code TEXT,
  payment_method TEXT NOT NULL,
  payment_token TEXT NOT NULL,
  return_url TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  paid_at TEXT,
  completed_at TEXT
);
CREATE TABLE IF NOT EXISTS order_events (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id TEXT NOT NULL REFERENCES orders(id),
  kind TEXT NOT NULL,
  at TEXT NOT NULL
);
`;

/** The file's name in the backend's data folder. */
export const ORDERS_FILE = 'orders.sqlite';

/** Same key, different request: the client reused a key for another order. */
export class IdempotencyConflict extends Error {}

function toRecord(row: Row): OrderRecord {
  return {
    id: row.id,
    idempotencyKey: row.idempotency_key,
    fingerprint: row.fingerprint,
    status: row.status,
    locale: row.locale,
    email: row.email,
    customer: JSON.parse(row.customer_json) as Record<string, unknown>,
    lines: JSON.parse(row.lines_json) as OrderLine[],
    totals: JSON.parse(row.totals_json) as OrderTotalsCents,
    currency: row.currency,
    discountCode: row.discount_code,
    paymentMethod: row.payment_method,
    paymentToken: row.payment_token,
    returnUrl: row.return_url,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    paidAt: row.paid_at,
    completedAt: row.completed_at,
  };
}

export class OrderDb {
  private readonly db: Database.Database;

  constructor(file: string) {
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    // FULL: a commit is on disk before the answer leaves, so no acknowledged order is ever lost
    this.db.pragma('synchronous = FULL');
    this.db.pragma('foreign_keys = ON');
    this.db.pragma('busy_timeout = 5000');
    this.db.exec(SCHEMA);
    // a data folder from before orders named their currency: every order then was priced in euros
    const columns = this.db.prepare('PRAGMA table_info(orders)').all() as { name: string }[];
    if (!columns.some((c) => c.name === 'currency')) this.db.exec("ALTER TABLE orders ADD COLUMN currency TEXT NOT NULL DEFAULT 'EUR'");
  }

  static inDir(dataDir: string): OrderDb {
    return new OrderDb(join(dataDir, ORDERS_FILE));
  }

  private event(orderId: string, kind: string, at: string): void {
    this.db.prepare('INSERT INTO order_events (order_id, kind, at) VALUES (?, ?, ?)').run(orderId, kind, at);
  }

  /**
   * Inserts an order, or returns the one already made with the same idempotency key and the same
   * request fingerprint (`created: false`). The same key with another fingerprint is a conflict.
   */
  createOrReplay(order: NewOrder, now = new Date()): { order: OrderRecord; created: boolean } {
    const run = this.db.transaction((): { order: OrderRecord; created: boolean } => {
      const existing = this.db.prepare('SELECT * FROM orders WHERE idempotency_key = ?').get(order.idempotencyKey) as Row | undefined;
      if (existing) {
        if (existing.fingerprint !== order.fingerprint) throw new IdempotencyConflict(order.idempotencyKey);
        return { order: toRecord(existing), created: false };
      }
      const at = now.toISOString();
      this.db
        .prepare(
          `INSERT INTO orders (id, idempotency_key, fingerprint, status, locale, email, customer_json, lines_json, totals_json,
             currency, discount_code, payment_method, payment_token, return_url, created_at, updated_at)
           VALUES (?, ?, ?, 'pending_payment', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          order.id,
          order.idempotencyKey,
          order.fingerprint,
          order.locale,
          order.email,
          JSON.stringify(order.customer),
          JSON.stringify(order.lines),
          JSON.stringify(order.totals),
          order.currency,
          order.discountCode,
          order.paymentMethod,
          order.paymentToken,
          order.returnUrl,
          at,
          at,
        );
      this.event(order.id, 'initialized', at);
      return { order: this.get(order.id)!, created: true };
    });
    return run.immediate();
  }

  get(id: string): OrderRecord | undefined {
    const row = this.db.prepare('SELECT * FROM orders WHERE id = ?').get(id) as Row | undefined;
    return row ? toRecord(row) : undefined;
  }

  /**
   * Records the payment step's outcome. A paid or completed order stays as it is (a replayed or
   * late 'failed' never undoes a payment); a failed one may be paid on a retry.
   */
  recordPayment(id: string, outcome: 'paid' | 'failed', now = new Date()): OrderRecord | undefined {
    const run = this.db.transaction((): OrderRecord | undefined => {
      const order = this.get(id);
      if (!order || order.status === 'paid' || order.status === 'completed') return order;
      const at = now.toISOString();
      if (outcome === 'paid') {
        this.db.prepare("UPDATE orders SET status = 'paid', paid_at = ?, updated_at = ? WHERE id = ?").run(at, at, id);
      } else {
        this.db.prepare("UPDATE orders SET status = 'payment_failed', updated_at = ? WHERE id = ?").run(at, id);
      }
      this.event(id, `payment_${outcome}`, at);
      return this.get(id);
    });
    return run.immediate();
  }

  /** Completes a paid order; a completed one is returned as it is. Other states are returned unchanged. */
  complete(id: string, now = new Date()): OrderRecord | undefined {
    const run = this.db.transaction((): OrderRecord | undefined => {
      const order = this.get(id);
      if (!order || order.status !== 'paid') return order;
      const at = now.toISOString();
      this.db.prepare("UPDATE orders SET status = 'completed', completed_at = ?, updated_at = ? WHERE id = ?").run(at, at, id);
      this.event(id, 'completed', at);
      return this.get(id);
    });
    return run.immediate();
  }

  /** How many orders there are (tests and diagnostics). */
  count(): number {
    return (this.db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n;
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}
