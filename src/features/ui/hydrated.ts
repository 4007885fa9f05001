/**
 * Whether the island has hydrated. The server cannot see stored state (the cart in local storage,
 * the checkout in session storage), so an island that depends on it renders a neutral loading state
 * on the server and in its first client render (so hydration matches the HTML), then the real view.
 */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False on the server and while hydrating, true from the render after hydration. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
