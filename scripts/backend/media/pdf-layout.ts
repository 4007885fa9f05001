/**
 * Lays text out on A4 pages for `createPdf`: wraps lines to the text width (Helvetica metrics)
 * and spreads them over as many pages as needed. Works on WinAnsi bytes, the unit PDF measures.
 */
import { textWidth, toWinAnsi } from './win-ansi';

/** A4 in points, and the page furniture: 2 cm margins, an 18 pt title, 11 pt body text. */
export const PAGE = { width: 595, height: 842, margin: 56 } as const;
export const TITLE = { size: 18, leading: 24, gapAfter: 10 } as const;
export const BODY = { size: 11, leading: 15 } as const;

/** One line of text placed on a page: its WinAnsi bytes, font size and baseline position. */
export interface PlacedLine {
  codes: Uint8Array;
  size: number;
  x: number;
  y: number;
}

const SPACE = 0x20;

/** Splits one line of bytes into pieces no wider than maxWidth: at spaces, or mid-word if a word alone is too wide. */
export function wrapCodes(codes: Uint8Array, size: number, maxWidth: number): Uint8Array[] {
  if (textWidth(codes, size) <= maxWidth) return [codes];
  const out: Uint8Array[] = [];
  let start = 0;
  while (start < codes.length) {
    // Longest prefix that fits; at least one character so an absurdly narrow page still progresses.
    let end = start + 1;
    while (end < codes.length && textWidth(codes.subarray(start, end + 1), size) <= maxWidth) end++;
    if (end < codes.length) {
      const lastSpace = codes.subarray(start, end + 1).lastIndexOf(SPACE);
      if (lastSpace > 0) end = start + lastSpace; // break before the space that no longer fits
    }
    out.push(codes.slice(start, end));
    start = end;
    while (codes[start] === SPACE) start++; // the break swallows the spaces
  }
  return out;
}

/** Places the title (first page) and the lines, wrapped, starting a new page when one is full. */
export function layoutPages(title: string, lines: readonly string[]): PlacedLine[][] {
  const maxWidth = PAGE.width - 2 * PAGE.margin;
  const top = PAGE.height - PAGE.margin;
  const pages: PlacedLine[][] = [[]];
  let y = top;
  const place = (codes: Uint8Array, size: number, leading: number): void => {
    if (y - leading < PAGE.margin) {
      pages.push([]);
      y = top;
    }
    y -= leading;
    pages[pages.length - 1]?.push({ codes, size, x: PAGE.margin, y });
  };
  for (const piece of wrapCodes(toWinAnsi(title), TITLE.size, maxWidth)) place(piece, TITLE.size, TITLE.leading);
  y -= TITLE.gapAfter;
  // A string with embedded newlines is several lines; an empty line keeps its vertical space.
  for (const line of lines.flatMap((l) => l.split(/\r\n|\r|\n/))) {
    for (const piece of wrapCodes(toWinAnsi(line), BODY.size, maxWidth)) place(piece, BODY.size, BODY.leading);
  }
  return pages;
}
