/**
 * Focus helpers of the islands: what can take focus inside an element, wrapping Tab (the modal), and
 * giving the focus to the first of several places that takes it.
 */

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Whether an element is drawn: in the document, not hidden, with a box (display: none has none). */
const rendered = (el: HTMLElement): boolean => el.isConnected && !el.hidden && el.getClientRects().length > 0;

/** The elements inside `root` that Tab reaches, in document order. */
export function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(rendered);
}

/**
 * Keeps Tab inside `root`: from the last element to the first and, with Shift, from the first to
 * the last. Returns true when it moved the focus (the caller then prevents the default).
 */
export function wrapTab(root: HTMLElement, shift: boolean, active: Element | null): boolean {
  const list = focusables(root);
  if (list.length === 0) {
    root.focus();
    return true;
  }
  const first = list[0]!;
  const last = list[list.length - 1]!;
  if (shift && (active === first || !root.contains(active))) {
    last.focus();
    return true;
  }
  if (!shift && (active === last || !root.contains(active))) {
    first.focus();
    return true;
  }
  return false;
}

/**
 * Focuses the first candidate that is in the document, rendered and takes the focus (a hidden or
 * not yet focusable element ignores focus() without a word). Returns whether one did.
 */
export function focusFirst(candidates: readonly (HTMLElement | null | undefined)[], options?: FocusOptions): boolean {
  for (const el of candidates) {
    if (!el || !rendered(el)) continue;
    el.focus(options);
    if (el.ownerDocument.activeElement === el) return true;
  }
  return false;
}
