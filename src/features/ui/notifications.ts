/**
 * Notifications (spec 3, 4, 8): toasts shown by the notifications island in an aria-live region.
 * Pure rules plus one store; components only read $notifications and call the actions.
 */
import { atom } from 'nanostores';

export const notificationTypes = ['success', 'error', 'warning', 'information'] as const;
export type NotificationType = (typeof notificationTypes)[number];

export interface Notification {
  id: string;
  /** the text to show (already translated) */
  message: string;
  type: NotificationType;
}

let counter = 0;

/**
 * Makes a notification. Spec 5: creating one with an empty message is an error — callers that
 * have no message of their own pass the translated 'something went wrong' text (spec 8).
 */
export function createNotification(message: string, type: NotificationType = 'success'): Notification {
  if (typeof message !== 'string' || message.trim() === '') throw new Error('A notification needs a message');
  if (!notificationTypes.includes(type)) throw new Error(`Unknown notification type "${String(type)}"`);
  counter += 1;
  return { id: `n${Date.now().toString(36)}-${counter}`, message, type };
}

/** The notifications on screen, oldest first. */
export const $notifications = atom<Notification[]>([]);

/** At most this many toasts are kept; older ones go first. */
export const MAX_NOTIFICATIONS = 4;

/** Shows a notification; an empty message shows `fallback` (the something-went-wrong text). */
export function notify(message: string | null | undefined, type: NotificationType = 'success', fallback?: string): Notification {
  const text = message && message.trim() !== '' ? message : fallback;
  const notification = createNotification(text ?? '', type);
  $notifications.set([...$notifications.get(), notification].slice(-MAX_NOTIFICATIONS));
  return notification;
}

export function dismiss(id: string): void {
  $notifications.set($notifications.get().filter((n) => n.id !== id));
}

export function clearNotifications(): void {
  $notifications.set([]);
}
