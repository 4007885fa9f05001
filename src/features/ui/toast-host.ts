/**
 * Where the toast region lives (spec 2.4, 3 "Notification" and "Modal state"): in its place in the
 * shell, or, while a modal <dialog> is open, inside that dialog. showModal() makes everything
 * outside the dialog inert, so a toast outside it would be neither announced nor reachable, and
 * the dialog's top layer would cover it. The region is moved when the dialog opens, not when a
 * toast comes: a live region inserted together with its content is often not announced.
 */
import { useLayoutEffect, useState, type RefObject } from 'react';

/** The open modal dialog (opened with showModal()), the one the page's focus is kept in; else null. */
export function openModalDialog(doc: Document): HTMLDialogElement | null {
  const modal = [...doc.querySelectorAll('dialog[open]')].filter((d): d is HTMLDialogElement => d instanceof HTMLDialogElement && d.matches(':modal'));
  // one modal at a time (spec 3 "Modal state"); a nested one is later in the top layer and the document
  return modal.at(-1) ?? null;
}

/**
 * The element the toast region is rendered into (a React portal's container): one element for the
 * island's life, moved between `home` and the open modal dialog as dialogs open and close. The
 * container stays the same so the toasts keep their state (and their timers) when it moves.
 */
export function useToastHost(home: RefObject<HTMLElement | null>): HTMLElement {
  const [host] = useState(() => {
    const el = document.createElement('div');
    el.className = 'toasts-host';
    return el;
  });
  useLayoutEffect(() => {
    const place = () => {
      const target = openModalDialog(document) ?? home.current;
      // appended last: after the dialog's content, so it is drawn above it and Tab reaches it last
      if (target && host.parentElement !== target) target.append(host);
    };
    place();
    // showModal() and close() set and remove the open attribute, whoever calls them
    const observer = new MutationObserver(place);
    observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['open'] });
    return () => {
      observer.disconnect();
      host.remove();
    };
  }, [home, host]);
  return host;
}
