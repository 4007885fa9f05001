/**
 * The maps' base: configured tiles when there are any, and the offline base layer (country
 * outlines, outlines.json) whenever there are none or they fail to load, so the stations always
 * sit on a map and never on a grey box. The outlines live in a pane under the tiles: where tiles
 * arrive they cover them, where a tile fails they show through. Browser only (Leaflet).
 */
import L from 'leaflet';
import type { FeatureCollection } from 'geojson';
// a URL, not a module: the outlines are fetched as a cacheable file only when a map needs them
import outlinesUrl from './outlines.json?url';

export interface TileConfig {
  /** URL template with {z}/{x}/{y}; '' for none */
  url: string;
  attribution: string;
}

const BASE_PANE = 'base';

/**
 * Adds the base layers to a map; `outlinesAttribution` credits the outlines' source. Resolves when
 * the base is drawn enough to replace the map preview: the outlines shown, or the tiles added.
 */
export function addBaseLayers(map: L.Map, tiles: TileConfig, outlinesAttribution: string): Promise<void> {
  map.getContainer().classList.add('nordic-map');
  const pane = map.createPane(BASE_PANE);
  pane.style.zIndex = '150';
  pane.classList.add('leaflet-base-pane');

  let outlines: Promise<void> | undefined;
  const showOutlines = (): Promise<void> => {
    outlines ??= fetch(outlinesUrl)
      .then((res) => (res.ok ? (res.json() as Promise<FeatureCollection>) : Promise.reject(new Error(`HTTP ${res.status}`))))
      .then((data) => {
        // a path in its own pane gets its own SVG renderer there (Leaflet's _getPaneRenderer)
        L.geoJSON(data, {
          pane: BASE_PANE,
          interactive: false,
          // land is filled, borders are stroked: the look is in map.css
          style: (f) => ({ className: f?.geometry.type === 'MultiLineString' ? 'nordic-border' : 'nordic-land' }),
        }).addTo(map);
        map.attributionControl?.addAttribution(outlinesAttribution);
        map.getContainer().dataset['baseLayer'] = 'outlines';
      })
      .catch((error: unknown) => console.warn('[map] offline base layer unavailable:', error));
    return outlines;
  };

  if (!tiles.url) return showOutlines();
  const layer = L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 18 });
  layer.on('tileerror', () => void showOutlines());
  layer.addTo(map);
  return Promise.resolve();
}
