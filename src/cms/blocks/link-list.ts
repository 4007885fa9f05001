/** The link-list block (contentType 'linkList'): a titled list of links. */
import { z } from 'zod';
import { linkSchema } from '../fields/link';

export const linkListBlockSchema = z.object({
  id: z.string(),
  contentType: z.literal('linkList'),
  title: z.string().default(''),
  links: z.array(linkSchema),
});
