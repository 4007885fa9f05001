/** The order's lines and totals as the last validation priced them (display only). */
import { CartTotals } from '../cart/CartTotals';
import { cartCurrency } from '../cart/cart';
import { lineAmount } from '../../lib/money/amounts';
import { currencyOf } from '../../lib/money/markets';
import { formatPrice } from '../../lib/money/format';
import type { LocaleCode } from '../../config/locales';
import type { Cart } from '../../cms/commerce';
import type { CommerceStrings } from '../cart/strings';

export function OrderSummary({ cart, locale, strings: s }: { cart: Cart; locale: LocaleCode; strings: CommerceStrings }) {
  const currency = cartCurrency(cart, currencyOf(locale));
  return (
    <section className="checkout-summary" aria-labelledby="checkout-summary-title">
      <h3 id="checkout-summary-title">{s['checkout.summary']}</h3>
      <ul className="checkout-summary__items">
        {cart.items.map((item) => (
          <li key={item.code}>
            <span>
              {item.amount} × {item.name}
            </span>
            <span>{formatPrice(lineAmount(item.price, item.amount), locale, { currency })}</span>
          </li>
        ))}
      </ul>
      <CartTotals cart={cart} locale={locale} currency={currency} strings={s} showCode totalMarker="data-checkout-total" />
    </section>
  );
}
