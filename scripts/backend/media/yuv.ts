/**
 * RGB24 → planar YUV 4:2:0 with the BT.601 matrix in limited ("studio") range, the colour space
 * the SPS declares in its VUI, so a browser converts back to the same RGB.
 */

/** Three planes: Y is width×height, Cb and Cr are (width/2)×(height/2). */
export interface Yuv420 {
  y: Uint8Array;
  cb: Uint8Array;
  cr: Uint8Array;
}

const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, Math.round(v)));

/** Limited-range BT.601 Y, Cb, Cr of one RGB colour (each 0..255): Y in 16..235, chroma in 16..240. */
export function rgbToYcbcr(r: number, g: number, b: number): [number, number, number] {
  // BT.601 coefficients (Kr = 0.299, Kb = 0.114) scaled to 219 levels of luma and 224 of chroma.
  return [
    clamp(16 + (65.481 * r + 128.553 * g + 24.966 * b) / 255, 16, 235),
    clamp(128 + (-37.797 * r - 74.203 * g + 112 * b) / 255, 16, 240),
    clamp(128 + (112 * r - 93.786 * g - 18.214 * b) / 255, 16, 240),
  ];
}

/** Converts one RGB24 frame; width and height must be even (callers pass multiples of 16). */
export function rgbToYuv420(rgb: Uint8Array, width: number, height: number): Yuv420 {
  if (width % 2 !== 0 || height % 2 !== 0) throw new Error(`[yuv] ${width}x${height}: 4:2:0 needs even sizes`);
  if (rgb.length !== width * height * 3) {
    throw new Error(`[yuv] frame has ${rgb.length} bytes, ${width}x${height} RGB24 needs ${width * height * 3}`);
  }
  const cw = width / 2;
  const y = new Uint8Array(width * height);
  const cb = new Uint8Array(cw * (height / 2));
  const cr = new Uint8Array(cb.length);
  // Chroma is sampled at the centre of each 2×2 block (MPEG-2/H.264 default is the left edge,
  // but the difference is invisible for demo clips), so the block's RGB is averaged first.
  for (let cy = 0; cy < height / 2; cy++) {
    for (let cx = 0; cx < cw; cx++) {
      let rs = 0;
      let gs = 0;
      let bs = 0;
      for (let dy = 0; dy < 2; dy++) {
        for (let dx = 0; dx < 2; dx++) {
          const px = (2 * cy + dy) * width + 2 * cx + dx;
          const r = rgb[px * 3] ?? 0;
          const g = rgb[px * 3 + 1] ?? 0;
          const b = rgb[px * 3 + 2] ?? 0;
          y[px] = rgbToYcbcr(r, g, b)[0];
          rs += r;
          gs += g;
          bs += b;
        }
      }
      const [, u, v] = rgbToYcbcr(rs / 4, gs / 4, bs / 4);
      cb[cy * cw + cx] = u;
      cr[cy * cw + cx] = v;
    }
  }
  return { y, cb, cr };
}
