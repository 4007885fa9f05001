import { describe, expect, it } from 'vitest';
import { createPdf } from '../../scripts/backend/media/pdf';
import { BODY, PAGE, wrapCodes } from '../../scripts/backend/media/pdf-layout';
import { textWidth, toWinAnsi } from '../../scripts/backend/media/win-ansi';

/** The file as a string of one char per byte, so string offsets are byte offsets. */
const bytesToString = (b: Uint8Array): string => Array.from(b, (c) => String.fromCharCode(c)).join('');

/** Reads the cross-reference table the trailer points at: object number → byte offset. */
function readXref(pdf: string): { offsets: Map<number, number>; size: number; trailer: string } {
  const tail = /startxref\n(\d+)\n%%EOF\n$/.exec(pdf);
  if (!tail?.[1]) throw new Error('no startxref at the end');
  const xrefAt = Number(tail[1]);
  expect(pdf.slice(xrefAt, xrefAt + 5)).toBe('xref\n');
  const head = /^xref\n0 (\d+)\n/.exec(pdf.slice(xrefAt));
  if (!head?.[1]) throw new Error('no xref subsection header');
  const count = Number(head[1]);
  const entriesAt = xrefAt + head[0].length;
  expect(pdf.slice(entriesAt, entriesAt + 20)).toBe('0000000000 65535 f \n');
  const offsets = new Map<number, number>();
  for (let n = 1; n < count; n++) {
    const entry = pdf.slice(entriesAt + 20 * n, entriesAt + 20 * n + 20);
    expect(entry).toMatch(/^\d{10} 00000 n \n$/); // fixed 20-byte entries, or the offsets drift
    offsets.set(n, Number(entry.slice(0, 10)));
  }
  const trailer = pdf.slice(entriesAt + 20 * count, pdf.lastIndexOf('startxref'));
  return { offsets, size: count, trailer };
}

/** The text of object n (between "n 0 obj" and "endobj"). */
function objectAt(pdf: string, offsets: Map<number, number>, n: number): string {
  const at = offsets.get(n) ?? -1;
  return pdf.slice(at, pdf.indexOf('endobj', at));
}

/** Every string shown with Tj in the content streams, unescaped, in page order. */
function shownStrings(pdf: string): string[] {
  return [...pdf.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)].map((m) => (m[1] ?? '').replace(/\\(.)/g, '$1'));
}

const lines = Array.from({ length: 150 }, (_, i) => `Rivi ${i + 1}: hyvää päivää, Øresund, Åbo, smørbrød`);
const pdf = bytesToString(createPdf({ title: 'Terms (2025) \\ draft', lines }));

describe('createPdf: file structure', () => {
  it('starts with a PDF 1.4 header and a binary-marker comment', () => {
    expect(pdf.startsWith('%PDF-1.4\n%')).toBe(true);
    expect([...pdf.slice(10, 14)].every((c) => c.charCodeAt(0) >= 128)).toBe(true);
  });

  it('has xref offsets that each point at "N 0 obj", and a startxref that points at the xref', () => {
    const { offsets, size } = readXref(pdf);
    expect(offsets.size).toBe(size - 1);
    for (const [n, at] of offsets) expect(pdf.slice(at, at + `${n} 0 obj`.length)).toBe(`${n} 0 obj`);
  });

  it('has a trailer naming the catalog and an Info dictionary with the title', () => {
    const { offsets, size, trailer } = readXref(pdf);
    expect(trailer).toContain(`/Size ${size}`);
    const root = /\/Root (\d+) 0 R/.exec(trailer)?.[1];
    const info = /\/Info (\d+) 0 R/.exec(trailer)?.[1];
    expect(objectAt(pdf, offsets, Number(root))).toContain('/Type /Catalog');
    expect(objectAt(pdf, offsets, Number(info))).toContain('/Title (Terms \\(2025\\) \\\\ draft)');
  });

  it('gives every stream its exact /Length', () => {
    const streams = [...pdf.matchAll(/<< \/Length (\d+) >>\nstream\n/g)];
    expect(streams.length).toBeGreaterThan(1);
    for (const m of streams) {
      const start = (m.index ?? 0) + m[0].length;
      expect(pdf.slice(start + Number(m[1]), start + Number(m[1]) + 11)).toBe('\nendstream\n');
    }
  });

  it('uses Helvetica with WinAnsiEncoding', () => {
    expect(pdf).toContain('/BaseFont /Helvetica /Encoding /WinAnsiEncoding');
  });
});

describe('createPdf: text', () => {
  it('writes ä ö å ø as single WinAnsi bytes, never as UTF-8', () => {
    expect(pdf).toContain('hyv\xe4\xe4 p\xe4iv\xe4\xe4, \xd8resund, \xc5bo, sm\xf8rbr\xf8d');
    expect(pdf).not.toContain('\xc3'); // the lead byte of UTF-8 ä/ö/å/ø
  });

  it('escapes ( ) and \\ in shown strings', () => {
    expect(pdf).toContain('(Terms \\(2025\\) \\\\ draft) Tj');
  });

  it('shows the title, then every line once and in order, continuing on new pages', () => {
    expect(shownStrings(pdf)).toEqual(['Terms (2025) \\ draft', ...lines.map((l) => bytesToString(toWinAnsi(l)))]);
    const pages = Number(/\/Type \/Pages \/Kids \[[^\]]*\] \/Count (\d+)/.exec(pdf)?.[1]);
    // A4 less 56 pt margins at 15 pt leading: 46 lines under the title, 48 on later pages.
    expect(BODY.leading).toBe(15);
    expect(pages).toBe(4);
    const ys = [...pdf.matchAll(/ (\d+(?:\.\d+)?) Td /g)].map((m) => Number(m[1]));
    expect(Math.min(...ys)).toBeGreaterThanOrEqual(PAGE.margin);
    expect(Math.max(...ys)).toBeLessThanOrEqual(PAGE.height - PAGE.margin);
  });

  it('encodes a non-ASCII title in Info as UTF-16BE with a byte order mark', () => {
    const doc = bytesToString(createPdf({ title: 'Sähkö ø', lines: [] }));
    expect(doc).toContain('/Title <FEFF005300E40068006B00F6002000F8>');
    expect(doc).toContain('(S\xe4hk\xf6 \xf8) Tj');
  });
});

describe('WinAnsi text and wrapping', () => {
  it('maps Latin-1 to itself, cp1252 extras to 0x80–0x9F and anything else to ?', () => {
    expect([...toWinAnsi('aäÅø€–→')]).toEqual([0x61, 0xe4, 0xc5, 0xf8, 0x80, 0x96, 0x3f]);
    expect([...toWinAnsi('a\u0308')]).toEqual([0xe4]); // a + combining diaeresis, normalised
  });

  it('wraps at spaces within the width, and breaks a word only when it alone is too wide', () => {
    const text = toWinAnsi('Sähkösopimuksen ehdot koskevat kaikkia asiakkaita '.repeat(6).trim());
    const pieces = wrapCodes(text, 11, 200);
    expect(pieces.length).toBeGreaterThan(1);
    for (const p of pieces) expect(textWidth(p, 11)).toBeLessThanOrEqual(200);
    expect(pieces.map(bytesToString).join(' ')).toBe(bytesToString(text));
    const long = wrapCodes(toWinAnsi('x'.repeat(100)), 11, 100);
    expect(long.map(bytesToString).join('')).toBe('x'.repeat(100));
    expect(long.every((p) => textWidth(p, 11) <= 100)).toBe(true);
  });
});
