/** The order's lines and totals as the last validation priced them (display only). */
import { CartTotals } from '../cart/CartTotals';
import { formatPrice } from '../cart/money';
import type { Cart } from '../../cms/commerce';
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
      <CartTotals cart={cart} strings={s} showCode totalMarker="data-checkout-total" />
    </section>
  );
}
