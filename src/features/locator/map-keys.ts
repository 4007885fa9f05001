/**
 * Keys pressed on the map preview before the real map is ready: the ones Leaflet's keyboard
 * handler acts on (arrows pan, + and − zoom) are kept and given to the map once it has the focus,
 * so a keyboard visitor's first presses are not lost (spec 2.4, the map by keyboard). Pure.
 */

/** A key press as the map needs it again. */
export interface MapKey {
  key: string;
  /** Leaflet 1.9 reads the legacy keyCode */
  keyCode: number;
  shiftKey: boolean;
}

// Leaflet 1.9's Keyboard handler: pan keys 37–40, zoom in 187 61 107 171, zoom out 189 173 109 54
const PAN = new Set([37, 38, 39, 40]);
const ZOOM = new Set([187, 61, 107, 171, 189, 173, 109, 54]);

/** The press to keep for the map, or null for one the map would ignore (or a shortcut with a modifier). */
export function mapKey(event: { key: string; keyCode: number; shiftKey: boolean; altKey: boolean; ctrlKey: boolean; metaKey: boolean }): MapKey | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  if (!PAN.has(event.keyCode) && !ZOOM.has(event.keyCode)) return null;
  return { key: event.key, keyCode: event.keyCode, shiftKey: event.shiftKey };
}
