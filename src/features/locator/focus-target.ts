/**
 * Where the keyboard focus goes when the map's markers are redrawn under it (WCAG 2.4.3): back to
 * the chosen station's marker when its card closes, or to what replaced a cluster zoomed into with
 * Enter. And which markers Tab may reach: only those inside the visible map (WCAG 2.4.11). Pure.
 */

/** A marker to focus once the markers are redrawn: the station `code`, else the one nearest the point. */
export interface FocusTarget {
  lat: number;
  lng: number;
  code?: string;
}

export interface FocusCandidate {
  lat: number;
  lng: number;
  code?: string;
}

/** Index of the candidate to focus, or -1 when there is none. */
export function markerToFocus(candidates: readonly FocusCandidate[], target: FocusTarget): number {
  if (target.code !== undefined) {
    const exact = candidates.findIndex((c) => c.code === target.code);
    if (exact >= 0) return exact;
  }
  // nearest on a local flat projection: a degree of longitude shrinks with the latitude
  const k = Math.cos((target.lat * Math.PI) / 180);
  let best = -1;
  let bestDistance = Infinity;
  candidates.forEach((c, i) => {
    const d = (c.lat - target.lat) ** 2 + ((c.lng - target.lng) * k) ** 2;
    if (d < bestDistance) {
      bestDistance = d;
      best = i;
    }
  });
  return best;
}

/** Whether a marker at container point (x, y) is inside a visible map of `width` × `height` pixels. */
export function insideMap(x: number, y: number, width: number, height: number): boolean {
  return x >= 0 && y >= 0 && x <= width && y <= height;
}
