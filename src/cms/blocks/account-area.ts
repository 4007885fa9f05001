/** The account area block (contentType 'accountArea'): which parts of the account the page shows. */
import { z } from 'zod';

export const accountViews = ['details', 'cards'] as const;
export type AccountView = (typeof accountViews)[number];

export const accountAreaBlockSchema = z.object({
  id: z.string(),
  contentType: z.literal('accountArea'),
  views: z.array(z.enum(accountViews)).min(1).max(2).default(['details', 'cards']),
});
export type AccountAreaBlock = z.infer<typeof accountAreaBlockSchema>;
