/** Focal-point cropping (crop=fp, spec 7.6), as geometry: which source rectangle to cut. */

export interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The source region that, scaled to width×height, covers the output while keeping the focal
 * point (fx, fy in 0..1) as near the centre as the image's edges allow. zoom > 1 narrows the
 * region around the focal point by that factor.
 */
export function focalCropRegion(
  source: { width: number; height: number },
  target: { width: number; height: number },
  focal: readonly [number, number],
  zoom = 1,
): Region {
  const scale = Math.max(target.width / source.width, target.height / source.height) * Math.max(1, zoom);
  const width = clamp(Math.round(target.width / scale), 1, source.width);
  const height = clamp(Math.round(target.height / scale), 1, source.height);
  const left = clamp(Math.round(focal[0] * source.width - width / 2), 0, source.width - width);
  const top = clamp(Math.round(focal[1] * source.height - height / 2), 0, source.height - height);
  return { left, top, width, height };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
