/** The directions link of a station (spec 2.3). No imports: the locator island uses it too. */

/** A Google Maps route to the coordinates (6 decimals, about 0.1 m), URL-encoded. */
export function directionsUrl(coords: { lat: number; lng: number }): string {
  const destination = `${coords.lat.toFixed(6)},${coords.lng.toFixed(6)}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}
