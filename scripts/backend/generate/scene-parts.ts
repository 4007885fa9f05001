/**
 * SVG building blocks for the generated photo-like images: skies, hills, forests, roads, station
 * canopies, wind turbines… Each returns an SVG fragment in a width×height canvas. Positions are
 * fractions of the canvas so the same scene composes at any aspect ratio.
 */
import type { Random } from './random';

/** Light of a scene: sky colours, lit windows, stars. */
export type TimeOfDay = 'day' | 'dusk' | 'night';

const skies: Record<TimeOfDay, [string, string, string]> = {
  day: ['#3f86cf', '#8fc1ea', '#dcefff'],
  dusk: ['#27305c', '#a45a78', '#f7ae63'],
  night: ['#070d24', '#16234a', '#33466f'],
};

const r1 = (n: number): string => n.toFixed(1);

/** Gradient definitions shared by the parts (sky, ground, glass, water). */
export function defs(time: TimeOfDay, ground: string): string {
  const [top, mid, low] = skies[time];
  const dark = time === 'night' ? 0.55 : time === 'dusk' ? 0.8 : 1;
  return `<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="0.6" stop-color="${mid}"/><stop offset="1" stop-color="${low}"/></linearGradient>
<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${ground}" stop-opacity="${dark}"/><stop offset="1" stop-color="#1d2a1a"/></linearGradient>
<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mid}"/><stop offset="1" stop-color="#0d2b45"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="#fff6c8" stop-opacity="0.9"/><stop offset="1" stop-color="#fff6c8" stop-opacity="0"/></radialGradient>
</defs>`;
}

/** Sky over the whole canvas, with a sun or moon. */
export function sky(w: number, h: number, time: TimeOfDay, rng: Random): string {
  const x = w * rng.float(0.15, 0.85);
  const y = h * (time === 'dusk' ? 0.5 : rng.float(0.1, 0.25));
  const body = time === 'night' ? '#f1f0dc' : time === 'dusk' ? '#ffd27a' : '#fff7d6';
  const stars =
    time === 'night'
      ? Array.from(
          { length: 60 },
          () =>
            `<circle cx="${r1(rng.float(0, w))}" cy="${r1(rng.float(0, h * 0.5))}" r="${r1(rng.float(0.8, 2.2))}" fill="#fff" opacity="${rng.float(0.3, 0.9).toFixed(2)}"/>`,
        ).join('')
      : '';
  return `<rect width="${w}" height="${h}" fill="url(#sky)"/>${stars}<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(h * 0.06)}" fill="${body}" opacity="0.92"/>`;
}

/** A band of rolling hills whose top runs around `top` (fraction of height). */
export function hills(w: number, h: number, top: number, color: string, rng: Random): string {
  const steps = 8;
  let d = `M0 ${r1(h)} L0 ${r1(h * top)}`;
  for (let i = 1; i <= steps; i += 1) {
    const x = (w * i) / steps;
    const y = h * (top + rng.float(-0.05, 0.05));
    d += ` Q${r1(x - w / steps / 2)} ${r1(y - h * rng.float(0, 0.06))} ${r1(x)} ${r1(y)}`;
  }
  return `<path d="${d} L${w} ${h} Z" fill="${color}"/>`;
}

/** Ground from the horizon down. */
export function ground(w: number, h: number, horizon: number): string {
  return `<rect y="${r1(h * horizon)}" width="${w}" height="${r1(h * (1 - horizon))}" fill="url(#ground)"/>`;
}

/** A row of spruces along the horizon. */
export function forest(w: number, h: number, horizon: number, rng: Random, color = '#1f3b24'): string {
  const trees: string[] = [];
  for (let x = -20; x < w + 20; x += rng.float(14, 34)) {
    const th = h * rng.float(0.05, 0.12);
    const tw = th * 0.42;
    const base = h * horizon + rng.float(0, h * 0.01);
    trees.push(`<path d="M${r1(x)} ${r1(base - th)} L${r1(x + tw / 2)} ${r1(base)} L${r1(x - tw / 2)} ${r1(base)} Z" fill="${color}"/>`);
  }
  return trees.join('');
}

/** A road running from the bottom edge to a vanishing point on the horizon. */
export function road(w: number, h: number, horizon: number, vanishX: number): string {
  const vx = w * vanishX;
  const top = h * horizon;
  const dashes = Array.from({ length: 7 }, (_, i) => {
    const t0 = (i + 0.2) / 7;
    const t1 = (i + 0.6) / 7;
    const y0 = top + (h - top) * t0 * t0;
    const y1 = top + (h - top) * t1 * t1;
    const x0 = vx + (w * 0.5 - vx) * t0 * t0;
    const x1 = vx + (w * 0.5 - vx) * t1 * t1;
    return `<line x1="${r1(x0)}" y1="${r1(y0)}" x2="${r1(x1)}" y2="${r1(y1)}" stroke="#f2f2f2" stroke-width="${r1(2 + 10 * t1)}"/>`;
  });
  return `<path d="M${r1(vx - 4)} ${r1(top)} L${r1(vx + 4)} ${r1(top)} L${r1(w * 0.95)} ${h} L${r1(w * 0.05)} ${h} Z" fill="#3b3e44"/>${dashes.join('')}`;
}

/** A station forecourt: canopy with the brand stripe, pumps, shop and price pylon. */
export function station(w: number, h: number, cx: number, baseY: number, scale: number, lit: boolean): string {
  const x = w * cx;
  const y = h * baseY;
  const cw = w * 0.34 * scale;
  const ch = h * 0.05 * scale;
  const top = y - h * 0.3 * scale;
  const pillars = [0.2, 0.5, 0.8]
    .map((f) => `<rect x="${r1(x - cw / 2 + cw * f - 6 * scale)}" y="${r1(top + ch)}" width="${r1(12 * scale)}" height="${r1(y - top - ch)}" fill="#d9dde3"/>`)
    .join('');
  const pumps = [0.35, 0.65]
    .map(
      (f) =>
        `<rect x="${r1(x - cw / 2 + cw * f - 14 * scale)}" y="${r1(y - h * 0.09 * scale)}" width="${r1(28 * scale)}" height="${r1(h * 0.09 * scale)}" rx="${r1(4 * scale)}" fill="#f4f4f4" stroke="#c62828" stroke-width="${r1(3 * scale)}"/>`,
    )
    .join('');
  const glow = lit ? `<ellipse cx="${r1(x)}" cy="${r1(top + ch * 2)}" rx="${r1(cw * 0.6)}" ry="${r1(ch * 3)}" fill="url(#glow)"/>` : '';
  const shopX = x + cw * 0.55;
  const shop = `<rect x="${r1(shopX)}" y="${r1(y - h * 0.17 * scale)}" width="${r1(cw * 0.55)}" height="${r1(h * 0.17 * scale)}" fill="#eceff3"/>
<rect x="${r1(shopX + cw * 0.05)}" y="${r1(y - h * 0.12 * scale)}" width="${r1(cw * 0.45)}" height="${r1(h * 0.08 * scale)}" fill="${lit ? '#ffe9a8' : '#7fa7c9'}"/>
<rect x="${r1(shopX)}" y="${r1(y - h * 0.19 * scale)}" width="${r1(cw * 0.55)}" height="${r1(h * 0.02 * scale)}" fill="#c62828"/>`;
  const pylonX = x - cw * 0.75;
  const pylon = `<rect x="${r1(pylonX)}" y="${r1(top - h * 0.05 * scale)}" width="${r1(10 * scale)}" height="${r1(y - top + h * 0.05 * scale)}" fill="#9aa3ad"/>
<rect x="${r1(pylonX - 30 * scale)}" y="${r1(top - h * 0.1 * scale)}" width="${r1(70 * scale)}" height="${r1(h * 0.12 * scale)}" rx="${r1(6 * scale)}" fill="#c62828"/>
<circle cx="${r1(pylonX + 5 * scale)}" cy="${r1(top - h * 0.05 * scale)}" r="${r1(18 * scale)}" fill="#fff"/>`;
  return `${glow}${shop}${pillars}${pumps}<rect x="${r1(x - cw / 2)}" y="${r1(top)}" width="${r1(cw)}" height="${r1(ch)}" fill="#f7f7f7"/><rect x="${r1(x - cw / 2)}" y="${r1(top + ch * 0.6)}" width="${r1(cw)}" height="${r1(ch * 0.4)}" fill="#c62828"/>${pylon}`;
}

/** A wind turbine with its rotor at `angle` degrees (animated in the video). */
export function turbine(x: number, baseY: number, height: number, angle: number, color = '#f4f6f8'): string {
  const hubY = baseY - height;
  const blade = height * 0.45;
  const blades = [0, 120, 240]
    .map(
      (a) =>
        `<path d="M0 0 L${r1(-blade * 0.04)} ${r1(-blade * 0.2)} L0 ${r1(-blade)} L${r1(blade * 0.05)} ${r1(-blade * 0.2)} Z" fill="${color}" transform="rotate(${r1(angle + a)})"/>`,
    )
    .join('');
  return `<path d="M${r1(x - height * 0.025)} ${r1(baseY)} L${r1(x - height * 0.01)} ${r1(hubY)} L${r1(x + height * 0.01)} ${r1(hubY)} L${r1(x + height * 0.025)} ${r1(baseY)} Z" fill="${color}"/><g transform="translate(${r1(x)} ${r1(hubY)})">${blades}<circle r="${r1(height * 0.025)}" fill="${color}"/></g>`;
}

/** A car silhouette seen from the side, nose to the right. */
export function car(x: number, y: number, len: number, color: string): string {
  const hgt = len * 0.28;
  return `<path d="M${r1(x)} ${r1(y - hgt * 0.35)} Q${r1(x)} ${r1(y - hgt * 0.6)} ${r1(x + len * 0.2)} ${r1(y - hgt * 0.62)} L${r1(x + len * 0.32)} ${r1(y - hgt)} L${r1(x + len * 0.68)} ${r1(y - hgt)} L${r1(x + len * 0.82)} ${r1(y - hgt * 0.6)} Q${r1(x + len)} ${r1(y - hgt * 0.55)} ${r1(x + len)} ${r1(y - hgt * 0.3)} L${r1(x + len)} ${r1(y - hgt * 0.12)} L${r1(x)} ${r1(y - hgt * 0.12)} Z" fill="${color}"/>
<rect x="${r1(x + len * 0.36)}" y="${r1(y - hgt * 0.92)}" width="${r1(len * 0.28)}" height="${r1(hgt * 0.26)}" fill="#cfe3f3" opacity="0.8"/>
<circle cx="${r1(x + len * 0.22)}" cy="${r1(y - hgt * 0.12)}" r="${r1(hgt * 0.2)}" fill="#1a1a1a"/><circle cx="${r1(x + len * 0.78)}" cy="${r1(y - hgt * 0.12)}" r="${r1(hgt * 0.2)}" fill="#1a1a1a"/>`;
}

/** Field stripes in perspective below the horizon. */
export function fields(w: number, h: number, horizon: number, colors: readonly string[]): string {
  const bands = 9;
  return Array.from({ length: bands }, (_, i) => {
    const y0 = h * horizon + (h * (1 - horizon) * i * i) / (bands * bands);
    const y1 = h * horizon + (h * (1 - horizon) * (i + 1) * (i + 1)) / (bands * bands);
    return `<rect y="${r1(y0)}" width="${w}" height="${r1(y1 - y0 + 1)}" fill="${colors[i % colors.length] ?? '#6a8f3a'}"/>`;
  }).join('');
}

/** A skyline of office blocks with lit windows. */
export function skyline(w: number, h: number, baseY: number, rng: Random, lit: boolean): string {
  const out: string[] = [];
  for (let x = 0; x < w;) {
    const bw = w * rng.float(0.04, 0.09);
    const bh = h * rng.float(0.12, 0.4);
    const top = h * baseY - bh;
    out.push(`<rect x="${r1(x)}" y="${r1(top)}" width="${r1(bw)}" height="${r1(bh)}" fill="${rng.pick(['#4a5563', '#5b6675', '#3c4552', '#6c7684'])}"/>`);
    for (let wy = top + 10; wy < h * baseY - 14; wy += 22) {
      for (let wx = x + 8; wx < x + bw - 12; wx += 18) {
        if (rng.chance(lit ? 0.45 : 0.25)) out.push(`<rect x="${r1(wx)}" y="${r1(wy)}" width="8" height="11" fill="${lit ? '#ffdf8a' : '#a9c6de'}"/>`);
      }
    }
    x += bw + w * rng.float(0.002, 0.02);
  }
  return out.join('');
}
