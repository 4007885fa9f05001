import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addItem,
  applyValidation,
  cartCurrency,
  changedCart,
  countAmounts,
  declineUpsell,
  emptyCart,
  incrementItem,
  itemFromProduct,
  removeItem,
  setAmount,
  setDiscountCode,
  validationRequest,
} from '../../../../src/features/cart/cart';
import { MAX_AMOUNT, MAX_ITEMS } from '../../../../src/cms/commerce';
import { dropsUpsells, upsellsFor } from '../../../../src/features/cart/upsell';
import { priceCart, totalsInUnits } from '../../../../scripts/backend/server/orders/pricing';
import { answer, coffee, premium, premium5 } from './cart-fixtures';

describe('the cart fixture', () => {
  it('totals a cart as the order backend does: each line taxed at its own tax_class', () => {
    const carts = [
      [{ code: 'wash-premium', quantity: 2 }],
      [
        { code: 'wash-premium', quantity: 1 },
        { code: 'coffee-10', quantity: 3 },
      ],
      [
        { code: 'coffee-10', quantity: 1 },
        { code: 'wash-premium-5', quantity: 2 },
        { code: 'wash-premium', quantity: 7 },
      ],
    ];
    for (const items of carts) {
      for (const discountCode of [undefined, 'WASH10']) {
        const request = { items: items.map((i) => ({ ...i, showUpsell: true })), ...(discountCode ? { discountCode } : {}) };
        expect(answer(request).totals, JSON.stringify(request)).toEqual(totalsInUnits(priceCart(items, discountCode, 'FI')));
      }
    }
    // coffee's 14 % is not the wash's 25.5 %: one flat rate would not give this
    expect(answer({ items: [{ code: 'coffee-10', quantity: 1, showUpsell: true }] }).totals.taxAmount).toBe(2.44);
  });
});

describe('cart rules (spec 4)', () => {
  it('appends a new product with amount 1 and reports the first one', () => {
    const first = addItem(emptyCart(), premium);
    expect(first).toMatchObject({ first: true, changed: true });
    expect(first.cart.items).toEqual([expect.objectContaining({ code: 'wash-premium', amount: 1, showUpsell: true, upsells: [] })]);
    expect(first.cart.cartAmounts).toBe(1);
    const second = addItem(first.cart, coffee);
    expect(second.first).toBe(false);
    expect(second.cart.items.map((i) => i.code)).toEqual(['wash-premium', 'coffee-10']);
  });

  it('raises the amount of a code already in the cart by 1', () => {
    let cart = addItem(emptyCart(), premium).cart;
    cart = addItem(cart, premium).cart;
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]?.amount).toBe(2);
    expect(cart.cartAmounts).toBe(2);
  });

  it('keeps bundle members as includes', () => {
    expect(itemFromProduct(premium5).includes).toEqual([{ sku: 'wash-premium', amount: 5, globalName: 'Premium wash' }]);
    expect(itemFromProduct(premium).includes).toEqual([{ sku: 'wash-premium', amount: 1, globalName: 'Premium wash' }]);
  });

  it('increments, sets, clamps and deletes', () => {
    let cart = addItem(addItem(emptyCart(), premium).cart, coffee).cart;
    cart = incrementItem(cart, 'coffee-10', 2);
    expect(cart.cartAmounts).toBe(4);
    cart = setAmount(cart, 'wash-premium', 500);
    expect(cart.items[0]?.amount).toBe(MAX_AMOUNT);
    cart = incrementItem(cart, 'coffee-10', -3);
    expect(cart.items.map((i) => i.code)).toEqual(['wash-premium']);
    cart = removeItem(cart, 'wash-premium');
    expect(cart).toEqual(emptyCart());
  });

  it('zeroes the totals when the cart empties, and reset empties everything', () => {
    let cart = addItem(emptyCart(), premium).cart;
    cart = applyValidation(cart, answer(validationRequest(cart)!))!;
    expect(cart.totals.totalWithTax).toBe(14.9);
    expect(removeItem(cart, 'wash-premium').totals).toEqual({ discount: 0, taxAmount: 0, totalWithTax: 0, totalWithoutTax: 0 });
    // spec 4: reset (the store's resetCart sets this) leaves no items, no discount and zero totals
    expect(emptyCart()).toEqual({
      items: [],
      totals: { discount: 0, taxAmount: 0, totalWithTax: 0, totalWithoutTax: 0 },
      discountCode: null,
      discountValid: null,
      cartAmounts: 0,
      priced: true,
    });
  });

  it('marks a changed cart unpriced until an answer prices it, except an empty one', () => {
    const added = changedCart(addItem(emptyCart(), premium).cart);
    expect(added.priced).toBe(false);
    const answered = applyValidation(added, answer(validationRequest(added)!))!;
    expect(answered.priced).toBe(true);
    expect(changedCart(setAmount(answered, 'wash-premium', 2)).priced).toBe(false);
    expect(changedCart(removeItem(answered, 'wash-premium')).priced).toBe(true);
  });

  it('keeps cartAmounts equal to the sum of amounts whatever is done', () => {
    const op = fc.oneof(
      fc.constantFrom(premium, premium5, coffee).map((p) => ({ kind: 'add' as const, p })),
      fc.record({ kind: fc.constant('set' as const), code: fc.constantFrom('wash-premium', 'coffee-10'), n: fc.integer({ min: -3, max: 120 }) }),
      fc.record({ kind: fc.constant('del' as const), code: fc.constantFrom('wash-premium', 'wash-premium-5') }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 30 }), (ops) => {
        let cart = emptyCart();
        for (const o of ops) {
          if (o.kind === 'add') cart = addItem(cart, o.p).cart;
          else if (o.kind === 'set') cart = setAmount(cart, o.code, o.n);
          else cart = removeItem(cart, o.code);
        }
        expect(cart.cartAmounts).toBe(countAmounts(cart.items));
        expect(cart.items.every((i) => i.amount >= 1 && i.amount <= MAX_AMOUNT)).toBe(true);
        expect(new Set(cart.items.map((i) => i.code)).size).toBe(cart.items.length);
      }),
    );
  });

  it('asks validation for codes and quantities only, with the discount code and email', () => {
    let cart = addItem(emptyCart(), premium).cart;
    cart = setDiscountCode(cart, ' wash10 ');
    expect(validationRequest(cart, 'a@example.com')).toEqual({
      items: [{ quantity: 1, code: 'wash-premium', showUpsell: true }],
      discountCode: 'wash10',
      customerEmail: 'a@example.com',
    });
    expect(validationRequest(emptyCart())).toBeNull();
  });

  it('takes prices, totals and the discount verdict from the validation answer', () => {
    let cart = addItem(emptyCart(), premium).cart;
    // a price edited in storage
    cart = { ...cart, items: cart.items.map((i) => ({ ...i, price: 0.01, attributes: { ...i.attributes, price: 0.01 } })) };
    cart = setDiscountCode(cart, 'WASH10');
    const next = applyValidation(cart, answer(validationRequest(cart)!))!;
    expect(next.items[0]?.price).toBe(14.9);
    expect(next.totals.discount).toBe(1.49);
    expect(next.discountValid).toBe(true);
    const bad = applyValidation(setDiscountCode(cart, 'NOPE'), answer({ ...validationRequest(cart)!, discountCode: 'NOPE' }))!;
    expect(bad.discountValid).toBe(false);
  });

  it('adds nothing to a line already at its largest amount, and says so', () => {
    const full = setAmount(addItem(emptyCart(), premium).cart, premium.code, MAX_AMOUNT);
    expect(addItem(full, premium)).toEqual({ cart: full, first: false, changed: false });
  });

  it('reads a discount code the answer does not judge as not valid', () => {
    const cart = setDiscountCode(addItem(emptyCart(), premium).cart, 'WASH10');
    const unjudged = { ...answer(validationRequest(cart)!), discountCode: null };
    expect(applyValidation(cart, unjudged)!.discountValid).toBe(false);
  });

  it('refuses an answer that does not cover the cart', () => {
    const cart = addItem(addItem(emptyCart(), premium).cart, coffee).cart;
    // one that names a product more than the cart holds
    expect(applyValidation(addItem(emptyCart(), premium).cart, answer(validationRequest(cart)!))).toBeNull();
    const partial = answer({ items: [{ quantity: 1, code: 'wash-premium', showUpsell: true }] });
    expect(applyValidation(cart, partial)).toBeNull();
    const wrongAmount = answer({
      items: [
        { quantity: 2, code: 'wash-premium', showUpsell: true },
        { quantity: 1, code: 'coffee-10', showUpsell: true },
      ],
    });
    expect(applyValidation(cart, wrongAmount)).toBeNull();
  });
});

describe('cart rules at their edges', () => {
  it('prices in its items’ currency, or the page’s when empty', () => {
    expect(cartCurrency(emptyCart(), 'SEK')).toBe('SEK');
    const crowns = { ...premium, attributes: { ...premium.attributes, currency: 'NOK' } };
    expect(cartCurrency(addItem(emptyCart(), crowns).cart, 'EUR')).toBe('NOK');
  });

  it('shows a product’s image, else its first image, else none', () => {
    expect(itemFromProduct(premium).image).toBe('/assets/img/car-wash.webp');
    expect(itemFromProduct({ ...coffee, images: [{ src: '/assets/img/coffee.webp', alt: '' }] }).image).toBe('/assets/img/coffee.webp');
    expect(itemFromProduct(coffee).image).toBeNull();
    expect(itemFromProduct({ ...coffee, attributes: { ...coffee.attributes, product_name: 'Kahvikortti' } }).includes).toEqual([
      { sku: 'coffee-10', amount: 1, globalName: 'Kahvikortti' },
    ]);
  });

  it('takes no new product once it holds MAX_ITEMS products, but still raises one it holds', () => {
    let cart = emptyCart();
    for (let i = 0; i < MAX_ITEMS; i++) cart = addItem(cart, { ...premium, code: `wash-${i}` }).cart;
    expect(cart.items).toHaveLength(MAX_ITEMS);
    expect(addItem(cart, coffee)).toEqual({ cart, first: false, changed: false });
    expect(addItem(cart, { ...premium, code: 'wash-0' })).toMatchObject({ first: false, changed: true });
    expect(addItem(cart, { ...premium, code: 'wash-0' }).cart.items[0]?.amount).toBe(2);
  });

  it('sets whole amounts only, ignores a non-number, and steps by one unless told', () => {
    const cart = addItem(emptyCart(), premium).cart;
    expect(setAmount(cart, premium.code, Number.NaN)).toBe(cart);
    expect(setAmount(cart, premium.code, 3.7).items[0]?.amount).toBe(3);
    expect(setAmount(cart, premium.code, 0.5).items).toEqual([]);
    expect(incrementItem(cart, premium.code).items[0]?.amount).toBe(2);
    expect(incrementItem(cart, 'no-such-code', 5)).toBe(cart);
  });

  it('clears the discount code with an empty one and keeps at most 40 characters', () => {
    const cart = setDiscountCode(addItem(emptyCart(), premium).cart, 'WASH10');
    expect(setDiscountCode(cart, '   ').discountCode).toBeNull();
    expect(setDiscountCode(cart, 'x'.repeat(50)).discountCode).toBe('x'.repeat(40));
    expect(validationRequest(setDiscountCode(cart, ''))).toEqual({ items: [{ quantity: 1, code: 'wash-premium', showUpsell: true }] });
  });

  it('keeps the discount verdict while items remain, and forgets it when the cart empties', () => {
    let cart = setDiscountCode(addItem(addItem(emptyCart(), premium).cart, coffee).cart, 'WASH10');
    cart = applyValidation(cart, answer(validationRequest(cart)!))!;
    expect(cart.discountValid).toBe(true);
    cart = removeItem(cart, 'coffee-10');
    expect(cart.discountValid).toBe(true);
    expect(removeItem(cart, 'wash-premium').discountValid).toBeNull();
    // no code, no verdict, whatever the answer says
    const plain = addItem(emptyCart(), premium).cart;
    expect(applyValidation(plain, { ...answer(validationRequest(plain)!), discountCode: { code: 'X', valid: true } })!.discountValid).toBeNull();
  });

  it('keeps an item’s own name, price and includes where the answer gives none, and takes the answer’s bundle members', () => {
    const cart = addItem(addItem(emptyCart(), premium).cart, premium5).cart;
    const full = answer(validationRequest(cart)!);
    const bare = {
      ...full,
      items: full.items.map((entry) => ({ ...entry, quantity: undefined, product: { code: entry.product.code, bundleMembers: [] } })),
    };
    const kept = applyValidation(cart, bare)!;
    expect(kept.items.map(({ name, price, attributes, includes }) => ({ name, price, attributes, includes }))).toEqual(
      cart.items.map(({ name, price, attributes, includes }) => ({ name, price, attributes, includes })),
    );
    const members = [{ amount: 4, product: { code: 'wash-premium', globalName: 'Premium' } }];
    const repacked = { ...full, items: full.items.map((entry) => ({ ...entry, product: { ...entry.product, bundleMembers: members } })) };
    expect(applyValidation(cart, repacked)!.items[1]?.includes).toEqual([{ sku: 'wash-premium', amount: 4, globalName: 'Premium' }]);
  });
});

describe('upsell rule (spec 4)', () => {
  const offer = answer({ items: [{ quantity: 1, code: 'wash-premium', showUpsell: true }] }).items[0]!.upsellProducts;

  it('keeps the upsell up to one more than its quantity, drops it beyond', () => {
    const item = (amount: number) => ({ amount, includes: [{ sku: 'wash-premium', amount: 1, globalName: '' }], showUpsell: true });
    expect(dropsUpsells(item(1), offer)).toBe(false);
    expect(dropsUpsells(item(5), offer)).toBe(false);
    expect(dropsUpsells(item(6), offer)).toBe(false);
    expect(dropsUpsells(item(7), offer)).toBe(true);
    expect(upsellsFor(item(7), offer)).toEqual([]);
    expect(upsellsFor(item(4), offer)).toEqual(offer);
  });

  it('applies only to a single include with a single same-sku bundle upsell', () => {
    const many = {
      amount: 9,
      includes: [
        { sku: 'wash-premium', amount: 1, globalName: '' },
        { sku: 'coffee-10', amount: 1, globalName: '' },
      ],
      showUpsell: true,
    };
    expect(dropsUpsells(many, offer)).toBe(false);
    const other = { amount: 9, includes: [{ sku: 'coffee-10', amount: 1, globalName: '' }], showUpsell: true };
    expect(dropsUpsells(other, offer)).toBe(false);
    expect(dropsUpsells({ ...other, includes: [{ sku: 'wash-premium', amount: 1, globalName: '' }] }, [...offer, ...offer])).toBe(false);
    // a bundle of the same sku and something else is more than a pack of the same code
    const mixed = offer.map((u) => ({
      ...u,
      product: { ...u.product, bundleMembers: [...u.product.bundleMembers, { amount: 1, product: { code: 'coffee-10', globalName: 'Coffee card' } }] },
    }));
    expect(dropsUpsells({ ...other, includes: [{ sku: 'wash-premium', amount: 1, globalName: '' }] }, mixed)).toBe(false);
  });

  it('declines the upsells of one item only, and drops the ones it showed', () => {
    let cart = addItem(addItem(emptyCart(), premium).cart, coffee).cart;
    cart = applyValidation(cart, answer(validationRequest(cart)!))!;
    expect(cart.items[0]?.upsells).toHaveLength(1);
    const declined = declineUpsell(cart, 'wash-premium');
    expect(declined.items.map((i) => [i.code, i.showUpsell, i.upsells])).toEqual([
      ['wash-premium', false, []],
      ['coffee-10', true, []],
    ]);
  });

  it('shows nothing once the visitor declined', () => {
    let cart = addItem(emptyCart(), premium).cart;
    cart = declineUpsell(cart, 'wash-premium');
    expect(validationRequest(cart)?.items[0]?.showUpsell).toBe(false);
    expect(upsellsFor({ amount: 1, includes: cart.items[0]!.includes, showUpsell: false }, offer)).toEqual([]);
  });

  it('drops the upsells in a validated cart when the quantity runs past the bundle', () => {
    let cart = addItem(emptyCart(), premium).cart;
    cart = setAmount(cart, 'wash-premium', 4);
    expect(applyValidation(cart, answer(validationRequest(cart)!))!.items[0]?.upsells).toHaveLength(1);
    cart = setAmount(cart, 'wash-premium', 7);
    expect(applyValidation(cart, answer(validationRequest(cart)!))!.items[0]?.upsells).toEqual([]);
  });
});
