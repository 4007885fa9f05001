/**
 * The demo documents (price list, terms): a title and lines of text on A4 pages, written with
 * pdf-lib in the standard Helvetica font (nothing embedded; WinAnsi, so ä, ö, å, ø and € show).
 * Lines are wrapped to the text width, at spaces, or mid-word when a word alone is too wide, and
 * continue on new pages. No dates are written, so the same text gives the same bytes.
 */
import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';

/** A4 in points, and the page furniture: 2 cm margins, an 18 pt title, 11 pt body text. */
export const PAGE = { width: 595, height: 842, margin: 56 } as const;
export const TITLE = { size: 18, leading: 24, gapAfter: 10 } as const;
export const BODY = { size: 11, leading: 15 } as const;

/** Input of `createPdf`. */
export interface PdfOptions {
  title: string;
  lines: readonly string[];
}

/** The text with every character Helvetica's WinAnsi set lacks shown as `?` (NFC first: a + ¨ is ä). */
export function showable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return Array.from(text.normalize('NFC'), (c) => (known.has(c.codePointAt(0) ?? 0) ? c : '?')).join('');
}

/** Splits one line into pieces no wider than maxWidth: at spaces, or mid-word if a word alone is too wide. */
export function wrap(text: string, width: (s: string) => number, maxWidth: number): string[] {
  if (width(text) <= maxWidth) return [text];
  const chars = Array.from(text);
  const out: string[] = [];
  let start = 0;
  while (start < chars.length) {
    // Longest prefix that fits; at least one character so an absurdly narrow page still progresses.
    let end = start + 1;
    while (end < chars.length && width(chars.slice(start, end + 1).join('')) <= maxWidth) end++;
    if (end < chars.length) {
      const lastSpace = chars.slice(start, end + 1).lastIndexOf(' ');
      if (lastSpace > 0) end = start + lastSpace; // break before the space that no longer fits
    }
    out.push(chars.slice(start, end).join(''));
    start = end;
    while (chars[start] === ' ') start++; // the break swallows the spaces
  }
  return out;
}

/** Renders a title and lines of text as a PDF; lines that do not fit continue on new pages. */
export async function createPdf({ title, lines }: PdfOptions): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(title);
  doc.setProducer('nordic-energy-site demo content');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const maxWidth = PAGE.width - 2 * PAGE.margin;
  const top = PAGE.height - PAGE.margin;
  let page = doc.addPage([PAGE.width, PAGE.height]);
  let y = top;
  const place = (text: string, size: number, leading: number): void => {
    if (y - leading < PAGE.margin) {
      page = doc.addPage([PAGE.width, PAGE.height]);
      y = top;
    }
    y -= leading;
    if (text !== '') page.drawText(text, { x: PAGE.margin, y, size, font });
  };
  const placeWrapped = (line: string, size: number, leading: number): void => {
    for (const piece of wrap(showable(font, line), (s) => font.widthOfTextAtSize(s, size), maxWidth)) place(piece, size, leading);
  };
  placeWrapped(title, TITLE.size, TITLE.leading);
  y -= TITLE.gapAfter;
  // A string with embedded newlines is several lines; an empty line keeps its vertical space.
  for (const line of lines.flatMap((l) => l.split(/\r\n|\r|\n/))) placeWrapped(line, BODY.size, BODY.leading);
  return doc.save();
}
