import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanStores } from 'nanostores';
import { cleanTestStorage, getTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent';
import { addItem, applyValidation, changedCart, emptyCart, setAmount, validationRequest } from '../../../../src/features/cart/cart';
import { decodeCart, encodeCart } from '../../../../src/features/cart/storage';
import { validationResponseSchema } from '../../../../src/cms/commerce';
import type { ValidationRequest } from '../../../../src/cms/commerce-requests';
import {
  $cart,
  $cartSettled,
  addToCart,
  applyDiscountCode,
  changeAmount,
  configureCart,
  deleteProduct,
  FIRST_IN_CART_MODAL,
  flushValidation,
  resetCart,
  revalidateRestored,
  stepAmount,
} from '../../../../src/features/cart/stores';
import { $modal, closeModal } from '../../../../src/features/ui/modal';
import { $notifications, clearNotifications } from '../../../../src/features/ui/notifications';
import { answer, coffee, premium } from './cart-fixtures';

const validate = vi.fn(async (body: ValidationRequest) => answer(body));
let unsubscribe: () => void = () => undefined;

beforeAll(() => useTestStorageEngine());
beforeEach(() => {
  validate.mockClear();
  validate.mockImplementation(async (body) => answer(body));
  configureCart({
    validate,
    debounceMs: 5,
    otherTabWaitMs: 30,
    customerEmail: () => null,
    messages: { addedToCart: 'Product added to cart', cartValidationFailed: 'Cart update failed' },
  });
  unsubscribe = $cart.subscribe(() => undefined);
});
afterEach(() => {
  unsubscribe();
  resetCart();
  closeModal();
  clearNotifications();
  cleanTestStorage();
  cleanStores($cart, $cartSettled, $modal, $notifications);
});

const stored = () => decodeCart(getTestStorage()['cart']);

/** Adds the premium wash and starts its validation, whose answer waits for `release`. */
async function premiumWithHeldAnswer(): Promise<{ first: Promise<boolean>; release: () => void }> {
  let release: () => void = () => undefined;
  validate.mockImplementationOnce((body) => new Promise((ok) => (release = () => ok(answer(body)))));
  addToCart(premium, { silent: true });
  const first = flushValidation();
  await vi.waitFor(() => expect(validate).toHaveBeenCalledTimes(1));
  return { first, release: () => release() };
}

describe('cart store', () => {
  it('opens the first-in-cart modal for the first item, then shows the added notice', async () => {
    expect(addToCart(premium)).toBe(true);
    expect($modal.get()).toMatchObject({ open: true, name: FIRST_IN_CART_MODAL, payload: { code: 'wash-premium' } });
    closeModal();
    addToCart(coffee);
    expect($modal.get().open).toBe(false);
    expect($notifications.get()).toEqual([expect.objectContaining({ message: 'Product added to cart', type: 'success' })]);
    expect(stored().cartAmounts).toBe(2);
  });

  it('adds silently when asked', () => {
    addToCart(premium, { silent: true });
    expect($modal.get().open).toBe(false);
    expect($notifications.get()).toEqual([]);
  });

  it('validates once after a burst of changes (debounced), and takes the backend totals', async () => {
    expect($cartSettled.get()).toBe(true);
    addToCart(premium, { silent: true });
    stepAmount('wash-premium', 1);
    changeAmount('wash-premium', 3);
    // the totals are the empty cart's until the backend answers
    expect($cartSettled.get()).toBe(false);
    expect(await flushValidation()).toBe(true);
    expect($cartSettled.get()).toBe(true);
    expect(validate).toHaveBeenCalledTimes(1);
    expect(validate).toHaveBeenCalledWith({ items: [{ quantity: 3, code: 'wash-premium', showUpsell: true }] });
    expect($cart.get().totals.totalWithTax).toBe(44.7);
    expect(stored().totals.totalWithTax).toBe(44.7);
  });

  it('revalidates a restored cart: a price edited in storage is replaced by the backend price', async () => {
    const cart = addItem(emptyCart(), premium).cart;
    const tampered = { ...cart, items: cart.items.map((i) => ({ ...i, price: 0.01, attributes: { ...i.attributes, price: 0.01 } })) };
    setTestStorageKey('cart', encodeCart(tampered));
    expect($cart.get().items[0]?.price).toBe(0.01);
    expect(await revalidateRestored()).toBe(true);
    expect($cart.get().items[0]?.price).toBe(14.9);
    expect($cart.get().totals.totalWithTax).toBe(14.9);
  });

  it('on a failed validation empties the cart, persists it, shows the notice and returns false (spec 8)', async () => {
    validate.mockRejectedValue(new Error('422'));
    addToCart(premium, { silent: true });
    expect($cartSettled.get()).toBe(false);
    expect(await flushValidation()).toBe(false);
    expect($cartSettled.get()).toBe(true);
    expect($cart.get()).toEqual(emptyCart());
    expect(stored()).toEqual(emptyCart());
    expect($notifications.get()).toEqual([expect.objectContaining({ message: 'Cart update failed', type: 'error' })]);
  });

  it('drops an answer for a cart that changed meanwhile', async () => {
    const { first, release } = await premiumWithHeldAnswer();
    addToCart(coffee, { silent: true });
    release();
    expect(await first).toBe(true);
    expect($cart.get().items).toHaveLength(2);
    // the dropped answer was for the cart before: its totals are not this cart's yet
    expect($cartSettled.get()).toBe(false);
    expect(await flushValidation()).toBe(true);
    expect($cartSettled.get()).toBe(true);
    expect($cart.get().totals.totalWithTax).toBe(34.8);
  });

  it('applies a discount code through validation', async () => {
    addToCart(premium, { silent: true });
    expect(await applyDiscountCode('wash10')).toBe(true);
    expect($cart.get()).toMatchObject({ discountCode: 'wash10', discountValid: true, totals: { discount: 1.49 } });
  });

  it('zeroes totals when the last product is deleted, without a call', async () => {
    addToCart(premium, { silent: true });
    await flushValidation();
    validate.mockClear();
    deleteProduct('wash-premium');
    // an empty cart's zero totals need no answer: settled at once
    expect($cartSettled.get()).toBe(true);
    expect(await flushValidation()).toBe(true);
    expect($cartSettled.get()).toBe(true);
    expect(validate).not.toHaveBeenCalled();
    expect($cart.get().totals.totalWithTax).toBe(0);
  });

  it('follows another tab through storage events', () => {
    const other = addItem(addItem(emptyCart(), coffee).cart, coffee).cart;
    setTestStorageKey('cart', encodeCart(other));
    expect($cart.get().cartAmounts).toBe(2);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setTestStorageKey('cart', '{corrupt');
    expect($cart.get()).toEqual(emptyCart());
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('prices a cart another tab stored unpriced when that tab has not (it closed before its answer)', async () => {
    const other = changedCart(addItem(emptyCart(), premium).cart);
    setTestStorageKey('cart', encodeCart(other));
    expect($cartSettled.get()).toBe(false);
    await vi.waitFor(() => expect($cartSettled.get()).toBe(true));
    expect(validate).toHaveBeenCalledOnce();
    expect($cart.get().totals.totalWithTax).toBe(14.9);
    expect(stored().priced).toBe(true);
  });

  it('leaves a cart another tab stored unpriced to that tab while its answer comes in time', async () => {
    const other = changedCart(addItem(emptyCart(), premium).cart);
    setTestStorageKey('cart', encodeCart(other));
    setTestStorageKey('cart', encodeCart(applyValidation(other, answer(validationRequest(other)!))!));
    expect($cartSettled.get()).toBe(true);
    await new Promise((ok) => setTimeout(ok, 60));
    expect(validate).not.toHaveBeenCalled();
  });

  it('drops its own answer when another tab changed the cart meanwhile, instead of emptying it', async () => {
    const { first, release } = await premiumWithHeldAnswer();
    // the other tab raised the amount and had its answer: this tab's answer is for one wash
    const two = changedCart(setAmount($cart.get(), 'wash-premium', 2));
    setTestStorageKey('cart', encodeCart(applyValidation(two, answer(validationRequest(two)!))!));
    release();
    expect(await first).toBe(true);
    expect($cart.get()).toMatchObject({ cartAmounts: 2, priced: true, totals: { totalWithTax: 29.8 } });
    expect($notifications.get()).toEqual([]);
  });

  it('restores corrupt storage as an empty cart with a console warning', () => {
    unsubscribe();
    cleanStores($cart);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    getTestStorage()['cart'] = 'not json';
    unsubscribe = $cart.subscribe(() => undefined);
    expect($cart.get()).toEqual(emptyCart());
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[cart]'));
    warn.mockRestore();
  });
});

describe('cart validation answer (spec 7.4: only the fields the spec names)', () => {
  it('keeps the cart when the backend omits product.name, attributes and item quantities', async () => {
    // the answer as spec 7.4 names it: items [{product {code, bundleMembers}, upsellProducts [{quantity, product {bundleMembers}}]}] and totals
    validate.mockImplementation(async (body) => {
      const full = answer(body);
      return validationResponseSchema.parse(
        JSON.parse(
          JSON.stringify({
            items: full.items.map((entry) => ({
              product: { code: entry.product.code, bundleMembers: entry.product.bundleMembers },
              upsellProducts: entry.upsellProducts.map((u) => ({ quantity: u.quantity, product: { bundleMembers: u.product.bundleMembers } })),
            })),
            totals: full.totals,
          }),
        ),
      );
    });
    addToCart(premium, { silent: true });
    addToCart(coffee, { silent: true });
    expect(await flushValidation()).toBe(true);
    const cart = $cart.get();
    expect(cart.items.map((i) => [i.code, i.name, i.price, i.attributes.tax_class])).toEqual([
      ['wash-premium', 'Premium wash', 14.9, '25.5'],
      ['coffee-10', 'Coffee card', 19.9, '14'],
    ]);
    expect(cart.totals.totalWithTax).toBe(34.8);
    expect($notifications.get()).toEqual([]);
  });
});
