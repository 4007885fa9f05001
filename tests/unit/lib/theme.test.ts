import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  focusColor,
  focusRingOn,
  foregroundColors,
  foregroundFor,
  invertedColors,
  luminance,
  pageSurfaces,
  parseHexColor,
  themeStyle,
  themes,
} from '../../../src/lib/theme';

describe('themes (spec 9)', () => {
  it('has the car-wash and energy colours', () => {
    expect(themes.carwash).toEqual({ primary: '#ffca00', secondary: '#f3f3f3', tertiary: '#ed1b2e' });
    expect(themes.energy).toEqual({ primary: '#2863bf', secondary: '#ddd', tertiary: '#ec8601' });
  });
});

describe('parseHexColor', () => {
  it('reads #rrggbb and #rgb, any case, # optional', () => {
    expect(parseHexColor('#2863bf')).toEqual({ r: 40, g: 99, b: 191 });
    expect(parseHexColor('#DDD')).toEqual({ r: 221, g: 221, b: 221 });
    expect(parseHexColor('ffca00')).toEqual({ r: 255, g: 202, b: 0 });
  });
  it('refuses anything else', () => {
    for (const bad of ['', '#', '#12', '#12345', '#gggggg', 'red', '#ffca00;x:y', 'rgb(0,0,0)']) expect(parseHexColor(bad)).toBeNull();
  });
});

describe('luminance and foreground', () => {
  it('weighs the channels 0.299, 0.587, 0.114', () => {
    expect(luminance('#ff0000')).toBeCloseTo(76.245);
    expect(luminance('#00ff00')).toBeCloseTo(149.685);
    expect(luminance('#0000ff')).toBeCloseTo(29.07);
    expect(luminance('#2863bf')).toBeCloseTo(0.299 * 40 + 0.587 * 99 + 0.114 * 191);
  });

  it('gives light text under 110 and dark text from 110 on', () => {
    expect(foregroundFor('#2863bf')).toBe('light'); // ≈ 91.8
    expect(foregroundFor('#ed1b2e')).toBe('light'); // ≈ 92.0
    expect(foregroundFor('#ffca00')).toBe('dark'); // ≈ 194.8
    expect(foregroundFor('#ec8601')).toBe('dark'); // ≈ 149.3
    expect(foregroundFor('#ddd')).toBe('dark');
    expect(foregroundFor('#6e6e6e')).toBe('dark'); // exactly 110
    expect(foregroundFor('#6d6d6d')).toBe('light'); // 109
  });

  it('throws on a colour it cannot read', () => {
    expect(() => luminance('blue')).toThrow(/not a hex colour/);
  });
});

describe('themeStyle', () => {
  it('writes the colours and their foregrounds as custom properties', () => {
    expect(themeStyle('energy')).toBe(
      '--color-primary: #2863bf; --color-primary-fg: #fff; --color-primary-focus: #fff; --color-primary-inverse-fg: #111; --color-secondary: #dddddd; --color-secondary-fg: #111; --color-secondary-focus: #0b57d0; --color-secondary-inverse-fg: #fff; --color-tertiary: #ec8601; --color-tertiary-fg: #111; --color-tertiary-focus: #111; --color-tertiary-inverse-fg: #fff;',
    );
    expect(themeStyle(themes.carwash)).toContain('--color-primary: #ffca00; --color-primary-fg: #111; --color-primary-focus: #0b57d0;');
    expect(themeStyle(themes.carwash)).toContain(
      '--color-tertiary: #ed1b2e; --color-tertiary-fg: #fff; --color-tertiary-focus: #fff; --color-tertiary-inverse-fg: #111;',
    );
  });

  it('lets nothing but a hex colour into the CSS', () => {
    expect(() => themeStyle({ primary: 'red;background:url(x)', secondary: '#fff', tertiary: '#000' })).toThrow(/not a hex colour/);
  });
});

describe('a focused call to action turns inside out (the hero button, WCAG 2.4.13)', () => {
  it.each(Object.entries(themes))('changes its fill by at least 3:1 and keeps its text readable in the %s theme', (_name, theme) => {
    for (const color of Object.values(theme)) {
      const { fill, text } = invertedColors(color);
      expect(contrastRatio(color, fill), color).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(fill, text), color).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('contrast of focus indicators (WCAG 2.4.13, 1.4.11: at least 3:1)', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21);
    expect(contrastRatio('#fff', '#fff')).toBeCloseTo(1);
    // why a hero button's focus cannot be the site focus colour: it vanishes on the energy blue
    expect(contrastRatio(focusColor, '#2863bf')).toBeLessThan(1.5);
  });

  it('the site focus colour shows on the page surfaces', () => {
    for (const surface of pageSurfaces) expect(contrastRatio(focusColor, surface), surface).toBeGreaterThanOrEqual(3);
  });

  for (const [name, theme] of Object.entries(themes)) {
    for (const role of ['primary', 'secondary', 'tertiary'] as const) {
      it(`the ring on the ${name} theme's ${role} colour (${theme[role]}) reaches 3:1`, () => {
        expect(contrastRatio(focusRingOn(theme[role]), theme[role])).toBeGreaterThanOrEqual(3);
      });
    }
    it(`a hero button in the ${name} theme has an outline of at least 3:1 against the hero`, () => {
      const hero = theme.primary;
      expect(contrastRatio(foregroundColors[foregroundFor(hero)], hero)).toBeGreaterThanOrEqual(3);
    });
  }
});
