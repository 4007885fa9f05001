/** The totals of the last validation (spec 9: display only), shown by the cart modal and the checkout. */
import { formatPrice } from './money';
import type { Cart } from '../../cms/commerce';

type TotalsKey = 'cart.discount' | 'cart.totalWithoutTax' | 'cart.tax' | 'cart.total';

interface Props {
  cart: Pick<Cart, 'totals' | 'discountCode'>;
  strings: Record<TotalsKey, string>;
  /** name the discount code beside the discount */
  showCode?: boolean;
  /** `data-cart-total` or `data-checkout-total` on the total, for the page's own tests */
  totalMarker: 'data-cart-total' | 'data-checkout-total';
}

export function CartTotals({ cart, strings: s, showCode = false, totalMarker }: Props) {
  const { totals, discountCode } = cart;
  return (
    <dl className="cart-totals">
      {totals.discount > 0 && (
        <div>
          <dt>{showCode && discountCode ? `${s['cart.discount']} (${discountCode})` : s['cart.discount']}</dt>
          <dd>−{formatPrice(totals.discount)}</dd>
        </div>
      )}
      <div>
        <dt>{s['cart.totalWithoutTax']}</dt>
        <dd>{formatPrice(totals.totalWithoutTax)}</dd>
      </div>
      <div>
        <dt>{s['cart.tax']}</dt>
        <dd>{formatPrice(totals.taxAmount)}</dd>
      </div>
      <div className="cart-totals__total">
        <dt>{s['cart.total']}</dt>
        <dd {...{ [totalMarker]: '' }}>{formatPrice(totals.totalWithTax)}</dd>
      </div>
    </dl>
  );
}
