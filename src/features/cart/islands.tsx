/**
 * The commerce islands, loaded on the first interaction with the cart button or a product widget
 * (the shell's tiny script imports this module then): the cart modal, the first-in-cart modal and
 * the notifications, in one React root. Mounting also restores the cart and revalidates it (spec
 * 4), wires validation to the order backend, and subscribes to $cart so that another tab's
 * changes arrive through storage events.
 */
import { createRoot } from 'react-dom/client';
import { isLocaleCode, type LocaleCode } from '../../config/locales';
import { $customer } from '../account/stores';
import { $checkoutCustomer } from '../checkout/stores';
import { validateCartCall } from '../checkout/api';
import { normalizeEmail } from '../../lib/validation/email';
import { openModal } from '../ui/modal';
import { Notifications } from '../ui/Notifications';
import { CartModal } from './CartModal';
import { FirstInCartModal } from './FirstInCartModal';
import { productSchema } from '../../cms/commerce';
import type { ShellStrings } from './strings';
import { $cart, addToCart, CART_MODAL, configureCart, revalidateRestored } from './stores';

/** Where the shell keeps the islands' configuration (CommerceShell.astro). */
export const COMMERCE_ROOT_ID = 'commerce-root';
/** The window event carrying cartAmounts after every cart change. */
export const CART_AMOUNTS_EVENT = 'cart:amounts';

let mounted = false;

/** Mounts the commerce islands once per page; later calls do nothing. */
export function mountCommerce(root: HTMLElement | null = document.getElementById(COMMERCE_ROOT_ID)): void {
  if (mounted || !root) return;
  mounted = true;
  const locale: LocaleCode = isLocaleCode(root.dataset.locale) ? root.dataset.locale : 'fi-FI';
  const strings = JSON.parse(root.dataset.strings ?? '{}') as ShellStrings;
  const checkoutHref = root.dataset.checkoutHref ?? '/';

  configureCart({
    messages: { addedToCart: strings['addToCartNotification.addedToCart'], cartValidationFailed: strings['addToCartNotification.cartValidationFailed'] },
    validate: (body) => validateCartCall(body, locale),
    // spec 6: the logged-in customer's address, else the checkout's; only an address (email.ts), in its normal form
    customerEmail: () => {
      const customer = $customer.get();
      const own = customer.loggedIn ? normalizeEmail(customer.email) : null;
      return own ?? normalizeEmail($checkoutCustomer.get().email);
    },
  });
  // subscribing mounts the persistent store: it re-reads storage and listens for other tabs.
  // The header badges belong to the shell's script, told by an event (no shared module, so that
  // script stays a single tiny file).
  $cart.subscribe((cart) => dispatchEvent(new CustomEvent(CART_AMOUNTS_EVENT, { detail: cart.cartAmounts })));
  void revalidateRestored();

  createRoot(root).render(
    <>
      <CartModal locale={locale} strings={strings} checkoutHref={checkoutHref} />
      <FirstInCartModal strings={strings} checkoutHref={checkoutHref} />
      <Notifications label={strings['notifications.label']} dismissLabel={strings['notifications.dismiss']} somethingWentWrong={strings.somethingWentWrong} />
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
