/** A link and its target (spec 3): to a page, a card, a path or a url; what blocks, layout and rich text point with. */
import { z } from 'zod';
import { assetSchema } from './asset';

export const linkContentTypes = ['articlePage', 'standardPage', 'stationPage', 'string', 'link', 'card'] as const;

export const linkTargetSchema = z.object({
  contentType: z.enum(linkContentTypes),
  /** page path within the locale, for page and card targets */
  slug: z.string().optional(),
  /** free text value, for 'string' targets (a path or a url) */
  value: z.string().optional(),
  type: z.enum(['internal', 'external']).optional(),
  url: z.string().optional(),
});
export type LinkTarget = z.infer<typeof linkTargetSchema>;

export const linkSchema = z.object({
  id: z.string(),
  title: z.string().default(''),
  url: linkTargetSchema.nullable().default(null),
  openInNewTab: z.boolean().default(true),
  image: assetSchema.nullable().default(null),
});
export type Link = z.infer<typeof linkSchema>;
