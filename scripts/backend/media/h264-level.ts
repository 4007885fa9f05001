/**
 * H.264 level selection (spec Annex A, Table A-1): the smallest level whose limits a stream fits,
 * so the avcC and the codec string a browser sees are honest about what it must decode.
 */

/** One row of Table A-1: level_idc, max macroblocks/s, max frame size in MBs, max bit rate (kbit/s, Baseline). */
interface LevelLimits {
  idc: number;
  maxMbps: number;
  maxFs: number;
  maxBrKbps: number;
}

const LEVELS: readonly LevelLimits[] = [
  { idc: 10, maxMbps: 1485, maxFs: 99, maxBrKbps: 64 },
  { idc: 11, maxMbps: 3000, maxFs: 396, maxBrKbps: 192 },
  { idc: 12, maxMbps: 6000, maxFs: 396, maxBrKbps: 384 },
  { idc: 13, maxMbps: 11880, maxFs: 396, maxBrKbps: 768 },
  { idc: 20, maxMbps: 11880, maxFs: 396, maxBrKbps: 2000 },
  { idc: 21, maxMbps: 19800, maxFs: 792, maxBrKbps: 4000 },
  { idc: 22, maxMbps: 20250, maxFs: 1620, maxBrKbps: 4000 },
  { idc: 30, maxMbps: 40500, maxFs: 1620, maxBrKbps: 10000 },
  { idc: 31, maxMbps: 108000, maxFs: 3600, maxBrKbps: 14000 },
  { idc: 32, maxMbps: 216000, maxFs: 5120, maxBrKbps: 20000 },
  { idc: 40, maxMbps: 245760, maxFs: 8192, maxBrKbps: 20000 },
  { idc: 41, maxMbps: 245760, maxFs: 8192, maxBrKbps: 50000 },
  { idc: 42, maxMbps: 522240, maxFs: 8704, maxBrKbps: 50000 },
  { idc: 50, maxMbps: 589824, maxFs: 22080, maxBrKbps: 135000 },
  { idc: 51, maxMbps: 983040, maxFs: 36864, maxBrKbps: 240000 },
  { idc: 52, maxMbps: 2073600, maxFs: 36864, maxBrKbps: 240000 },
];

/** Size and rate limits only: A.3.1 also caps each side at sqrt(8 × MaxFS) macroblocks. */
function fitsPicture(l: LevelLimits, widthMbs: number, heightMbs: number, fps: number): boolean {
  const side = Math.sqrt(8 * l.maxFs);
  const frameMbs = widthMbs * heightMbs;
  return frameMbs <= l.maxFs && widthMbs <= side && heightMbs <= side && frameMbs * fps <= l.maxMbps;
}

/**
 * level_idc for a picture size (in macroblocks), frame rate and bit rate (bit/s). I_PCM costs
 * ~3 kbit per macroblock, so bigger clips outgrow every level's MaxBR; decoders do not police the
 * bit rate (it bounds buffer sizes for streaming), so then the highest level is declared, while a
 * picture too large for any level is an error.
 */
export function pickLevel(widthMbs: number, heightMbs: number, fps: number, bitsPerSecond: number): number {
  const exact = LEVELS.find(
    (l) => fitsPicture(l, widthMbs, heightMbs, fps) && bitsPerSecond <= l.maxBrKbps * 1000,
  );
  if (exact) return exact.idc;
  const top = LEVELS[LEVELS.length - 1];
  if (top && fitsPicture(top, widthMbs, heightMbs, fps)) return top.idc;
  throw new Error(
    `[h264] ${widthMbs * 16}x${heightMbs * 16} at ${fps} fps exceeds every H.264 level (max 5.2)`,
  );
}
