/**
 * The vector assets: brand logo, footer icons, app-store badges and station-filter pictograms.
 * Plain SVG text, no fonts needed except in the badges (rendered by the browser).
 */

const brandRed = '#c62828';

/** The Nordic Energy logo: a red drop-and-wave mark and the word mark. */
export function logoSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="56" viewBox="0 0 240 56" role="img" aria-label="Nordic Energy">
<circle cx="28" cy="28" r="26" fill="${brandRed}"/>
<path d="M28 9 C20 21 15 28 15 34 a13 13 0 0 0 26 0 c0-6-5-13-13-25z" fill="#fff"/>
<path d="M16 36 q6-5 12 0 t12 0" stroke="${brandRed}" stroke-width="3" fill="none"/>
<text x="62" y="26" font-family="Arial, Helvetica, sans-serif" font-size="20" font-weight="700" fill="#1d1d1b">NORDIC</text>
<text x="62" y="47" font-family="Arial, Helvetica, sans-serif" font-size="20" font-weight="400" fill="${brandRed}">ENERGY</text>
</svg>`;
}

/** Pictogram paths drawn in a 24×24 box. */
export const glyphs = {
  pin: '<path d="M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z"/>',
  phone: '<rect x="7" y="2" width="10" height="20" rx="2"/><rect x="9" y="4" width="6" height="13" fill="#fff"/>',
  chat: '<path d="M4 4h16v11H9l-5 4z"/>',
  cutlery: '<path d="M7 2v8a2 2 0 0 0 1 1.7V22h2V11.7A2 2 0 0 0 11 10V2h-1v6H9V2H8v6H7zm8 0c-1.5 1-2 3.5-2 6v5h2v9h2V2z"/>',
  cup: '<path d="M4 8h12v7a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5zm12 2h2a2 2 0 0 1 0 4h-2v-2h2v-0zM6 3h2v3H6zm4 0h2v3h-2z"/>',
  clock: '<circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" stroke-width="2"/><path d="M11 6h2v6l4 2-1 2-5-3z"/>',
  drop: '<path d="M12 2C8 8 6 11 6 15a6 6 0 0 0 12 0c0-4-2-7-6-13z"/>',
  truck: '<path d="M2 6h12v9H2zm12 3h4l3 3v3h-7z"/><circle cx="6" cy="17" r="2"/><circle cx="17" cy="17" r="2"/>',
  shower: '<path d="M5 3h8a5 5 0 0 1 5 5v1h-2V8a3 3 0 0 0-3-3H7v4H5z"/><path d="M13 11h7l-1 2h-5z"/><path d="M14 15h1v2h-1zm3 0h1v2h-1zm-1.5 3h1v2h-1z"/>',
  steam:
    '<path d="M7 20c-2-3 2-5 0-8s2-5 0-8h2c2 3-2 5 0 8s-2 5 0 8zm5 0c-2-3 2-5 0-8s2-5 0-8h2c2 3-2 5 0 8s-2 5 0 8zm5 0c-2-3 2-5 0-8s2-5 0-8h2c2 3-2 5 0 8s-2 5 0 8z"/>',
  trailer: '<path d="M3 7h14v8H3zm14 6h4v2h-4z"/><circle cx="10" cy="17" r="2"/>',
  caravan: '<path d="M3 6h13a4 4 0 0 1 4 4v5H3zm2 2v3h4V8z"/><circle cx="9" cy="17" r="2"/>',
  card: '<rect x="2" y="5" width="20" height="14" rx="2"/><rect x="2" y="8" width="20" height="3" fill="#fff"/>',
  pump: '<path d="M4 3h9v18H4zm2 2v5h5V5zm7 4h2l3 3v7a1.5 1.5 0 0 1-3 0v-4h-2z"/>',
  parcel: '<path d="M3 7l9-4 9 4v10l-9 4-9-4zm9 2 7-3m-7 3L5 6m7 3v11" stroke="#fff" stroke-width="1"/>',
  ticket: '<path d="M3 6h18v4a2 2 0 0 0 0 4v4H3v-4a2 2 0 0 0 0-4z"/>',
  people: '<circle cx="8" cy="8" r="3"/><circle cx="16" cy="8" r="3"/><path d="M2 20c0-4 3-6 6-6s6 2 6 6zm10 0c0-4 2-6 4-6 3 0 6 2 6 6z"/>',
  tag: '<path d="M3 3h8l10 10-8 8L3 11zm4 2a2 2 0 1 0 0 4 2 2 0 0 0 0-4z"/>',
} as const;
/** A pictogram name. */
export type Glyph = keyof typeof glyphs;

/** A round icon: a white pictogram on a coloured disc. */
export function iconSvg(glyph: Glyph, color: string, size = 48): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 48 48"><circle cx="24" cy="24" r="24" fill="${color}"/><g transform="translate(12 12)" fill="#fff" color="#fff">${glyphs[glyph]}</g></svg>`;
}

/** An app-store style badge with a label. */
export function badgeSvg(label: string, store: string): string {
  const safe = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="54" viewBox="0 0 180 54" role="img" aria-label="${safe(store)}">
<rect width="180" height="54" rx="9" fill="#111"/>
<rect x="10" y="11" width="32" height="32" rx="7" fill="${brandRed}"/>
<text x="52" y="24" font-family="Arial, Helvetica, sans-serif" font-size="10" fill="#ddd">${safe(label)}</text>
<text x="52" y="42" font-family="Arial, Helvetica, sans-serif" font-size="17" font-weight="700" fill="#fff">${safe(store)}</text>
</svg>`;
}
