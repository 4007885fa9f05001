/**
 * The cart's part of the page shell's script (PageShell.astro; markup in CommerceShell.astro): the
 * stored cart's count on the header button, kept in step with other tabs and the cart islands, and
 * the cart islands loaded on the first interaction with the cart button or a product widget (on
 * intent: hover or keyboard focus starts the download). No React, no stores.
 */
import { paintCartCount, storedCartAmounts } from './count';

type Islands = typeof import('./islands');

/** Runs once per page load. */
export function startCommerceShell(): void {
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
  // once the cart islands run (src/features/cart/islands.tsx), they announce every change
  addEventListener('cart:amounts', (event) => paintCartCount(Number((event as CustomEvent<number>).detail) || 0));
  for (const button of document.querySelectorAll('[data-cart-open]')) {
    button.setAttribute('role', 'button');
    button.setAttribute('aria-haspopup', 'dialog');
  }

  let islands: Promise<Islands> | undefined;
  const load = (): Promise<Islands> =>
    (islands ??= import('./islands').then((m) => {
      m.mountCommerce();
      return m;
    }));
  const widgetOf = (event: Event): HTMLElement | null =>
    event.target instanceof Element ? event.target.closest<HTMLElement>('[data-cart-open],[data-add-to-cart]') : null;

  document.addEventListener('click', (event) => {
    const widget = widgetOf(event);
    if (!widget) return;
    event.preventDefault();
    void load().then((m) => (widget.hasAttribute('data-cart-open') ? m.openCart() : m.addProductFrom(widget)));
  });
  document.addEventListener('keydown', (event) => {
    // the cart link acts as a button: Space activates it too
    if (event.key === ' ' && event.target instanceof Element && event.target.matches('[data-cart-open]')) {
      event.preventDefault();
      (event.target as HTMLElement).click();
    }
  });
  // intent (hover, keyboard focus) starts the download, so the click finds it ready
  for (const type of ['pointerover', 'focusin']) {
    document.addEventListener(
      type,
      (event) => {
        if (widgetOf(event)) void load();
      },
      { passive: true },
    );
  }
}
