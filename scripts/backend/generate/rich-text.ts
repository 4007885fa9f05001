/**
 * Builders for rich-text documents in the Contentful shape (spec 3, @contentful/rich-text-types),
 * with the data conventions the site reads: hyperlink → data.uri; entry links and embedded entries
 * → data.target {contentType, slug, title, text?}; asset nodes → data.target = an Asset;
 * resource nodes → data.target {urn, contentType, slug, title}.
 */
import { BLOCKS, INLINES, MARKS } from '@contentful/rich-text-types';
import type { Asset, RichTextDocument, RichTextNode } from '../../../src/cms/schemas';

/** What an entry link or embedded entry points at. */
export interface EntryTarget {
  contentType: 'standardPage' | 'articlePage' | 'stationPage' | 'card';
  slug: string;
  title: string;
  text?: string;
}

/** What a resource link or embedded resource points at (a cross-space entry). */
export interface ResourceTarget {
  urn: string;
  contentType: string;
  slug: string;
  title: string;
}

/** Inline content: a plain string becomes an unmarked text node. */
export type Inline = RichTextNode | string;

type Mark = `${MARKS}`;

/** A text node with optional marks. */
export function text(value: string, ...marks: Mark[]): RichTextNode {
  return { nodeType: 'text', value, marks: marks.map((type) => ({ type })), data: {} };
}

function inlines(children: readonly Inline[]): RichTextNode[] {
  return children.map((child) => (typeof child === 'string' ? text(child) : child));
}

function block(nodeType: string, content: RichTextNode[], data: Record<string, unknown> = {}): RichTextNode {
  return { nodeType, data, content };
}

/** The document root. */
export function doc(...content: RichTextNode[]): RichTextDocument {
  return { nodeType: BLOCKS.DOCUMENT, data: {}, content };
}

/** A paragraph. */
export function p(...children: Inline[]): RichTextNode {
  return block(BLOCKS.PARAGRAPH, inlines(children));
}

const headingTypes = [BLOCKS.HEADING_1, BLOCKS.HEADING_2, BLOCKS.HEADING_3, BLOCKS.HEADING_4, BLOCKS.HEADING_5, BLOCKS.HEADING_6] as const;

/** A heading of level 1..6. */
export function h(level: 1 | 2 | 3 | 4 | 5 | 6, ...children: Inline[]): RichTextNode {
  return block(headingTypes[level - 1] ?? BLOCKS.HEADING_2, inlines(children));
}

/** A list item; Contentful wraps list-item text in paragraphs. */
export function li(...children: Inline[]): RichTextNode {
  return block(BLOCKS.LIST_ITEM, [p(...children)]);
}

/** An unordered list of plain or rich items. */
export function ul(...items: (Inline | Inline[])[]): RichTextNode {
  return block(
    BLOCKS.UL_LIST,
    items.map((item) => li(...(Array.isArray(item) ? item : [item]))),
  );
}

/** An ordered list of plain or rich items. */
export function ol(...items: (Inline | Inline[])[]): RichTextNode {
  return block(
    BLOCKS.OL_LIST,
    items.map((item) => li(...(Array.isArray(item) ? item : [item]))),
  );
}

/** A horizontal rule. */
export function hr(): RichTextNode {
  return block(BLOCKS.HR, []);
}

/** A block quote (holds paragraphs). */
export function quote(...paragraphs: string[]): RichTextNode {
  return block(
    BLOCKS.QUOTE,
    paragraphs.map((line) => p(line)),
  );
}

/** A table; the first row is made of header cells when `header` is true. */
export function table(rows: readonly (readonly string[])[], header = true): RichTextNode {
  return block(
    BLOCKS.TABLE,
    rows.map((row, index) =>
      block(
        BLOCKS.TABLE_ROW,
        row.map((cell) => block(header && index === 0 ? BLOCKS.TABLE_HEADER_CELL : BLOCKS.TABLE_CELL, [p(cell)])),
      ),
    ),
  );
}

/** A hyperlink to a url (http(s), mailto:, tel: or a site path). */
export function link(uri: string, ...children: Inline[]): RichTextNode {
  return block(INLINES.HYPERLINK, inlines(children), { uri });
}

/** A link to another entry (page, article, station, card). */
export function entryLink(target: EntryTarget, ...children: Inline[]): RichTextNode {
  return block(INLINES.ENTRY_HYPERLINK, inlines(children.length > 0 ? children : [target.title]), { target });
}

/** A link to an asset: a pdf under /assets/files/ is a download, anything else an image link. */
export function assetLink(asset: Asset, ...children: Inline[]): RichTextNode {
  return block(INLINES.ASSET_HYPERLINK, inlines(children.length > 0 ? children : [asset.title]), { target: asset });
}

/** A link to an entry of another space. */
export function resourceLink(target: ResourceTarget, ...children: Inline[]): RichTextNode {
  return block(INLINES.RESOURCE_HYPERLINK, inlines(children.length > 0 ? children : [target.title]), { target });
}

/** An entry embedded inline in running text. */
export function inlineEntry(target: EntryTarget): RichTextNode {
  return block(INLINES.EMBEDDED_ENTRY, [], { target });
}

/** A resource embedded inline in running text. */
export function inlineResource(target: ResourceTarget): RichTextNode {
  return block(INLINES.EMBEDDED_RESOURCE, [], { target });
}

/** An entry embedded as a block (rendered as a card). */
export function embeddedEntry(target: EntryTarget): RichTextNode {
  return block(BLOCKS.EMBEDDED_ENTRY, [], { target });
}

/** An asset embedded as a block (image, or download for files). */
export function embeddedAsset(asset: Asset): RichTextNode {
  return block(BLOCKS.EMBEDDED_ASSET, [], { target: asset });
}

/** A resource embedded as a block. */
export function embeddedResource(target: ResourceTarget): RichTextNode {
  return block(BLOCKS.EMBEDDED_RESOURCE, [], { target });
}

/** Every node type used in a document, text included (for checks). */
export function nodeTypesIn(node: RichTextNode | RichTextDocument, found = new Set<string>()): Set<string> {
  found.add(node.nodeType);
  for (const child of node.content ?? []) nodeTypesIn(child, found);
  return found;
}

/** Every mark used in a document (for checks). */
export function marksIn(node: RichTextNode | RichTextDocument, found = new Set<string>()): Set<string> {
  if ('marks' in node) for (const mark of node.marks ?? []) found.add(mark.type);
  for (const child of node.content ?? []) marksIn(child, found);
  return found;
}
