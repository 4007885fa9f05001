/**
 * Rich text to HTML (spec 5) with @contentful/rich-text-html-renderer. The library escapes all
 * text; every attribute written here is escaped by `attrs`. Hyperlinks, assets and entries follow
 * the site's link rules; unknown node types show the translated '(Unrecognized node type)'.
 */
import { documentToHtmlString, type NodeRenderer, type RenderNode } from '@contentful/rich-text-html-renderer';
import { BLOCKS, INLINES, type Block, type Inline, type Text } from '@contentful/rich-text-types';
import type { LocaleCode } from '../../config/locales';
import type { RichTextDocument } from '../schemas';
import { t } from '../../i18n/t';
import { uriLinkHtml } from './anchor';
import { assetHtml, assetTarget, entryCardHtml, entryLinkHtml, entryTarget, inlineEntryHtml } from './embedded';
import { escapeHtml } from '../../lib/html-escape';
import { toRenderableDocument, unrecognizedNodeType } from './normalize';
import { dataCellHtml, headerCellHtml, tableHtml } from './table';

export interface RichTextContext {
  locale: LocaleCode;
}

/** Renders a rich-text document to an HTML string in a locale. */
export function renderRichText(doc: RichTextDocument, ctx: RichTextContext): string {
  return documentToHtmlString(toRenderableDocument(doc), {
    renderNode: nodeRenderers(ctx.locale),
    // Editors break lines inside a paragraph with shift+enter, which arrives as '\n' in text.
    preserveWhitespace: true,
  });
}

function nodeRenderers(locale: LocaleCode): RenderNode {
  const assetNode: NodeRenderer = (node, next) => {
    const asset = assetTarget(node.data);
    return asset ? assetHtml(asset, locale, plainText(node.content)) : next(node.content);
  };
  const entryLink: NodeRenderer = (node, next) => entryLinkHtml(entryTarget(node.data), next(node.content), locale);
  const inlineEntry: NodeRenderer = (node) => inlineEntryHtml(entryTarget(node.data), locale);
  const entryCard: NodeRenderer = (node) => entryCardHtml(entryTarget(node.data), locale);

  return {
    [INLINES.HYPERLINK]: (node, next) => uriLinkHtml(node.data['uri'], next(node.content), locale),
    [BLOCKS.EMBEDDED_ASSET]: assetNode,
    [INLINES.ASSET_HYPERLINK]: assetNode,
    [INLINES.ENTRY_HYPERLINK]: entryLink,
    [INLINES.RESOURCE_HYPERLINK]: entryLink,
    [INLINES.EMBEDDED_ENTRY]: inlineEntry,
    [INLINES.EMBEDDED_RESOURCE]: inlineEntry,
    [BLOCKS.EMBEDDED_ENTRY]: entryCard,
    [BLOCKS.EMBEDDED_RESOURCE]: entryCard,
    [BLOCKS.TABLE]: tableHtml,
    [BLOCKS.TABLE_HEADER_CELL]: headerCellHtml,
    [BLOCKS.TABLE_CELL]: dataCellHtml,
    [unrecognizedNodeType]: () => `<span class="rich-text-unrecognized">${escapeHtml(t(locale, 'richText.unrecognized'))}</span>`,
  };
}

// The plain text of a node's children (an asset hyperlink's own words, used as the file name).
function plainText(nodes: (Block | Inline | Text)[]): string {
  return nodes.map((n) => ('value' in n ? n.value : plainText(n.content))).join('');
}
