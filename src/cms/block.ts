/**
 * A block of a page's body (spec 3): one of the known blocks, each with its schema in its own file
 * under src/cms/blocks/, or a block of a type the site does not know, kept as it is. The view
 * registry (src/blocks/registry.ts) is typed against KnownBlock, so each known type has a component.
 */
import { z } from 'zod';
import { accountAreaBlockSchema } from './blocks/account-area';
import { cardListBlockSchema } from './blocks/card-list';
import { checkoutBlockSchema } from './blocks/checkout';
import { factsBlockSchema } from './blocks/facts';
import { formBuilderBlockSchema } from './blocks/form-builder';
import { heroBlockSchema } from './blocks/hero';
import { linkListBlockSchema } from './blocks/link-list';
import { mediaBlockSchema } from './blocks/media';
import { productsBlockSchema } from './blocks/products';
import { richTextBlockSchema } from './blocks/rich-text';
import { stationLocatorBlockSchema } from './blocks/station-locator';

/** Any block the site does not know keeps its contentType and renders nothing. */
export const unknownBlockSchema = z.object({ id: z.string(), contentType: z.string() }).passthrough();

export const knownBlockSchema = z.discriminatedUnion('contentType', [
  heroBlockSchema,
  richTextBlockSchema,
  cardListBlockSchema,
  mediaBlockSchema,
  linkListBlockSchema,
  factsBlockSchema,
  productsBlockSchema,
  checkoutBlockSchema,
  stationLocatorBlockSchema,
  formBuilderBlockSchema,
  accountAreaBlockSchema,
]);
export type KnownBlock = z.infer<typeof knownBlockSchema>;
export const knownBlockTypes = knownBlockSchema.options.map((o) => o.shape.contentType.value);

/**
 * A block of a known type must match its schema (a malformed known block is a content error);
 * a block of an unknown type is kept as it is so the registry can skip it.
 */
export const blockSchema = z.union([knownBlockSchema, unknownBlockSchema]).superRefine((block, ctx) => {
  if ((knownBlockTypes as string[]).includes(block.contentType)) {
    const parsed = knownBlockSchema.safeParse(block);
    if (!parsed.success) for (const issue of parsed.error.issues) ctx.addIssue(issue);
  }
});
export type Block = z.infer<typeof blockSchema>;
