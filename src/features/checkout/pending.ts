/**
 * The checkout attempt in progress, kept in session storage so that a double click, a reload or a
 * retry after a failed payment sends the same idempotency key — the order backend then answers
 * the order it already made instead of making a second one.
 */

export const PENDING_KEY = 'checkout';

export interface PendingCheckout {
  key: string;
  fingerprint: string;
  orderId: string | null;
}

type KeyStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function read(storage: KeyStorage): PendingCheckout | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(PENDING_KEY) ?? 'null');
    const v = value as Partial<PendingCheckout> | null;
    if (!v || typeof v.key !== 'string' || !/^[A-Za-z0-9_-]{16,64}$/.test(v.key) || typeof v.fingerprint !== 'string') return null;
    return { key: v.key, fingerprint: v.fingerprint, orderId: typeof v.orderId === 'string' ? v.orderId : null };
  } catch {
    return null;
  }
}

/** A new random key (URL-safe, 32 characters). */
export function newIdempotencyKey(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  const bytes = random(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The key for an attempt: the stored one while the attempt is the same, else a new one (stored). */
export function keyFor(fingerprint: string, storage: KeyStorage, makeKey: () => string = () => newIdempotencyKey()): string {
  const pending = read(storage);
  if (pending && pending.fingerprint === fingerprint) return pending.key;
  const key = makeKey();
  storage.setItem(PENDING_KEY, JSON.stringify({ key, fingerprint, orderId: null } satisfies PendingCheckout));
  return key;
}

/** Remembers the order made for the pending attempt. */
export function rememberOrder(orderId: string, storage: KeyStorage): void {
  const pending = read(storage);
  if (pending) storage.setItem(PENDING_KEY, JSON.stringify({ ...pending, orderId }));
}

export function pendingCheckout(storage: KeyStorage): PendingCheckout | null {
  return read(storage);
}

export function clearPending(storage: KeyStorage): void {
  storage.removeItem(PENDING_KEY);
}
