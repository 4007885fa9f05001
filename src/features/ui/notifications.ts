/**
 * Notifications (spec 3, 4, 8): toasts shown by the notifications island in an aria-live region.
 * Pure rules plus one store; components only read $notifications and call the actions.
 */
import { atom } from 'nanostores';

export const notificationTypes = ['success', 'error', 'warning', 'information'] as const;
export type NotificationType = (typeof notificationTypes)[number];

export interface Notification {
  id: string;
  /** the text to show (already translated); null: the something-went-wrong text (spec 8) */
  message: string | null;
  type: NotificationType;
}

let counter = 0;

function nextId(): string {
  counter += 1;
  return `n${Date.now().toString(36)}-${counter}`;
}

function checkType(type: NotificationType): void {
  if (!notificationTypes.includes(type)) throw new Error(`Unknown notification type "${String(type)}"`);
}

/**
 * Makes a notification. Spec 5: creating one with an empty message is an error — notify() is
 * the way to show a notice that may have none (spec 8).
 */
export function createNotification(message: string, type: NotificationType = 'success'): Notification {
  if (typeof message !== 'string' || message.trim() === '') throw new Error('A notification needs a message');
  checkType(type);
  return { id: nextId(), message, type };
}

/** What a notification shows: its message, or the locale's something-went-wrong text (spec 8). */
export function notificationText(notification: Pick<Notification, 'message'>, somethingWentWrong: string): string {
  return notification.message ?? somethingWentWrong;
}

/** The notifications on screen, oldest first. */
export const $notifications = atom<Notification[]>([]);

/** At most this many toasts are kept; older ones go first. */
export const MAX_NOTIFICATIONS = 4;

/**
 * Shows a notification. Spec 8: a notice with no message uses the something-went-wrong text —
 * `fallback` when the caller has one, else the notifications island's own translated text.
 */
export function notify(message: string | null | undefined, type: NotificationType = 'success', fallback?: string): Notification {
  const text = [message, fallback].find((m): m is string => typeof m === 'string' && m.trim() !== '');
  let notification: Notification;
  if (text) notification = createNotification(text, type);
  else {
    checkType(type);
    notification = { id: nextId(), message: null, type };
  }
  $notifications.set([...$notifications.get(), notification].slice(-MAX_NOTIFICATIONS));
  return notification;
}

export function dismiss(id: string): void {
  $notifications.set($notifications.get().filter((n) => n.id !== id));
}

export function clearNotifications(): void {
  $notifications.set([]);
}
