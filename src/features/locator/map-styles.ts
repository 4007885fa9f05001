/**
 * Loads the maps' stylesheets (Leaflet's own and ours) when a map is first shown. They are
 * imported as URLs, not as styles, so they stay out of the one stylesheet every page loads (the
 * site has one page route); a page without a map never downloads them.
 */
import leafletCss from 'leaflet/dist/leaflet.css?url';
import mapCss from './map.css?url';

const loading = new Map<string, Promise<void>>();

function link(href: string): Promise<void> {
  let done = loading.get(href);
  if (done) return done;
  done = new Promise((resolve) => {
    const el = document.createElement('link');
    el.rel = 'stylesheet';
    el.href = href;
    // a stylesheet that fails leaves the map usable (just plainer): never block on it
    el.onload = () => resolve();
    el.onerror = () => resolve();
    document.head.append(el);
  });
  loading.set(href, done);
  return done;
}

/** Leaflet's stylesheet and ours: what a Leaflet map needs. */
export function loadMapStyles(): Promise<void> {
  return Promise.all([link(leafletCss), link(mapCss)]).then(() => undefined);
}

/** Our map stylesheet alone: the markers and outlines of the map preview (MapPreview.tsx), no Leaflet. */
export function loadMarkerStyles(): Promise<void> {
  return link(mapCss);
}
