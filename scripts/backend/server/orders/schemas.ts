/** Request bodies of the embedded order service (digital-order), strict: an unknown field is a 400. */
import { z } from 'zod';
import { MAX_AMOUNT, MAX_ITEMS, productCode } from '../../../../src/cms/commerce';

import { completeRequestSchema, idempotencyKeySchema as idempotencyKey, orderIdSchema as orderId, paymentMethodTypes } from '../../../../src/cms/commerce';
import { isCheckoutE164 } from '../../../../src/lib/phone-number';
import { emailSchema, personNameSchema } from '../../../../src/lib/validation/schema';

export { validationRequestSchema } from '../../../../src/cms/commerce-requests';
/**
 * One definition each, the site's (src/cms/commerce.ts): the payment methods, the idempotency key
 * (made by the client once per checkout; 16–64 URL-safe characters), the order id the service
 * hands out ('NE-' and ten base-32 characters) and the complete call's body.
 */
export { completeRequestSchema, idempotencyKey, orderId, paymentMethodTypes };

export const initializeRequestSchema = z
  .object({
    idempotencyKey,
    items: z
      .array(z.object({ code: productCode, quantity: z.number().int().min(1).max(MAX_AMOUNT) }).strict())
      .min(1)
      .max(MAX_ITEMS)
      .refine((items) => new Set(items.map((i) => i.code)).size === items.length, 'each product code once'),
    discountCode: z.string().trim().min(1).max(40).optional(),
    /**
     * The site's own field rules (src/lib/validation/field-rules.ts, src/lib/phone.ts): the
     * address (internationalised ones taken, kept in normal form: domain in IDNA form), the names,
     * and the number as E.164, valid for its country (+358, +46 or +47).
     */
    customer: z
      .object({
        email: emailSchema,
        firstname: personNameSchema,
        lastname: personNameSchema,
        phone: z.string().refine(isCheckoutE164, 'phone must be a valid +358, +46 or +47 number as E.164, such as +358401234567'),
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
    customerEmail: emailSchema.optional(),
    /** where the payment step returns to; must be on the site's configured origin (return-url.ts) */
    returnUrl: z.string().max(2048),
  })
  .strict();

export const paymentFormSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/), outcome: z.enum(['paid', 'failed']) }).strict();
