/**
 * The notifications island (spec 2.4, 3 "Notification"): the toasts of $notifications in an
 * aria-live region, so screen readers hear each notice as it appears; errors are announced
 * assertively. Each toast can be dismissed and leaves by itself after a while (errors stay longer).
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $notifications, dismiss, notificationText, type Notification } from './notifications';

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
  return (
    <section className="toasts" aria-label={label}>
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
}
