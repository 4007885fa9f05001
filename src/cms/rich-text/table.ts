/**
 * Rich-text tables: a first row made only of header cells becomes the table head and its cells
 * column headers (`<th scope="col">`); a header cell in a body row heads that row (`scope="row"`).
 * Wrapped in a scroll container so a wide table does not widen the page on a phone.
 */
import { BLOCKS, type Block, type Inline, type Text } from '@contentful/rich-text-types';
import type { Next } from '@contentful/rich-text-html-renderer';
import { attrs } from './html';

type Node = Block | Inline | Text;

/** Renders a table node. */
export function tableHtml(node: Block | Inline, next: Next): string {
  const children: Node[] = node.content;
  const rows = children.filter((child): child is Block => child.nodeType === BLOCKS.TABLE_ROW);
  const [first, ...others] = rows;
  const firstIsHead = first !== undefined && first.content.length > 0 && first.content.every(isHeaderCell);
  const head = firstIsHead ? `<thead>${rowHtml(first, next, 'col')}</thead>` : '';
  const bodyRows = firstIsHead ? others : rows;
  const body = bodyRows.length > 0 ? `<tbody>${bodyRows.map((row) => rowHtml(row, next, 'row')).join('')}</tbody>` : '';
  return `<div class="rich-text-table"><table>${head}${body}</table></div>`;
}

/** A header cell met outside a table renderer (a row on its own): a column header, as spec'd. */
export function headerCellHtml(node: Block | Inline, next: Next): string {
  return cellHtml(node, next, 'col');
}

/** A data cell with its spans (the scope argument only applies to header cells). */
export function dataCellHtml(node: Block | Inline, next: Next): string {
  return cellHtml(node, next, 'col');
}

function rowHtml(row: Block, next: Next, headerScope: 'col' | 'row'): string {
  const cells = row.content.map((cell) =>
    cell.nodeType === BLOCKS.TABLE_HEADER_CELL || cell.nodeType === BLOCKS.TABLE_CELL ? cellHtml(cell, next, headerScope) : next([cell]),
  );
  return `<tr>${cells.join('')}</tr>`;
}

function cellHtml(cell: Block | Inline, next: Next, headerScope: 'col' | 'row'): string {
  const header = cell.nodeType === BLOCKS.TABLE_HEADER_CELL;
  const tag = header ? 'th' : 'td';
  const spans = { colspan: span(cell.data['colspan']), rowspan: span(cell.data['rowspan']) };
  return `<${tag}${attrs(header ? { scope: headerScope, ...spans } : spans)}>${next(cell.content)}</${tag}>`;
}

function isHeaderCell(node: Node): boolean {
  return node.nodeType === BLOCKS.TABLE_HEADER_CELL;
}

// Only a whole number above 1 is a span worth writing; anything else from content is ignored.
function span(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value > 1 && value <= 1000 ? value : undefined;
}
