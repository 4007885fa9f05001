/**
 * The cart's part of the page shell's script that runs at load (PageShell.astro; markup in
 * CartButton.astro and CommerceShell.astro): the stored cart's count on the header button, kept in
 * step with other tabs and the cart islands, and the cart button named as the button it becomes.
 * What a click does is src/features/commerce/widgets.ts, loaded on the visitor's first sign of interaction
 * (src/scripts/on-intent.ts). No React, no stores.
 */
import { paintCartCount, storedCartAmounts } from './count';

/** Runs once per page load. */
export function startCartCount(): void {
  const read = (): number => {
    try {
      return storedCartAmounts(localStorage.getItem('cart'));
    } catch {
      return 0;
    }
  };
  paintCartCount(read());
  addEventListener('storage', (event) => {
    if (event.key === 'cart' || event.key === null) paintCartCount(read());
  });
  // once the cart session runs (src/features/checkout/cart-session.ts), it announces every change.
  // The name is ./events.ts's CART_AMOUNTS_EVENT written out: importing it would make that one line
  // a chunk of its own on every page (the bundler shares it with the session's chunk), against the
  // content pages' JS budget; tests/unit/features/cart/cart-shell.test.ts holds the two together
  addEventListener('cart:amounts', (event) => paintCartCount(Number((event as CustomEvent<number>).detail) || 0));
  // with script the link opens the cart modal (./widgets.ts), so it is named as a button from the start
  for (const button of document.querySelectorAll('[data-cart-open]')) {
    button.setAttribute('role', 'button');
    button.setAttribute('aria-haspopup', 'dialog');
  }
}
