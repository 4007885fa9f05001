/**
 * Encodes RGB24 frames as a browser-playable MP4: one H.264 (I_PCM, all-IDR) video track,
 * 'moov' before 'mdat' so playback can start before the whole file has arrived.
 */
import { pickLevel } from './h264-level';
import { NAL_IDR_SLICE, NAL_PPS, NAL_SPS, idrSliceRbsp, nalUnit, ppsRbsp, spsRbsp } from './h264';
import {
  avcC, box, concat, ftyp, hdlrVideo, mdhd, mvhd, stco, stscSingleChunk, stsdAvc1, stss, stsz, stts, tkhd, uint,
  videoMediaHeaderAndDataInfo,
} from './mp4-boxes';
import { rgbToYuv420 } from './yuv';

/** Input of `encodeMp4`: frames are RGB24, width × height × 3 bytes each, row by row. */
export interface Mp4Options {
  width: number;
  height: number;
  fps: number;
  frames: Uint8Array[];
}

/** 90 kHz, the MPEG clock: divides evenly by the common frame rates (24, 25, 30, 50, 60). */
const TIMESCALE = 90_000;

/** nal_ref_idc of parameter sets and IDR slices: anything non-zero means "needed"; 3 is customary. */
const REF_IDC = 3;

/** Bits of one coded macroblock, roughly: 384 sample bytes plus the mb_type and its alignment. */
const BITS_PER_PCM_MB = (384 + 2) * 8;

function validate({ width, height, fps, frames }: Mp4Options): void {
  for (const [name, v] of [['width', width], ['height', height]] as const) {
    if (!Number.isInteger(v) || v <= 0 || v % 16 !== 0) {
      throw new Error(`[mp4] ${name} ${v} must be a positive multiple of 16 (whole H.264 macroblocks, no cropping)`);
    }
  }
  if (!Number.isFinite(fps) || fps <= 0 || Math.round(TIMESCALE / fps) < 1) {
    throw new Error(`[mp4] fps ${fps} must be a positive number of at most ${TIMESCALE}`);
  }
  if (frames.length === 0) throw new Error('[mp4] at least one frame is needed');
  const expected = width * height * 3;
  frames.forEach((f, i) => {
    if (f.length !== expected) {
      throw new Error(`[mp4] frame ${i} has ${f.length} bytes; ${width}x${height} RGB24 needs ${expected}`);
    }
  });
}

/** Encodes the frames as an MP4 file (H.264 Constrained Baseline, I_PCM, BT.601 limited range). */
export function encodeMp4(opts: Mp4Options): Uint8Array {
  validate(opts);
  const { width, height, fps, frames } = opts;
  const widthMbs = width / 16;
  const heightMbs = height / 16;
  const level = pickLevel(widthMbs, heightMbs, fps, widthMbs * heightMbs * BITS_PER_PCM_MB * fps);
  const sps = nalUnit(REF_IDC, NAL_SPS, spsRbsp(widthMbs, heightMbs, level));
  const pps = nalUnit(REF_IDC, NAL_PPS, ppsRbsp());

  // Each sample is one access unit in AVC file format: NAL units each preceded by a 4-byte
  // length (avcC says lengthSizeMinusOne = 3). SPS/PPS live in avcC, so a sample is just the slice.
  const samples = frames.map((rgb, i) => {
    const slice = nalUnit(REF_IDC, NAL_IDR_SLICE, idrSliceRbsp(rgbToYuv420(rgb, width, height), widthMbs, heightMbs, i % 65536));
    return concat([uint(4, slice.length), slice]);
  });
  const sizes = samples.map((s) => s.length);
  const mdatSize = 8 + sizes.reduce((a, b) => a + b, 0);
  if (mdatSize > 0xffffffff) throw new Error(`[mp4] ${mdatSize} bytes of media exceed a 32-bit mdat; use fewer or smaller frames`);

  const delta = Math.round(TIMESCALE / fps);
  const duration = delta * frames.length;
  const head = ftyp();
  // stco needs the absolute offset of the first sample, which sits after moov; moov's size does
  // not depend on that value (fixed 32-bit field), so measure it once, then build it for real.
  const moovFor = (chunkOffset: number): Uint8Array =>
    box(
      'moov',
      mvhd(TIMESCALE, duration),
      box(
        'trak',
        tkhd(duration, width, height),
        box(
          'mdia',
          mdhd(TIMESCALE, duration),
          hdlrVideo(),
          box(
            'minf',
            ...videoMediaHeaderAndDataInfo(),
            box(
              'stbl',
              stsdAvc1(width, height, avcC(sps, pps)),
              stts(frames.length, delta),
              stss(frames.map((_, i) => i + 1)),
              stscSingleChunk(frames.length),
              stsz(sizes),
              stco([chunkOffset]),
            ),
          ),
        ),
      ),
    );
  const moovSize = moovFor(0).length;
  const moov = moovFor(head.length + moovSize + 8);
  return concat([head, moov, uint(4, mdatSize), new TextEncoder().encode('mdat'), ...samples]);
}
