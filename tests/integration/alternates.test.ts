/**
 * hreflang alternates over the whole build (src/lib/alternates.ts): for every page the output
 * folder holds, the head's `<link rel="alternate" hreflang>` set equals the sitemap's
 * `<xhtml:link>` set for that page (none for a page the sitemap leaves out), and neither names a
 * translation that is not indexed, while the language switcher still offers it to visitors.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { isLocaleCode } from '../../src/config/locales';
import { internalPath } from '../../src/i18n/paths';
import { readManifest } from '../../src/server/output/manifest-journal';
import type { Manifest } from '../../src/server/output/manifest';
import { waitForFeedCaughtUp, waitForIdle, waitForManifestSaved } from '../support/cms';

const siteUrl = inject('siteUrl');
const backendUrl = inject('backendUrl');
const distDir = inject('distDir');

const unescape = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
/** An alternate as one comparable string. */
const member = (hreflang: string, href: string) => `${hreflang} ${unescape(href)}`;

let manifest: Manifest;
/** the sitemap's entries: loc → its alternates, sorted */
const sitemap = new Map<string, string[]>();
/** every kept page: its head's canonical URL and alternates (sorted), and its body */
const pages = new Map<string, { canonical: string; head: string[]; body: string }>();

// what earlier test files changed in the CMS is applied, and on disk, before the output is read
beforeAll(async () => {
  await waitForFeedCaughtUp(siteUrl, backendUrl);
  await waitForIdle(siteUrl);
  await waitForManifestSaved(siteUrl);
  manifest = (await readManifest(distDir)).manifest;
  const xml = await (await fetch(`${siteUrl}/sitemap.xml`)).text();
  for (const [, entry] of xml.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
    const loc = unescape(/<loc>([^<]+)<\/loc>/.exec(entry!)![1]!);
    const links = [...entry!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(([, l, h]) => member(l!, h!));
    sitemap.set(loc, links.sort());
  }
  for (const [path, record] of Object.entries(manifest.pages)) {
    const html = await readFile(join(distDir, 'client', record.file), 'utf8');
    const end = html.indexOf('</head>');
    const head = html.slice(0, end);
    const canonical = unescape(/<link rel="canonical" href="([^"]+)"/.exec(head)?.[1] ?? '');
    const links = [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(([, l, h]) => member(l!, h!));
    pages.set(path, { canonical, head: links.sort(), body: html.slice(end) });
  }
}, 180_000);

describe('hreflang alternates over the whole build', () => {
  it("every page's head lists the sitemap's set for it, and the sitemap lists every indexable page", () => {
    const differ: { path: string; head: string[]; sitemap: string[] }[] = [];
    let listing = 0;
    for (const [path, page] of pages) {
      const record = manifest.pages[path]!;
      expect({ path, canonical: page.canonical !== '', listed: sitemap.has(page.canonical) }).toEqual({ path, canonical: true, listed: !record.noIndex });
      const listed = sitemap.get(page.canonical) ?? [];
      if (page.head.join('\n') !== listed.join('\n')) differ.push({ path, head: page.head, sitemap: listed });
      if (listed.length > 0) listing += 1;
    }
    expect(differ.slice(0, 10)).toEqual([]);
    // the demo content translates its block pages, articles and Finnish, Swedish and Norwegian stations
    expect(listing).toBeGreaterThan(pages.size / 2);
  });

  it('names no translation that is not indexed; the language switcher still offers it', () => {
    let seen = 0;
    for (const [path, record] of Object.entries(manifest.pages)) {
      if (record.noIndex) continue;
      for (const [code, at] of Object.entries(record.alternates)) {
        if (!isLocaleCode(code) || code === record.deps.locale) continue;
        const translation = manifest.pages[internalPath(at, code)];
        if (!translation?.noIndex) continue;
        seen += 1;
        const hidden = pages.get(internalPath(at, code))!.canonical;
        const page = pages.get(path)!;
        expect({ path, hreflang: page.head.filter((m) => m.endsWith(` ${hidden}`)) }).toEqual({ path, hreflang: [] });
        // the switcher's link goes through the locale switch, naming the translation's path
        expect(page.body, path).toContain(`path=${encodeURIComponent(at)}"`);
      }
    }
    // the demo content has indexed articles whose translation is not (15 such links)
    expect(seen).toBeGreaterThan(0);
  });
});
