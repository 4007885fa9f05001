import { afterEach, describe, expect, it, vi } from 'vitest';
import { CART_AMOUNTS_EVENT } from '../../../../src/features/cart/events';
import { startCartCount } from '../../../../src/features/cart/shell';

/** A page with one cart badge, its window an EventTarget and its storage holding `stored`. */
function page(stored: string | null) {
  const window = new EventTarget();
  const badge = { textContent: '', hidden: true };
  vi.stubGlobal('addEventListener', window.addEventListener.bind(window));
  vi.stubGlobal('localStorage', { getItem: (key: string) => (key === 'cart' ? stored : null) });
  vi.stubGlobal('document', {
    documentElement: { lang: 'fi' },
    querySelectorAll: (selector: string) => (selector === '[data-cart-count]' ? [badge] : []),
  });
  return { window, badge };
}

afterEach(() => vi.unstubAllGlobals());

describe("the header's cart count (src/features/cart/shell.ts)", () => {
  it('shows the stored count at load, then each count the cart session announces', () => {
    const { window, badge } = page(JSON.stringify({ items: [{ amount: 2 }, { amount: 1 }] }));
    startCartCount();
    expect(badge).toEqual({ textContent: '3', hidden: false });
    // the name the session dispatches (src/features/checkout/cart-session.ts) is the one the shell hears
    window.dispatchEvent(new CustomEvent(CART_AMOUNTS_EVENT, { detail: 5 }));
    expect(badge).toEqual({ textContent: '5', hidden: false });
    window.dispatchEvent(new CustomEvent(CART_AMOUNTS_EVENT, { detail: 0 }));
    expect(badge).toEqual({ textContent: '0', hidden: true });
  });
});
