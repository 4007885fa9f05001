/**
 * The page's one notifications island (spec 2.4), in its own React root on the shell's
 * `#notifications-root` (NotificationsRoot.astro, which carries its translated labels). It mounts
 * with the first toast (./toast.ts), the checkout or the commerce islands, whichever comes first;
 * a notice put in the store before appears as soon as it is there.
 */
import { createRoot } from 'react-dom/client';
import { Notifications } from './Notifications';

export const NOTIFICATIONS_ROOT_ID = 'notifications-root';

let mounted = false;

/** Mounts the notifications island once per page; later calls do nothing. */
export function mountNotifications(root: HTMLElement | null = document.getElementById(NOTIFICATIONS_ROOT_ID)): void {
  if (mounted || !root) return;
  mounted = true;
  const { label = '', dismiss = '', failed = '' } = root.dataset;
  createRoot(root).render(<Notifications label={label} dismissLabel={dismiss} somethingWentWrong={failed} />);
}
