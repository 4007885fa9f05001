/**
 * The notifications island (spec 2.4, 3 "Notification"): the toasts of $notifications in an
 * aria-live region, so screen readers hear each notice as it appears; errors are announced
 * assertively. Each toast can be dismissed and leaves by itself after a while (errors stay longer),
 * never while it has the focus or the pointer (WCAG 2.2.1). A toast that leaves with the focus
 * hands it on (toast-focus.ts).
 * The region sits at the bottom, or at the top while the focused element is where it would cover
 * it (WCAG 2.2 2.4.11; toast-edge.ts). While a modal dialog is open the region lives inside it, so
 * its toasts are announced and drawn above the dialog (toast-host.ts).
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FocusEvent } from 'react';
import { createPortal } from 'react-dom';
import { useStore } from '@nanostores/react';
import { $notifications, dismiss, notificationText, type Notification } from './notifications';
import { toastEdge, type ToastEdge } from './toast-edge';
import { releaseToastFocus, TOAST_CLOSE_CLASS } from './toast-focus';
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

/** Takes a toast off the screen (its close button, its timer). */
type Leave = (id: string) => void;
/** Hands the focus on from a toast's element that is about to go, if the element holds it (toast-focus.ts). */
type Release = (item: HTMLElement | null) => void;

function Toast({
  notification,
  dismissLabel,
  somethingWentWrong,
  lifetimeMs,
  onLeave,
  onRelease,
}: {
  notification: Notification;
  dismissLabel: string;
  somethingWentWrong: string;
  lifetimeMs: number;
  onLeave: Leave;
  onRelease: Release;
}) {
  const urgent = notification.type === 'error' || notification.type === 'warning';
  const item = useRef<HTMLLIElement>(null);
  const [focused, setFocused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const held = focused || hovered;
  // WCAG 2.2.1 Timing Adjustable: no time runs out while the visitor reads the toast or reaches for
  // its close button. The timer stops while the toast has the focus or the pointer and starts again
  // with the full lifetime once both have left, not the time that was left: a toast the pointer
  // crossed near its end would otherwise vanish as the pointer left, as if leaving dismissed it.
  useEffect(() => {
    if (held) return;
    const timer = setTimeout(() => onLeave(notification.id), urgent ? lifetimeMs * 2 : lifetimeMs);
    return () => clearTimeout(timer);
  }, [held, notification.id, urgent, lifetimeMs, onLeave]);
  // However the toast leaves (its close button, its timer, or a newer toast pushing the oldest out
  // of the store: MAX_NOTIFICATIONS), it hands the focus on while its element is still in the page:
  // React runs a leaving component's layout cleanup before it removes the component's elements.
  useLayoutEffect(() => {
    const element = item.current;
    return () => onRelease(element);
  }, [onRelease]);
  return (
    <li
      ref={item}
      className={`toast toast--${notification.type}`}
      data-notification={notification.type}
      onFocus={() => setFocused(true)}
      onBlur={(event) => setFocused(event.currentTarget.contains(event.relatedTarget))}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
    >
      <span className="toast__message">{notificationText(notification, somethingWentWrong)}</span>
      <button type="button" className={TOAST_CLOSE_CLASS} aria-label={dismissLabel} onClick={() => onLeave(notification.id)}>
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

/**
 * The toasts' leaving: a toast that holds the focus hands it on as it goes (toast-focus.ts), to
 * another toast, else back to what had it before it entered the region (`onFocus` on the region
 * remembers that).
 */
function useToastLeave(region: { current: HTMLElement | null }) {
  const before = useRef<HTMLElement | null>(null);
  const onFocus = useCallback((event: FocusEvent<HTMLElement>) => {
    const from = event.relatedTarget;
    if (event.currentTarget.contains(from)) return;
    before.current = from instanceof HTMLElement ? from : null;
  }, []);
  const release = useCallback<Release>(
    (item) => {
      if (region.current && item) releaseToastFocus(region.current, item, before.current);
    },
    [region],
  );
  return { onFocus, leave: dismiss satisfies Leave, release };
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
  const { onFocus, leave, release } = useToastLeave(region);
  const home = useRef<HTMLDivElement>(null);
  const host = useToastHost(home);
  const listOf = (notices: Notification[]) =>
    notices.length > 0 && (
      <ul className="toasts__list">
        {notices.map((n) => (
          <Toast
            key={n.id}
            notification={n}
            dismissLabel={dismissLabel}
            somethingWentWrong={somethingWentWrong}
            lifetimeMs={lifetimeMs}
            onLeave={leave}
            onRelease={release}
          />
        ))}
      </ul>
    );
  const toasts = (
    <section ref={region} className="toasts" aria-label={label} data-edge={edge} onFocus={onFocus}>
      <div role="status" aria-live="polite">
        {listOf(polite)}
      </div>
      <div role="alert" aria-live="assertive">
        {listOf(urgent)}
      </div>
    </section>
  );
  return <div ref={home}>{createPortal(toasts, host)}</div>;
}
