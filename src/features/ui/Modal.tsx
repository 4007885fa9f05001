/**
 * The generic accessible modal (spec 2.4, 3 "Modal state"): shows its children while $modal names
 * it. A native <dialog> opened with showModal(), so the page behind is inert; Tab and Shift+Tab are
 * kept inside, Escape closes, a click on the backdrop closes when closeOnBackdropClick is set, and
 * focus returns to whatever had it before the modal opened.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { $modal, closeModal, isOpen } from './modal';
import { wrapTab } from './focus';

export interface ModalProps {
  /** the modal's name in $modal */
  name: string;
  title: string;
  /** the close button's accessible name */
  closeLabel: string;
  children: ReactNode;
  /** extra content under the body (buttons) */
  footer?: ReactNode;
  /** called after the modal closed, however it closed */
  onClose?: () => void;
  size?: 'small' | 'medium' | 'large';
}

export function Modal({ name, title, closeLabel, children, footer, onClose, size = 'medium' }: ModalProps) {
  const state = useStore($modal);
  const open = isOpen(state, name);
  const dialog = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const closedBy = useRef(onClose);
  closedBy.current = onClose;

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) {
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      el.showModal();
      // the first control, else the dialog itself (it is labelled by its title)
      const first = el.querySelector<HTMLElement>('[data-autofocus]') ?? el.querySelector<HTMLElement>('button, a[href], input, select, textarea');
      (first ?? el).focus();
    } else if (!open && el.open) {
      el.close();
      const target = returnTo.current;
      returnTo.current = null;
      if (target && target.isConnected) target.focus();
      closedBy.current?.();
    }
  }, [open]);

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a click on the dialog itself is one on its backdrop; Escape (onCancel) is the keyboard's way
    <dialog
      ref={dialog}
      className={`modal modal--${size}`}
      aria-labelledby={titleId}
      aria-modal="true"
      tabIndex={-1}
      data-modal={name}
      onCancel={(event) => {
        // Escape: close through the store so every reader of $modal agrees
        event.preventDefault();
        closeModal();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Tab' && dialog.current && wrapTab(dialog.current, event.shiftKey, document.activeElement)) event.preventDefault();
      }}
      onClick={(event) => {
        // a click on the dialog element itself is a click on the backdrop: the content fills the box
        if (event.target === dialog.current && state.closeOnBackdropClick) closeModal();
      }}
    >
      {open && (
        <div className="modal__box">
          <div className="modal__head">
            <h2 id={titleId} className="modal__title">
              {title}
            </h2>
            <button type="button" className="modal__close" aria-label={closeLabel} onClick={() => closeModal()}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className="modal__body">{children}</div>
          {footer && <div className="modal__foot">{footer}</div>}
        </div>
      )}
    </dialog>
  );
}
