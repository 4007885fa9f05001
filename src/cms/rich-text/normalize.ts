/**
 * Turns a parsed rich-text document into one the html renderer cannot trip over.
 * The library silently renders '' for a node type it has no renderer for, throws on a text node
 * without a value or marks, and looks renderers up on a plain object (so a node type such as
 * 'constructor' would call Object's constructor). Unknown node types therefore become one
 * sentinel type that `render.ts` renders as the 'unrecognized' text (spec 5).
 */
import { BLOCKS, INLINES, MARKS, type Block, type Document, type Inline, type Text, type TopLevelBlock } from '@contentful/rich-text-types';
import type { RichTextDocument } from '../schemas';

/** Node type that stands in for any node type the renderer does not know. */
export const unrecognizedNodeType = 'x-unrecognized-node';

export type AnyNode = Block | Inline | Text;

// 'document' is a BLOCKS value but only valid at the root; nested, it is as unknown as any other.
const knownNodeTypes = new Set<string>([...Object.values(BLOCKS), ...Object.values(INLINES)].filter((type) => type !== BLOCKS.DOCUMENT));
const knownMarks = new Set<string>(Object.values(MARKS));

/** A copy of the document with every node made safe for `documentToHtmlString`. */
export function toRenderableDocument(doc: RichTextDocument): Document {
  const content = Array.isArray(doc.content) ? doc.content.map(normalizeNode) : [];
  // The library's TopLevelBlock type narrows which blocks may sit at the root; the renderer
  // itself renders any node there, and an unknown one is already the sentinel.
  return { nodeType: BLOCKS.DOCUMENT, data: {}, content: content as TopLevelBlock[] };
}

function normalizeNode(node: unknown): AnyNode {
  if (!isRecord(node) || typeof node['nodeType'] !== 'string') return unrecognized();
  const nodeType = node['nodeType'];
  if (nodeType === 'text') {
    const value = node['value'];
    const marks = Array.isArray(node['marks']) ? node['marks'] : [];
    return {
      nodeType: 'text',
      value: typeof value === 'string' ? value : '',
      // Unknown marks are dropped: the library would look them up on a plain object too.
      marks: marks.filter((m): m is { type: string } => isRecord(m) && typeof m['type'] === 'string' && knownMarks.has(m['type'])),
      data: {},
    };
  }
  if (!knownNodeTypes.has(nodeType)) return unrecognized();
  const content = Array.isArray(node['content']) ? node['content'].map(normalizeNode) : [];
  const data = isRecord(node['data']) ? node['data'] : {};
  return { nodeType: nodeType as BLOCKS, data, content };
}

function unrecognized(): Block {
  return { nodeType: unrecognizedNodeType as BLOCKS, data: {}, content: [] };
}

/** A plain object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
