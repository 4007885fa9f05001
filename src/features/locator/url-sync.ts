/**
 * Keeps the URL and the locator's stores in step (browser only). A change of filters, place or
 * station adds a history entry, so the back button undoes it; moving the map (the list's area)
 * replaces the current entry, so panning does not fill the history. Going back or forward puts the
 * stores where the URL says, and a load of the URL (Back to the page, a reload) gives the same list.
 */
import { canonicalSelection } from './filters';
import { $definitions, $filters, $query, $selected, $view, showView } from './stores';
import { differsInHistory, parseUrlState, writeUrlState, type LocatorUrlState } from './url-state';

function storeState(): LocatorUrlState {
  return { filters: $filters.get(), view: $view.get(), query: $query.get(), station: $selected.get() };
}

/**
 * Puts a URL state into the stores, its view included: a URL without one is a list of every
 * station (the map shows them all again), so going back to it gives the list it had.
 */
export function applyUrlState(state: LocatorUrlState): void {
  $filters.set(canonicalSelection(state.filters, $definitions.get()));
  $query.set(state.query);
  $selected.set(state.station);
  showView(state.view);
}

/** Starts syncing; returns the function that stops it. */
export function startUrlSync(): () => void {
  let applying = false;
  let last = storeState();

  const write = (): void => {
    if (applying) return;
    const state = storeState();
    const search = writeUrlState(state, window.location.search);
    if (search === window.location.search) {
      last = state;
      return;
    }
    const url = `${window.location.pathname}${search}${window.location.hash}`;
    if (differsInHistory(last, state)) window.history.pushState(null, '', url);
    else window.history.replaceState(window.history.state, '', url);
    last = state;
  };

  const onPop = (): void => {
    applying = true;
    try {
      applyUrlState(parseUrlState(window.location.search));
    } finally {
      applying = false;
    }
    last = storeState();
  };

  // the address follows just after the change, not within it: history.pushState costs the main
  // thread a few ms that the list and the map need first (design.md: a filter change within 50 ms)
  let pending: ReturnType<typeof setTimeout> | undefined;
  const later = (): void => {
    if (applying || pending !== undefined) return;
    pending = setTimeout(() => {
      pending = undefined;
      write();
    }, 0);
  };
  const stops = [$filters.listen(later), $view.listen(later), $query.listen(later), $selected.listen(later)];
  window.addEventListener('popstate', onPop);
  return () => {
    for (const stop of stops) stop();
    clearTimeout(pending);
    window.removeEventListener('popstate', onPop);
  };
}
