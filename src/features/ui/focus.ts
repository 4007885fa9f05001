/** Focus helpers of the modal island: what can take focus inside an element, and wrapping Tab. */

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

/** The elements inside `root` that Tab reaches, in document order. */
export function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.hidden && el.getClientRects().length > 0);
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
