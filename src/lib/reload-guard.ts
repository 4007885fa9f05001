/**
 * The reload guard of spec 4 and 9: a page reloads itself to recover (a chunk that failed to load)
 * at most once per path within 10 seconds, so a chunk that stays missing cannot make it reload
 * again and again. The old app's build check shared this guard; here a new build reaches the
 * visitor with the next page load anyway (every navigation is one), so the chunk reload is its
 * only user. Pure: the browser keeps each path's last reload in session storage
 * (src/scripts/chunk-reload.ts).
 */

/** Spec 9: reload guard, 10 seconds. */
export const RELOAD_GUARD_MS = 10_000;

/**
 * Whether a path may reload at `now` (ms since the epoch), given when it last did (NaN or 0: never
 * this session). A last reload "after" now (the clock set back) holds nothing back.
 */
export function mayReload(last: number, now: number): boolean {
  return !(now - last < RELOAD_GUARD_MS && now >= last);
}
