/**
 * The locator's map (react-leaflet), loaded only when it is shown: the base layers, the clustered
 * markers, the visitor's position, and the sync with the stores: a move narrows the list and goes
 * to the URL; a place search, 'near me', the back button or a shared link move the map.
 */
import L from 'leaflet';
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { MapContainer, useMap } from 'react-leaflet';
import { addBaseLayers, type TileConfig } from './base-layer';
import { ClusterLayer } from './ClusterLayer';
import { bboxOf } from './geo';
import { youIcon } from './markers';
import { $bbox, $fitRequest, $matching, $position, $selected, $stations, $view, mapMoved } from './stores';
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
}

const toBounds = ([w, s, e, n]: BBox): L.LatLngBoundsExpression => [
  [s, w],
  [n, e],
];

/** The Nordic markets, for a map with no stations to fit. */
const NORDICS: BBox = [4.5, 54.5, 31.6, 71.2];

function Sync({ tiles, labels, visible }: Pick<Props, 'tiles' | 'labels' | 'visible'>) {
  const map = useMap();
  const l = translator(labels);
  const fit = useStore($fitRequest);
  const view = useStore($view);
  const position = useStore($position);
  const lastFit = useRef(fit?.seq ?? 0);

  // Leaflet's own zoom control, its buttons named (title, aria-label) in the page's language
  useEffect(() => {
    const zoom = L.control.zoom({ zoomInTitle: l('locator.map.zoomIn'), zoomOutTitle: l('locator.map.zoomOut') }).addTo(map);
    return () => {
      zoom.remove();
    };
    // labels are fixed for the page
  }, [map]);

  useEffect(() => {
    addBaseLayers(map, tiles, l('locator.map.outlines'));
    const bbox = (): BBox => {
      const b = map.getBounds();
      return [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()];
    };
    const report = () => {
      const c = map.getCenter();
      map.getContainer().dataset['zoom'] = String(map.getZoom());
      mapMoved({ lat: c.lat, lng: c.lng, zoom: map.getZoom() }, bbox());
    };
    map.on('moveend', report);
    // where the map starts narrows the list, but only a move goes to the URL: a plain visit keeps a plain address
    map.getContainer().dataset['zoom'] = String(map.getZoom());
    $bbox.set(bbox());
    return () => {
      map.off('moveend', report);
    };
    // once per map: the base layers and the listener stay for its life
  }, [map]);

  // a place, 'near me': show the box
  useEffect(() => {
    if (!fit || fit.seq === lastFit.current) return;
    lastFit.current = fit.seq;
    map.fitBounds(toBounds(fit.bbox), { padding: [24, 24], maxZoom: 14 });
  }, [fit, map]);

  // the back button or a shared link: go where the URL says
  useEffect(() => {
    if (!view) return;
    const c = map.getCenter();
    const moved = Math.abs(c.lat - view.lat) > 1e-4 || Math.abs(c.lng - view.lng) > 1e-4 || map.getZoom() !== view.zoom;
    if (moved) map.setView([view.lat, view.lng], view.zoom, { animate: false });
  }, [view, map]);

  // the mobile view switch gives the map its size back
  useEffect(() => {
    if (visible) map.invalidateSize();
  }, [visible, map]);

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

export default function LocatorMap({ tiles, labels, visible, onChoose, focusRequest }: Props) {
  const matching = useStore($matching);
  const selected = useStore($selected);
  // where the map starts: the URL's view, else a pending place search, else every station
  const view = $view.get();
  const start = view
    ? { center: [view.lat, view.lng] as L.LatLngTuple, zoom: view.zoom }
    : { bounds: toBounds($fitRequest.get()?.bbox ?? bboxOf($stations.get()) ?? NORDICS), boundsOptions: { padding: [24, 24] as L.PointTuple } };

  return (
    <MapContainer className="locator-map__canvas" {...start} minZoom={3} maxZoom={18} zoomSnap={1} keyboard attributionControl zoomControl={false}>
      <Sync tiles={tiles} labels={labels} visible={visible} />
      <ClusterLayer stations={matching} selected={selected} labels={labels} onChoose={onChoose} focusRequest={focusRequest} />
    </MapContainer>
  );
}
