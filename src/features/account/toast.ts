/**
 * Shows a toast through the page's one notifications island (spec 2.4). The island is mounted with
 * the commerce islands (src/features/cart/islands.tsx), so the first toast loads them; the notice
 * is put in the store first and appears as soon as the island is there.
 */
import { notify, type NotificationType } from '../ui/notifications';

export function toast(message: string, type: NotificationType, fallback?: string): void {
  notify(message, type, fallback);
  void import('../cart/islands').then(({ mountCommerce }) => mountCommerce()).catch(() => undefined);
}
