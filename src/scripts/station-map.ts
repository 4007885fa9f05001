/**
 * Mounts the station page's map when it scrolls into view: only then are Leaflet and the base
 * layer downloaded (the station page's own script stays a few hundred bytes).
 */
import type { StationMapConfig } from '../features/locator/station-map';

export function lazyStationMap(): void {
  const el = document.querySelector<HTMLElement>('[data-station-map]');
  if (!el?.dataset['stationMap']) return;
  let config: StationMapConfig;
  try {
    config = JSON.parse(el.dataset['stationMap']) as StationMapConfig;
  } catch {
    return;
  }
  const mount = (): void => {
    void import('../features/locator/station-map')
      .then(({ mountStationMap }) => mountStationMap(el, config))
      .then(() => (el.dataset['mapState'] = 'ready'))
      .catch((error: unknown) => console.warn('[station-map]', error));
  };
  if (!('IntersectionObserver' in window)) return mount();
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect();
        mount();
      }
    },
    { rootMargin: '200px' },
  );
  observer.observe(el);
}
