/**
 * The shapes of commerce data, parsed at every boundary: products as content blocks carry them
 * (spec 3 "Product fields read"), the persisted cart (spec 3 "Cart item", "Cart"), and the order
 * backend's validation answer (spec 7.4). A persisted cart that does not parse becomes an empty
 * cart (storage.ts); a validation answer that does not parse is a failed validation.
 */
import { z } from 'zod';

/** A product code: short, URL-safe (it travels in bodies and never in paths). */
export const productCode = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'invalid product code');

/** A tax class is the VAT percent as text ('25.5', '14'); spec 9: tax is removed by that percent. */
export const taxClass = z.string().regex(/^\d{1,2}(?:\.\d{1,2})?$/, 'tax_class must be a percent such as "25.5"');

const money = z.number().finite().nonnegative().max(1_000_000);

/**
 * The currency a price is in (spec 3 attributes.currency, ISO 4217). Spec 9's default is EUR; a
 * cart stored before carts named their currency was priced in euros, so it reads as EUR too.
 */
export const currencyCode = z
  .string()
  .regex(/^[A-Z]{3}$/, 'currency must be an ISO 4217 code such as "EUR"')
  .default('EUR');

export const productAttributesSchema = z.object({
  product_name: z.string().default(''),
  price: money,
  tax_class: taxClass,
  currency: currencyCode,
});

export const bundleMemberSchema = z.object({
  amount: z.number().int().positive(),
  product: z.object({ code: productCode, globalName: z.string().default('') }),
});

/**
 * A product image: a content asset (spec 3) as the CMS sends it. Only src and alt are read here;
 * the rest passes through for the block's asset rendering.
 */
export const productImageSchema = z.object({ src: z.string().min(1), alt: z.string().default('') }).passthrough();

/** A product or bundle as the catalogue and the CMS describe it. */
export const productSchema = z.object({
  code: productCode,
  name: z.string().min(1),
  description: z.string().default(''),
  attributes: productAttributesSchema,
  unitPrice: money.optional(),
  bundleMembers: z.array(bundleMemberSchema).default([]),
  image: productImageSchema.nullable().default(null),
  images: z.array(productImageSchema).default([]),
  isBundle: z.boolean().default(false),
});
export type Product = z.infer<typeof productSchema>;

/** What a cart item keeps of its bundle members (spec 3: sku, amount, globalName). */
export const includeSchema = z.object({ sku: productCode, amount: z.number().int().positive(), globalName: z.string().default('') });
export type Include = z.infer<typeof includeSchema>;

/**
 * An upsell the order backend offers for an item. Spec 7.4 names only quantity and
 * product.bundleMembers; the product's code, name and attributes are read when present (without
 * them the upsell cannot be offered, and the cart modal leaves it out). See the README section
 * "Where the site differs from the spec".
 */
export const upsellSchema = z.object({
  quantity: z.number().int().positive(),
  product: z.object({
    code: productCode.optional().catch(undefined),
    name: z.string().optional().catch(undefined),
    bundleMembers: z.array(bundleMemberSchema).default([]),
    attributes: productAttributesSchema.optional().catch(undefined),
  }),
});
export type Upsell = z.infer<typeof upsellSchema>;

/** Largest amount of one product in a cart. */
export const MAX_AMOUNT = 99;
/** Most distinct products in a cart. */
export const MAX_ITEMS = 20;

export const cartItemSchema = z.object({
  code: productCode,
  name: z.string(),
  image: z.string().nullable().default(null),
  amount: z.number().int().min(1).max(MAX_AMOUNT),
  /** display only: the order backend decides every price */
  price: money,
  includes: z.array(includeSchema).default([]),
  attributes: z.object({ price: money, tax_class: taxClass, currency: currencyCode }),
  showUpsell: z.boolean().default(true),
  upsells: z.array(upsellSchema).default([]),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const totalsSchema = z.object({
  discount: money,
  taxAmount: money,
  totalWithTax: money,
  totalWithoutTax: money,
});
export type Totals = z.infer<typeof totalsSchema>;

export const cartSchema = z.object({
  items: z.array(cartItemSchema).max(MAX_ITEMS),
  totals: totalsSchema,
  discountCode: z.string().max(40).nullable().default(null),
  /** whether the backend accepted discountCode (null: not checked yet) */
  discountValid: z.boolean().nullable().default(null),
  cartAmounts: z.number().int().nonnegative(),
  /**
   * whether the prices and totals are the order backend's answer for the items as they are: false
   * from a change until its validation answers. A cart stored without it (by an older page) counts
   * as unpriced, and is validated again as any restored cart is (spec 4)
   */
  priced: z.boolean().default(false),
});
export type Cart = z.infer<typeof cartSchema>;

/* ------------------------------------------------------------ validation (spec 7.4) */

/**
 * A cart holds each product once (spec 4: adding a code already present raises its amount), so a
 * body naming a code twice is refused: three lines of one code would pass the quantity cap.
 */
export function uniqueCodes(items: readonly { code: string }[]): boolean {
  return new Set(items.map((i) => i.code)).size === items.length;
}
export const UNIQUE_CODES_MESSAGE = 'each product code may appear once';

/**
 * A validated item's product. Spec 7.4 reads product {code, bundleMembers}; name and attributes
 * (display price, tax class) are taken when the answer has them and otherwise stay the cart
 * item's own, so an answer without them never empties a cart (README "Where the site differs
 * from the spec").
 */
export const validatedProductSchema = z.object({
  code: productCode,
  bundleMembers: z.array(bundleMemberSchema).default([]),
  name: z.string().min(1).optional().catch(undefined),
  attributes: productAttributesSchema.optional().catch(undefined),
});

/**
 * The validation answer (spec 7.4): items [{product {code, bundleMembers}, upsellProducts
 * [{quantity, product {bundleMembers}}]}] and totals. An item's quantity and the discount code's
 * verdict are not named by the spec: used when present.
 */
export const validationResponseSchema = z.object({
  items: z.array(
    z.object({
      quantity: z.number().int().positive().optional().catch(undefined),
      product: validatedProductSchema,
      upsellProducts: z.array(upsellSchema).default([]),
    }),
  ),
  totals: totalsSchema,
  discountCode: z.object({ code: z.string(), valid: z.boolean() }).nullable().default(null).catch(null),
});
export type ValidationResponse = z.infer<typeof validationResponseSchema>;

/* ------------------------------------------------------------ orders (spec 7.2 order, complete) */

/** The payment methods an order can name. */
export const paymentMethodTypes = ['card', 'bank', 'mobilepay'] as const;

/** Made by the client once per checkout attempt: 16–64 URL-safe characters. */
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'idempotencyKey must be 16-64 letters, digits, - or _');

/** Order ids the order service hands out: 'NE-' and ten base-32 characters. */
export const orderIdSchema = z.string().regex(/^NE-[A-Z2-7]{10}$/, 'not an order id');

/** The complete call's body. */
export const completeRequestSchema = z.object({ orderId: orderIdSchema }).strict();
