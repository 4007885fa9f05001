/** Step 2 of the checkout: the order summary, the payment method and the pay button. */
import type { FormEvent } from 'react';
import { fill } from '../../i18n/fill';
import { formatPrice } from '../../lib/money/format';
import { currencyOf } from '../../lib/money/markets';
import { cartCurrency } from '../cart/cart';
import type { LocaleCode } from '../../config/locales';
import type { Cart } from '../../cms/commerce';
import type { CommerceStrings } from '../cart/strings';
import type { CheckoutState } from './checkout';
import { OrderSummary } from './OrderSummary';
import { banks, paymentMethodTypes, type PaymentMethodType } from './schemas';

export interface PaymentStepProps {
  locale: LocaleCode;
  strings: CommerceStrings;
  cart: Cart;
  state: CheckoutState;
  onMethod: (method: PaymentMethodType) => void;
  onBank: (bank: (typeof banks)[number]) => void;
  onBack: () => void;
  onPay: () => void;
}

const methodLabel = { card: 'checkout.methodCard', bank: 'checkout.methodBank', mobilepay: 'checkout.methodMobilepay' } as const;
const bankNames: Record<(typeof banks)[number], string> = {
  nordea: 'Nordea',
  op: 'OP',
  danske: 'Danske Bank',
  handelsbanken: 'Handelsbanken',
  seb: 'SEB',
  dnb: 'DNB',
};

export function PaymentStep({ locale, strings: s, cart, state, onMethod, onBank, onBack, onPay }: PaymentStepProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!state.busy) onPay();
  };
  return (
    <form className="checkout-form" onSubmit={submit}>
      <OrderSummary cart={cart} locale={locale} strings={s} />
      <fieldset className="checkout-fieldset">
        <legend>{s['checkout.paymentMethod']}</legend>
        {paymentMethodTypes.map((method) => (
          <div className="field field--check" key={method}>
            <input
              id={`checkout-method-${method}`}
              type="radio"
              name="paymentMethodType"
              value={method}
              checked={state.paymentMethodType === method}
              onChange={() => onMethod(method)}
            />
            <label htmlFor={`checkout-method-${method}`}>{s[methodLabel[method]]}</label>
          </div>
        ))}
        {state.paymentMethodType === 'bank' && (
          <div className="field">
            <label htmlFor="checkout-bank">{s['checkout.bank']}</label>
            <select id="checkout-bank" value={state.bank ?? banks[0]} onChange={(event) => onBank(banks.find((b) => b === event.target.value) ?? banks[0])}>
              {banks.map((bank) => (
                <option key={bank} value={bank}>
                  {bankNames[bank]}
                </option>
              ))}
            </select>
          </div>
        )}
      </fieldset>
      <p className="checkout-form__note">{s['checkout.termsNote']}</p>
      <div className="checkout-actions">
        <button type="button" className="button button--secondary" onClick={onBack} disabled={state.busy}>
          {s['checkout.back']}
        </button>
        {/* aria-disabled, not disabled, while paying: a disabled button drops the focus to <body>, and
            an order call that fails would leave it there (WCAG 2.4.3); submit() does nothing meanwhile */}
        <button type="submit" className="button" disabled={cart.items.length === 0} aria-disabled={state.busy || undefined} aria-busy={state.busy || undefined}>
          {state.busy
            ? s['checkout.paying']
            : fill(s['checkout.pay'], { amount: formatPrice(cart.totals.totalWithTax, locale, { currency: cartCurrency(cart, currencyOf(locale)) }) })}
        </button>
      </div>
    </form>
  );
}
