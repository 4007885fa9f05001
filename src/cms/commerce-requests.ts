/**
 * The cart validation call's body (spec 7.4: {items: [{quantity, code, showUpsell}], discountCode
 * (optional), customerEmail (optional)}), as the site server and the order service read it. Its
 * own module: the browser only builds this body (the type), and its address rule is the one the
 * browser checks with (src/lib/validation/schema.ts), which a content page's cart code need not carry.
 */
import { z } from 'zod';
import { emailSchema } from '../lib/validation/schema';
import { MAX_AMOUNT, MAX_ITEMS, productCode, uniqueCodes, UNIQUE_CODES_MESSAGE } from './commerce';

export const validationRequestSchema = z
  .object({
    items: z
      .array(z.object({ quantity: z.number().int().min(1).max(MAX_AMOUNT), code: productCode, showUpsell: z.boolean().default(true) }).strict())
      .min(1)
      .max(MAX_ITEMS)
      .refine(uniqueCodes, UNIQUE_CODES_MESSAGE),
    discountCode: z.string().trim().min(1).max(40).optional(),
    /** spec 6: the logged-in customer's address, else the checkout's; sent on in its normal form */
    customerEmail: emailSchema.optional(),
  })
  .strict();
export type ValidationRequest = z.infer<typeof validationRequestSchema>;
