/**
 * The modal state (spec 3 "Modal state"): which modal is open, whether a backdrop click closes it
 * (default true), and the caller's payload. One modal at a time; the modal island renders it with
 * focus trapped and restored, and Escape closing it.
 */
import { atom } from 'nanostores';

export interface ModalState {
  name: string | null;
  open: boolean;
  closeOnBackdropClick: boolean;
  /** whatever the opener passes along (e.g. the product just added) */
  payload: unknown;
}

export const closedModal: ModalState = { name: null, open: false, closeOnBackdropClick: true, payload: null };

export const $modal = atom<ModalState>(closedModal);

export function openModal(name: string, options: { payload?: unknown; closeOnBackdropClick?: boolean } = {}): void {
  if (!name) throw new Error('A modal needs a name');
  $modal.set({ name, open: true, closeOnBackdropClick: options.closeOnBackdropClick ?? true, payload: options.payload ?? null });
}

export function closeModal(): void {
  $modal.set(closedModal);
}

/** Whether the modal called `name` is the one open. */
export function isOpen(state: ModalState, name: string): boolean {
  return state.open && state.name === name;
}
