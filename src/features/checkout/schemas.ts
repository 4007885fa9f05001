/**
 * What the browser sends to the site's order endpoints, and what it gets back. Shared by the
 * checkout island (building requests, reading answers) and the site server (validating requests).
 * The order request names products and quantities only: prices are the order backend's.
 */
import { z } from 'zod';
import {
  completeRequestSchema,
  idempotencyKeySchema,
  MAX_AMOUNT,
  MAX_ITEMS,
  orderIdSchema,
  paymentMethodTypes,
  productCode,
  totalsSchema,
  uniqueCodes,
  UNIQUE_CODES_MESSAGE,
} from '../../cms/commerce';
import { telephonePrefixes } from '../../lib/phone';

// the parts the order service's own schemas share (src/cms/commerce.ts, one definition each)
export { completeRequestSchema, idempotencyKeySchema, orderIdSchema, paymentMethodTypes };
export type PaymentMethodType = (typeof paymentMethodTypes)[number];

/** Banks offered for bank payments. */
export const banks = ['nordea', 'op', 'danske', 'handelsbanken', 'seb', 'dnb'] as const;

export const marketingChannels = ['email', 'sms'] as const;

const name = z.string().trim().min(1).max(100);

/** Spec 3 "Checkout customer data". */
export const checkoutCustomerSchema = z
  .object({
    email: z.string().trim().email().max(254),
    emailConfirmation: z.string().trim().max(254),
    firstname: name,
    lastname: name,
    telephonePrefix: z.enum(telephonePrefixes),
    telephoneNumber: z.string().regex(/^\d{4,14}$/, 'telephoneNumber must be 4-14 digits'),
    marketing: z.array(z.enum(marketingChannels)).max(marketingChannels.length).default([]),
  })
  .strict()
  .refine((c) => c.email.toLowerCase() === c.emailConfirmation.toLowerCase(), { message: 'emails do not match', path: ['emailConfirmation'] });

export const orderRequestSchema = z
  .object({
    idempotencyKey: idempotencyKeySchema,
    items: z
      .array(z.object({ code: productCode, quantity: z.number().int().min(1).max(MAX_AMOUNT) }).strict())
      .min(1)
      .max(MAX_ITEMS)
      .refine(uniqueCodes, UNIQUE_CODES_MESSAGE),
    discountCode: z.string().trim().min(1).max(40).optional(),
    customer: checkoutCustomerSchema,
    sendSms: z.boolean().default(false),
    paymentMethodType: z.enum(paymentMethodTypes),
    bank: z.enum(banks).optional(),
  })
  .strict()
  .refine((o) => (o.paymentMethodType === 'bank') === (o.bank !== undefined), { message: 'bank is required for bank payments only', path: ['bank'] });
export type OrderRequest = z.infer<typeof orderRequestSchema>;

const orderItemSchema = z.object({ code: z.string(), name: z.string(), quantity: z.number().int(), unitPrice: z.number() });

/** The order as the site answers it (initialize adds paymentUrl). */
export const orderResponseSchema = z.object({
  orderId: orderIdSchema,
  status: z.enum(['pending_payment', 'payment_failed', 'paid', 'completed']),
  items: z.array(orderItemSchema),
  totals: totalsSchema,
  discountCode: z.string().nullable().default(null),
});
export type OrderResponse = z.infer<typeof orderResponseSchema>;

export const initializeResponseSchema = orderResponseSchema.extend({
  paymentUrl: z
    .string()
    .url()
    .refine((u) => /^https?:\/\//i.test(u), 'paymentUrl must be http(s)'),
  replayed: z.boolean().default(false),
});
export type InitializeResponse = z.infer<typeof initializeResponseSchema>;
