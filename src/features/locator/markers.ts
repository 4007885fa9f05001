/**
 * Marker icons for the maps, built as DOM elements (text set with textContent, never parsed as
 * HTML): a station pin named for screen readers, a cluster showing its count and labelled
 * "12 stations, zoom in", and the visitor's position. Browser only (Leaflet).
 */
import L from 'leaflet';
import type { ClusterColor } from './clusters';

/** Text for screen readers only, hidden by the site's one `.visually-hidden` rule (src/styles/global.css). */
function srText(text: string): HTMLSpanElement {
  const span = document.createElement('span');
  span.className = 'visually-hidden';
  span.textContent = text;
  return span;
}

/** A station's pin; its accessible name is the station's name. */
export function stationIcon(name: string, selected = false): L.DivIcon {
  const root = document.createElement('span');
  const pin = document.createElement('span');
  pin.className = 'nordic-pin';
  pin.setAttribute('aria-hidden', 'true');
  root.append(pin, srText(name));
  return L.divIcon({
    html: root,
    className: `nordic-marker nordic-marker--station${selected ? ' is-selected' : ''}`,
    iconSize: selected ? [36, 36] : [28, 28],
    iconAnchor: selected ? [18, 34] : [14, 26],
  });
}

/** A cluster: its count on a red or blue disc (spec 9), labelled for screen readers. */
export function clusterIcon(count: number, color: ClusterColor, label: string): L.DivIcon {
  const root = document.createElement('span');
  const text = document.createElement('span');
  text.setAttribute('aria-hidden', 'true');
  text.textContent = String(count);
  root.append(text, srText(label));
  const size = count < 10 ? 34 : count < 100 ? 40 : 48;
  return L.divIcon({
    html: root,
    className: `nordic-marker nordic-marker--cluster nordic-marker--${color}`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

/** The visitor's position. */
export function youIcon(label: string): L.DivIcon {
  const root = document.createElement('span');
  root.append(srText(label));
  return L.divIcon({ html: root, className: 'nordic-marker nordic-marker--you', iconSize: [18, 18], iconAnchor: [9, 9] });
}
