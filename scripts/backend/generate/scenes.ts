/**
 * Photo-like scenes composed as SVG (rendered to jpg/png/webp with sharp, and to video frames).
 * Each scene reports its focal point: where its subject sits, so crops keep it in view.
 */
import { Random } from './random';
import * as part from './scene-parts';

/** The scenes images and videos are drawn from. */
export const sceneKeys = [
  'stationDay',
  'stationDusk',
  'stationNight',
  'truckStop',
  'windFarm',
  'fields',
  'roadForest',
  'harbour',
  'evCharger',
  'carWash',
  'city',
  'lakeside',
] as const;
/** One of sceneKeys. */
export type SceneKey = (typeof sceneKeys)[number];

/** Size, variation and animation phase of a scene. */
export interface SceneOptions {
  width: number;
  height: number;
  /** variation seed: moves hills, trees and the subject */
  seed: number;
  /** animation phase 0..1 for video frames */
  phase?: number;
}

/** A composed scene: its SVG and where its subject is. */
export interface Scene {
  svg: string;
  /** [x, y] fractions of the canvas */
  focal: [number, number];
}

const round2 = (n: number): number => Math.round(n * 100) / 100;

function wrap(w: number, h: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}

function stationScene(o: SceneOptions, rng: Random, time: part.TimeOfDay, truck: boolean): Scene {
  const { width: w, height: h } = o;
  const cx = rng.float(0.3, 0.62);
  const base = 0.78;
  const lit = time !== 'day';
  const body = [
    part.defs(time, '#5d7a48'),
    part.sky(w, h, time, rng),
    part.hills(w, h, 0.52, time === 'night' ? '#1b2638' : '#6f8aa3', rng),
    part.forest(w, h, 0.6, rng, time === 'night' ? '#0d1a12' : '#24422a'),
    part.ground(w, h, 0.6),
    `<rect y="${(h * 0.72).toFixed(1)}" width="${w}" height="${(h * 0.12).toFixed(1)}" fill="#54585f"/>`,
    part.station(w, h, cx, base, 1.1, lit),
    truck
      ? `<rect x="${(w * (cx - 0.1)).toFixed(1)}" y="${(h * 0.62).toFixed(1)}" width="${(w * 0.2).toFixed(1)}" height="${(h * 0.14).toFixed(1)}" fill="#e6e9ed"/><rect x="${(w * (cx + 0.1)).toFixed(1)}" y="${(h * 0.66).toFixed(1)}" width="${(w * 0.05).toFixed(1)}" height="${(h * 0.1).toFixed(1)}" fill="#1f5aa6"/>`
      : part.car(w * (cx - 0.08), h * 0.8, w * 0.12, rng.pick(['#1f5aa6', '#b71c1c', '#e0e0e0', '#263238'])),
  ];
  return { svg: wrap(w, h, body.join('')), focal: [round2(cx), 0.62] };
}

function windScene(o: SceneOptions, rng: Random, withFields: boolean): Scene {
  const { width: w, height: h } = o;
  const phase = o.phase ?? 0;
  const lead = rng.float(0.25, 0.7);
  const turbines = [
    { x: lead, s: 0.5 },
    { x: lead + 0.22, s: 0.32 },
    { x: lead - 0.2, s: 0.28 },
    { x: lead + 0.38, s: 0.2 },
  ];
  const body = [
    part.defs('day', '#7aa04a'),
    part.sky(w, h, 'day', rng),
    part.hills(w, h, 0.62, '#8fa9bd', rng),
    withFields ? part.fields(w, h, 0.66, ['#c9b458', '#7ea347', '#d8c66c', '#6b8f3e']) : part.ground(w, h, 0.66),
    ...turbines.map((t, i) => part.turbine(w * t.x, h * 0.68, h * t.s, phase * 120 + i * 37)),
  ];
  return { svg: wrap(w, h, body.join('')), focal: [round2(lead), 0.4] };
}

function roadScene(o: SceneOptions, rng: Random): Scene {
  const { width: w, height: h } = o;
  const vx = rng.float(0.35, 0.65);
  const body = [
    part.defs('day', '#4f7a3e'),
    part.sky(w, h, 'day', rng),
    part.hills(w, h, 0.5, '#7f98ad', rng),
    part.ground(w, h, 0.58),
    part.forest(w, h, 0.6, rng),
    part.road(w, h, 0.58, vx),
    part.station(w, h, Math.min(0.85, vx + 0.2), 0.66, 0.35, false),
  ];
  return { svg: wrap(w, h, body.join('')), focal: [round2(Math.min(0.85, vx + 0.2)), 0.6] };
}

function harbourScene(o: SceneOptions, rng: Random): Scene {
  const { width: w, height: h } = o;
  const tanks = Array.from({ length: 4 }, (_, i) => {
    const x = w * (0.55 + i * 0.09);
    return `<rect x="${x.toFixed(1)}" y="${(h * 0.42).toFixed(1)}" width="${(w * 0.075).toFixed(1)}" height="${(h * 0.16).toFixed(1)}" fill="#e8ebef"/><ellipse cx="${(x + w * 0.0375).toFixed(1)}" cy="${(h * 0.42).toFixed(1)}" rx="${(w * 0.0375).toFixed(1)}" ry="${(h * 0.015).toFixed(1)}" fill="#f7f8fa"/>`;
  });
  const shipX = w * rng.float(0.1, 0.35);
  const body = [
    part.defs('dusk', '#6a7d5a'),
    part.sky(w, h, 'dusk', rng),
    `<rect y="${(h * 0.58).toFixed(1)}" width="${w}" height="${(h * 0.42).toFixed(1)}" fill="url(#water)"/>`,
    `<rect x="${(w * 0.5).toFixed(1)}" y="${(h * 0.56).toFixed(1)}" width="${(w * 0.5).toFixed(1)}" height="${(h * 0.03).toFixed(1)}" fill="#3d4148"/>`,
    ...tanks,
    `<path d="M${shipX.toFixed(1)} ${(h * 0.6).toFixed(1)} L${(shipX + w * 0.3).toFixed(1)} ${(h * 0.6).toFixed(1)} L${(shipX + w * 0.27).toFixed(1)} ${(h * 0.67).toFixed(1)} L${(shipX + w * 0.02).toFixed(1)} ${(h * 0.67).toFixed(1)} Z" fill="#8b1f1f"/><rect x="${(shipX + w * 0.2).toFixed(1)}" y="${(h * 0.53).toFixed(1)}" width="${(w * 0.06).toFixed(1)}" height="${(h * 0.07).toFixed(1)}" fill="#f2f2f2"/>`,
  ];
  return { svg: wrap(w, h, body.join('')), focal: [round2(shipX / w + 0.15), 0.6] };
}

function evScene(o: SceneOptions, rng: Random): Scene {
  const { width: w, height: h } = o;
  const x = rng.float(0.55, 0.75);
  const phase = o.phase ?? 0;
  const charger = (cx: number, on: boolean): string =>
    `<rect x="${(w * cx).toFixed(1)}" y="${(h * 0.35).toFixed(1)}" width="${(w * 0.06).toFixed(1)}" height="${(h * 0.45).toFixed(1)}" rx="8" fill="#f5f7f9"/><rect x="${(w * (cx + 0.012)).toFixed(1)}" y="${(h * 0.4).toFixed(1)}" width="${(w * 0.036).toFixed(1)}" height="${(h * 0.07).toFixed(1)}" fill="#1c2a36"/><circle cx="${(w * (cx + 0.03)).toFixed(1)}" cy="${(h * 0.53).toFixed(1)}" r="${(h * 0.015).toFixed(1)}" fill="${on ? '#38d16a' : '#2b6e44'}"/>`;
  const body = [
    part.defs('night', '#49505a'),
    part.sky(w, h, 'night', rng),
    part.skyline(w, h, 0.6, rng, true),
    `<rect y="${(h * 0.6).toFixed(1)}" width="${w}" height="${(h * 0.4).toFixed(1)}" fill="#30343b"/>`,
    charger(x, Math.floor(phase * 6) % 2 === 0),
    charger(x - 0.2, true),
    part.car(w * (x - 0.17), h * 0.86, w * 0.16, '#e0e4e8'),
  ];
  return { svg: wrap(w, h, body.join('')), focal: [round2(x + 0.03), 0.55] };
}

function carWashScene(o: SceneOptions, rng: Random): Scene {
  const { width: w, height: h } = o;
  const phase = o.phase ?? 0;
  const bubbles = Array.from({ length: 40 }, () => {
    const bx = rng.float(0.3, 0.7);
    const by = (rng.float(0, 1) - phase * 0.6 + 2) % 1;
    return `<circle cx="${(w * bx).toFixed(1)}" cy="${(h * (0.25 + by * 0.5)).toFixed(1)}" r="${(h * rng.float(0.01, 0.04)).toFixed(1)}" fill="#e9f6ff" opacity="0.75"/>`;
  });
  const body = [
    part.defs('day', '#4f5f6f'),
    `<rect width="${w}" height="${h}" fill="#1b4f8a"/>`,
    `<path d="M${(w * 0.22).toFixed(1)} ${h} L${(w * 0.22).toFixed(1)} ${(h * 0.3).toFixed(1)} Q${(w * 0.5).toFixed(1)} ${(h * 0.05).toFixed(1)} ${(w * 0.78).toFixed(1)} ${(h * 0.3).toFixed(1)} L${(w * 0.78).toFixed(1)} ${h} Z" fill="#0f355e"/>`,
    part.car(w * (0.32 + phase * 0.05), h * 0.82, w * 0.36, '#c62828'),
    ...bubbles,
  ];
  return { svg: wrap(w, h, body.join('')), focal: [0.5, 0.62] };
}

function cityScene(o: SceneOptions, rng: Random): Scene {
  const { width: w, height: h } = o;
  const body = [
    part.defs('dusk', '#555'),
    part.sky(w, h, 'dusk', rng),
    part.skyline(w, h, 0.75, rng, true),
    `<rect y="${(h * 0.75).toFixed(1)}" width="${w}" height="${(h * 0.25).toFixed(1)}" fill="#2a2e35"/>`,
    part.car(w * rng.float(0.1, 0.6), h * 0.92, w * 0.14, '#eceff1'),
  ];
  return { svg: wrap(w, h, body.join('')), focal: [0.5, 0.5] };
}

function lakesideScene(o: SceneOptions, rng: Random): Scene {
  const { width: w, height: h } = o;
  const hx = rng.float(0.15, 0.4);
  const pipes = Array.from(
    { length: 4 },
    (_, i) =>
      `<path d="M${(w * (hx + 0.05)).toFixed(1)} ${(h * 0.7).toFixed(1)} L${(w * (hx + 0.05 + i * 0.025)).toFixed(1)} ${(h * 0.97).toFixed(1)}" stroke="#e3792b" stroke-width="5" fill="none"/>`,
  );
  const body = [
    part.defs('day', '#4d7a3a'),
    part.sky(w, h, 'day', rng),
    part.hills(w, h, 0.48, '#6f8f6a', rng),
    part.forest(w, h, 0.55, rng),
    `<rect x="${(w * 0.45).toFixed(1)}" y="${(h * 0.55).toFixed(1)}" width="${(w * 0.55).toFixed(1)}" height="${(h * 0.12).toFixed(1)}" fill="url(#water)"/>`,
    `<rect y="${(h * 0.67).toFixed(1)}" width="${w}" height="${(h * 0.33).toFixed(1)}" fill="#6b4f35"/>`,
    `<rect y="${(h * 0.66).toFixed(1)}" width="${w}" height="${(h * 0.03).toFixed(1)}" fill="#4d7a3a"/>`,
    `<rect x="${(w * hx).toFixed(1)}" y="${(h * 0.5).toFixed(1)}" width="${(w * 0.14).toFixed(1)}" height="${(h * 0.17).toFixed(1)}" fill="#a33b2b"/><path d="M${(w * (hx - 0.015)).toFixed(1)} ${(h * 0.5).toFixed(1)} L${(w * (hx + 0.07)).toFixed(1)} ${(h * 0.38).toFixed(1)} L${(w * (hx + 0.155)).toFixed(1)} ${(h * 0.5).toFixed(1)} Z" fill="#3b3b3b"/><rect x="${(w * (hx + 0.05)).toFixed(1)}" y="${(h * 0.58).toFixed(1)}" width="${(w * 0.03).toFixed(1)}" height="${(h * 0.09).toFixed(1)}" fill="#f5f5f5"/>`,
    ...pipes,
  ];
  return { svg: wrap(w, h, body.join('')), focal: [round2(hx + 0.07), 0.6] };
}

/** Composes a scene; the same key, size, seed and phase always give the same SVG. */
export function composeScene(key: SceneKey, options: SceneOptions): Scene {
  const rng = Random.stream(options.seed, `scene:${key}`);
  switch (key) {
    case 'stationDay':
      return stationScene(options, rng, 'day', false);
    case 'stationDusk':
      return stationScene(options, rng, 'dusk', false);
    case 'stationNight':
      return stationScene(options, rng, 'night', false);
    case 'truckStop':
      return stationScene(options, rng, 'dusk', true);
    case 'windFarm':
      return windScene(options, rng, false);
    case 'fields':
      return windScene(options, rng, true);
    case 'roadForest':
      return roadScene(options, rng);
    case 'harbour':
      return harbourScene(options, rng);
    case 'evCharger':
      return evScene(options, rng);
    case 'carWash':
      return carWashScene(options, rng);
    case 'city':
      return cityScene(options, rng);
    case 'lakeside':
      return lakesideScene(options, rng);
  }
}
