/** The order's lines and totals as the last validation priced them (display only). */
import { formatPrice } from '../cart/money';
import type { Cart } from '../cart/schemas';
import type { CommerceStrings } from '../cart/strings';

export function OrderSummary({ cart, strings: s }: { cart: Cart; strings: CommerceStrings }) {
  return (
    <section className="checkout-summary" aria-labelledby="checkout-summary-title">
      <h3 id="checkout-summary-title">{s['checkout.summary']}</h3>
      <ul className="checkout-summary__items">
        {cart.items.map((item) => (
          <li key={item.code}>
            <span>
              {item.amount} × {item.name}
            </span>
            <span>{formatPrice(item.price * item.amount)}</span>
          </li>
        ))}
      </ul>
      <dl className="cart-totals">
        {cart.totals.discount > 0 && (
          <div>
            <dt>{cart.discountCode ? `${s['cart.discount']} (${cart.discountCode})` : s['cart.discount']}</dt>
            <dd>−{formatPrice(cart.totals.discount)}</dd>
          </div>
        )}
        <div>
          <dt>{s['cart.totalWithoutTax']}</dt>
          <dd>{formatPrice(cart.totals.totalWithoutTax)}</dd>
        </div>
        <div>
          <dt>{s['cart.tax']}</dt>
          <dd>{formatPrice(cart.totals.taxAmount)}</dd>
        </div>
        <div className="cart-totals__total">
          <dt>{s['cart.total']}</dt>
          <dd data-checkout-total>{formatPrice(cart.totals.totalWithTax)}</dd>
        </div>
      </dl>
    </section>
  );
}
