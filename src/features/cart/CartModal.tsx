/**
 * The cart modal (spec 2.4): items with amounts, bundle contents, upsells, the discount code and
 * the totals of the last validation. Every price shown is the order backend's; amounts change
 * through the store's actions, which revalidate.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { Modal } from '../ui/Modal';
import { CartTotals } from './CartTotals';
import { $modal, closeModal, isOpen } from '../ui/modal';
import { fill } from '../../i18n/fill';
import { formatPrice } from '../../lib/money/format';
import { lineAmount, priceWithoutTax } from '../../lib/money/amounts';
import { currencyOf } from '../../lib/money/markets';
import type { LocaleCode } from '../../config/locales';
import type { CartItem, Product, Upsell } from '../../cms/commerce';
import { cartCurrency } from './cart';
import type { ShellStrings } from './strings';
import { cartNews, type NewsState } from './change-news';
import { $cart, $cartSettled, addToCart, applyDiscountCode, CART_MODAL, declineUpsellOf, deleteProduct, stepAmount, changeAmount } from './stores';
import { MAX_AMOUNT } from '../../cms/commerce';
import { readAmountInput } from './amount-input';

export interface CartModalProps {
  locale: LocaleCode;
  strings: ShellStrings;
  checkoutHref: string;
}

/** The upsell as a product to add (it is priced again by validation, like anything else). */
function upsellProduct(upsell: Upsell): Product | null {
  const { product } = upsell;
  if (!product.attributes || !product.code || !product.name) return null;
  return {
    code: product.code,
    name: product.name,
    description: '',
    attributes: product.attributes,
    bundleMembers: product.bundleMembers,
    image: null,
    images: [],
    isBundle: product.bundleMembers.length > 0,
  };
}

/**
 * A control about to go away under the focus (an item removed, its upsell taken or declined): the
 * item it belongs to and what is gone once it has. The modal then gives the focus to a neighbour
 * instead of letting it drop to <body> (WCAG 2.4.3).
 */
interface Leaving {
  code: string;
  what: 'item' | 'upsell';
}

function Item({ item, locale, s, leaving }: { item: CartItem; locale: LocaleCode; s: ShellStrings; leaving: (l: Leaving) => void }) {
  const upsell = item.upsells[0];
  const price = (amount: number, currency = item.attributes.currency) => formatPrice(amount, locale, { currency });
  const [rangeNote, setRangeNote] = useState(false);
  const rangeId = `${useId()}-range`;
  const offer = upsell ? upsellProduct(upsell) : null;
  return (
    <li className="cart-item" data-cart-item={item.code}>
      {item.image ? <img className="cart-item__image" src={`${item.image}?width=96`} alt="" width={48} height={48} loading="lazy" /> : null}
      <div className="cart-item__main">
        <p className="cart-item__name">{item.name}</p>
        <p className="cart-item__price">
          {fill(s['cart.each'], { price: price(item.price) })}
          <span className="cart-item__net"> · {fill(s['cart.withoutTax'], { price: price(priceWithoutTax(item.price, item.attributes.tax_class)) })}</span>
        </p>
        {item.includes.length > 1 || (item.includes[0] && item.includes[0].sku !== item.code) ? (
          <p className="cart-item__includes">
            {s['cart.includes']}: {item.includes.map((inc) => `${inc.amount} × ${inc.globalName || inc.sku}`).join(', ')}
          </p>
        ) : null}
        {offer && upsell ? (
          <div className="cart-item__upsell">
            <p>{fill(s['cart.upsell'], { name: offer.name, price: price(offer.attributes.price, offer.attributes.currency) })}</p>
            <button
              type="button"
              className="button button--small"
              onClick={() => {
                leaving({ code: item.code, what: 'upsell' });
                addToCart(offer, { silent: true });
                declineUpsellOf(item.code);
              }}
            >
              {fill(s['cart.upsellTake'], { name: offer.name })}
            </button>
            <button
              type="button"
              className="button button--small button--secondary"
              onClick={() => {
                leaving({ code: item.code, what: 'upsell' });
                declineUpsellOf(item.code);
              }}
            >
              {s['cart.upsellDecline']}
            </button>
          </div>
        ) : null}
      </div>
      <div className="cart-item__amount">
        <button
          type="button"
          className="stepper"
          aria-label={fill(s['cart.decrease'], { name: item.name })}
          // aria-disabled, not disabled, at the bounds: a disabled button drops the focus to <body>
          onClick={() => item.amount > 1 && stepAmount(item.code, -1)}
          aria-disabled={item.amount <= 1 || undefined}
        >
          −
        </button>
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_AMOUNT}
          value={item.amount}
          aria-label={fill(s['cart.amount'], { name: item.name })}
          aria-describedby={rangeNote ? rangeId : undefined}
          onChange={(event) => {
            // an amount beyond 1..99 is brought to the bound and the range is said, not changed silently
            const read = readAmountInput(event.target.value);
            if (!read) return;
            setRangeNote(read.outOfRange);
            if (read.amount !== item.amount) changeAmount(item.code, read.amount);
          }}
        />
        <button
          type="button"
          className="stepper"
          aria-label={fill(s['cart.increase'], { name: item.name })}
          onClick={() => item.amount < MAX_AMOUNT && stepAmount(item.code, 1)}
          aria-disabled={item.amount >= MAX_AMOUNT || undefined}
        >
          +
        </button>
      </div>
      {rangeNote && (
        <p id={rangeId} className="cart-item__note" role="status">
          {fill(s['cart.amountRange'], { max: MAX_AMOUNT })}
        </p>
      )}
      <p className="cart-item__line">{price(lineAmount(item.price, item.amount))}</p>
      <button
        type="button"
        className="cart-item__remove"
        aria-label={fill(s['cart.remove'], { name: item.name })}
        onClick={() => {
          leaving({ code: item.code, what: 'item' });
          deleteProduct(item.code);
        }}
      >
        <svg
          aria-hidden="true"
          focusable="false"
          width="20"
          height="20"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
        </svg>
      </button>
    </li>
  );
}

/** Whether the focus went with what had it: nothing, <body>, or an element no longer in the page. */
function focusLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}

/**
 * What the polite live region says after an amount or the total changes (WCAG 4.1.3): the item
 * and its new amount, and the new total (as shown: a cart repriced in another currency is a change
 * too), once the order backend has priced the change (./change-news.ts). Nothing while the modal
 * first shows the cart, and nothing kept while it is closed: a sentence about a cart as it was
 * is not in the dialog when it opens again.
 */
function useChangeMessage(open: boolean, items: readonly CartItem[], total: string, settled: boolean, s: ShellStrings): string {
  const state = useRef<NewsState | null>(null);
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (!open) {
      state.current = null;
      setMessage('');
      return;
    }
    const { state: next, news } = cartNews(state.current, { items, total, settled });
    state.current = next;
    if (!news) return;
    const totalText = fill(s['cart.totalNow'], { total: news.total });
    setMessage(news.item ? `${fill(s['cart.amountNow'], { name: news.item.name, amount: news.item.amount })} ${totalText}` : totalText);
  }, [open, items, total, settled]);
  return message;
}

export function CartModal({ locale, strings: s, checkoutHref }: CartModalProps) {
  const cart = useStore($cart);
  const currency = cartCurrency(cart, currencyOf(locale));
  const [code, setCode] = useState(cart.discountCode ?? '');
  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    void applyDiscountCode(code);
  };
  const empty = cart.items.length === 0;
  const invalidCode = Boolean(cart.discountCode) && cart.discountValid === false;
  const settled = useStore($cartSettled);
  const open = isOpen(useStore($modal), CART_MODAL);
  const said = useChangeMessage(open, cart.items, formatPrice(cart.totals.totalWithTax, locale, { currency }), settled, s);
  const list = useRef<HTMLUListElement>(null);
  const continueButton = useRef<HTMLButtonElement>(null);
  const pending = useRef<(Leaving & { index: number }) | null>(null);
  const leaving = (l: Leaving): void => {
    const index = cart.items.findIndex((i) => i.code === l.code);
    pending.current = { ...l, index };
  };
  // once what had the focus is gone: a removed item's place goes to the next item's remove button
  // (else the one before, else 'Continue shopping'), a taken or declined upsell's to its item's amount
  useLayoutEffect(() => {
    const p = pending.current;
    if (!p) return;
    const row = list.current?.querySelector<HTMLElement>(`[data-cart-item="${CSS.escape(p.code)}"]`) ?? null;
    const gone = p.what === 'item' ? row === null : row?.querySelector('.cart-item__upsell') == null;
    if (!gone) return;
    pending.current = null;
    if (!focusLost()) return;
    const rows = [...(list.current?.querySelectorAll<HTMLElement>('[data-cart-item]') ?? [])];
    const target =
      p.what === 'upsell' && row
        ? row.querySelector<HTMLElement>('.cart-item__amount input')
        : (rows[Math.min(p.index, rows.length - 1)]?.querySelector<HTMLElement>('.cart-item__remove') ?? null);
    (target ?? continueButton.current)?.focus();
  });
  // a failed validation empties the cart under the focus (spec 8: an amount's stepper, the discount
  // code): its controls go, and the focus goes to 'Continue shopping', as when the visitor removed
  // the last item, never to <body> (WCAG 2.4.3). Only in the open modal: opening it focuses its own
  useLayoutEffect(() => {
    const button = continueButton.current;
    if (!empty || pending.current || !button?.closest('dialog')?.open || !focusLost()) return;
    button.focus();
  }, [empty]);
  return (
    <Modal
      name={CART_MODAL}
      title={s['cart.title']}
      closeLabel={s.close}
      size="large"
      footer={
        <>
          <button ref={continueButton} type="button" className="button button--secondary" onClick={() => closeModal()}>
            {s['cart.continue']}
          </button>
          {!empty && (
            <a className="button" href={checkoutHref}>
              {s['cart.checkout']}
            </a>
          )}
        </>
      }
    >
      {empty ? (
        <p>{s['cart.empty']}</p>
      ) : (
        <>
          <ul className="cart-items" ref={list}>
            {cart.items.map((item) => (
              <Item key={item.code} item={item} locale={locale} s={s} leaving={leaving} />
            ))}
          </ul>
          <form className="cart-code" onSubmit={submitCode}>
            <label htmlFor="cart-discount-code">{s['cart.discountCode']}</label>
            <input
              id="cart-discount-code"
              value={code}
              maxLength={40}
              autoComplete="off"
              onChange={(e) => setCode(e.target.value)}
              aria-describedby="cart-discount-status"
              aria-invalid={invalidCode || undefined}
            />
            <button type="submit" className="button button--small">
              {s['cart.applyCode']}
            </button>
            <p id="cart-discount-status" className={`cart-code__status${invalidCode ? ' cart-code__status--invalid' : ''}`} role="status">
              {invalidCode ? s['cart.codeInvalid'] : cart.discountCode && cart.discountValid ? fill(s['cart.codeApplied'], { code: cart.discountCode }) : ''}
            </p>
          </form>
          <CartTotals cart={cart} locale={locale} currency={currency} strings={s} totalMarker="data-cart-total" pending={!settled} />
        </>
      )}
      <p className="visually-hidden" aria-live="polite" data-cart-announce>
        {said}
      </p>
    </Modal>
  );
}
