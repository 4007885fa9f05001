import { describe, expect, it } from 'vitest';
import { BitWriter } from '../../scripts/backend/media/bitwriter';
import { addEmulationPrevention, idrSliceRbsp, nalUnit, ppsRbsp, spsRbsp } from '../../scripts/backend/media/h264';
import { pickLevel } from '../../scripts/backend/media/h264-level';
import { rgbToYcbcr, rgbToYuv420 } from '../../scripts/backend/media/yuv';

/** A test-side H.264 bit reader: strips emulation prevention, then reads u(n) / ue(v) / se(v). */
class BitReader {
  private pos = 0;
  readonly bytes: Uint8Array;
  constructor(nalPayload: Uint8Array) {
    const out: number[] = [];
    let zeros = 0;
    for (const b of nalPayload) {
      if (zeros === 2 && b === 3) {
        zeros = 0;
        continue;
      }
      out.push(b);
      zeros = b === 0 ? zeros + 1 : 0;
    }
    this.bytes = Uint8Array.from(out);
  }
  u(n: number): number {
    let v = 0;
    for (let i = 0; i < n; i++, this.pos++) {
      const byte = this.bytes[this.pos >> 3];
      if (byte === undefined) throw new Error('read past the end');
      v = v * 2 + ((byte >> (7 - (this.pos & 7))) & 1);
    }
    return v;
  }
  ue(): number {
    let zeros = 0;
    while (this.u(1) === 0) zeros++;
    return 2 ** zeros - 1 + this.u(zeros);
  }
  se(): number {
    const k = this.ue();
    return k % 2 === 1 ? (k + 1) / 2 : -k / 2 || 0; // `|| 0` turns -0 into 0
  }
  get bitPos(): number {
    return this.pos;
  }
  bitsLeft(): number {
    return this.bytes.length * 8 - this.pos;
  }
}

const bits = (w: BitWriter): string => [...w.alignZero().finish()].map((b) => b.toString(2).padStart(8, '0')).join('');

describe('BitWriter', () => {
  it('writes Exp-Golomb codes as in the spec table 9-2', () => {
    expect(bits(new BitWriter().ue(0))).toBe('10000000');
    expect(bits(new BitWriter().ue(1))).toBe('01000000');
    expect(bits(new BitWriter().ue(4))).toBe('00101000');
    expect(bits(new BitWriter().ue(25))).toBe('0000110100000000'); // mb_type I_PCM
    expect(bits(new BitWriter().se(1).se(-1).se(2))).toBe('0100110010000000'); // 010 011 00100
  });

  it('packs fields across byte boundaries, MSB first, up to 32 bits', () => {
    expect([...new BitWriter().u(4, 0xa).u(8, 0xbc).u(4, 0xd).finish()]).toEqual([0xab, 0xcd]);
    expect([...new BitWriter().u(32, 0xfedcba98).finish()]).toEqual([0xfe, 0xdc, 0xba, 0x98]);
    expect([...new BitWriter().u(3, 5).trailingBits().finish()]).toEqual([0b10110000]);
    expect(() => new BitWriter().u(3, 8)).toThrow(/does not fit/);
    expect(() => new BitWriter().u(1, 1).bytes(new Uint8Array(1))).toThrow(/not byte-aligned/);
  });
});

describe('addEmulationPrevention', () => {
  it('escapes 00 00 followed by 00..03, and only that', () => {
    expect([...addEmulationPrevention(Uint8Array.of(0, 0, 1, 0, 0, 4))]).toEqual([0, 0, 3, 1, 0, 0, 4]);
    expect([...addEmulationPrevention(Uint8Array.of(0, 0, 0, 0, 0, 2))]).toEqual([0, 0, 3, 0, 0, 3, 0, 2]);
    expect([...addEmulationPrevention(Uint8Array.of(0, 0, 3, 0x80))]).toEqual([0, 0, 3, 3, 0x80]);
    expect([...addEmulationPrevention(Uint8Array.of(5, 0, 7, 0, 0x80))]).toEqual([5, 0, 7, 0, 0x80]);
  });

  it('round-trips through a decoder that strips 00 00 03', () => {
    const rbsp = Uint8Array.from({ length: 2000 }, (_, i) => ((i * 7919) % 13 < 6 ? 0 : i % 5));
    rbsp[rbsp.length - 1] = 0x80;
    expect([...new BitReader(addEmulationPrevention(rbsp)).bytes]).toEqual([...rbsp]);
  });
});

describe('rgbToYuv420 (BT.601 limited range)', () => {
  it('maps black, white and the primaries to their studio-range values', () => {
    expect(rgbToYcbcr(0, 0, 0)).toEqual([16, 128, 128]);
    expect(rgbToYcbcr(255, 255, 255)).toEqual([235, 128, 128]);
    expect(rgbToYcbcr(255, 0, 0)).toEqual([81, 90, 240]);
    expect(rgbToYcbcr(0, 0, 255)).toEqual([41, 240, 110]);
  });

  it('averages each 2×2 block for chroma and keeps full-resolution luma', () => {
    const rgb = new Uint8Array(2 * 2 * 3);
    rgb.set([255, 0, 0], 0); // one red pixel among three black ones
    const { y, cb, cr } = rgbToYuv420(rgb, 2, 2);
    expect([...y]).toEqual([81, 16, 16, 16]);
    expect([...cb]).toEqual(rgbToYcbcr(255 / 4, 0, 0).slice(1, 2));
    expect([...cr]).toEqual(rgbToYcbcr(255 / 4, 0, 0).slice(2));
  });
});

describe('H.264 parameter sets and I_PCM slices', () => {
  it('writes an SPS a decoder reads back as Constrained Baseline at the given size', () => {
    const nal = nalUnit(3, 7, spsRbsp(5, 3, 12));
    expect(nal[0]).toBe(0x67);
    const r = new BitReader(nal.subarray(1));
    expect([r.u(8), r.u(8), r.u(8)]).toEqual([66, 0xc0, 12]);
    expect(r.ue()).toBe(0); // sps id
    expect(r.ue()).toBe(0); // log2_max_frame_num_minus4
    expect(r.ue()).toBe(2); // poc type
    expect(r.ue()).toBe(1); // max_num_ref_frames
    expect(r.u(1)).toBe(0); // gaps
    expect([r.ue() + 1, r.ue() + 1]).toEqual([5, 3]);
    expect([r.u(1), r.u(1), r.u(1), r.u(1)]).toEqual([1, 1, 0, 1]); // frame_mbs_only, direct8x8, cropping, vui
    expect([r.u(1), r.u(1), r.u(1), r.u(3), r.u(1), r.u(1)]).toEqual([0, 0, 1, 5, 0, 1]);
    expect([r.u(8), r.u(8), r.u(8)]).toEqual([6, 6, 6]); // BT.601 primaries, transfer, matrix
    expect([r.u(1), r.u(1), r.u(1), r.u(1), r.u(1), r.u(1), r.u(1)]).toEqual([0, 0, 0, 0, 0, 1, 1]);
    expect([r.ue(), r.ue(), r.ue(), r.ue(), r.ue(), r.ue()]).toEqual([0, 0, 15, 15, 0, 1]);
    expect(r.u(1)).toBe(1); // rbsp_stop_one_bit
    expect(r.bitsLeft()).toBeLessThan(8);
  });

  it('writes a CAVLC PPS without slice groups', () => {
    const nal = nalUnit(3, 8, ppsRbsp());
    expect(nal[0]).toBe(0x68);
    const r = new BitReader(nal.subarray(1));
    expect([r.ue(), r.ue(), r.u(1), r.u(1), r.ue(), r.ue(), r.ue(), r.u(1), r.u(2)]).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect([r.se(), r.se(), r.se(), r.u(1), r.u(1), r.u(1), r.u(1)]).toEqual([0, 0, 0, 1, 0, 0, 1]);
  });

  it('codes every macroblock as I_PCM whose samples decode back to the input planes', () => {
    const width = 32;
    const height = 48;
    let seed = 12345;
    const rgb = Uint8Array.from({ length: width * height * 3 }, () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 24);
    const pic = rgbToYuv420(rgb, width, height);
    const r = new BitReader(nalUnit(3, 5, idrSliceRbsp(pic, 2, 3, 7)).subarray(1));
    // first_mb, slice_type, pps id, frame_num(4), idr_pic_id, no_output_of_prior_pics, long_term, qp delta, deblocking
    expect([r.ue(), r.ue(), r.ue(), r.u(4), r.ue(), r.u(1), r.u(1), r.se(), r.ue()]).toEqual([0, 7, 0, 0, 7, 0, 0, 0, 1]);
    const y = new Uint8Array(width * height);
    const cb = new Uint8Array(width * height / 4);
    const cr = new Uint8Array(cb.length);
    for (let mb = 0; mb < 6; mb++) {
      expect(r.ue()).toBe(25);
      while (r.bitPos % 8 !== 0) expect(r.u(1)).toBe(0); // pcm_alignment_zero_bit
      const mx = mb % 2;
      const my = Math.floor(mb / 2);
      for (let i = 0; i < 256; i++) y[(my * 16 + Math.floor(i / 16)) * width + mx * 16 + (i % 16)] = r.u(8);
      for (const plane of [cb, cr]) {
        for (let i = 0; i < 64; i++) plane[(my * 8 + Math.floor(i / 8)) * (width / 2) + mx * 8 + (i % 8)] = r.u(8);
      }
    }
    expect(y).toEqual(pic.y);
    expect(cb).toEqual(pic.cb);
    expect(cr).toEqual(pic.cr);
    expect([r.u(8), r.bitsLeft()]).toEqual([0x80, 0]); // rbsp_slice_trailing_bits, then the end
  });
});

describe('pickLevel', () => {
  it('picks the smallest level whose frame size, macroblock rate and bit rate fit', () => {
    expect(pickLevel(4, 3, 5, 12 * 3088 * 5)).toBe(11);
    expect(pickLevel(4, 3, 10, 12 * 3088 * 10)).toBe(12);
    expect(pickLevel(40, 23, 30, 1)).toBe(30); // 640×368: fits 2.2's MaxFS, but 27600 MB/s needs 3.0
  });

  it('declares the top level when only the bit rate is too high, and throws when the picture is', () => {
    expect(pickLevel(80, 45, 30, 400e6)).toBe(52);
    expect(() => pickLevel(300, 300, 30, 1)).toThrow(/exceeds every H.264 level/);
  });
});
