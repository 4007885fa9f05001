/**
 * The window event that carries the cart's item count after every change, from the cart session
 * (src/features/checkout/cart-session.ts) to the header's count (./shell.ts, which writes the name
 * out to stay one small file; a unit test holds the two together).
 */
export const CART_AMOUNTS_EVENT = 'cart:amounts';
