/**
 * The checkout island (spec 3 "Checkout state", spec 4 "Checkout"): details (guest, or prefilled
 * for a logged-in customer), payment (order initialize, then the payment provider's page), and on
 * return the completion and a confirmation with the order id — or spec 8's payment failure message.
 *
 * Never two orders from one checkout: the pay button is disabled while busy, and every attempt
 * carries an idempotency key kept in session storage for as long as the order request is the same
 * (a reload, a double click or a retry after a failed payment reuse it).
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useStore } from '@nanostores/react';
import { getLocale, type LocaleCode } from '../../config/locales';
import { defaultPrefixFor } from '../../lib/phone';
import type { RuleFailure, ValidationMessages } from '../../lib/validation';
import { $customer } from '../account/stores';
import { fill } from '../../i18n/fill';
import { formatPrice } from '../../lib/money/format';
import { $cart, flushValidation } from '../cart/stores';
import type { CommerceStrings } from '../cart/strings';
import { notify } from '../ui/notifications';
import { mountNotifications } from '../ui/notifications-host';
import { useHydrated } from '../ui/hydrated';
import { completeOrder, initializeOrder, OrderCallError } from './api';
import { startCartSession } from './cart-session';
import { CHECKOUT_STEPS, emptyCheckoutCustomer, initialCheckout, paymentReturn } from './checkout';
import { orderFingerprint, orderRequest } from './order';
import { CustomerForm } from './CustomerForm';
import { customerFieldNames } from './customer-fields';
import { keyFor, rememberOrder } from './pending';
import { paymentFailedNotice } from './payment-failed';
import { PaymentStep } from './PaymentStep';
import type { OrderResponse } from './schemas';
import { $checkout, $checkoutCustomer, clearCheckout, prefillFrom, setStep, updateCheckout, updateCustomer } from './stores';
import { restoreCustomerDraft, restorePaymentChoice, saveCustomerDraft, savePaymentChoice } from './draft';

export interface CheckoutProps {
  locale: LocaleCode;
  strings: CommerceStrings;
  messages: ValidationMessages;
  homeHref: string;
  loginHref: string;
  loginLabel: string;
}

type Phase = { kind: 'form' } | { kind: 'completing' } | { kind: 'done'; order: OrderResponse } | { kind: 'paymentFailed' };

export function Checkout({ locale, strings: s, messages, homeHref, loginHref, loginLabel }: CheckoutProps) {
  const cart = useStore($cart);
  const customer = useStore($customer);
  const state = useStore($checkout);
  const data = useStore($checkoutCustomer);
  const [phase, setPhase] = useState<Phase>({ kind: 'form' });
  // the customer fields the order call refused: back to the details, each message beside its field
  const [refused, setRefused] = useState<Record<string, RuleFailure>>({});
  // set when the step changes to show refused fields: the focus goes to the first of them, not the heading
  const focusRefused = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const hydrated = useHydrated();
  const paymentFailed = paymentFailedNotice(s['checkout.paymentFailed'], locale);

  // the checkout validates the cart as the commerce islands do, and tells its outcomes as toasts
  useEffect(() => {
    startCartSession(locale, { addedToCart: s['addToCartNotification.addedToCart'], cartValidationFailed: s['addToCartNotification.cartValidationFailed'] });
    mountNotifications();
    // each market starts at its own country code; a kept draft or a logged-in customer's wins
    if ($checkoutCustomer.get().telephoneNumber === '') updateCustomer({ telephonePrefix: defaultPrefixFor(getLocale(locale).markets) });
    restoreCustomerDraft(sessionStorage);
    const choice = restorePaymentChoice(sessionStorage);
    if (choice) updateCheckout(choice);
    const back = paymentReturn(location.search);
    if (!back) return;
    if (back.outcome === 'failed') {
      failPayment();
      return;
    }
    setPhase({ kind: 'completing' });
    completeOrder(back.orderId, locale).then(
      (order) => {
        // the order is made: the cart and the checkout's data go (spec 4 "Clearing")
        clearCheckout({ local: localStorage, session: sessionStorage });
        updateCheckout({ orderId: order.orderId });
        setStep(3);
        setPhase({ kind: 'done', order });
      },
      (error: unknown) => {
        if (error instanceof OrderCallError && error.status === 402) failPayment();
        else {
          notify(s['checkout.orderFailed'], 'error');
          setPhase({ kind: 'form' });
          setStep(2);
        }
      },
    );
    // runs once per page load: the return parameters do not change while the page lives
  }, []);

  useEffect(() => {
    if (customer.loggedIn) prefillFrom(customer);
  }, [customer]);

  useEffect(() => saveCustomerDraft(data, sessionStorage), [data]);
  useEffect(() => savePaymentChoice(state, sessionStorage), [state.paymentMethodType, state.bank]);

  // moving between steps puts the focus on the step's heading, so screen readers announce it
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (focusRefused.current) {
      focusRefused.current = false;
      return;
    }
    heading.current?.focus();
  }, [state.step, phase.kind]);

  // one announcement: the inline alert (no toast over the pay button as well, WCAG 2.4.11)
  function failPayment(): void {
    setPhase({ kind: 'paymentFailed' });
    setStep(2);
  }

  async function pay(): Promise<void> {
    if ($checkout.get().busy) return;
    updateCheckout({ busy: true });
    try {
      // prices and totals are the backend's: validate the cart as it is now before paying. A cart
      // that fails is emptied (spec 8) and nothing is paid: like a failed order below, it leaves
      // the checkout not busy (a cart filled again, in another tab, is paid with a live button)
      if (await flushValidation()) {
        const current = $cart.get();
        const draft = orderRequest(current, $checkoutCustomer.get(), $checkout.get(), '');
        const key = keyFor(orderFingerprint(draft), sessionStorage);
        const order = await initializeOrder({ ...draft, idempotencyKey: key }, locale);
        rememberOrder(order.orderId, sessionStorage);
        updateCheckout({ orderId: order.orderId });
        location.assign(order.paymentUrl);
        return;
      }
    } catch (error) {
      const fields = error instanceof OrderCallError ? Object.entries(error.fields).filter(([name]) => customerFieldNames.includes(name)) : [];
      if (fields.length > 0) {
        // a refused detail is the visitor's to fix; the cart is not touched (spec 8 empties it only
        // when its products fail validation)
        focusRefused.current = true;
        setRefused(Object.fromEntries(fields));
        setStep(1);
      } else {
        notify(error instanceof OrderCallError && error.code === 'idempotency_conflict' ? s['checkout.cartChanged'] : s['checkout.orderFailed'], 'error');
      }
    }
    updateCheckout({ busy: false });
  }

  // the cart and the checkout's step live in the browser's storage: the server's HTML (and the
  // render that hydrates it) is the first step's shell — steps, heading and the form, or the
  // empty-cart message when the page's inline script found no stored cart (Checkout.astro) — inert
  // until the island runs, so the page paints its form before the islands hydrate (design.md,
  // performance targets: Lighthouse mobile 100) and the real view takes the same place
  if (!hydrated) {
    return (
      <div className="checkout checkout--shell" aria-busy="true" inert>
        <CheckoutHeading strings={s} step={1} />
        {/* disabled as well as inert: nothing typed into it before the island runs is lost */}
        <fieldset className="checkout__shell-form" disabled>
          <p className="checkout__who">
            {s['checkout.guest']} <a href={loginHref}>{loginLabel}</a>
          </p>
          <CustomerForm
            strings={s}
            messages={messages}
            data={{ ...emptyCheckoutCustomer(), telephonePrefix: defaultPrefixFor(getLocale(locale).markets) }}
            sendSms={initialCheckout().sendSms}
            onChange={() => undefined}
            onSendSms={() => undefined}
            onDone={() => undefined}
          />
        </fieldset>
        <div className="checkout__shell-empty">
          <p>{s['checkout.emptyCart']}</p>
          <a className="button" href={homeHref}>
            {s['checkout.toFrontPage']}
          </a>
        </div>
      </div>
    );
  }

  const step = phase.kind === 'done' ? 3 : state.step;

  return (
    <div className="checkout">
      <CheckoutHeading strings={s} step={step} heading={heading} />

      {phase.kind === 'completing' ? (
        <p role="status">{s['checkout.completing']}</p>
      ) : phase.kind === 'done' ? (
        <div className="checkout-done" role="status">
          <p className="checkout-done__title">{s['checkout.confirmationTitle']}</p>
          <p>
            {s['checkout.orderId']}: <strong data-order-id>{phase.order.orderId}</strong>
          </p>
          <p>
            {s['cart.total']}: {formatPrice(phase.order.totals.totalWithTax, locale, { currency: phase.order.currency })}
          </p>
          <p>{s['checkout.confirmationText']}</p>
          <a className="button" href={homeHref}>
            {s['checkout.toFrontPage']}
          </a>
        </div>
      ) : cart.items.length === 0 ? (
        <div>
          {phase.kind === 'paymentFailed' && (
            <p className="checkout-alert" role="alert">
              {paymentFailed}
            </p>
          )}
          <p>{s['checkout.emptyCart']}</p>
          <a className="button" href={homeHref}>
            {s['checkout.toFrontPage']}
          </a>
        </div>
      ) : (
        <>
          {phase.kind === 'paymentFailed' && (
            <p className="checkout-alert" role="alert">
              {paymentFailed}
            </p>
          )}
          <p className="checkout__who">
            {customer.loggedIn ? (
              fill(s['checkout.loggedIn'], { name: `${customer.firstname} ${customer.lastname}`.trim() || customer.email })
            ) : (
              <>
                {s['checkout.guest']} <a href={loginHref}>{loginLabel}</a>
              </>
            )}
          </p>
          {step === 1 ? (
            <CustomerForm
              strings={s}
              messages={messages}
              data={data}
              sendSms={state.sendSms}
              onChange={updateCustomer}
              onSendSms={(sendSms) => updateCheckout({ sendSms })}
              onDone={() => {
                setRefused({});
                setStep(2);
              }}
              refused={refused}
            />
          ) : (
            <PaymentStep
              locale={locale}
              strings={s}
              cart={cart}
              state={state}
              onMethod={(paymentMethodType) =>
                updateCheckout({ paymentMethodType, bank: paymentMethodType === 'bank' ? ($checkout.get().bank ?? 'nordea') : null })
              }
              onBank={(bank) => updateCheckout({ bank })}
              onBack={() => setStep(1)}
              onPay={() => void pay()}
            />
          )}
        </>
      )}
    </div>
  );
}

/** The steps list and the step's heading (the focus goes to the heading when the step changes). */
function CheckoutHeading({ strings: s, step, heading }: { strings: CommerceStrings; step: number; heading?: RefObject<HTMLHeadingElement | null> }) {
  return (
    <>
      <ol className="checkout-steps" aria-label={s['checkout.progress']}>
        {[1, 2, 3].map((n) => (
          <li key={n} aria-current={n === step ? 'step' : undefined} className={n === step ? 'is-current' : n < step ? 'is-done' : ''}>
            <span className="visually-hidden">{fill(s['checkout.stepOf'], { step: n, total: CHECKOUT_STEPS })}: </span>
            {s[n === 1 ? 'checkout.step1' : n === 2 ? 'checkout.step2' : 'checkout.step3']}
          </li>
        ))}
      </ol>
      <h2 ref={heading} tabIndex={-1} className="checkout__step-title">
        {s[step === 1 ? 'checkout.step1' : step === 2 ? 'checkout.step2' : 'checkout.step3']}
      </h2>
    </>
  );
}
