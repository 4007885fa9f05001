/**
 * The notifications island (spec 2.4, 3 "Notification"): the toasts of $notifications in an
 * aria-live region, so screen readers hear each notice as it appears; errors are announced
 * assertively. Each toast can be dismissed and leaves by itself after a while (errors stay longer).
 * The region sits at the bottom, or at the top while the focused element is where it would cover
 * it (WCAG 2.2 2.4.11; toast-edge.ts). While a modal dialog is open the region lives inside it, so
 * its toasts are announced and drawn above the dialog (toast-host.ts).
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useStore } from '@nanostores/react';
import { $notifications, dismiss, notificationText, type Notification } from './notifications';
import { toastEdge, type ToastEdge } from './toast-edge';
import { useToastHost } from './toast-host';

/** The region's distance from the viewport's edge: `.toasts`' inset of 1rem (CommerceShell.astro). */
const TOAST_GAP_PX = 16;

/** The edge the region takes, measured again as the focus moves, the page scrolls or the toasts change. */
function useToastEdge(region: { current: HTMLElement | null }, toasts: number): ToastEdge {
  const [edge, setEdge] = useState<ToastEdge>('bottom');
  useLayoutEffect(() => {
    const el = region.current;
    if (!el || toasts === 0) return;
    let frame = 0;
    const place = () => {
      frame = 0;
      const active = document.activeElement;
      // a toast's own close button keeps the region where it is
      if (active && el.contains(active)) return;
      const focus = active && active !== document.body ? active.getBoundingClientRect() : null;
      setEdge(toastEdge(focus, el.getBoundingClientRect(), window.innerHeight, TOAST_GAP_PX));
    };
    const later = () => {
      if (!frame) frame = requestAnimationFrame(place);
    };
    place();
    document.addEventListener('focusin', place);
    window.addEventListener('scroll', later, { passive: true, capture: true });
    window.addEventListener('resize', later);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('focusin', place);
      window.removeEventListener('scroll', later, { capture: true });
      window.removeEventListener('resize', later);
    };
  }, [region, toasts]);
  return edge;
}

export interface NotificationsProps {
  label: string;
  dismissLabel: string;
  /** the locale's something-went-wrong text, shown for a notice without a message (spec 8) */
  somethingWentWrong: string;
  /** milliseconds a success or information toast stays; errors and warnings stay twice as long */
  lifetimeMs?: number;
}

function Toast({
  notification,
  dismissLabel,
  somethingWentWrong,
  lifetimeMs,
}: {
  notification: Notification;
  dismissLabel: string;
  somethingWentWrong: string;
  lifetimeMs: number;
}) {
  const urgent = notification.type === 'error' || notification.type === 'warning';
  useEffect(() => {
    const timer = setTimeout(() => dismiss(notification.id), urgent ? lifetimeMs * 2 : lifetimeMs);
    return () => clearTimeout(timer);
  }, [notification.id, urgent, lifetimeMs]);
  return (
    <li className={`toast toast--${notification.type}`} data-notification={notification.type}>
      <span className="toast__message">{notificationText(notification, somethingWentWrong)}</span>
      <button type="button" className="toast__close" aria-label={dismissLabel} onClick={() => dismiss(notification.id)}>
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

export function Notifications({ label, dismissLabel, somethingWentWrong, lifetimeMs = 6000 }: NotificationsProps) {
  const stored = useStore($notifications);
  // The island may mount with a notice already waiting (it loads on demand): the empty live
  // regions go into the page first and the notices a moment later, so that one is announced too.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 100);
    return () => clearTimeout(timer);
  }, []);
  const list = ready ? stored : [];
  const polite = list.filter((n) => n.type === 'success' || n.type === 'information');
  const urgent = list.filter((n) => n.type === 'error' || n.type === 'warning');
  const region = useRef<HTMLElement>(null);
  const edge = useToastEdge(region, list.length);
  const home = useRef<HTMLDivElement>(null);
  const host = useToastHost(home);
  const toasts = (
    <section ref={region} className="toasts" aria-label={label} data-edge={edge}>
      <div role="status" aria-live="polite">
        {polite.length > 0 && (
          <ul className="toasts__list">
            {polite.map((n) => (
              <Toast key={n.id} notification={n} dismissLabel={dismissLabel} somethingWentWrong={somethingWentWrong} lifetimeMs={lifetimeMs} />
            ))}
          </ul>
        )}
      </div>
      <div role="alert" aria-live="assertive">
        {urgent.length > 0 && (
          <ul className="toasts__list">
            {urgent.map((n) => (
              <Toast key={n.id} notification={n} dismissLabel={dismissLabel} somethingWentWrong={somethingWentWrong} lifetimeMs={lifetimeMs} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
  return <div ref={home}>{createPortal(toasts, host)}</div>;
}
