/**
 * Shows a toast through the page's one notifications island (spec 2.4), loading the island with
 * the first toast: the notice is put in the store first and appears as soon as the island is there.
 */
import { notify, type NotificationType } from './notifications';

export function toast(message: string, type: NotificationType, fallback?: string): void {
  notify(message, type, fallback);
  void import('./notifications-host').then(({ mountNotifications }) => mountNotifications()).catch(() => undefined);
}
