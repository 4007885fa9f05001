/** An article as lists and search show it (spec 7.3): the teaser card's fields, and a page of them. */
import { z } from 'zod';
import { assetSchema } from './asset';

/** What an article list shows of an article: enough for a teaser card. */
export const articleSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  byline: z.string().default(''),
  created: z.string(),
  tags: z.array(z.string()).default([]),
  description: z.string().default(''),
  image: assetSchema.nullable().default(null),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

export const searchResponseSchema = z.object({
  items: z.array(articleSummarySchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
