/** The hero block (contentType 'hero'): a title, a line of text, an image and a call to action. */
import { z } from 'zod';
import { assetSchema } from '../fields/asset';
import { linkSchema } from '../fields/link';

export const heroBlockSchema = z.object({
  id: z.string(),
  contentType: z.literal('hero'),
  title: z.string(),
  text: z.string().default(''),
  image: assetSchema.nullable().default(null),
  cta: linkSchema.nullable().default(null),
});
