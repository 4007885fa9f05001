/**
 * Which orders this visitor placed: a sealed, HttpOnly cookie (src/server/security/seal.ts) set by
 * `POST /proxy/order` with the ids of the visitor's latest orders. `POST /proxy/complete` reads and
 * completes only those (spec 7.2), so knowing an order's id is not enough to read someone's paid
 * order, and an order that is not the visitor's answers as an unknown one does (404), whatever its
 * state, without asking the order service.
 */
import type { IncomingMessage } from 'node:http';
import { cookieName, parseCookies, serializeCookie } from '../../../lib/http/cookies';
import { deriveKey, seal, unseal } from '../../security/seal';

/** How long a placed order stays the visitor's to complete: a payment left and finished in a day. */
export const PLACED_ORDER_MAX_AGE_S = 24 * 60 * 60;
/** Orders remembered at most (the latest); a visitor places one at a time. */
export const PLACED_ORDERS_MAX = 10;

export interface PlacedOrders {
  /** whether the request's visitor placed this order */
  has(req: IncomingMessage, orderId: string, now?: number): boolean;
  /** the Set-Cookie value that adds an order to the visitor's own */
  add(req: IncomingMessage, orderId: string, now?: number): string;
}

export function placedOrders(options: { secret: string; secure: boolean }): PlacedOrders {
  const key = deriveKey(options.secret, 'orders');
  const name = cookieName('ne_orders', options.secure);
  const read = (req: IncomingMessage, now: number): string[] => {
    const value = unseal(parseCookies(req.headers.cookie)[name], key, 'orders', now);
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  };
  return {
    has: (req, orderId, now = Date.now() / 1000) => read(req, now).includes(orderId),
    add(req, orderId, now = Date.now() / 1000) {
      const ids = [...read(req, now).filter((id) => id !== orderId), orderId].slice(-PLACED_ORDERS_MAX);
      // Lax: the visitor comes back from the payment page by a top-level navigation
      return serializeCookie(name, seal(ids, key, 'orders', now + PLACED_ORDER_MAX_AGE_S), {
        maxAge: PLACED_ORDER_MAX_AGE_S,
        secure: options.secure,
        sameSite: 'Lax',
      });
    },
  };
}
