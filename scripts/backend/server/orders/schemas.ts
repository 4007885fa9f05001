/** Request bodies of the embedded order service (digital-order), strict: an unknown field is a 400. */
import { z } from 'zod';
import { MAX_AMOUNT, MAX_ITEMS, productCode } from '../../../../src/cms/commerce';

import { completeRequestSchema, idempotencyKeySchema as idempotencyKey, orderIdSchema as orderId, paymentMethodTypes } from '../../../../src/cms/commerce';

export { validationRequestSchema } from '../../../../src/cms/commerce';
/**
 * One definition each, the site's (src/cms/commerce.ts): the payment methods, the idempotency key
 * (made by the client once per checkout; 16–64 URL-safe characters), the order id the service
 * hands out ('NE-' and ten base-32 characters) and the complete call's body.
 */
export { completeRequestSchema, idempotencyKey, orderId, paymentMethodTypes };

const text = (max: number) => z.string().trim().min(1).max(max);

export const initializeRequestSchema = z
  .object({
    idempotencyKey,
    items: z
      .array(z.object({ code: productCode, quantity: z.number().int().min(1).max(MAX_AMOUNT) }).strict())
      .min(1)
      .max(MAX_ITEMS)
      .refine((items) => new Set(items.map((i) => i.code)).size === items.length, 'each product code once'),
    discountCode: z.string().trim().min(1).max(40).optional(),
    customer: z
      .object({
        email: z.string().trim().email().max(254),
        firstname: text(100),
        lastname: text(100),
        phone: z.string().regex(/^\+\d{6,15}$/, 'phone must be an international number such as +358401234567'),
        marketing: z
          .array(z.enum(['email', 'sms']))
          .max(2)
          .default([]),
      })
      .strict(),
    sendSms: z.boolean().default(false),
    paymentMethodType: z.enum(paymentMethodTypes),
    bank: z
      .string()
      .regex(/^[a-z0-9-]{2,32}$/)
      .optional(),
    /** the logged-in customer's email (spec 6), when there is one */
    customerEmail: z.string().trim().email().max(254).optional(),
    /** where the payment step returns to; must be on the site's configured origin (return-url.ts) */
    returnUrl: z.string().max(2048),
  })
  .strict();

export const paymentFormSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/), outcome: z.enum(['paid', 'failed']) }).strict();
