/**
 * The commerce islands, loaded on the first interaction with the cart button or a product widget
 * (./widgets.ts imports this module then): the cart modal and the first-in-cart modal in one React
 * root, with the page's notifications island beside it. Mounting starts the cart session (restored,
 * revalidated and validated through the order backend: src/features/checkout/cart-session.ts).
 */
import { createRoot } from 'react-dom/client';
import { isLocaleCode, type LocaleCode } from '../../config/locales';
import { productSchema } from '../../cms/commerce';
import { CartModal } from '../cart/CartModal';
import { FirstInCartModal } from '../cart/FirstInCartModal';
import type { ShellStrings } from '../cart/strings';
import { addToCart, CART_MODAL } from '../cart/stores';
import { startCartSession } from '../checkout/cart-session';
import { openModal } from '../ui/modal';
import { mountNotifications } from '../ui/notifications-host';

/** Where the shell keeps the islands' configuration (CommerceShell.astro). */
export const COMMERCE_ROOT_ID = 'commerce-root';

let mounted = false;

/** Mounts the commerce islands once per page; later calls do nothing. */
export function mountCommerce(root: HTMLElement | null = document.getElementById(COMMERCE_ROOT_ID)): void {
  if (mounted || !root) return;
  mounted = true;
  const locale: LocaleCode = isLocaleCode(root.dataset.locale) ? root.dataset.locale : 'fi-FI';
  const strings = JSON.parse(root.dataset.strings ?? '{}') as ShellStrings;
  const checkoutHref = root.dataset.checkoutHref ?? '/';

  startCartSession(locale, {
    addedToCart: strings['addToCartNotification.addedToCart'],
    cartValidationFailed: strings['addToCartNotification.cartValidationFailed'],
  });
  mountNotifications();
  createRoot(root).render(
    <>
      <CartModal locale={locale} strings={strings} checkoutHref={checkoutHref} />
      <FirstInCartModal strings={strings} checkoutHref={checkoutHref} />
    </>,
  );
}

/** Opens the cart modal. */
export function openCart(): void {
  openModal(CART_MODAL);
}

/** Adds the product a widget describes (its data-product JSON); a malformed one is ignored. */
export function addProductFrom(widget: HTMLElement): boolean {
  let json: unknown;
  try {
    json = JSON.parse(widget.dataset.product ?? '');
  } catch {
    return false;
  }
  const product = productSchema.safeParse(json);
  if (!product.success) {
    console.warn('[cart] a product widget carries an invalid product', product.error.issues[0]);
    return false;
  }
  return addToCart(product.data);
}
