/** The media block (contentType 'media'): one asset with a caption. */
import { z } from 'zod';
import { assetSchema } from '../fields/asset';

export const mediaBlockSchema = z.object({
  id: z.string(),
  contentType: z.literal('media'),
  asset: assetSchema,
  caption: z.string().default(''),
  fill: z.enum(['cover', 'contain']).default('contain'),
});
