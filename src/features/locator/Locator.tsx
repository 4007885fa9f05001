/**
 * The station locator island (spec 2.4): search and 'near me', quick filters and the filter panel,
 * the station list and the clustered map, in sync, with their state in the URL. List first: until
 * the stations have loaded (and without JavaScript) the page's own list of links is shown in the
 * list's place (the island's children). The map box first shows a preview drawn without Leaflet
 * (MapPreview.tsx); the map's code loads when the visitor engages the map (a pointer or the focus
 * in its box, a wheel or touch, an action that moves the map, the mobile map view) and the real map
 * replaces the preview in place (design.md, performance targets: ≤ 90 KB of JS at desktop width).
 */
import { useStore } from '@nanostores/react';
import { Suspense, lazy, memo, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { prepareZone } from '../../lib/zoned-time';
import { focusFirst } from '../ui/focus';
import type { TileConfig } from './base-layer';
import { pageClusterSource, pageClusterWorker } from './cluster-source';
import { loadStations } from './data';
import { FilterControls } from './FilterControls';
import type { LocatorLabels } from './labels';
import { mapKey, type MapKey } from './map-keys';
import { MapPreview } from './MapPreview';
import { observeSize } from './observe-size';
import { placeNames } from './places';
import { SearchBar } from './SearchBar';
import { StationList } from './StationList';
import {
  $levels,
  $listed,
  $loadState,
  $matching,
  $query,
  $markerFocus,
  $selected,
  $stations,
  $view,
  initLocator,
  searchPlace,
  selectStation,
  setMapSize,
  showStationArea,
} from './stores';
import { translator } from './text';
import type { FilterDefinition } from './types';
import { applyUrlState, startUrlSync } from './url-sync';
import { parseUrlState } from './url-state';

export interface LocatorProps {
  locale: string;
  /** the locale's station data file */
  dataUrl: string;
  definitions: FilterDefinition[];
  labels: LocatorLabels;
  tiles: TileConfig;
  /** the list of every station as links, rendered on the server (works without JavaScript) */
  children?: ReactNode;
}

// leaflet touches `window` when imported: the map is only ever imported in the browser
const LocatorMap = lazy(async () => {
  const [mod] = await Promise.all([import('./LocatorMap'), import('./map-styles').then((m) => m.loadMapStyles())]);
  return mod;
});

// the card shows once a station is chosen, which also loads the map: not part of the first view
const StationCard = lazy(async () => ({ default: (await import('./StationCard')).StationCard }));

// a filter change re-renders the island: the search (its datalist holds every place) and the
// filter controls render again only when their own props or stores change (a filter change
// reflected within 50 ms: ../shared/design.md, performance targets)
const SearchBox = memo(SearchBar);
const Filters = memo(FilterControls);

/** Below this width list and map share the screen by a switch (spec 9: smallDesktop 992). */
const SIDE_BY_SIDE = '(min-width: 992px)';

function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export default function Locator({ locale, dataUrl, definitions, labels, tiles, children }: LocatorProps) {
  const l = translator(labels);
  const [hydrated, setHydrated] = useState(false);
  const [mobileView, setMobileView] = useState<'list' | 'map'>('list');
  const [sideBySide, setSideBySide] = useState(false);
  // the visitor has engaged the map: Leaflet loads; the preview stays until the map is ready
  const [engaged, setEngaged] = useState(false);
  const [mapReady, setMapReady] = useState(false);
  const queuedKeys = useRef<MapKey[]>([]);
  const [focusRequest, setFocusRequest] = useState<{ code: string; seq: number } | null>(null);
  const [cardFocus, setCardFocus] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const mapBox = useRef<HTMLDivElement>(null);
  const mapToggle = useRef<HTMLButtonElement>(null);
  const now = useNow();

  const loadState = useStore($loadState);
  const stations = useStore($stations);
  const matching = useStore($matching);
  const listed = useStore($listed);
  const selected = useStore($selected);

  // start: stores from the URL, then the data, then keep the URL in step
  useEffect(() => {
    initLocator(definitions, locale);
    const state = parseUrlState(window.location.search);
    applyUrlState(state);
    // a shared link to a station without a map view: the map shows the station as its own marker,
    // and the list the stations around it, as 'Show on map' does
    if (state.station && !state.view) setFocusRequest({ code: state.station, seq: 1 });
    setHydrated(true);
    const controller = new AbortController();
    loadStations(dataUrl, controller.signal)
      .then(({ stations: list, levels }) => {
        $levels.set(levels);
        $stations.set(list);
        $loadState.set('ready');
        // a shared link with a place but no map view: search it again
        if ($query.get() && !$view.get()) searchPlace($query.get());
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn(error);
        $loadState.set('error');
      });
    // the open-now lines need a date formatter: its set-up runs on its own while the data loads,
    // not in the list's first render (zoned-time.ts)
    const prepare = setTimeout(() => prepareZone(Intl.DateTimeFormat().resolvedOptions().timeZone), 0);
    const stop = startUrlSync();
    return () => {
      controller.abort();
      clearTimeout(prepare);
      stop();
    };
    // once per page: the props are the page's own
  }, []);

  useEffect(() => {
    const query = matchMedia(SIDE_BY_SIDE);
    const update = () => setSideBySide(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  const mapShown = sideBySide || mobileView === 'map';
  const engage = useCallback(() => setEngaged(true), []);

  const markersShown = useRef(false);
  markersShown.current = mapShown;

  // the intent to filter (the pointer over the filters, or the focus in them) starts the clustering
  // worker, so the first filter change finds it running: an untouched first view loads none of its
  // code (the preview's first markers come with the data file: cluster-levels.ts). It indexes the
  // stations shown straight away, which also readies its code for the filter results that follow
  useEffect(() => {
    if (!hydrated) return;
    const warm = (event: Event): void => {
      if (!markersShown.current || !(event.target instanceof Element) || !event.target.closest('.locator-filters')) return;
      if ($loadState.get() === 'ready') pageClusterSource($matching.get());
      else pageClusterWorker();
      stop();
    };
    const stop = (): void => {
      document.removeEventListener('pointerover', warm);
      document.removeEventListener('focusin', warm);
    };
    document.addEventListener('pointerover', warm, { passive: true });
    document.addEventListener('focusin', warm);
    return stop;
  }, [hydrated]);

  // a new filter result goes to the clustering worker the moment it is known, before the list
  // renders, so the markers are ready about when the list is (a filter change reflected within
  // 50 ms: design.md, performance targets); a phone's list view starts no worker
  useEffect(
    () =>
      $matching.listen((matching) => {
        if (markersShown.current && $loadState.get() === 'ready') pageClusterSource(matching);
      }),
    [],
  );

  // whatever moves the map engages it: a place or 'near me', a view or station from the URL, the
  // back and forward buttons (and a link to a fragment of the page, which Chromium also reports as
  // popstate). Only a map on screen: Leaflet in a hidden box (a phone's list view) has no size,
  // fits every place at its highest zoom and reports a box of a single point, which would empty
  // the list and go to the URL. While it is hidden the stores hold the view, the list follows it,
  // and the map starts from it when the visitor opens it.
  useEffect(() => {
    if (!hydrated || engaged || !mapShown) return;
    if ($view.get() || $selected.get()) {
      engage();
      return;
    }
    const stops = [$view.listen((v) => v && engage()), $selected.listen((code) => code && engage())];
    window.addEventListener('popstate', engage);
    return () => {
      for (const stop of stops) stop();
      window.removeEventListener('popstate', engage);
    };
  }, [hydrated, engaged, engage, mapShown]);

  // the map's box, measured even while it is hidden (a phone's list view): the list's box is what a
  // map of this size shows at the view (stores.ts), as Leaflet and the preview measure it
  // (clientWidth × clientHeight). Hidden, its height is its own CSS, resolved even while it is not
  // displayed, and its width the body's
  useEffect(() => {
    const box = mapBox.current;
    const body = box?.parentElement;
    if (!hydrated || !box || !body) return;
    const measure = (): void => {
      const style = getComputedStyle(box);
      const size =
        box.clientWidth > 0 && box.clientHeight > 0
          ? { width: box.clientWidth, height: box.clientHeight }
          : { width: body.clientWidth, height: Math.round(Math.max(parseFloat(style.height) || 0, parseFloat(style.minHeight) || 0)) };
      if (size.width > 0 && size.height > 0) setMapSize(size);
    };
    measure();
    const stop = observeSize(body, measure);
    // the box's height follows the window's (vh) even where the body's size does not change
    window.addEventListener('resize', measure);
    return () => {
      stop();
      window.removeEventListener('resize', measure);
    };
  }, [hydrated, mapShown]);

  // a station to show ('Show on map', a shared link to it) before the map has drawn: the list's area
  // is the one around it at once (the visitor may go back to the list first, or the map's code still
  // loads), and the URL names it; the map then zooms further in where the station is still inside a
  // cluster (ClusterLayer.tsx), and that view is the list's. A drawn map moves there itself
  useEffect(() => {
    if (!hydrated || !focusRequest || mapReady) return;
    const show = (): boolean => {
      const station = $stations.get().find((s) => s.code === focusRequest.code);
      if (station) showStationArea(station);
      return station !== undefined;
    };
    if (show()) return;
    const stop = $stations.listen(() => show() && stop());
    return stop;
  }, [hydrated, focusRequest, mapReady]);

  // a station chosen by the URL (a shared link, the back button) below side-by-side width: its
  // card is shown over the map, so the map view is opened, as 'Show on map' opens it
  useEffect(() => {
    if (!hydrated) return;
    const show = (code: string | null): void => {
      if (code && !matchMedia(SIDE_BY_SIDE).matches) setMobileView('map');
    };
    show($selected.get());
    return $selected.listen(show);
  }, [hydrated]);

  // the real map is ready: it replaces the preview, takes the focus the preview had, and is given
  // the keys pressed meanwhile
  const mapIsReady = useCallback((container: HTMLElement, replay: (keys: readonly MapKey[]) => Promise<void>) => {
    const hadFocus = document.activeElement === mapBox.current;
    if (hadFocus) container.focus({ preventScroll: true });
    setMapReady(true);
    const keys = queuedKeys.current;
    queuedKeys.current = [];
    if (hadFocus && keys.length > 0) void replay(keys);
  }, []);

  const choose = useCallback((code: string, from: HTMLElement | null, fromList: boolean) => {
    opener.current = from;
    setCardFocus(true);
    selectStation(code);
    if (fromList) {
      setEngaged(true);
      setMobileView('map');
      setFocusRequest((r) => ({ code, seq: (r?.seq ?? 0) + 1 }));
    }
  }, []);

  const closeCard = useCallback(() => {
    const code = $selected.get();
    const station = $stations.get().find((s) => s.code === code);
    // a marker that chose the station was redrawn when it became the selected one: the map gives
    // the focus to the station's marker once it redraws without the selection
    const fromMap = opener.current !== null && !opener.current.isConnected && station !== undefined;
    if (fromMap) $markerFocus.set({ lat: station.lat, lng: station.lng, code: station.code });
    selectStation(null);
    setCardFocus(false);
    if (fromMap) return;
    // what chose the station, else its row in the list, else (a shared link: the list hidden
    // behind the map view on a phone, or the row not on the list's first page) the view switch
    // where it shows, else the station's own marker: never <body> (WCAG 2.4.3)
    const row = document.querySelector<HTMLElement>(`.locator-item[data-code="${CSS.escape(code ?? '')}"] a`);
    if (focusFirst([opener.current, row, mapToggle.current])) return;
    // the map holds the focus until the marker has redrawn; while the map's code still loads (a
    // shared link on a busy device) its preview box holds it, and hands it on when the map is ready
    const map = document.querySelector<HTMLElement>('.locator .leaflet-container');
    focusFirst([map, mapBox.current], { preventScroll: true });
    if (station) $markerFocus.set({ lat: station.lat, lng: station.lng, code: station.code });
  }, []);

  // the search's suggestions (a datalist of every town) render after the list, in the background
  const suggested = useDeferredValue(stations);
  const places = useMemo(() => placeNames(suggested, locale), [suggested, locale]);
  const chosen = selected ? stations.find((s) => s.code === selected) : undefined;
  const ready = loadState === 'ready';
  const previewShown = ready && mapShown && !mapReady;
  const total = matching.length;
  const inView = listed.length;
  const totalText = total === 0 ? l('locator.count.none') : total === 1 ? l('locator.count.one') : l('locator.count.many', { count: total });
  const countText = totalText + (total > 0 && inView < total ? ` · ${l('locator.count.inView', { count: inView })}` : '');

  return (
    <div className="locator" data-state={hydrated ? loadState : 'static'}>
      <SearchBox labels={labels} places={places} enabled={hydrated && ready} />
      <Filters definitions={definitions} labels={labels} enabled={hydrated && ready} />
      {/* the count follows the map as it moves, but only what the visitor asked for (loading, a
          filter, a search) is announced: a moving map must not keep talking (WCAG 4.1.3) */}
      <p className="locator__count">
        {!hydrated ? '' : loadState === 'loading' ? l('locator.loading') : loadState === 'error' ? l('locator.loadFailed') : countText}
      </p>
      <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-locator-announce>
        {!hydrated ? '' : loadState === 'loading' ? l('locator.loading') : loadState === 'error' ? l('locator.loadFailed') : totalText}
      </p>
      <div className="locator__views" role="group" aria-label={l('locator.view.label')}>
        <button type="button" aria-pressed={mobileView === 'list'} onClick={() => setMobileView('list')} disabled={!hydrated}>
          {l('locator.view.list')}
        </button>
        <button
          ref={mapToggle}
          type="button"
          aria-pressed={mobileView === 'map'}
          onClick={() => {
            setMobileView('map');
            engage();
          }}
          disabled={!hydrated}
        >
          {l('locator.view.map')}
        </button>
      </div>
      <div className="locator__body" data-view={mobileView}>
        <div className="locator__list">
          {ready ? (
            <StationList
              entries={listed}
              definitions={definitions}
              labels={labels}
              locale={locale}
              selected={selected}
              now={now}
              onShowOnMap={(code, el) => choose(code, el, true)}
            />
          ) : (
            children
          )}
        </div>
        {/* until the real map is ready the box itself takes the focus (keyboard visitors engage the
            map as pointer visitors do) and keeps the map's keys for it */}
        <div
          className="locator__map"
          ref={mapBox}
          role="region"
          aria-label={l('locator.map.label')}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the box stands in for Leaflet's map container, itself a focusable region, until that is ready
          tabIndex={previewShown ? 0 : undefined}
          onPointerEnter={engage}
          onPointerDown={engage}
          onWheel={engage}
          onTouchStart={engage}
          onFocus={engage}
          onKeyDown={(e) => {
            if (mapReady || e.target !== e.currentTarget) return;
            const key = mapKey(e);
            if (!key) return;
            e.preventDefault();
            queuedKeys.current.push(key);
          }}
        >
          {engaged && ready && (
            <Suspense fallback={null}>
              <LocatorMap
                tiles={tiles}
                labels={labels}
                visible={mapShown}
                onChoose={(code, el) => choose(code, el, false)}
                focusRequest={focusRequest}
                onReady={mapIsReady}
              />
            </Suspense>
          )}
          {previewShown && <MapPreview tiles={tiles} outlinesCredit={l('locator.map.outlines')} />}
          {!ready && <p className="locator__map-loading">{hydrated && loadState !== 'error' ? l('locator.map.loading') : ''}</p>}
          {chosen && (
            <Suspense fallback={null}>
              <StationCard station={chosen} labels={labels} locale={locale} now={now} takeFocus={cardFocus} onClose={closeCard} />
            </Suspense>
          )}
        </div>
      </div>
    </div>
  );
}
