import { describe, expect, it } from 'vitest';
import { toastEdge, type Box } from '../../../../src/features/ui/toast-edge';

// a 375 × 667 phone; the region 343 px wide, two toasts high (120 px), 16 px from the edges
const VIEWPORT = 667;
const GAP = 16;
const region: Box = { top: VIEWPORT - GAP - 120, bottom: VIEWPORT - GAP, left: 16, right: 359 };
const box = (top: number, height: number, left = 16, width = 200): Box => ({ top, bottom: top + height, left, right: left + width });

describe('toastEdge (WCAG 2.4.11: the toasts never hide the focused element)', () => {
  it('sits at the bottom while the focus is elsewhere, or nowhere', () => {
    expect(toastEdge(box(100, 44), region, VIEWPORT, GAP)).toBe('bottom');
    expect(toastEdge(null, region, VIEWPORT, GAP)).toBe('bottom');
  });

  it('moves to the top when a footer link tabbed to is under it', () => {
    expect(toastEdge(box(600, 44), region, VIEWPORT, GAP)).toBe('top');
  });

  it('measures where the region would sit at the bottom, even while it is at the top', () => {
    const atTop: Box = { ...region, top: GAP, bottom: GAP + 120 };
    expect(toastEdge(box(600, 44), atTop, VIEWPORT, GAP)).toBe('top');
    expect(toastEdge(box(300, 44), atTop, VIEWPORT, GAP)).toBe('bottom');
  });

  it('stays at the bottom for a focused element beside it (the region is only so wide at 1280 px)', () => {
    const desktop: Box = { top: 800 - GAP - 120, bottom: 800 - GAP, left: 1264 - 384, right: 1264 };
    expect(toastEdge(box(700, 44, 80, 300), desktop, 800, GAP)).toBe('bottom');
    expect(toastEdge(box(700, 44, 1000, 200), desktop, 800, GAP)).toBe('top');
  });

  it('takes the edge that hides less of a focused element too tall for either', () => {
    expect(toastEdge(box(100, 560), region, VIEWPORT, GAP)).toBe('top');
    expect(toastEdge(box(0, 560), region, VIEWPORT, GAP)).toBe('bottom');
  });

  it('stays at the bottom while it has no height (no toasts)', () => {
    expect(toastEdge(box(600, 44), { ...region, top: region.bottom }, VIEWPORT, GAP)).toBe('bottom');
  });
});
