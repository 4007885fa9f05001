/** A rich-text document (spec 3): the node tree of rich-text blocks, article bodies and card texts. */
import { z } from 'zod';

export interface RichTextNode {
  nodeType: string;
  data: Record<string, unknown>;
  content?: RichTextNode[];
  value?: string;
  marks?: { type: string }[];
}

// The recursion goes through z.lazy at the reference only: a lazy getter that built the object
// schema would construct a new schema for every node parsed, on every rich-text node of every page
// the build renders (design.md, performance targets: full build).
export const richTextNodeSchema: z.ZodType<RichTextNode> = z.object({
  nodeType: z.string().min(1),
  data: z.record(z.unknown()).default({}),
  content: z.array(z.lazy(() => richTextNodeSchema)).optional(),
  value: z.string().optional(),
  marks: z.array(z.object({ type: z.string() })).optional(),
}) as z.ZodType<RichTextNode>;

export const richTextDocumentSchema = z.object({
  nodeType: z.literal('document'),
  data: z.record(z.unknown()).default({}),
  content: z.array(richTextNodeSchema),
});
export type RichTextDocument = z.infer<typeof richTextDocumentSchema>;
