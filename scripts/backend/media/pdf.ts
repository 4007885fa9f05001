/**
 * A minimal PDF 1.4 writer for demo documents: a title and lines of text in the standard
 * Helvetica font (no embedding needed), WinAnsi-encoded so Nordic letters show, paginated on A4.
 * Layout: 1 catalog, 2 page tree, 3 font, 4 info, then a page object and its content stream per page.
 */
import { PAGE, layoutPages, type PlacedLine } from './pdf-layout';

/** Input of `createPdf`. */
export interface PdfOptions {
  title: string;
  lines: string[];
}

/** Bytes of a string whose characters are all < 256 (PDF syntax, already-encoded text). */
function latin1(s: string): Uint8Array {
  return Uint8Array.from(s, (c) => c.charCodeAt(0) & 0xff);
}

/** A PDF literal string of WinAnsi bytes: ( ) \ escaped, other bytes written as themselves. */
export function pdfLiteral(codes: Uint8Array): string {
  let s = '(';
  for (const c of codes) {
    if (c === 0x28 || c === 0x29 || c === 0x5c) s += '\\';
    s += String.fromCharCode(c);
  }
  return `${s})`;
}

/**
 * A text string for the Info dictionary: plain ASCII as a literal, anything else as UTF-16BE with a
 * byte order mark (PDF 1.7 7.9.2.2), since Info strings are PDFDocEncoding, not WinAnsi.
 */
export function pdfTextString(text: string): string {
  if (/^[\x20-\x7e]*$/.test(text)) return pdfLiteral(latin1(text));
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).toUpperCase().padStart(4, '0');
  return `<${hex}>`;
}

/** The content stream of one page: each line positioned absolutely, so the stream is easy to read and check. */
function contentStream(lines: readonly PlacedLine[]): Uint8Array {
  const ops = lines.map(({ codes, size, x, y }) => `BT /F1 ${size} Tf ${x} ${y} Td ${pdfLiteral(codes)} Tj ET`);
  return latin1(`${ops.join('\n')}\n`);
}

/** Collects objects and remembers each one's byte offset for the cross-reference table. */
class PdfFile {
  private readonly parts: Uint8Array[] = [];
  private length = 0;
  private readonly offsets = new Map<number, number>();

  write(bytes: Uint8Array | string): void {
    const b = typeof bytes === 'string' ? latin1(bytes) : bytes;
    this.parts.push(b);
    this.length += b.length;
  }

  /** `N 0 obj <dict> endobj`. */
  object(num: number, dict: string): void {
    this.offsets.set(num, this.length);
    this.write(`${num} 0 obj\n${dict}\nendobj\n`);
  }

  /** A stream object with its exact /Length (the EOL before `endstream` is not counted). */
  stream(num: number, data: Uint8Array): void {
    this.offsets.set(num, this.length);
    this.write(`${num} 0 obj\n<< /Length ${data.length} >>\nstream\n`);
    this.write(data);
    this.write('\nendstream\nendobj\n');
  }

  /** xref with one 20-byte entry per object (object 0 heads the free list), trailer, startxref. */
  finish(rootNum: number, infoNum: number): Uint8Array {
    const size = this.offsets.size + 1;
    const xrefAt = this.length;
    let xref = `xref\n0 ${size}\n0000000000 65535 f \n`;
    for (let n = 1; n < size; n++) {
      const at = this.offsets.get(n);
      if (at === undefined) throw new Error(`[pdf] object ${n} was never written; object numbers must be 1..${size - 1}`);
      xref += `${String(at).padStart(10, '0')} 00000 n \n`;
    }
    this.write(xref);
    this.write(`trailer\n<< /Size ${size} /Root ${rootNum} 0 R /Info ${infoNum} 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`);
    const out = new Uint8Array(this.length);
    let at = 0;
    for (const p of this.parts) {
      out.set(p, at);
      at += p.length;
    }
    return out;
  }
}

/** Renders a title and lines of text as a PDF 1.4 file; lines that do not fit continue on new pages. */
export function createPdf({ title, lines }: PdfOptions): Uint8Array {
  const pages = layoutPages(title, lines);
  const pageNum = (i: number): number => 5 + 2 * i;
  const pdf = new PdfFile();
  // The second line's bytes ≥ 128 tell transfer tools the file is binary (PDF 1.7 7.5.2).
  pdf.write('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n');
  pdf.object(1, '<< /Type /Catalog /Pages 2 0 R >>');
  const kids = pages.map((_, i) => `${pageNum(i)} 0 R`).join(' ');
  pdf.object(2, `<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`);
  // One of the 14 standard fonts: every viewer has it, so nothing is embedded. WinAnsiEncoding
  // overrides Helvetica's built-in StandardEncoding, which has no ä/ö/å at their Latin-1 codes.
  pdf.object(3, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  pdf.object(4, `<< /Title ${pdfTextString(title)} /Producer (nordic-energy-site demo content) >>`);
  pages.forEach((placed, i) => {
    pdf.object(
      pageNum(i),
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] ` +
        `/Resources << /Font << /F1 3 0 R >> /ProcSet [/PDF /Text] >> /Contents ${pageNum(i) + 1} 0 R >>`,
    );
    pdf.stream(pageNum(i) + 1, contentStream(placed));
  });
  return pdf.finish(1, 4);
}
