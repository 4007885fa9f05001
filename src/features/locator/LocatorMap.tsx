/**
 * The locator's map (react-leaflet), loaded only when it is shown: the base layers, the clustered
 * markers, the visitor's position, and the sync with the stores, whose view is the one area of the
 * list and the URL (stores.ts $view): a move of the map sets it; a place search, 'near me', the back
 * button or a shared link set it and the map goes there; none (a plain visit) is every station.
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
import { $matching, $position, $selected, $stations, $view, mapMoved } from './stores';
import type { LocatorLabels } from './labels';
import { translator } from './text';
import type { BBox } from './types';
import { urlView } from './url-state';

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
  const view = useStore($view);
  const position = useStore($position);
  // a move the map makes to show every station again (no view: the URL named none) is not the
  // visitor's, and names no view
  const quiet = useRef(false);
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
    const report = () => {
      map.getContainer().dataset['zoom'] = String(map.getZoom());
      if (!sized() || quiet.current) return;
      const c = map.getCenter();
      mapMoved({ lat: c.lat, lng: c.lng, zoom: map.getZoom() });
    };
    map.on('moveend', report);
    // the map starts at the view (the list's area), or at every station with none: the list holds
    // them all and a plain visit keeps a plain address
    map.getContainer().dataset['zoom'] = String(map.getZoom());
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

  // a place, 'near me', a station to show, the back button or a shared link: go to the view. None
  // (back to a plain address): every station again, quietly
  useEffect(() => {
    if (!view) {
      move(() => {
        quiet.current = true;
        try {
          map.fitBounds(toBounds(bboxOf($stations.get()) ?? NORDICS), { padding: [START_FIT.padding, START_FIT.padding], animate: false });
        } finally {
          quiet.current = false;
        }
      });
      return;
    }
    move(() => {
      // the view the map reported itself (as the URL rounds it) is where it is already
      const here = urlView({ ...map.getCenter(), zoom: map.getZoom() });
      const moved = here.lat !== view.lat || here.lng !== view.lng || here.zoom !== view.zoom;
      // reset (Leaflet's option, not in its types): at the very centre given, where a pan without
      // animation moves by whole pixels, truncated; so the map draws the list's area (map-view.ts boxAt)
      if (moved) map.setView([view.lat, view.lng], view.zoom, { animate: false, reset: true } as L.ZoomPanOptions);
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
  // where the map starts: the list's area, else every station
  const view = $view.get();
  const start = view
    ? { center: [view.lat, view.lng] as L.LatLngTuple, zoom: view.zoom }
    : {
        bounds: toBounds(bboxOf($stations.get()) ?? NORDICS),
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
