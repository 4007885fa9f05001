import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { encodePath } from '../../src/lib/location';
import { localeCodes } from '../../src/config/locales';
import { params } from '../support/fuzz';
import { rawRequest } from '../support/raw-http';
import { added, keptState, rssMb } from '../support/kept-state';
import { waitForFeedCaughtUp } from '../support/cms';

// A page is kept only under its canonical path: whatever alias of a page a visitor asks for, the
// output folder, the manifest and the sitemap stay as they were, and no answer is a 5xx.

const siteUrl = inject('siteUrl');
const distDir = inject('distDir');
const sitePid = inject('sitePid');
const backendUrl = inject('backendUrl');

// what earlier test files changed in the CMS is applied before any output is compared
beforeAll(() => waitForFeedCaughtUp(siteUrl, backendUrl), 120_000);

const manifest = JSON.parse(await readFile(join(distDir, 'manifest.json'), 'utf8')) as { pages: Record<string, { kind: string }> };
const byKind = new Map<string, string[]>();
for (const [path, record] of Object.entries(manifest.pages)) byKind.set(record.kind, [...(byKind.get(record.kind) ?? []), path]);
// a few pages of every kind, in every locale
const canonical = [...byKind.values()].flatMap((paths) => paths.filter((_, i) => i % Math.max(1, Math.floor(paths.length / 12)) === 0).slice(0, 12));
const targets = canonical.map(encodePath);

const localeSegment = fc
  .constantFrom(...localeCodes)
  .chain((code) =>
    fc
      .array(fc.boolean(), { minLength: code.length, maxLength: code.length })
      .map((upper) => [...code].map((c, i) => (upper[i] ? c.toUpperCase() : c.toLowerCase())).join('')),
  );

/** Where a page's own path starts in a target: after its locale prefix, if it has one. */
function split(target: string): [string, string] {
  const m = /^(\/[a-z]{2}-[A-Z]{2})(\/.*|)$/.exec(target);
  return m ? [m[1]!, m[2] || ''] : ['', target];
}

type Transform = (target: string) => fc.Arbitrary<string>;
const transforms: Transform[] = [
  // spec 7.2's preview segment, in front of the locale or after it
  (t) => fc.boolean().map((front) => (front ? `/preview${t}` : `${split(t)[0]}/preview${split(t)[1]}`)),
  // a second locale segment in any letter case
  (t) => localeSegment.map((seg) => `${split(t)[0]}/${seg}${split(t)[1]}`),
  // an escaped '#' or '?' at any position of the page's own path (or at its end)
  (t) =>
    fc.tuple(fc.constantFrom('%23', '%3F', '%23frag', '%3Fx=1'), fc.nat()).map(([esc, n]) => {
      const [prefix, own] = split(t);
      const at = 1 + (n % Math.max(1, own.length));
      return `${prefix}${own.slice(0, at)}${esc}${own.slice(at)}`;
    }),
  // a letter encoded twice ('a' → '%2561')
  (t) =>
    fc.nat().map((n) => {
      const letters = [...t.matchAll(/[a-z]/g)].map((m) => m.index);
      if (letters.length === 0) return `${t}/%2561`;
      const at = letters[n % letters.length]!;
      return `${t.slice(0, at)}%25${t.charCodeAt(at).toString(16)}${t.slice(at + 1)}`;
    }),
  // letters in another case
  (t) => fc.nat().map((n) => t.replace(/[a-z]/g, (c, i: number) => ((i + n) % 3 === 0 ? c.toUpperCase() : c))),
  // long paths around the content backend's limit
  (t) => fc.integer({ min: 1000, max: 2040 }).map((len) => `${t}/${'a'.repeat(Math.max(1, len - t.length - 1))}`),
];

const aliasOf: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(...targets), fc.uniqueArray(fc.integer({ min: 0, max: transforms.length - 1 }), { minLength: 1, maxLength: 3 }))
  .chain(([target, which]) => which.reduce<fc.Arbitrary<string>>((acc, i) => acc.chain((t) => transforms[i]!(t)), fc.constant(target)));

async function get(target: string) {
  const res = await rawRequest(siteUrl, { target, headers: { 'accept-encoding': 'identity' } });
  expect(res.dropped, `${target}: connection dropped`).toBe(false);
  expect(res.status, `${target}: ${res.status}`).toBeLessThan(500);
  // a redirect of an alias leads somewhere: that answer must hold too
  const location = res.headers.location;
  if (res.status >= 300 && res.status < 400 && location?.startsWith('/') && !location.startsWith('//')) {
    const next = await rawRequest(siteUrl, { target: location });
    expect(next.status, `${target} → ${location}: ${next.status}`).toBeLessThan(500);
  }
  return res;
}

describe('nothing a visitor sends makes the site keep a page', () => {
  it('the examples of each class are 404s or redirects, and write nothing', async () => {
    const before = await keptState(siteUrl, distDir);
    for (const target of [
      '/preview/asemahaku',
      '/en-EU/EN-eu/stationsearch',
      '/%23x',
      '/kayttoehdot%23frag',
      '/kayttoehdot%3Fx',
      '/%2561semahaku',
      `/${'a'.repeat(1500)}`,
    ]) {
      const res = await get(target);
      expect([404, 307], target).toContain(res.status);
      if (res.status === 404) expect(res.headers['content-type'], target).toMatch(/^text\/html/);
    }
    expect(added(before, await keptState(siteUrl, distDir))).toEqual({ files: [], pages: [], redirects: [] });
  });

  it('aliases of every shape: no 5xx, and the output, manifest and sitemap are unchanged', async () => {
    const before = await keptState(siteUrl, distDir);
    await fc.assert(
      fc.asyncProperty(aliasOf, async (target) => void (await get(target))),
      params(150),
    );
    const after = await keptState(siteUrl, distDir);
    expect(added(before, after)).toEqual({ files: [], pages: [], redirects: [] });
    expect(after.sitemapUrls).toBe(before.sitemapUrls);
  }, 180_000);

  it('a flood of 2,000 distinct aliases writes nothing and leaves memory bounded', async () => {
    const before = await keptState(siteUrl, distDir);
    const flood = [...new Set(fc.sample(aliasOf, { numRuns: 4000, seed: 20261123 }))].slice(0, 2000);
    expect(flood.length).toBe(2000);
    const send = async (targets: string[]) => {
      let next = 0;
      const worker = async () => {
        while (next < targets.length) await get(targets[next++]!);
      };
      await Promise.all(Array.from({ length: 16 }, worker));
    };
    // what the flood keeps is checked exactly below (files, manifest, sitemap); memory is a coarse
    // guard against runaway growth (V8 grows its heaps lazily, so RSS is noisy): the growth stays
    // within what the site's bounded caches and the heap's working size allow
    const rssBefore = sitePid ? await rssMb(sitePid) : null;
    await send(flood);
    const rssAfter = sitePid ? await rssMb(sitePid) : null;
    const after = await keptState(siteUrl, distDir);
    expect(added(before, after)).toEqual({ files: [], pages: [], redirects: [] });
    expect(after.sitemapUrls).toBe(before.sitemapUrls);
    console.log(`[kept-pages] flood of 2,000 aliases: site RSS ${rssBefore?.toFixed(0)} → ${rssAfter?.toFixed(0)} MB`);
    if (rssBefore !== null && rssAfter !== null) {
      expect(rssAfter - rssBefore, `RSS ${rssBefore.toFixed(0)} → ${rssAfter.toFixed(0)} MB`).toBeLessThan(256);
    }
  }, 240_000);
});

describe('bounded work and safe answers for what a visitor sends', () => {
  it('the image proxy takes listed sizes only and answers a wrong file type with 404', async () => {
    expect((await fetch(`${siteUrl}/assets/img/city.webp?width=640&format=webp`)).status).toBe(200);
    for (const query of ['width=4000&height=4000', 'width=999', 'format=avif&quality=100', 'quality=100']) {
      expect((await fetch(`${siteUrl}/assets/img/city.webp?${query}`)).status, query).toBe(400);
    }
    expect((await fetch(`${siteUrl}/assets/svg/badge-app-store.png`)).status).toBe(404);
  });

  it('the language switch encodes any path into a valid Location', async () => {
    for (const [path, location] of [
      ['/%C4%81', '/en-EU/%C4%81'],
      ['/%C3%A4', '/en-EU/%C3%A4'],
      ['/%20/evil.com', '/en-EU/%20/evil.com'],
    ] as const) {
      const res = await rawRequest(siteUrl, { target: `/api/v1/locale?to=en-EU&path=${path}` });
      expect(res.status, path).toBe(307);
      expect(res.headers.location, path).toBe(location);
    }
  });

  it('the regeneration status is for operators only', async () => {
    expect((await fetch(`${siteUrl}/api/v1/regeneration/status`)).status).toBe(401);
    expect((await fetch(`${siteUrl}/api/v1/regeneration/status`, { headers: { authorization: 'Bearer wrong-token-0123456789' } })).status).toBe(401);
  });
});
