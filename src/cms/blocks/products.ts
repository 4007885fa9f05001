/** The products block (contentType 'products'): products and bundles a content page offers (spec 3 "Product fields read"). */
import { z } from 'zod';
import { productSchema } from '../commerce';

export const productsBlockSchema = z.object({
  id: z.string(),
  contentType: z.literal('products'),
  title: z.string().default(''),
  text: z.string().default(''),
  products: z.array(productSchema).min(1).max(24),
});
export type ProductsBlock = z.infer<typeof productsBlockSchema>;
