/**
 * Where the focus goes when the toast that holds it leaves (spec 2.4, 3 "Notification"), as
 * React Aria's and Adobe Spectrum's toasts do: to the next toast's close button, else the previous
 * one's, else back to where the focus was before it entered the toast region, else the page's
 * <main>. Without this the close button is removed under the focus, which drops to <body> and a
 * keyboard or screen reader visitor loses their place (WCAG 2.4.3 Focus Order).
 */
import { focusFirst } from './focus';

/**
 * The places that may take the focus from a leaving toast, best first (pure: the caller gives the
 * focus to the first that takes it).
 * @param closes the toasts' close buttons, in the order they are drawn and Tab reaches them
 * @param leaving the close button of the toast that leaves
 * @param remembered what had the focus before it entered the toast region, if anything
 * @param fallbacks the last resort: the page's <main>, the open modal dialog the region lives in
 */
export function focusAfterToast<T>(closes: readonly T[], leaving: T, remembered: T | null, fallbacks: readonly (T | null)[]): T[] {
  const at = closes.indexOf(leaving);
  // the nearest toast after the leaving one, then the nearest before it
  const toasts = at < 0 ? [] : [...closes.slice(at + 1), ...closes.slice(0, at).reverse()];
  return [...toasts, remembered, ...fallbacks].filter((el): el is T => el !== null && el !== leaving);
}

/** The class of a toast's close button (Notifications.tsx). */
export const TOAST_CLOSE_CLASS = 'toast__close';

/**
 * Before `toast` leaves the toast `region`: if it holds the focus, gives the focus to the first
 * place of focusAfterToast that is in the document, rendered and takes it.
 */
export function releaseToastFocus(region: HTMLElement, toast: HTMLElement, remembered: HTMLElement | null): void {
  const doc = region.ownerDocument;
  if (!toast.contains(doc.activeElement)) return;
  const closes = [...region.querySelectorAll<HTMLElement>(`.${TOAST_CLOSE_CLASS}`)];
  const leaving = toast.querySelector<HTMLElement>(`.${TOAST_CLOSE_CLASS}`);
  // <main> is inert while a modal is open (the region then lives in the dialog): the dialog instead
  const fallbacks = [doc.getElementById('main'), region.closest('dialog')];
  focusFirst(leaving ? focusAfterToast(closes, leaving, remembered, fallbacks) : [remembered, ...fallbacks]);
}
