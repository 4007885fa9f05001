/**
 * The map preview (façade): the locator map's first view drawn without Leaflet, so a desktop visit
 * loads no map library until the visitor engages the map (design.md, performance targets: ≤ 90 KB
 * of JS at desktop width). It shows what the real map shows first: the same view (map-view.ts
 * follows Leaflet's arithmetic), the same base (tiles as images, else the offline outlines as SVG)
 * and the same clusters and markers, in the same styles (map.css): for every station at the first
 * view's zoom those the build worked out with the same clustering (cluster-levels.ts), else the
 * clustering worker's; its view is the list's area (stores.ts $view). It is presentation only: the list is the accessible
 * content, so nothing here is named, focusable or announced (the map box around it is the region).
 */
import { useStore } from '@nanostores/react';
import type { FeatureCollection, Position } from 'geojson';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { TileConfig } from './base-layer';
import { levelItems } from './cluster-levels';
import { MARKERS_MARK, pageClusterSource } from './cluster-source';
import type { MapItem } from './cluster-rules';
import { bboxOf } from './geo';
import { containerPoint, fitView, NORDICS, START_FIT, tilesFor, tileUrl, viewAt, viewBounds, type PixelView, type Size } from './map-view';
import { loadMarkerStyles } from './map-styles';
import { observeSize } from './observe-size';
import { $filters, $levels, $matching, $selected, $stations, $view } from './stores';
import type { StationSummary } from './types';
// a URL, not a module: the same cacheable file the real map's base layer fetches (base-layer.ts)
import outlinesUrl from './outlines.json?url';

interface Props {
  tiles: TileConfig;
  /** the credit the real map shows for the outlines (labels: locator.map.outlines) */
  outlinesCredit: string;
}

let outlines: Promise<FeatureCollection | null> | undefined;
function loadOutlines(): Promise<FeatureCollection | null> {
  outlines ??= fetch(outlinesUrl)
    .then((res) => (res.ok ? (res.json() as Promise<FeatureCollection>) : null))
    .catch(() => null);
  return outlines;
}

/** SVG path data of a ring or line at the view's pixels (rounded as Leaflet's layer points are). */
function pathOf(coords: Position[], view: PixelView, close: boolean): string {
  let d = '';
  let last = '';
  for (const [lng = 0, lat = 0] of coords) {
    const p = containerPoint({ lat, lng }, view);
    const here = `${p.x} ${p.y}`;
    if (here === last) continue;
    d += `${d ? 'L' : 'M'}${here}`;
    last = here;
  }
  return d && close ? `${d}z` : d;
}

/** The outlines as two paths (land filled, borders stroked), the classes the real base layer uses. */
function outlinePaths(data: FeatureCollection, view: PixelView): { land: string; borders: string } {
  let land = '';
  let borders = '';
  for (const f of data.features) {
    const g = f.geometry;
    if (g.type === 'MultiPolygon') for (const polygon of g.coordinates) for (const ring of polygon) land += pathOf(ring, view, true);
    else if (g.type === 'Polygon') for (const ring of g.coordinates) land += pathOf(ring, view, true);
    else if (g.type === 'MultiLineString') for (const line of g.coordinates) borders += pathOf(line, view, false);
    else if (g.type === 'LineString') borders += pathOf(g.coordinates, view, false);
  }
  return { land, borders };
}

/** The view the real map starts at (LocatorMap.tsx): the list's area, else every station. */
function startView(size: Size): PixelView {
  const view = $view.get();
  if (view) return viewAt(view, view.zoom, size);
  return fitView(bboxOf($stations.get()) ?? NORDICS, size, START_FIT);
}

/** A marker as Leaflet's divIcon draws it (markers.ts): the same classes, size and anchor. */
function Marker({ item, view, selected, code }: { item: MapItem; view: PixelView; selected: boolean; code: string }) {
  const p = containerPoint(item, view);
  if (item.kind === 'cluster') {
    const size = item.count < 10 ? 34 : item.count < 100 ? 40 : 48;
    return (
      <div
        className={`locator-preview__marker nordic-marker nordic-marker--cluster nordic-marker--${item.color}`}
        style={{ left: p.x - size / 2, top: p.y - size / 2, width: size, height: size, zIndex: p.y }}
      >
        <span>
          <span>{item.count}</span>
        </span>
      </div>
    );
  }
  const [w, ax, ay] = selected ? [36, 18, 34] : [28, 14, 26];
  return (
    <div
      className={`locator-preview__marker nordic-marker nordic-marker--station${selected ? ' is-selected' : ''}`}
      style={{ left: p.x - ax, top: p.y - ay, width: w, height: w, zIndex: p.y + (selected ? 1000 : 0) }}
      data-code={code}
    >
      <span>
        <span className="nordic-pin" />
      </span>
    </div>
  );
}

export function MapPreview({ tiles, outlinesCredit }: Props) {
  const root = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<Size | null>(null);
  const [styled, setStyled] = useState(false);
  const [base, setBase] = useState<FeatureCollection | null>(null);
  const [tileFailed, setTileFailed] = useState(false);
  const [drawn, setDrawn] = useState<{ items: MapItem[]; of: readonly StationSummary[] } | null>(null);
  const stations = useStore($stations);
  const matching = useStore($matching);
  const selected = useStore($selected);
  const areaView = useStore($view);

  // the container's size, as Leaflet reads it (clientWidth × clientHeight)
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const measure = () =>
      setSize((s) => (s && s.width === el.clientWidth && s.height === el.clientHeight ? s : { width: el.clientWidth, height: el.clientHeight }));
    measure();
    return observeSize(el, measure);
  }, []);

  useEffect(() => {
    void loadMarkerStyles().then(() => setStyled(true));
  }, []);

  const showOutlines = !tiles.url || tileFailed;
  useEffect(() => {
    if (showOutlines) void loadOutlines().then(setBase);
  }, [showOutlines]);

  // the stores are read inside; these are what the start view follows until the real map takes over
  const view = useMemo(() => (size && size.width > 0 && size.height > 0 ? startView(size) : null), [size, stations, areaView]);

  // every station, at a zoom the data file carries: its markers without the worker, worked out in
  // the same render as the list's first rows (a filter removed is shown at once: design.md, a
  // filter change reflected within 50 ms)
  const known = useMemo(() => {
    const levels = $levels.get();
    if (!view || !size || !levels || $filters.get().length > 0 || matching.length !== stations.length) return null;
    const items = levelItems(levels, viewBounds(view, size), view.zoom, matching.length);
    return items ? { items, of: matching } : null;
  }, [view, size, matching, stations]);
  const shown = known ?? drawn;

  useEffect(() => {
    if (!view || !size) return;
    if (known) {
      // kept as the last markers drawn: they stay until the worker answers the next filter
      setDrawn(known);
      return;
    }
    let live = true;
    const source = pageClusterSource(matching);
    void source.items(viewBounds(view, size), view.zoom).then((items) => {
      // drawn at once, as the map's markers are (ClusterLayer.tsx), not after the list's rows
      if (live && items) flushSync(() => setDrawn({ items, of: matching }));
    });
    return () => {
      live = false;
    };
  }, [view, size, matching, known]);

  useLayoutEffect(() => {
    if (shown && typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(MARKERS_MARK);
  }, [shown]);

  const paths = useMemo(() => (base && view && showOutlines ? outlinePaths(base, view) : null), [base, view, showOutlines]);

  return (
    <div ref={root} className="locator-preview nordic-map" aria-hidden="true" data-map-preview data-zoom={view?.zoom}>
      {view && paths && (
        <svg className="locator-preview__base" width={size?.width} height={size?.height} fillRule="evenodd" strokeLinecap="round" strokeLinejoin="round">
          <path className="nordic-land" d={paths.land} />
          <path className="nordic-border" d={paths.borders} />
        </svg>
      )}
      {view &&
        size &&
        tiles.url &&
        !tileFailed &&
        tilesFor(view, size).map((t) => (
          <img
            key={`${t.z}/${t.x}/${t.y}/${t.left}`}
            className="locator-preview__tile"
            src={tileUrl(tiles.url, t)}
            alt=""
            width={256}
            height={256}
            style={{ left: t.left, top: t.top }}
            onError={() => setTileFailed(true)}
          />
        ))}
      {view && styled && (
        <div className="locator-preview__markers">
          {shown?.items.map((item) => {
            // the markers of the last answer stay until the next one is known: no blank map between the two
            const code = item.kind === 'station' ? (shown.of[item.index]?.code ?? '') : '';
            return (
              <Marker
                key={item.kind === 'cluster' ? `c${item.id}:${item.lat},${item.lng}` : `s${code}:${item.lat},${item.lng}`}
                item={item}
                view={view}
                selected={code !== '' && code === selected}
                code={code}
              />
            );
          })}
        </div>
      )}
      {/* Leaflet's zoom buttons and credit line, drawn in their places so nothing moves at the swap */}
      <div className="locator-preview__zoom">
        <span>+</span>
        <span>−</span>
      </div>
      <p className="locator-preview__credit">
        <span className="locator-preview__library">Leaflet</span> | {showOutlines ? outlinesCredit : creditText(tiles.attribution)}
      </p>
    </div>
  );
}

/** A tile credit's text (the configured credit may hold links: the preview shows its words). */
function creditText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&copy;/g, '©')
    .replace(/&amp;/g, '&')
    .trim();
}
