/**
 * Makes the locator's offline base layer from the world-atlas package (Natural Earth 1:50m): the
 * land of the countries around the Nordic markets as filled polygons (their coasts show as the
 * edge between land and sea) plus the borders between countries as lines, clipped to the region,
 * simplified to about 1 km and rounded to 0.01°. So the map never needs the network to show where
 * it is. `npx tsx scripts/locator/outlines.ts` writes src/features/locator/outlines.json; a unit
 * test checks the committed file is what this makes.
 *
 * Land is filled without a stroke and borders are separate lines on purpose: a polygon clipped to
 * the region gains straight edges along the region's sides, which a stroke would draw as borders.
 */
import type { Feature, FeatureCollection, MultiLineString, MultiPolygon, Polygon, Position } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/** The region kept: [west, south, east, north] in degrees, the markets with room around them. */
export const OUTLINE_REGION: [number, number, number, number] = [-6, 50, 45, 74];
/** Simplification tolerance in degrees (about 1.5 km north–south). */
const TOLERANCE = 0.015;

type Region = readonly [number, number, number, number];
const x = (p: Position): number => p[0] ?? 0;
const y = (p: Position): number => p[1] ?? 0;
const round = (n: number): number => Math.round(n * 100) / 100;

/** Douglas–Peucker: the points of a line that matter at `tolerance` (first and last kept). */
function simplify(points: readonly Position[], tolerance: number): Position[] {
  if (points.length <= 2) return [...points];
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [from, to] = stack.pop()!;
    const a = points[from]!;
    const b = points[to]!;
    const dx = x(b) - x(a);
    const dy = y(b) - y(a);
    const length = Math.hypot(dx, dy);
    let worst = -1;
    let worstAt = -1;
    for (let i = from + 1; i < to; i++) {
      const p = points[i]!;
      const d = length === 0 ? Math.hypot(x(p) - x(a), y(p) - y(a)) : Math.abs(dy * x(p) - dx * y(p) + x(b) * y(a) - y(b) * x(a)) / length;
      if (d > worst) {
        worst = d;
        worstAt = i;
      }
    }
    if (worst > tolerance) {
      keep[worstAt] = 1;
      stack.push([from, worstAt], [worstAt, to]);
    }
  }
  return points.filter((_, i) => keep[i] === 1);
}

/** Rounded, without repeated points. */
function tidy(points: readonly Position[]): Position[] {
  const out: Position[] = [];
  for (const p of points) {
    const q = [round(x(p)), round(y(p))];
    const last = out[out.length - 1];
    if (!last || last[0] !== q[0] || last[1] !== q[1]) out.push(q);
  }
  return out;
}

/**
 * A ring that crosses the antimeridian (Russia's Chukotka) jumps from +180 to -180: its western
 * points move east of +180, so clipping sees one continuous ring.
 */
function unwrap(ring: readonly Position[]): Position[] {
  const xs = ring.map(x);
  if (Math.max(...xs) - Math.min(...xs) <= 180) return [...ring];
  return ring.map((p) => [x(p) < 0 ? x(p) + 360 : x(p), y(p)]);
}

/** Sutherland–Hodgman: a closed ring clipped to the region (a rectangle); [] when nothing is left. */
function clipRing(ring: readonly Position[], [west, south, east, north]: Region): Position[] {
  const atX = (a: Position, b: Position, v: number): Position => [v, y(a) + ((y(b) - y(a)) * (v - x(a))) / (x(b) - x(a))];
  const atY = (a: Position, b: Position, v: number): Position => [x(a) + ((x(b) - x(a)) * (v - y(a))) / (y(b) - y(a)), v];
  const edges: { inside: (p: Position) => boolean; cut: (a: Position, b: Position) => Position }[] = [
    { inside: (p) => x(p) >= west, cut: (a, b) => atX(a, b, west) },
    { inside: (p) => x(p) <= east, cut: (a, b) => atX(a, b, east) },
    { inside: (p) => y(p) >= south, cut: (a, b) => atY(a, b, south) },
    { inside: (p) => y(p) <= north, cut: (a, b) => atY(a, b, north) },
  ];
  let out = ring.slice(0, -1);
  for (const edge of edges) {
    const input = out;
    out = [];
    input.forEach((current, i) => {
      const previous = input[(i + input.length - 1) % input.length]!;
      if (edge.inside(current)) {
        if (!edge.inside(previous)) out.push(edge.cut(previous, current));
        out.push(current);
      } else if (edge.inside(previous)) {
        out.push(edge.cut(previous, current));
      }
    });
    if (out.length === 0) return [];
  }
  const closed = tidy(simplify([...out, out[0]!], TOLERANCE));
  if (closed.length < 4) return [];
  const first = closed[0]!;
  const last = closed[closed.length - 1]!;
  if (first[0] !== last[0] || first[1] !== last[1]) closed.push(first);
  return closed;
}

/** The parts of a line inside the region (a segment is kept when either end is in). */
function clipLine(line: readonly Position[], [west, south, east, north]: Region): Position[][] {
  const inside = (p: Position) => x(p) >= west && x(p) <= east && y(p) >= south && y(p) <= north;
  const parts: Position[][] = [];
  let run: Position[] = [];
  line.forEach((p, i) => {
    const previous = line[i - 1];
    if (inside(p) || (previous && inside(previous))) {
      if (run.length === 0 && previous) run.push(previous);
      run.push(p);
    } else if (run.length > 0) {
      parts.push(run);
      run = [];
    }
  });
  if (run.length > 0) parts.push(run);
  return parts.map((part) => tidy(simplify(part, TOLERANCE))).filter((part) => part.length >= 2);
}

/** The land (one MultiPolygon per country reaching into the region) and the borders (one MultiLineString). */
export function makeOutlines(topology: Topology, region: Region = OUTLINE_REGION): FeatureCollection<MultiPolygon | MultiLineString> {
  const countries = topology.objects['countries'] as GeometryCollection;
  const all = feature(topology, countries) as FeatureCollection<Polygon | MultiPolygon>;
  const land: Feature<MultiPolygon>[] = [];
  for (const f of all.features) {
    if (!f.geometry) continue;
    const polygons = f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates;
    const kept: Position[][][] = [];
    for (const rings of polygons) {
      const [outer = [], ...holes] = rings.map(unwrap);
      const clipped = clipRing(outer, region);
      if (clipped.length > 0) kept.push([clipped, ...holes.map((h) => clipRing(h, region)).filter((h) => h.length > 0)]);
    }
    if (kept.length > 0) land.push({ type: 'Feature', properties: { id: String(f.id ?? '') }, geometry: { type: 'MultiPolygon', coordinates: kept } });
  }
  land.sort((a, b) => String(a.properties?.['id']).localeCompare(String(b.properties?.['id'])));
  // arcs shared by two countries: the borders, never the coasts
  const borders = mesh(topology, countries, (a, b) => a !== b).coordinates.flatMap((line) =>
    clipLine(
      line.map((p) => [x(p), y(p)]),
      region,
    ),
  );
  return {
    type: 'FeatureCollection',
    features: [...land, { type: 'Feature', properties: { id: 'borders' }, geometry: { type: 'MultiLineString', coordinates: borders } }],
  };
}
