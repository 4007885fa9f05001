/**
 * The account service's saved payment card (spec 7.2 'cards'; spec 3 leaves the fields open): the
 * one definition. The site server parses the cards call with it; the browser's customer store
 * (src/features/account/customer.ts, type only: no zod in the startup script) and the stand-in
 * backend's demo cards use its type.
 */
import { z } from 'zod';

export const paymentCardSchema = z.object({
  id: z.string().min(1).max(100),
  /** 'Visa', 'Mastercard', … */
  brand: z.string().max(40),
  /** the last four digits; the full number never reaches the site */
  last4: z.string().regex(/^\d{4}$/),
  /** 'MM/YY' */
  expiry: z.string().regex(/^(0[1-9]|1[0-2])\/\d{2}$/),
  /** the name printed on the card, or the customer's own label for it */
  name: z.string().max(200).default(''),
  isDefault: z.boolean().default(false),
});
export type PaymentCard = z.infer<typeof paymentCardSchema>;

export const cardsResponseSchema = z.array(paymentCardSchema).max(100);
