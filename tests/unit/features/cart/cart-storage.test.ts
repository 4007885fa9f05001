import { describe, expect, it, vi } from 'vitest';
import { addItem, emptyCart } from '../../../../src/features/cart/cart';
import { storedCartAmounts } from '../../../../src/features/cart/count';
import { decodeCart, encodeCart } from '../../../../src/features/cart/storage';
import { coffee, premium } from './cart-fixtures';

describe('stored cart', () => {
  it('round-trips', () => {
    const cart = addItem(addItem(emptyCart(), premium).cart, coffee).cart;
    expect(decodeCart(encodeCart(cart))).toEqual(cart);
  });

  it('turns corrupt storage into an empty cart and one warning, never a crash', () => {
    for (const raw of ['{', 'null', '[]', '{"items":"x"}', JSON.stringify({ ...emptyCart(), items: [{ code: 'a', amount: -1 }] })]) {
      const warn = vi.fn();
      expect(decodeCart(raw, warn)).toEqual(emptyCart());
      expect(warn).toHaveBeenCalledTimes(1);
    }
    const warn = vi.fn();
    expect(decodeCart(null, warn)).toEqual(emptyCart());
    expect(warn).not.toHaveBeenCalled();
  });

  it('refuses a cart listing a code twice', () => {
    const cart = addItem(emptyCart(), premium).cart;
    const warn = vi.fn();
    expect(decodeCart(encodeCart({ ...cart, items: [...cart.items, ...cart.items] }), warn)).toEqual(emptyCart());
    expect(warn).toHaveBeenCalledOnce();
  });

  it('derives cartAmounts from the items, never trusting the stored count', () => {
    const cart = addItem(emptyCart(), premium).cart;
    expect(decodeCart(encodeCart({ ...cart, cartAmounts: 99 })).cartAmounts).toBe(1);
  });

  it('gives the header button its count without any store', () => {
    const cart = addItem(addItem(emptyCart(), premium).cart, premium).cart;
    expect(storedCartAmounts(encodeCart(cart))).toBe(2);
    expect(storedCartAmounts(null)).toBe(0);
    expect(storedCartAmounts('{oops')).toBe(0);
    expect(storedCartAmounts('{"items":[{"amount":1.5}]}')).toBe(0);
  });
});
