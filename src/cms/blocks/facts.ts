/** The facts block (contentType 'facts'): figures with their labels. */
import { z } from 'zod';

export const factsBlockSchema = z.object({
  id: z.string(),
  contentType: z.literal('facts'),
  title: z.string().default(''),
  items: z.array(z.object({ value: z.string(), label: z.string() })),
});
