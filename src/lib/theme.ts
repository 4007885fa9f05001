/**
 * The two site themes of spec 9 and the rule that picks a readable foreground for a colour:
 * light text when the colour's luminance is under 110.
 */

export interface Theme {
  primary: string;
  secondary: string;
  tertiary: string;
}

/** Car-wash site and energy site colours (spec 9). */
export const themes = {
  carwash: { primary: '#ffca00', secondary: '#f3f3f3', tertiary: '#ed1b2e' },
  energy: { primary: '#2863bf', secondary: '#ddd', tertiary: '#ec8601' },
} as const satisfies Record<string, Theme>;

export type ThemeName = keyof typeof themes;

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** Threshold of spec 9: a colour darker than this gets light text. */
export const lightForegroundBelow = 110;

/** Foreground colours written for 'light' and 'dark'. */
export const foregroundColors = { light: '#fff', dark: '#111' } as const;

/** Parses '#rgb' or '#rrggbb' (the '#' optional, any case); null for anything else. */
export function parseHexColor(hex: string): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return {
    r: Number.parseInt(digits.slice(0, 2), 16),
    g: Number.parseInt(digits.slice(2, 4), 16),
    b: Number.parseInt(digits.slice(4, 6), 16),
  };
}

/**
 * Perceived brightness on 0–255: 0.299R + 0.587G + 0.114B. These are the ITU-R BT.601 luma
 * weights: the eye is most sensitive to green and least to blue, so a plain average would call
 * pure blue as bright as pure green. It is the formula the threshold of 110 was set against.
 */
export function luminance(hex: string): number {
  const rgb = parseHexColor(hex);
  if (!rgb) throw new Error(`[theme] not a hex colour: "${hex}"`);
  return 0.299 * rgb.r + 0.587 * rgb.g + 0.114 * rgb.b;
}

/** 'light' text on colours with luminance under 110, otherwise 'dark'. */
export function foregroundFor(hex: string): 'light' | 'dark' {
  return luminance(hex) < lightForegroundBelow ? 'light' : 'dark';
}

/** The site's focus-ring colour (global.css --color-focus) on the page's white and grey surfaces. */
export const focusColor = '#0b57d0';
/** The light surfaces every theme puts focusable things on (global.css: --color-bg, --color-surface). */
export const pageSurfaces = ['#ffffff', '#f5f6f8'] as const;

function channel(c: number): number {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2 relative luminance (0–1) of a hex colour. */
export function relativeLuminance(hex: string): number {
  const rgb = parseHexColor(hex);
  if (!rgb) throw new Error(`[theme] not a hex colour: "${hex}"`);
  return 0.2126 * channel(rgb.r) + 0.7152 * channel(rgb.g) + 0.0722 * channel(rgb.b);
}

/** WCAG 2 contrast ratio of two hex colours (1–21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The focus-ring colour on a coloured background: the site's focus colour where it reaches 3:1
 * (WCAG 2.4.13 / 1.4.11), else the background's own foreground colour (white or near-black).
 */
export function focusRingOn(background: string): string {
  if (contrastRatio(focusColor, background) >= 3) return focusColor;
  return foregroundColors[foregroundFor(background)];
}

/**
 * The colours of a control of colour `hex` turned inside out, as a focused call to action shows
 * itself: filled with the colour's foreground, its text in the other foreground colour. The fill
 * changes by at least 3:1 (WCAG 2.4.13 Focus Appearance) for every theme colour (tests/unit/lib/theme.test.ts).
 */
export function invertedColors(hex: string): { fill: string; text: string } {
  const fg = foregroundFor(hex);
  return { fill: foregroundColors[fg], text: foregroundColors[fg === 'light' ? 'dark' : 'light'] };
}

/**
 * CSS custom properties for a theme, for a style attribute: --color-primary, --color-primary-fg,
 * --color-primary-focus (the focus ring on that colour), --color-primary-inverse-fg (text on the
 * colour's foreground, invertedColors), and the same for secondary and tertiary. Colours are
 * re-serialized from their parsed value, so nothing but a hex colour can reach the CSS.
 */
export function themeStyle(theme: Theme | ThemeName): string {
  const colors: Theme = typeof theme === 'string' ? themes[theme] : theme;
  const roles = ['primary', 'secondary', 'tertiary'] as const;
  return roles
    .map((role) => {
      const hex = normalizeHex(colors[role]);
      const inverted = invertedColors(hex);
      return `--color-${role}: ${hex}; --color-${role}-fg: ${inverted.fill}; --color-${role}-focus: ${focusRingOn(hex)}; --color-${role}-inverse-fg: ${inverted.text};`;
    })
    .join(' ');
}

/** The browser's `theme-color` of a theme: its primary colour (spec 9), as the header and buttons show it. */
export function themeColor(theme: Theme | ThemeName): string {
  return normalizeHex((typeof theme === 'string' ? themes[theme] : theme).primary);
}

function normalizeHex(hex: string): string {
  const rgb = parseHexColor(hex);
  if (!rgb) throw new Error(`[theme] not a hex colour: "${hex}"`);
  return `#${[rgb.r, rgb.g, rgb.b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}
