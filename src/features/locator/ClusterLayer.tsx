/**
 * The map's markers: clusters and single stations for the current view (clusters.ts), kept in a
 * Leaflet layer and updated by difference, so a pan or a filter change touches only the markers
 * that change. The clustering runs in a worker (cluster-source.ts), so its answers arrive later;
 * an answer for an older view or filter result is dropped. A cluster click (or Enter on it) zooms in
 * to where it falls apart; a station marker chooses the station. Markers are buttons with names ("12 stations, zoom in", the station's name).
 * Only markers inside the visible map are in the tab order; when the markers are redrawn under the
 * focus (a cluster zoomed into, a card closed), the focus goes to the marker focus-target.ts picks.
 */
import L from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { useMap } from 'react-leaflet';
import type { MapItem } from './clusters';
import { MARKERS_MARK, pageClusterSource, type ClusterSource } from './cluster-source';
import { clusterPressZoom } from './cluster-rules';
import { clusterIcon, stationIcon } from './markers';
import { STATION_ZOOM } from './map-view';
import { insideMap, markerToFocus, type FocusTarget } from './focus-target';
import { $markerFocus } from './stores';
import type { LocatorLabels } from './labels';
import { translator } from './text';
import type { StationSummary } from './types';

interface Props {
  stations: readonly StationSummary[];
  selected: string | null;
  labels: LocatorLabels;
  onChoose: (code: string, opener: HTMLElement | null) => void;
  /** a station chosen outside the map (the list): bring it into view as its own marker */
  focusRequest: { code: string; seq: number } | null;
  /** the markers have been drawn (again) */
  onDrawn?: () => void;
}

/** A marker on the map, with the item it shows now and the source that item came from. */
interface Drawn {
  marker: L.Marker;
  item: MapItem;
  source: ClusterSource;
}

const reducedMotion = (): boolean => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Activates a marker by click, Enter or Space (its element is a role=button). */
function onActivate(marker: L.Marker, handler: () => void): void {
  marker.on('click', handler);
  marker.on('add', () => {
    const el = marker.getElement();
    if (!el) return;
    L.DomEvent.on(el, 'keydown', (event) => {
      const key = (event as KeyboardEvent).key;
      if (key === 'Enter' || key === ' ') {
        L.DomEvent.preventDefault(event);
        handler();
      }
    });
  });
}

/** The station code of a marker's key (`s:<code>:<selected>`), or undefined for a cluster's. */
const stationCodeOf = (key: string): string | undefined => (key.startsWith('s:') ? key.split(':')[1] : undefined);

export function ClusterLayer({ stations, selected, labels, onChoose, focusRequest, onDrawn }: Props) {
  const map = useMap();
  const l = translator(labels);
  // one source per filter result: the worker indexes it once (the island may have sent it already)
  const source = useMemo(() => pageClusterSource(stations), [stations]);
  const layer = useRef<L.LayerGroup | null>(null);
  const markers = useRef(new Map<string, Drawn>());
  const chooseRef = useRef(onChoose);
  chooseRef.current = onChoose;
  const drawnRef = useRef(onDrawn);
  drawnRef.current = onDrawn;
  // a station's marker asked for while it is inside a cluster: the marker given the focus in its
  // place stands for it, and hands the same request on when it is redrawn (the map zooming in)
  const standIn = useRef<{ element: HTMLElement; target: FocusTarget } | null>(null);

  useEffect(() => {
    const group = L.layerGroup().addTo(map);
    layer.current = group;
    const live = markers.current;
    return () => {
      group.remove();
      live.clear();
      layer.current = null;
    };
  }, [map]);

  useEffect(() => {
    // a marker is kept across filter results while it looks the same: a station by its code and
    // selection, a cluster by its place, count and colour (its id is the source's own, so it is
    // kept beside it and renewed with each answer); a filter change then redraws only what changed
    // (../shared/design.md, performance targets: a filter change reflected in the map within 50 ms)
    const keyOf = (item: MapItem): string => {
      if (item.kind === 'cluster') return `c:${item.lat},${item.lng}:${item.count}:${item.color}`;
      const code = stations[item.index]?.code ?? '';
      return `s:${code}:${code === selected ? 1 : 0}`;
    };
    const make = (item: MapItem, drawn: Omit<Drawn, 'marker'>): L.Marker => {
      if (item.kind === 'cluster') {
        const marker = L.marker([item.lat, item.lng], {
          icon: clusterIcon(item.count, item.color, l('locator.map.cluster', { count: item.count })),
          keyboard: true,
          riseOnHover: true,
        });
        onActivate(marker, () => {
          // the cluster goes away with the zoom: what replaces it at its place takes the focus
          if (marker.getElement()?.contains(document.activeElement)) $markerFocus.set({ lat: item.lat, lng: item.lng });
          const now = drawn.item;
          if (now.kind !== 'cluster') return;
          void drawn.source.expansionZoom(now.id).then((zoom) => {
            if (zoom !== null) map.setView([item.lat, item.lng], clusterPressZoom(zoom, map.getZoom(), map.getMaxZoom()), { animate: !reducedMotion() });
          });
        });
        return marker;
      }
      const station = stations[item.index];
      const isSelected = station?.code === selected;
      const marker = L.marker([item.lat, item.lng], {
        icon: stationIcon(station?.name ?? '', isSelected),
        keyboard: true,
        riseOnHover: true,
        zIndexOffset: isSelected ? 1000 : 0,
      });
      onActivate(marker, () => station && chooseRef.current(station.code, marker.getElement() ?? null));
      return marker;
    };
    let live = true;
    let latest = 0;
    // the old markers stay until the new ones are known: no blank map between the two
    const apply = (items: MapItem[]): void => {
      const group = layer.current;
      if (!group) return;
      const next = new Map<string, MapItem>();
      for (const item of items) {
        const key = keyOf(item);
        next.set(next.has(key) && item.kind === 'cluster' ? `${key}:${item.id}` : key, item);
      }
      for (const [key, drawn] of markers.current) {
        if (!next.has(key)) {
          // a marker with the focus that goes away (the map moved or zoomed under it) hands the
          // focus to what is drawn at its place, unless a target is already asked for: never <body>
          const element = drawn.marker.getElement();
          if (!$markerFocus.get() && element?.contains(document.activeElement))
            $markerFocus.set(standIn.current?.element === element ? standIn.current.target : { ...drawn.marker.getLatLng(), code: stationCodeOf(key) });
          group.removeLayer(drawn.marker);
          markers.current.delete(key);
        }
      }
      for (const [key, item] of next) {
        const kept = markers.current.get(key);
        if (kept) {
          kept.item = item;
          kept.source = source;
          continue;
        }
        const drawn = { item, source } as Drawn;
        drawn.marker = make(item, drawn);
        markers.current.set(key, drawn);
        group.addLayer(drawn.marker);
      }
      syncTabOrder();
      const want = $markerFocus.get();
      // the marker takes the focus only where the map's box (or nothing) still holds it: a visitor
      // who moved on while the markers were drawn keeps their place
      const active = document.activeElement;
      const box = map.getContainer().parentElement ?? map.getContainer();
      const focusIsFree = !active || active === document.body || box.contains(active);
      if (want && !focusIsFree) $markerFocus.set(null);
      else if (want) {
        const shown = [...markers.current].filter(([, d]) => d.marker.getElement()?.tabIndex === 0);
        const candidates = shown.map(([key, d]) => ({ ...d.marker.getLatLng(), code: stationCodeOf(key) }));
        const index = markerToFocus(candidates, want);
        const element = shown[index]?.[1].marker.getElement();
        $markerFocus.set(null);
        element?.focus();
        standIn.current = element && want.code !== undefined && candidates[index]?.code !== want.code ? { element, target: want } : null;
      }
      if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(MARKERS_MARK);
      drawnRef.current?.();
    };
    // markers in the padding around the view stay drawn but out of the tab order
    const syncTabOrder = (): void => {
      const size = map.getSize();
      for (const { marker } of markers.current.values()) {
        const el = marker.getElement();
        if (!el) continue;
        const p = map.latLngToContainerPoint(marker.getLatLng());
        el.tabIndex = insideMap(p.x, p.y, size.x, size.y) ? 0 : -1;
      }
    };
    const update = (): void => {
      const asked = ++latest;
      const b = map.getBounds();
      void source.items([b.getWest(), b.getSouth(), b.getEast(), b.getNorth()], map.getZoom()).then((items) => {
        // only the answer for the latest view of this source counts
        if (live && asked === latest && items) apply(items);
      });
    };
    update();
    map.on('moveend', update);
    map.on('moveend resize', syncTabOrder);
    return () => {
      live = false;
      map.off('moveend', update);
      map.off('moveend resize', syncTabOrder);
    };
    // labels are fixed for the page; `l` is rebuilt from them each render
  }, [map, source, stations, selected]);

  // a station chosen in the list: centre it at a zoom where it is its own marker
  useEffect(() => {
    if (!focusRequest) return;
    const i = stations.findIndex((s) => s.code === focusRequest.code);
    const station = stations[i];
    if (!station) return;
    void source.zoomToShow(i, station, Math.max(map.getZoom(), STATION_ZOOM)).then((zoom) => {
      if (zoom !== null) map.setView([station.lat, station.lng], Math.min(zoom, map.getMaxZoom()), { animate: !reducedMotion() });
    });
    // only a new request moves the map, not a new filter result
  }, [focusRequest]);

  return null;
}
