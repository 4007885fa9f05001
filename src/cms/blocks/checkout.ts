/** The checkout block (contentType 'checkout'): the page it is on is the checkout. */
import { z } from 'zod';

export const checkoutBlockSchema = z.object({
  id: z.string(),
  contentType: z.literal('checkout'),
  title: z.string().default(''),
});
export type CheckoutBlock = z.infer<typeof checkoutBlockSchema>;
