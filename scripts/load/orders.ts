/**
 * Orders through the outage: orders placed through the site before the backend stops and after
 * it returns must all be in the order service's database afterwards (design.md: orders are never
 * lost). An order attempted while the backend is down must get a clear 503, not a half-made order.
 */
import { randomBytes } from 'node:crypto';
import { OrderDb } from '../backend/server/orders/db';
import { DEFAULT_TELEPHONE_PREFIX } from '../../src/lib/phone';
import { check, probe, type Check } from './probe';

const ORDERS_PER_SIDE = 5;

function orderBody(label: string, n: number): string {
  const email = `load-${label}-${n}@example.fi`;
  return JSON.stringify({
    idempotencyKey: `load-${label}-${n}-${randomBytes(8).toString('hex')}`,
    items: [{ code: 'wash-basic', quantity: 1 + (n % 3) }],
    customer: {
      email,
      emailConfirmation: email,
      firstname: 'Load',
      lastname: `Test ${n}`,
      telephonePrefix: DEFAULT_TELEPHONE_PREFIX,
      telephoneNumber: '401234567',
      marketing: [],
    },
    sendSms: false,
    paymentMethodType: 'card',
  });
}

export interface Placed {
  ids: string[];
  failures: string[];
}

export async function orderFlow(siteUrl: string, dataDir: string, log: (m: string) => void) {
  const send = (body: string) =>
    probe(`${siteUrl}/proxy/order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', locale: 'fi-FI', origin: siteUrl, 'sec-fetch-site': 'same-origin' },
      body,
    });

  return {
    /** Places a few orders; collects their ids. */
    async place(label: string): Promise<Placed> {
      const out: Placed = { ids: [], failures: [] };
      for (let n = 0; n < ORDERS_PER_SIDE; n++) {
        const res = await send(orderBody(label, n));
        const id = res.status < 300 ? (JSON.parse(res.body) as { orderId?: string }).orderId : undefined;
        if (id) out.ids.push(id);
        else out.failures.push(`${res.status} ${res.body.slice(0, 120)}`);
      }
      log(`[orders] ${label}: ${out.ids.length} placed${out.failures.length ? `, ${out.failures.length} failed` : ''}`);
      return out;
    },
    /** One order while the backend is down: its status. */
    async attempt(): Promise<number> {
      return (await send(orderBody('during', 0))).status;
    },
    /** Every placed order is in the database; the one tried during the outage was refused with 503. */
    async verify(before: Placed, after: Placed, duringStatus: number): Promise<Check[]> {
      const db = OrderDb.inDir(dataDir);
      try {
        const missing = [...before.ids, ...after.ids].filter((id) => !db.get(id));
        return [
          check(
            'orders: placed before and after the outage',
            before.failures.length === 0 && after.failures.length === 0,
            `${before.ids.length} before, ${after.ids.length} after${[...before.failures, ...after.failures].map((f) => `; failed: ${f}`).join('')}`,
          ),
          check(
            'orders: all of them are there afterwards',
            before.ids.length + after.ids.length > 0 && missing.length === 0,
            `${before.ids.length + after.ids.length - missing.length} of ${before.ids.length + after.ids.length} found in the order database${missing.length ? `; missing ${missing.join(', ')}` : ''}`,
          ),
          check('orders: an order tried while the backend is down gets 503', duringStatus === 503, `status ${duringStatus}`),
        ];
      } finally {
        db.close();
      }
    },
  };
}
