import { describe, expect, it } from 'vitest';
import { encodeMp4 } from '../../scripts/backend/media/mp4';

/** One parsed box: type, absolute offset and size, payload bytes, children if it is a container. */
interface Box {
  type: string;
  start: number;
  size: number;
  body: Uint8Array;
  children: Box[];
}

/** Boxes whose payload is only boxes; stsd and avc1 have fixed fields before their children. */
const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'dinf', 'stbl']);
const CHILDREN_AFTER: Record<string, number> = { stsd: 8, avc1: 78, dref: 8 };

const u32 = (b: Uint8Array, at: number): number => new DataView(b.buffer, b.byteOffset).getUint32(at);
const u16 = (b: Uint8Array, at: number): number => new DataView(b.buffer, b.byteOffset).getUint16(at);

/** Walks boxes that must exactly fill `bytes`; throws if a size runs past the end or leaves a gap. */
function parseBoxes(bytes: Uint8Array, base = 0): Box[] {
  const boxes: Box[] = [];
  let at = 0;
  while (at < bytes.length) {
    if (at + 8 > bytes.length) throw new Error(`truncated box header at ${base + at}`);
    const size = u32(bytes, at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (size < 8 || at + size > bytes.length) throw new Error(`box ${type} at ${base + at} has bad size ${size}`);
    const body = bytes.subarray(at + 8, at + size);
    const skip = CONTAINERS.has(type) ? 0 : CHILDREN_AFTER[type];
    const children = skip === undefined ? [] : parseBoxes(body.subarray(skip), base + at + 8 + skip);
    boxes.push({ type, start: base + at, size, body, children });
    at += size;
  }
  return boxes;
}

/** The box at a path of types, e.g. find(tree, 'moov', 'trak'). */
function find(boxes: Box[], ...path: string[]): Box {
  let found: Box | undefined;
  let level = boxes;
  for (const type of path) {
    found = level.find((b) => b.type === type);
    if (!found) throw new Error(`no ${type} in ${path.join('/')}`);
    level = found.children;
  }
  if (!found) throw new Error('empty path');
  return found;
}

function solidFrames(width: number, height: number, colours: [number, number, number][]): Uint8Array[] {
  return colours.map(([r, g, b]) => {
    const f = new Uint8Array(width * height * 3);
    for (let p = 0; p < width * height; p++) f.set([r, g, b], p * 3);
    return f;
  });
}

const WIDTH = 48;
const HEIGHT = 32;
const COLOURS: [number, number, number][] = [[255, 0, 0], [0, 255, 0], [0, 0, 255], [20, 200, 120], [0, 0, 0]];
const file = encodeMp4({ width: WIDTH, height: HEIGHT, fps: 25, frames: solidFrames(WIDTH, HEIGHT, COLOURS) });
const tree = parseBoxes(file);
const stbl = find(tree, 'moov', 'trak', 'mdia', 'minf', 'stbl');

describe('encodeMp4: ISO-BMFF structure', () => {
  it('is ftyp, moov, mdat, whose sizes add up to the file', () => {
    expect(tree.map((b) => b.type)).toEqual(['ftyp', 'moov', 'mdat']);
    expect(tree.reduce((n, b) => n + b.size, 0)).toBe(file.length);
    expect(String.fromCharCode(...find(tree, 'ftyp').body.subarray(0, 4))).toBe('isom');
  });

  it('nests the track boxes the way players look them up', () => {
    expect(find(tree, 'moov').children.map((b) => b.type)).toEqual(['mvhd', 'trak']);
    expect(find(tree, 'moov', 'trak', 'mdia').children.map((b) => b.type)).toEqual(['mdhd', 'hdlr', 'minf']);
    expect(find(tree, 'moov', 'trak', 'mdia', 'minf').children.map((b) => b.type)).toEqual(['vmhd', 'dinf', 'stbl']);
    expect(stbl.children.map((b) => b.type)).toEqual(['stsd', 'stts', 'stss', 'stsc', 'stsz', 'stco']);
    expect(String.fromCharCode(...find(tree, 'moov', 'trak', 'mdia', 'hdlr').body.subarray(8, 12))).toBe('vide');
  });

  it('declares the size in tkhd (16.16) and in the avc1 sample entry', () => {
    const tkhd = find(tree, 'moov', 'trak', 'tkhd').body;
    expect(u32(tkhd, tkhd.length - 8) / 65536).toBe(WIDTH);
    expect(u32(tkhd, tkhd.length - 4) / 65536).toBe(HEIGHT);
    const avc1 = find(stbl.children, 'stsd', 'avc1').body;
    expect([u16(avc1, 24), u16(avc1, 26)]).toEqual([WIDTH, HEIGHT]);
  });

  it('carries exactly one SPS and one PPS in avcC, matching its profile/level bytes', () => {
    const avcC = find(stbl.children, 'stsd', 'avc1', 'avcC').body;
    expect(avcC[0]).toBe(1); // configurationVersion
    expect(avcC[4]).toBe(0xff); // 4-byte NAL lengths
    expect(avcC[5]).toBe(0xe1); // one SPS
    const spsLen = u16(avcC, 6);
    const sps = avcC.subarray(8, 8 + spsLen);
    expect((sps[0] ?? 0) & 31).toBe(7);
    expect([...sps.subarray(1, 4)]).toEqual([...avcC.subarray(1, 4)]);
    expect(sps[1]).toBe(66); // Baseline …
    expect(sps[2]).toBe(0xc0); // … with constraint_set0+1: Constrained Baseline
    expect(avcC[8 + spsLen]).toBe(1); // one PPS
    const ppsLen = u16(avcC, 9 + spsLen);
    expect((avcC[11 + spsLen] ?? 0) & 31).toBe(8);
    expect(11 + spsLen + ppsLen).toBe(avcC.length);
  });

  it('has one stsz entry per frame, every frame a sync sample, timing matching the frame rate', () => {
    const stsz = find(stbl.children, 'stsz').body;
    expect(u32(stsz, 4)).toBe(0);
    expect(u32(stsz, 8)).toBe(COLOURS.length);
    expect(stsz.length).toBe(12 + 4 * COLOURS.length);
    const stss = find(stbl.children, 'stss').body;
    expect(Array.from({ length: u32(stss, 4) }, (_, i) => u32(stss, 8 + 4 * i))).toEqual([1, 2, 3, 4, 5]);
    const stts = find(stbl.children, 'stts').body;
    const timescale = u32(find(tree, 'moov', 'trak', 'mdia', 'mdhd').body, 12);
    expect([u32(stts, 4), u32(stts, 8)]).toEqual([1, COLOURS.length]);
    expect(u32(stts, 12) / timescale).toBeCloseTo(1 / 25, 6);
    expect(u32(find(tree, 'moov', 'trak', 'mdia', 'mdhd').body, 16)).toBe(u32(stts, 12) * COLOURS.length);
  });

  it('points stco at the first sample, and the samples fill mdat as length-prefixed IDR slices', () => {
    const stco = find(stbl.children, 'stco').body;
    const mdat = find(tree, 'mdat');
    expect(u32(stco, 4)).toBe(1);
    let at = u32(stco, 8);
    expect(at).toBe(mdat.start + 8);
    const stsz = find(stbl.children, 'stsz').body;
    for (let i = 0; i < COLOURS.length; i++) {
      const size = u32(stsz, 12 + 4 * i);
      expect(u32(file, at)).toBe(size - 4);
      expect((file[at + 4] ?? 0) & 31).toBe(5); // IDR slice
      expect((file[at + 4] ?? 0) >> 5).toBeGreaterThan(0); // used for reference
      at += size;
    }
    expect(at).toBe(mdat.start + mdat.size);
  });

  it('never leaves a start-code-like 00 00 0x (x ≤ 3) inside a NAL payload', () => {
    const mdat = find(tree, 'mdat').body;
    const stsz = find(stbl.children, 'stsz').body;
    let at = 0;
    for (let i = 0; i < COLOURS.length; i++) {
      const nal = mdat.subarray(at + 4, at + u32(stsz, 12 + 4 * i));
      for (let j = 2; j < nal.length; j++) {
        if (nal[j - 2] === 0 && nal[j - 1] === 0) expect(nal[j]).toBe(3);
      }
      at += u32(stsz, 12 + 4 * i);
    }
  });
});

describe('encodeMp4: input checks', () => {
  const frame = (w: number, h: number): Uint8Array => new Uint8Array(w * h * 3);

  it('rejects sizes that are not multiples of 16', () => {
    expect(() => encodeMp4({ width: 50, height: 32, fps: 10, frames: [frame(50, 32)] })).toThrow(/width 50 .*multiple of 16/);
    expect(() => encodeMp4({ width: 32, height: 0, fps: 10, frames: [] })).toThrow(/height 0/);
  });

  it('rejects frames of the wrong length, no frames, and a bad frame rate', () => {
    expect(() => encodeMp4({ width: 16, height: 16, fps: 10, frames: [frame(16, 16), frame(16, 8)] })).toThrow(/frame 1 has 384 bytes/);
    expect(() => encodeMp4({ width: 16, height: 16, fps: 10, frames: [] })).toThrow(/at least one frame/);
    expect(() => encodeMp4({ width: 16, height: 16, fps: 0, frames: [frame(16, 16)] })).toThrow(/fps 0/);
  });

  it('is deterministic (no timestamps in the file)', () => {
    const opts = { width: 16, height: 16, fps: 30, frames: solidFrames(16, 16, [[1, 2, 3]]) };
    expect(encodeMp4(opts)).toEqual(encodeMp4(opts));
  });
});
