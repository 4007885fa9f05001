/**
 * No page of a market shows another market's currency (src/lib/money): over every page the build
 * and its regenerations keep, fi-FI pages never write crowns, and sv-SE and no-NO pages never
 * write euros — not in product cards, station menus, form labels or any data the page carries.
 * Each market's own currency does appear (the car-wash page's product cards), so the scan is not
 * of pages without prices. en-EU is left out: it lists every market's stations, each menu in its
 * station's currency (docs/architecture.md "Money per market").
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { LocaleCode } from '../../src/config/locales';
import { splitLocale } from '../../src/i18n/paths';
import { readManifest } from '../../src/server/output/manifest-journal';
import { waitForFeedCaughtUp, waitForIdle, waitForManifestSaved } from '../support/cms';

const siteUrl = inject('siteUrl');
const backendUrl = inject('backendUrl');
const distDir = inject('distDir');

const euro = /€|&euro;|\bEUR\b/;
const crowns = /\bkr\b|\bSEK\b|\bNOK\b/;
const foreign: Partial<Record<LocaleCode, RegExp>> = { 'fi-FI': crowns, 'sv-SE': euro, 'no-NO': euro };
const own: Partial<Record<LocaleCode, RegExp>> = { 'fi-FI': /\d\u00a0€/, 'sv-SE': /\d\u00a0kr/, 'no-NO': /\d\u00a0kr/ };

/** every kept page's HTML by locale */
const pages = new Map<LocaleCode, { path: string; html: string }[]>();

beforeAll(async () => {
  await waitForFeedCaughtUp(siteUrl, backendUrl);
  await waitForIdle(siteUrl);
  await waitForManifestSaved(siteUrl);
  const { manifest } = await readManifest(distDir);
  for (const [path, record] of Object.entries(manifest.pages)) {
    const { locale } = splitLocale(path);
    const html = await readFile(join(distDir, 'client', record.file), 'utf8');
    pages.set(locale, [...(pages.get(locale) ?? []), { path, html }]);
  }
}, 180_000);

describe("no page of a market shows another market's currency", () => {
  for (const [locale, pattern] of Object.entries(foreign) as [LocaleCode, RegExp][]) {
    it(`${locale}: none of its pages writes ${locale === 'fi-FI' ? 'crowns' : 'euros'}, and its shop writes its own`, () => {
      const list = pages.get(locale) ?? [];
      expect(list.length).toBeGreaterThan(10);
      const offending = list
        .filter((p) => pattern.test(p.html))
        .map((p) => `${p.path}: …${p.html.slice(Math.max(0, p.html.search(pattern) - 60), p.html.search(pattern) + 20)}…`);
      expect(offending).toEqual([]);
      expect(list.filter((p) => own[locale]!.test(p.html)).length).toBeGreaterThan(0);
    });
  }
});
