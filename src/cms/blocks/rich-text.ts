/** The rich-text block (contentType 'richText'): a titled rich-text document. */
import { z } from 'zod';
import { richTextDocumentSchema } from '../fields/rich-text';

export const richTextBlockSchema = z.object({
  id: z.string(),
  contentType: z.literal('richText'),
  title: z.string().default(''),
  document: richTextDocumentSchema,
});
