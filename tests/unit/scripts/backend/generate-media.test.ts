import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, StandardFonts, type PDFPage } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localeCodes } from '../../../../src/config/locales';
import { clips } from '../../../../scripts/backend/clips/make';
import { assetFiles, assetFor, type AssetFile, type Recipe } from '../../../../scripts/backend/generate/assets';
import { renderAsset } from '../../../../scripts/backend/generate/assets-render';
import { BODY, createPdf, PAGE, showable, wrap } from '../../../../scripts/backend/generate/pdf';
import { fileText } from '../../../../scripts/backend/generate/text/assets';
import { paragraphs } from '../../../../scripts/backend/generate/text/paragraphs';
import { inLocale } from '../../../../scripts/backend/generate/text/types';
import { startBackend, type RunningBackend } from '../../../../scripts/backend/server/index';
import { backendFixtureDir } from '../../../fixtures/backend';

/** One shown line of a page: its text (WinAnsi decoded) and baseline. */
interface Shown {
  text: string;
  y: number;
}

/** WinAnsi code → character, as pdf-lib's Helvetica encodes them (Node's TextDecoder treats windows-1252 as Latin-1). */
const winAnsi = new Map<number, string>();
beforeAll(async () => {
  const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
  for (const cp of font.getCharacterSet()) {
    const char = String.fromCodePoint(cp);
    const hex = /^<([0-9A-F]{2})>$/i.exec(font.encodeText(char).toString())?.[1];
    if (hex) winAnsi.set(parseInt(hex, 16), char);
  }
});
const decode = (hex: string): string => Array.from(Buffer.from(hex, 'hex'), (code) => winAnsi.get(code) ?? '\uFFFD').join('');

/** The decoded content stream of a page. */
function contentOf(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => page.doc.context.lookup(ref)) : [contents];
  return streams
    .map((stream) => {
      if (!(stream instanceof PDFRawStream)) throw new Error('content stream is not a raw stream');
      return new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode());
    })
    .join('\n');
}

/** Every line drawn on a page: each `x y Tm <hex> Tj` pair of the content stream, in order. */
function shownOn(page: PDFPage): Shown[] {
  return [...contentOf(page).matchAll(/([\d.]+) ([\d.]+) Tm\s+<([0-9A-Fa-f]*)> Tj/g)].map((m) => ({
    y: Number(m[2]),
    text: decode(m[3] ?? ''),
  }));
}

async function parse(bytes: Uint8Array): Promise<{ doc: PDFDocument; pages: Shown[][] }> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  return { doc, pages: doc.getPages().map(shownOn) };
}

/** The words of some lines, for comparing text that wrapping split across lines. */
const words = (lines: readonly string[]): string[] => lines.join(' ').split(/\s+/).filter(Boolean);

const pdfFiles = assetFiles().filter((file): file is AssetFile & { recipe: Extract<Recipe, { kind: 'pdf' }> } => file.recipe.kind === 'pdf');

describe('the generated PDFs (pdf-lib)', () => {
  it('are the price list and the terms in every locale, under the names the pages link to', () => {
    expect(pdfFiles).toHaveLength(2 * localeCodes.length);
    for (const locale of localeCodes) {
      for (const key of ['priceList', 'termsPdf']) {
        const src = assetFor(key, locale).src;
        expect(
          pdfFiles.map((file) => `/assets/${file.path}`),
          `${key} ${locale}`,
        ).toContain(src);
      }
    }
  });

  it.each(localeCodes)('%s: the price list shows its title and lines, in that language', async (locale) => {
    const text = inLocale(fileText, locale);
    const file = pdfFiles.find((f) => `/assets/${f.path}` === assetFor('priceList', locale).src);
    const { doc, pages } = await parse(await renderAsset(file!.recipe));
    expect(doc.getTitle()).toBe(text.priceList);
    expect(doc.getPageCount()).toBe(1);
    expect(pages[0]?.map((line) => line.text)).toEqual([text.priceList, ...text.priceLines]);
    expect(doc.getPage(0).getSize()).toEqual({ width: PAGE.width, height: PAGE.height });
  });

  it.each(localeCodes)('%s: the terms show every legal paragraph, numbered, wrapped inside the margins', async (locale) => {
    const legal = inLocale(paragraphs, locale).legal;
    const file = pdfFiles.find((f) => `/assets/${f.path}` === assetFor('termsPdf', locale).src);
    const { doc, pages } = await parse(await renderAsset(file!.recipe));
    const title = inLocale(fileText, locale).terms.replace(/ \(PDF\)$/, '');
    expect(doc.getTitle()).toBe(title);
    const shown = pages.flat().map((line) => line.text);
    expect(shown[0]).toBe(title);
    expect(words(shown.slice(1))).toEqual(words(legal.map((paragraph, i) => `${i + 1}. ${paragraph}`)));
    expect(shown.join('')).not.toContain('?'); // every letter of the four languages is in WinAnsi
    const font = await doc.embedFont(StandardFonts.Helvetica);
    for (const line of shown.slice(1)) expect(font.widthOfTextAtSize(line, BODY.size)).toBeLessThanOrEqual(PAGE.width - 2 * PAGE.margin);
  });

  it('continues on new pages, each line once and in order, inside the margins', async () => {
    const lines = Array.from({ length: 150 }, (_, i) => `Rivi ${i + 1}: hyvää päivää, Øresund, Åbo, smørbrød, 1,28 €/l`);
    const { doc, pages } = await parse(await createPdf({ title: 'Terms (2025) \\ draft', lines }));
    // A4 less 56 pt margins at 15 pt leading: 46 lines under the title, 48 on later pages.
    expect(doc.getPageCount()).toBe(4);
    expect(pages.map((page) => page.length)).toEqual([47, 48, 48, 8]);
    expect(pages.flat().map((line) => line.text)).toEqual(['Terms (2025) \\ draft', ...lines]);
    const ys = pages.flat().map((line) => line.y);
    expect(Math.min(...ys)).toBeGreaterThanOrEqual(PAGE.margin);
    expect(Math.max(...ys)).toBeLessThanOrEqual(PAGE.height - PAGE.margin);
  });

  it('gives the same bytes for the same text (no dates written)', async () => {
    const make = () => createPdf({ title: 'Hinnasto', lines: ['Biokaasu: 1,69 €/kg'] });
    expect(Buffer.from(await make()).equals(Buffer.from(await make()))).toBe(true);
  });

  it('wraps at spaces within the width, and breaks a word only when it alone is too wide', () => {
    const width = (s: string): number => s.length * 10;
    const text = 'Sähkösopimuksen ehdot koskevat kaikkia asiakkaita '.repeat(6).trim();
    const pieces = wrap(text, width, 200);
    expect(pieces.length).toBeGreaterThan(1);
    for (const piece of pieces) expect(width(piece)).toBeLessThanOrEqual(200);
    expect(pieces.join(' ')).toBe(text);
    const long = wrap('x'.repeat(100), width, 100);
    expect(long).toEqual(Array.from({ length: 10 }, () => 'x'.repeat(10)));
  });

  it('shows a character Helvetica lacks as ?, and a combining mark composed', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    expect(showable(font, 'aäÅø€–→')).toBe('aäÅø€–?');
    expect(showable(font, 'a\u0308')).toBe('ä');
  });
});

describe('the committed clips', () => {
  const videos = assetFiles().filter((file) => file.path.endsWith('.mp4'));
  let backend: RunningBackend;
  let dataDir = '';

  beforeAll(async () => {
    // The backend's fixture data, with the clips as the generator writes them.
    dataDir = await mkdtemp(join(tmpdir(), 'generate-media-'));
    await cp(backendFixtureDir, dataDir, { recursive: true });
    for (const file of videos) await writeFile(join(dataDir, 'assets', file.path), await renderAsset(file.recipe));
    backend = await startBackend({ port: 0, dataDir, journal: false });
  });
  afterAll(async () => {
    await backend?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('are every video of the catalogue, each made by clips/make.ts', () => {
    expect(videos.map((file) => file.recipe.kind)).toEqual(['clip', 'clip']);
    expect(videos.map((file) => (file.recipe.kind === 'clip' ? file.recipe.source : '')).sort()).toEqual(clips.map((clip) => clip.file).sort());
  });

  it('are H.264 MP4 files of the size the assets declare, with the moov box before the media (playback starts early)', async () => {
    for (const file of videos) {
      const bytes = Buffer.from(await renderAsset(file.recipe));
      expect(bytes.subarray(4, 8).toString('latin1'), file.path).toBe('ftyp');
      const text = bytes.toString('latin1');
      expect(text.indexOf('moov'), file.path).toBeLessThan(text.indexOf('mdat'));
      expect(text, file.path).toContain('avc1');
      const clip = clips.find((c) => file.recipe.kind === 'clip' && c.file === file.recipe.source);
      const asset = assetFor(file.path.includes('wind') ? 'windVideo' : 'washVideo', 'en-EU');
      expect([asset.width, asset.height]).toEqual([clip?.width, clip?.height]);
      expect(bytes.length, file.path).toBeLessThan(64 * 1024);
    }
  });

  it('are served as video/mp4 with byte ranges', async () => {
    for (const file of videos) {
      const stored = await readFile(join(dataDir, 'assets', file.path));
      const part = await fetch(`${backend.url}/assets/${file.path}`, { headers: { range: 'bytes=0-99' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-type')).toBe('video/mp4');
      expect(part.headers.get('content-range')).toBe(`bytes 0-99/${stored.length}`);
      expect(Buffer.from(await part.arrayBuffer()).equals(stored.subarray(0, 100))).toBe(true);
      const whole = await fetch(`${backend.url}/assets/${file.path}`);
      expect(whole.headers.get('accept-ranges')).toBe('bytes');
      expect(Buffer.from(await whole.arrayBuffer()).equals(stored)).toBe(true);
    }
  });
});
