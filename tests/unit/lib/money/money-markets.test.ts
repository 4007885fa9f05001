/**
 * Money per market agrees end to end: for any cart, in every locale, what the site shows (the
 * product cards, the cart modal's unit prices and prices without tax, the order summary's lines and
 * totals, the pay button, the payment step's amount) is what the order backend charges, in the
 * market's currency, written the locale's one way. The model is written out here, apart from
 * src/lib/money: the currency and VAT percents per locale, the tax inside an amount in exact
 * integer arithmetic, and Intl.NumberFormat for the notation.
 */
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { cleanStores } from 'nanostores';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import Products from '../../../../src/blocks/Products.astro';
import { productsBlockSchema } from '../../../../src/cms/blocks/products';
import { productSchema, validationResponseSchema, type Cart } from '../../../../src/cms/commerce';
import { getLocale, localeCodes, type LocaleCode } from '../../../../src/config/locales';
import { fill } from '../../../../src/i18n/fill';
import { addItem, applyValidation, emptyCart, setAmount, validationRequest } from '../../../../src/features/cart/cart';
import { CartModal } from '../../../../src/features/cart/CartModal';
import { $cart, CART_MODAL } from '../../../../src/features/cart/stores';
import { commerceStrings, shellStrings } from '../../../../src/features/cart/strings';
import { initialCheckout } from '../../../../src/features/checkout/checkout';
import { PaymentStep } from '../../../../src/features/checkout/PaymentStep';
import { $modal, openModal } from '../../../../src/features/ui/modal';
import { productBlocks } from '../../../../scripts/backend/generate/commerce';
import { catalogue } from '../../../../scripts/backend/server/orders/catalogue';
import type { OrderRecord } from '../../../../scripts/backend/server/orders/db';
import { paymentPage } from '../../../../scripts/backend/server/orders/payment-page';
import { priceCart } from '../../../../scripts/backend/server/orders/pricing';
import { OrderService } from '../../../../scripts/backend/server/routes/orders';

/** The model: what each locale sells in, and its VAT in tenths of a percent per tax kind. */
const model = {
  'fi-FI': { market: 'FI', currency: 'EUR', vat: { general: 255, food: 140 } },
  'en-EU': { market: 'FI', currency: 'EUR', vat: { general: 255, food: 140 } },
  'sv-SE': { market: 'SE', currency: 'SEK', vat: { general: 250, food: 120 } },
  'no-NO': { market: 'NO', currency: 'NOK', vat: { general: 250, food: 150 } },
} as const;

/** Cents of tax inside `gross` at `tenths`/10 %, rounded half up, in exact integers. */
const taxInside = (gross: number, tenths: number) => Number((2n * BigInt(gross) * BigInt(tenths) + BigInt(1000 + tenths)) / (2n * BigInt(1000 + tenths)));

function money(locale: LocaleCode, cents: number, listing = false): string {
  const { currency } = model[locale];
  const whole = listing && currency !== 'EUR' && cents % 100 === 0;
  return new Intl.NumberFormat(getLocale(locale).intl, {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100);
}

/** The text of rendered HTML: tags and React's text separators gone, entities decoded. */
function text(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** A totals list as label → value. */
function totalsOf(html: string): Map<string, string> {
  return new Map([...html.matchAll(/<dt>(.*?)<\/dt><dd[^>]*>(.*?)<\/dd>/g)].map((m) => [text(m[1]!).trim(), text(m[2]!).trim()]));
}

const dataDir = mkdtempSync(join(tmpdir(), 'money-markets-'));
const service = new OrderService(dataDir);
afterAll(() => {
  service.close();
  rmSync(dataDir, { recursive: true, force: true });
});
afterEach(() => cleanStores($cart, $modal));

/** The products blocks of a locale's pages, as the content backend serves them (images left out: no asset service here). */
const blocksOf = (locale: LocaleCode) =>
  ['carWash', 'loyalty'].map((id) => {
    const block = productsBlockSchema.parse(productBlocks(id, locale)[0]);
    return { ...block, products: block.products.map((p) => ({ ...p, image: null, images: [] })) };
  });

/** A product as a page of `locale` offers it. */
const product = (code: string, locale: LocaleCode) =>
  productSchema.parse(
    blocksOf(locale)
      .flatMap((b) => b.products)
      .find((p) => p.code === code),
  );

const codes = [...new Set(blocksOf('fi-FI').flatMap((b) => b.products.map((p) => p.code)))];

describe.each(localeCodes)('money in %s', (locale) => {
  const m = model[locale];
  const strings = shellStrings(locale);
  const cs = commerceStrings(locale);

  it('shows every product card as the catalogue prices it in the market, with the tax the market takes', async () => {
    const container = await AstroContainer.create();
    for (const block of blocksOf(locale)) {
      const html = await container.renderToString(Products, { props: { block, locale, index: 0, hasTitle: true } });
      for (const p of block.products) {
        const entry = catalogue.find((e) => e.code === p.code)!;
        const cents = entry.prices[m.market];
        const card = html.slice(html.indexOf(`data-product-code="${p.code}"`));
        const price = text(/product-card__price[^>]*>([^<]*)</.exec(card)![1]!);
        expect(price, p.code).toBe(money(locale, cents, true));
        const net = text(/product-card__net[^>]*>([\s\S]*?)<\/p>/.exec(card)![1]!);
        expect(net, p.code).toContain(money(locale, cents - taxInside(cents, m.vat[entry.tax]), true));
      }
    }
  });

  it('shows any cart as the order backend charges it: unit prices, tax removed, lines, totals, the pay button, the payment step', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...codes), { minLength: 1, maxLength: codes.length }),
        fc.array(fc.integer({ min: 1, max: 99 }), { minLength: codes.length, maxLength: codes.length }),
        fc.constantFrom(undefined, 'WASH10', 'WELCOME5'),
        (picked, amounts, discountCode) => {
          // the cart as a visitor fills it from the page's product cards
          let cart: Cart = emptyCart();
          picked.forEach((code, i) => {
            cart = setAmount(addItem(cart, product(code, locale)).cart, code, amounts[i]!);
          });
          if (discountCode) cart = { ...cart, discountCode };
          // the backend prices it (the validation call, in the page's locale), the site takes the answer
          const answer = validationResponseSchema.parse(service.validate(validationRequest(cart), locale));
          cart = applyValidation(cart, answer)!;
          const charged = priceCart(
            picked.map((code, i) => ({ code, quantity: amounts[i]! })),
            discountCode,
            m.market,
          );
          expect(charged.currency).toBe(m.currency);

          $cart.set(cart);
          openModal(CART_MODAL);
          const modal = text(renderToStaticMarkup(createElement(CartModal, { locale, strings, checkoutHref: '/' })));
          const pay = renderToStaticMarkup(
            createElement(PaymentStep, { locale, strings: cs, cart, state: initialCheckout(), onMethod() {}, onBank() {}, onBack() {}, onPay() {} }),
          );
          const summary = text(pay);
          picked.forEach((code, i) => {
            const entry = catalogue.find((e) => e.code === code)!;
            const unit = entry.prices[m.market];
            expect(modal).toContain(fill(strings['cart.each'], { price: money(locale, unit) }));
            expect(modal).toContain(fill(strings['cart.withoutTax'], { price: money(locale, unit - taxInside(unit, m.vat[entry.tax])) }));
            expect(summary).toContain(money(locale, unit * amounts[i]!));
          });

          const t = charged.totalsCents;
          const shown = totalsOf(pay);
          expect(shown.get(cs['cart.total'])).toBe(money(locale, t.totalWithTax));
          expect(shown.get(cs['cart.tax'])).toBe(money(locale, t.taxAmount));
          expect(shown.get(cs['cart.totalWithoutTax'])).toBe(money(locale, t.totalWithoutTax));
          expect(totalsOf(renderToStaticMarkup(createElement(CartModal, { locale, strings, checkoutHref: '/' }))).get(strings['cart.total'])).toBe(
            money(locale, t.totalWithTax),
          );
          expect(summary).toContain(fill(cs['checkout.pay'], { amount: money(locale, t.totalWithTax) }));

          // the model's own account of the totals: the lines' sum, less the discount, tax inside at each line's rate
          const gross = picked.map((code, i) => catalogue.find((e) => e.code === code)!.prices[m.market] * amounts[i]!);
          const subtotal = gross.reduce((a, b) => a + b, 0);
          expect(t.totalWithTax).toBe(subtotal - t.discount);
          expect(t.totalWithoutTax + t.taxAmount).toBe(t.totalWithTax);
          if (!discountCode) {
            const tax = picked.reduce((sum, code, i) => sum + taxInside(gross[i]!, m.vat[catalogue.find((e) => e.code === code)!.tax]), 0);
            expect(t.taxAmount).toBe(tax);
          }

          // the payment step's page says the same amount
          const order = {
            id: 'NE-AAAAAAAAAA',
            locale,
            paymentToken: 'x'.repeat(32),
            lines: [],
            totals: t,
            currency: charged.currency,
          } as unknown as OrderRecord;
          expect(text(/<dd data-amount>(.*?)<\/dd>/.exec(paymentPage(order))![1]!)).toBe(money(locale, t.totalWithTax));
        },
      ),
      { numRuns: 40 },
    );
  });
});
