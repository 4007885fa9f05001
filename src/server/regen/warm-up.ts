/**
 * The pages a render worker renders once, and throws away, before it says it is ready. V8 compiles
 * the render path lazily and optimises it only after many calls: a fresh worker's first renders are
 * several times slower than warm ones, enough to make the first misses after a start the on-demand
 * p99 (design.md, performance targets: ≤ 200 ms). A few pages of every kind and
 * locale take the code each page kind runs through V8's tiers first.
 */
import type { Manifest } from '../output/manifest';

/**
 * Up to `perKind` pages of each page kind: an equal share from each locale, evenly spaced through
 * its pages, taken one locale after another (the same manifest gives the same sample).
 */
export function warmUpSample(manifest: Pick<Manifest, 'pages'>, perKind = 6): string[] {
  const byKind = new Map<string, Map<string, string[]>>();
  for (const [path, record] of Object.entries(manifest.pages)) {
    let locales = byKind.get(record.kind);
    if (!locales) byKind.set(record.kind, (locales = new Map<string, string[]>()));
    const paths = locales.get(record.deps.locale);
    if (paths) paths.push(path);
    else locales.set(record.deps.locale, [path]);
  }
  const sample: string[] = [];
  for (const locales of byKind.values()) {
    const perLocale = Math.ceil(perKind / locales.size);
    const shares = [...locales.values()].map((paths) => {
      const n = Math.min(perLocale, paths.length);
      return Array.from({ length: n }, (_, i) => paths[Math.floor((i * paths.length) / n)]!);
    });
    const ofKind: string[] = [];
    for (let i = 0; i < perLocale; i++) for (const share of shares) if (i < share.length) ofKind.push(share[i]!);
    sample.push(...ofKind.slice(0, perKind));
  }
  return sample;
}
