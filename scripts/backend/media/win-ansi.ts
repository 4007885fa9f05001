/**
 * WinAnsiEncoding (PDF 1.7 Annex D) and the Helvetica glyph widths for it, so PDF text in the
 * standard Helvetica font shows ä, ö, å, ø, € … as single bytes, and lines can be measured for wrapping.
 */

/** The 0x80–0x9F block, where WinAnsi (cp1252) differs from Latin-1: [Unicode char, code, Helvetica width]. */
const CP1252_HIGH: readonly [string, number, number][] = [
  ['€', 0x80, 556], ['‚', 0x82, 222], ['ƒ', 0x83, 556], ['„', 0x84, 333], ['…', 0x85, 1000],
  ['†', 0x86, 556], ['‡', 0x87, 556], ['ˆ', 0x88, 333], ['‰', 0x89, 1000], ['Š', 0x8a, 667],
  ['‹', 0x8b, 333], ['Œ', 0x8c, 1000], ['Ž', 0x8e, 611], ['‘', 0x91, 222], ['’', 0x92, 222],
  ['“', 0x93, 333], ['”', 0x94, 333], ['•', 0x95, 350], ['–', 0x96, 556], ['—', 0x97, 1000],
  ['˜', 0x98, 333], ['™', 0x99, 1000], ['š', 0x9a, 500], ['›', 0x9b, 333], ['œ', 0x9c, 944],
  ['ž', 0x9e, 500], ['Ÿ', 0x9f, 667],
];

/** Helvetica widths (1/1000 em, from Adobe's Helvetica.afm) of codes 0x20–0x7E. */
const ASCII_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, // space … /
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, // 0 … ?
  1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, // @ … O
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, // P … _
  333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, // ` … o
  556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584, // p … ~
];

/** Helvetica widths of codes 0xA0–0xFF, which WinAnsi shares with Latin-1. */
const LATIN1_WIDTHS = [
  278, 333, 556, 556, 556, 556, 260, 556, 333, 737, 370, 556, 584, 333, 737, 333, // nbsp … ¯
  400, 584, 333, 333, 333, 556, 537, 278, 333, 333, 365, 556, 834, 834, 834, 611, // ° … ¿
  667, 667, 667, 667, 667, 667, 1000, 722, 667, 667, 667, 667, 278, 278, 278, 278, // À … Ï
  722, 722, 778, 778, 778, 778, 778, 584, 778, 722, 722, 722, 722, 667, 667, 611, // Ð … ß
  556, 556, 556, 556, 556, 556, 889, 500, 556, 556, 556, 556, 278, 278, 278, 278, // à … ï
  556, 556, 556, 556, 556, 556, 556, 584, 611, 556, 556, 556, 556, 500, 556, 500, // ð … ÿ
];

const FROM_UNICODE = new Map(CP1252_HIGH.map(([ch, code]) => [ch, code]));
const HIGH_WIDTHS = new Map(CP1252_HIGH.map(([, code, width]) => [code, width]));

/** The byte used for a character WinAnsi cannot show. */
export const WIN_ANSI_FALLBACK = 0x3f; // '?'

/**
 * Encodes text to WinAnsi bytes: ASCII and Latin-1 (ä ö å ø é …) map to their own code, the
 * cp1252 extras (€, dashes, curly quotes) to 0x80–0x9F, anything else (and control characters) to '?'.
 */
export function toWinAnsi(text: string): Uint8Array {
  const out: number[] = [];
  // NFC first, so an "a" followed by a combining diaeresis becomes the single code for "ä".
  for (const ch of text.normalize('NFC')) {
    const cp = ch.codePointAt(0) ?? 0;
    if ((cp >= 0x20 && cp <= 0x7e) || (cp >= 0xa0 && cp <= 0xff)) out.push(cp);
    else out.push(FROM_UNICODE.get(ch) ?? WIN_ANSI_FALLBACK);
  }
  return Uint8Array.from(out);
}

/** Width of a WinAnsi code in Helvetica, in 1/1000 em (0 for unused codes). */
export function helveticaWidth(code: number): number {
  if (code >= 0x20 && code <= 0x7e) return ASCII_WIDTHS[code - 0x20] ?? 0;
  if (code >= 0xa0 && code <= 0xff) return LATIN1_WIDTHS[code - 0xa0] ?? 0;
  return HIGH_WIDTHS.get(code) ?? 0;
}

/** Width of encoded text at a font size, in points. */
export function textWidth(codes: Uint8Array, fontSize: number): number {
  let units = 0;
  for (const c of codes) units += helveticaWidth(c);
  return (units * fontSize) / 1000;
}
