/**
 * The station page's map: one marker on the offline base layer (and tiles when configured). Loaded
 * only when the map comes into view (src/scripts/station-map.ts), so the page pays nothing for it
 * before. Browser only (Leaflet).
 */
import L from 'leaflet';
import { addBaseLayers, type TileConfig } from './base-layer';
import { loadMapStyles } from './map-styles';
import { stationIcon } from './markers';

export interface StationMapConfig {
  lat: number;
  lng: number;
  name: string;
  tiles: TileConfig;
  outlinesAttribution: string;
  /** the zoom buttons' names in the page's language */
  zoomIn: string;
  zoomOut: string;
}

export async function mountStationMap(el: HTMLElement, config: StationMapConfig): Promise<L.Map> {
  await loadMapStyles();
  el.replaceChildren();
  // the page scrolls past the map: the wheel and one-finger drags must not get stuck in it
  const map = L.map(el, { scrollWheelZoom: false, dragging: !L.Browser.mobile, zoomControl: false, minZoom: 3, maxZoom: 18 });
  L.control.zoom({ zoomInTitle: config.zoomIn, zoomOutTitle: config.zoomOut }).addTo(map);
  map.setView([config.lat, config.lng], 13);
  void addBaseLayers(map, config.tiles, config.outlinesAttribution);
  L.marker([config.lat, config.lng], { icon: stationIcon(config.name, true), keyboard: false, interactive: false }).addTo(map);
  return map;
}
