/**
 * What the browser gets back from the site's order endpoints, and the choices an order names.
 * Shared by the checkout island (reading answers) and the site server. The order request's schema
 * is order-request.ts's.
 */
import { z } from 'zod';
import { completeRequestSchema, currencyCode, idempotencyKeySchema, orderIdSchema, paymentMethodTypes, totalsSchema } from '../../cms/commerce';

// the parts the order service's own schemas share (src/cms/commerce.ts, one definition each)
export { completeRequestSchema, idempotencyKeySchema, orderIdSchema, paymentMethodTypes };
export type PaymentMethodType = (typeof paymentMethodTypes)[number];

/** Banks offered for bank payments. */
export const banks = ['nordea', 'op', 'danske', 'handelsbanken', 'seb', 'dnb'] as const;

export const marketingChannels = ['email', 'sms'] as const;

const orderItemSchema = z.object({ code: z.string(), name: z.string(), quantity: z.number().int(), unitPrice: z.number() });

/** The order as the site answers it (initialize adds paymentUrl). */
export const orderResponseSchema = z.object({
  orderId: orderIdSchema,
  status: z.enum(['pending_payment', 'payment_failed', 'paid', 'completed']),
  items: z.array(orderItemSchema),
  totals: totalsSchema,
  /** what the order was priced in (the market of the locale it was made in) */
  currency: currencyCode,
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
