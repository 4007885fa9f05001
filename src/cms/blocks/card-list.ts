/**
 * The card-list block (contentType 'cardList'): cards, links, an article list by tag (spec 7.3) or a
 * redirect (spec 2.5), as its display says.
 */
import { z } from 'zod';
import { searchResponseSchema } from '../fields/article-summary';
import { assetSchema } from '../fields/asset';
import { linkSchema } from '../fields/link';
import { richTextDocumentSchema } from '../fields/rich-text';

export const cardListItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  text: z.union([z.string(), richTextDocumentSchema]).nullable().default(null),
  image: assetSchema.nullable().default(null),
  link: linkSchema.nullable().default(null),
});
export type Card = z.infer<typeof cardListItemSchema>;

export const cardListBlockSchema = z.object({
  id: z.string(),
  contentType: z.literal('cardList'),
  title: z.string().default(''),
  display: z.object({
    /** 'articleList' shows articles by tag (spec 7.3); 'redirect' sends the visitor to url (spec 2.5) */
    component: z.enum(['articleList', 'redirect', 'cards', 'links']),
    tags: z.array(z.string()).default([]),
    url: z.string().default(''),
  }),
  cards: z.array(cardListItemSchema).default([]),
  /** filled by the site at render time for article lists */
  articles: searchResponseSchema.optional(),
});
export type CardListBlock = z.infer<typeof cardListBlockSchema>;
