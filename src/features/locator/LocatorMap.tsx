/**
 * The locator's map (react-leaflet), loaded only when it is shown: the base layers, the clustered
 * markers, the visitor's position, and the sync with the stores: a move narrows the list and goes
 * to the URL; a place search, 'near me', the back button or a shared link move the map.
 */
import L from 'leaflet';
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef } from 'react';
import { MapContainer, useMap } from 'react-leaflet';
import { addBaseLayers, type TileConfig } from './base-layer';
import { spaceActivatesLinkButtons } from './button-keys';
import { ClusterLayer } from './ClusterLayer';
import { bboxOf } from './geo';
import type { MapKey } from './map-keys';
import { NORDICS, START_FIT } from './map-view';
import { youIcon } from './markers';
import { $fitRequest, $matching, $position, $selected, $stations, $view, mapMoved, setBBox } from './stores';
import type { LocatorLabels } from './labels';
import { translator } from './text';
import type { BBox } from './types';

interface Props {
  tiles: TileConfig;
  labels: LocatorLabels;
  /** the map's box is on screen (false while the mobile list view hides it) */
  visible: boolean;
  onChoose: (code: string, opener: HTMLElement | null) => void;
  focusRequest: { code: string; seq: number } | null;
  /**
   * The map has drawn its base and first markers and can replace the preview (MapPreview.tsx);
   * `replay` gives it the keys pressed on the preview before it was ready.
   */
  onReady?: (container: HTMLElement, replay: (keys: readonly MapKey[]) => Promise<void>) => void;
}

const toBounds = ([w, s, e, n]: BBox): L.LatLngBoundsExpression => [
  [s, w],
  [n, e],
];

/** Presses keys on the map as the visitor did (Leaflet's keyboard handler reads keyCode), one move at a time. */
async function replayKeys(map: L.Map, keys: readonly MapKey[]): Promise<void> {
  for (const k of keys) {
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        map.off('moveend', done);
        resolve();
      };
      const timer = setTimeout(done, 600);
      map.on('moveend', done);
      const event = new KeyboardEvent('keydown', { key: k.key, shiftKey: k.shiftKey, bubbles: true, cancelable: true });
      Object.defineProperty(event, 'keyCode', { value: k.keyCode });
      map.getContainer().dispatchEvent(event);
    });
  }
}

function Sync({ tiles, labels, visible, firstDraw, onReady }: Pick<Props, 'tiles' | 'labels' | 'visible' | 'onReady'> & { firstDraw: Promise<void> }) {
  const map = useMap();
  const l = translator(labels);
  const fit = useStore($fitRequest);
  const view = useStore($view);
  const position = useStore($position);
  const lastFit = useRef(fit?.seq ?? 0);
  // a hidden map (a phone's list view) has no size: Leaflet would fit any box at its highest zoom
  // and report a box of a single point. Its moves wait until it is shown again; only the latest counts
  const shown = useRef(visible);
  shown.current = visible;
  const pending = useRef<(() => void) | null>(null);
  const move = (go: () => void): void => {
    if (shown.current) go();
    else pending.current = go;
  };
  const sized = (): boolean => {
    const size = map.getSize();
    return shown.current && size.x > 0 && size.y > 0;
  };

  // Leaflet's own zoom control, its buttons named (title, aria-label) in the page's language;
  // they are links with role=button, so Space is taught to press them (button-keys.ts)
  useEffect(() => {
    const zoom = L.control.zoom({ zoomInTitle: l('locator.map.zoomIn'), zoomOutTitle: l('locator.map.zoomOut') }).addTo(map);
    const container = zoom.getContainer();
    const stopSpace = container ? spaceActivatesLinkButtons(container) : () => {};
    return () => {
      stopSpace();
      zoom.remove();
    };
    // labels are fixed for the page
  }, [map]);

  useEffect(() => {
    let live = true;
    void Promise.all([addBaseLayers(map, tiles, l('locator.map.outlines')), firstDraw]).then(() => {
      if (live) onReady?.(map.getContainer(), (keys) => replayKeys(map, keys));
    });
    const bbox = (): BBox => {
      const b = map.getBounds();
      return [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()];
    };
    const report = () => {
      if (!sized()) return;
      const c = map.getCenter();
      map.getContainer().dataset['zoom'] = String(map.getZoom());
      mapMoved({ lat: c.lat, lng: c.lng, zoom: map.getZoom() }, bbox());
    };
    map.on('moveend', report);
    // where the map starts narrows the list, but only a move goes to the URL: a plain visit keeps a plain address
    map.getContainer().dataset['zoom'] = String(map.getZoom());
    if (sized()) setBBox(bbox());
    return () => {
      live = false;
      map.off('moveend', report);
    };
    // once per map: the base layers and the listener stay for its life
  }, [map]);

  // the mobile view switch gives the map its size back, then the move asked for while it was hidden
  useEffect(() => {
    if (!visible) return;
    map.invalidateSize();
    const go = pending.current;
    pending.current = null;
    go?.();
  }, [visible, map]);

  // a place, 'near me': show the box
  useEffect(() => {
    if (!fit || fit.seq === lastFit.current) return;
    lastFit.current = fit.seq;
    move(() => map.fitBounds(toBounds(fit.bbox), { padding: [24, 24], maxZoom: 14 }));
  }, [fit, map]);

  // the back button or a shared link: go where the URL says
  useEffect(() => {
    if (!view) return;
    move(() => {
      const c = map.getCenter();
      const moved = Math.abs(c.lat - view.lat) > 1e-4 || Math.abs(c.lng - view.lng) > 1e-4 || map.getZoom() !== view.zoom;
      if (moved) map.setView([view.lat, view.lng], view.zoom, { animate: false });
    });
  }, [view, map]);

  useEffect(() => {
    if (!position) return;
    const marker = L.marker([position.lat, position.lng], { icon: youIcon(l('locator.map.you')), keyboard: false, interactive: false }).addTo(map);
    return () => {
      marker.remove();
    };
    // labels are fixed for the page
  }, [position, map]);

  return null;
}

export default function LocatorMap({ tiles, labels, visible, onChoose, focusRequest, onReady }: Props) {
  const matching = useStore($matching);
  const drawn = useRef<() => void>(() => undefined);
  const firstDraw = useMemo(() => new Promise<void>((resolve) => (drawn.current = resolve)), []);
  const selected = useStore($selected);
  // where the map starts: the URL's view, else a pending place search, else every station
  const view = $view.get();
  const start = view
    ? { center: [view.lat, view.lng] as L.LatLngTuple, zoom: view.zoom }
    : {
        bounds: toBounds($fitRequest.get()?.bbox ?? bboxOf($stations.get()) ?? NORDICS),
        boundsOptions: { padding: [START_FIT.padding, START_FIT.padding] as L.PointTuple },
      };

  return (
    <MapContainer
      className="locator-map__canvas"
      {...start}
      minZoom={START_FIT.minZoom}
      maxZoom={START_FIT.maxZoom}
      zoomSnap={1}
      keyboard
      attributionControl
      zoomControl={false}
    >
      <Sync tiles={tiles} labels={labels} visible={visible} firstDraw={firstDraw} onReady={onReady} />
      <ClusterLayer stations={matching} selected={selected} labels={labels} onChoose={onChoose} focusRequest={focusRequest} onDrawn={() => drawn.current()} />
    </MapContainer>
  );
}
