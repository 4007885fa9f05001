/**
 * Where the toasts sit so they never hide the element with the keyboard focus (WCAG 2.2 2.4.11
 * Focus Not Obscured): at the bottom of the viewport, unless the focus is under that place, then at
 * the top. The region keeps its own place while the focus is inside it (a toast's close button).
 * Pure: the caller measures.
 */

/** A box in viewport coordinates (what getBoundingClientRect gives). */
export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export type ToastEdge = 'top' | 'bottom';

const overlaps = (a: Box, b: Box): boolean => a.top < b.bottom && b.top < a.bottom && a.left < b.right && b.left < a.right;

/**
 * The edge for the toast region.
 * @param focus the focused element's box, or null when nothing outside the region has the focus
 * @param region the region's box where it is now (its width and height; where it is, horizontally)
 * @param viewportHeight the layout viewport's height
 * @param gap the region's distance from the edge it sits at (CSS `inset`)
 */
export function toastEdge(focus: Box | null, region: Box, viewportHeight: number, gap: number): ToastEdge {
  const height = region.bottom - region.top;
  if (!focus || height <= 0) return 'bottom';
  const atBottom = { ...region, top: viewportHeight - gap - height, bottom: viewportHeight - gap };
  if (!overlaps(focus, atBottom)) return 'bottom';
  const atTop = { ...region, top: gap, bottom: gap + height };
  // focus taller than what is left over: the edge where less of it is hidden
  if (overlaps(focus, atTop)) return coveredBy(focus, atTop) < coveredBy(focus, atBottom) ? 'top' : 'bottom';
  return 'top';
}

const coveredBy = (focus: Box, at: Box): number => Math.max(0, Math.min(focus.bottom, at.bottom) - Math.max(focus.top, at.top));
