/**
 * The totals of the last validation (spec 9: display only), shown by the cart modal and the
 * checkout. In the cart modal, between a change and the order backend's answer for it (stores.ts
 * $cartSettled), they are the totals before the change: `pending` says so (aria-busy, WAI-ARIA 1.2)
 * and draws the amounts muted until the answer comes.
 */
import { formatPrice } from '../../lib/money/format';
import type { LocaleCode } from '../../config/locales';
import type { Cart } from '../../cms/commerce';

type TotalsKey = 'cart.discount' | 'cart.totalWithoutTax' | 'cart.tax' | 'cart.total';

interface Props {
  cart: Pick<Cart, 'totals' | 'discountCode'>;
  locale: LocaleCode;
  /** the currency the totals are in (cart.ts cartCurrency) */
  currency: string;
  strings: Record<TotalsKey, string>;
  /** name the discount code beside the discount */
  showCode?: boolean;
  /** `data-cart-total` or `data-checkout-total` on the total, for the page's own tests */
  totalMarker: 'data-cart-total' | 'data-checkout-total';
  /** the totals are not yet the backend's answer for the cart as it is now */
  pending?: boolean;
}

export function CartTotals({ cart, locale, currency, strings: s, showCode = false, totalMarker, pending = false }: Props) {
  const { totals, discountCode } = cart;
  const price = (amount: number) => formatPrice(amount, locale, { currency });
  return (
    <dl className="cart-totals" aria-busy={pending || undefined}>
      {totals.discount > 0 && (
        <div>
          <dt>{showCode && discountCode ? `${s['cart.discount']} (${discountCode})` : s['cart.discount']}</dt>
          <dd>−{price(totals.discount)}</dd>
        </div>
      )}
      <div>
        <dt>{s['cart.totalWithoutTax']}</dt>
        <dd>{price(totals.totalWithoutTax)}</dd>
      </div>
      <div>
        <dt>{s['cart.tax']}</dt>
        <dd>{price(totals.taxAmount)}</dd>
      </div>
      <div className="cart-totals__total">
        <dt>{s['cart.total']}</dt>
        <dd {...{ [totalMarker]: '' }}>{price(totals.totalWithTax)}</dd>
      </div>
    </dl>
  );
}
