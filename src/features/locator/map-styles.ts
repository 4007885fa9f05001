/**
 * Loads the maps' stylesheets (Leaflet's own and ours) when a map is first shown. They are
 * imported as URLs, not as styles, so they stay out of the one stylesheet every page loads (the
 * site has one page route); a page without a map never downloads them.
 */
import leafletCss from 'leaflet/dist/leaflet.css?url';
import mapCss from './map.css?url';

let loading: Promise<void> | undefined;

function link(href: string): Promise<void> {
  return new Promise((resolve) => {
    const el = document.createElement('link');
    el.rel = 'stylesheet';
    el.href = href;
    // a stylesheet that fails leaves the map usable (just plainer): never block on it
    el.onload = () => resolve();
    el.onerror = () => resolve();
    document.head.append(el);
  });
}

export function loadMapStyles(): Promise<void> {
  loading ??= Promise.all([link(leafletCss), link(mapCss)]).then(() => undefined);
  return loading;
}
