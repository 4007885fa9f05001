/**
 * Which paths a page may have (docs/content.md "Which paths a page may have"), on the test stack: the stand-in
 * CMS's edit API saves what editors type the way page paths are written, or refuses it in the
 * page-path rule's words; a page the CMS saved is built, served 200 at its address and listed in
 * the sitemap; renamed to any slug the CMS saves and back, its old address answers 307 with the
 * query kept, its Location an RFC 3986 reference to the new address, which answers 200. (A full
 * build over content holding paths the site refuses is regen-full-build.test.ts's: one full build
 * serves that check and the regeneration invariant.)
 */
import fc from 'fast-check';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { LocaleCode } from '../../src/config/locales';
import { cmsPagePath } from '../../src/cms/path-rule';
import { localizedHref } from '../../src/i18n/paths';
import { encodePath } from '../../src/lib/location';
import { cmsEditHeaders, waitForIdle } from '../support/cms';
import { decodeLocation, isUriReference } from '../support/uri-reference';
import { httpClient } from '../support/http';

const siteUrl = inject('siteUrl');
const backendUrl = inject('backendUrl');

/** Pages this file made in the stand-in CMS, by where they are now: removed at the end. */
const made = new Map<string, { locale: LocaleCode; path: string }>();
let serial = 0;

async function edit(body: Record<string, unknown>): Promise<{ status: number; body: { changes?: { path: string }[]; error?: string; message?: string } }> {
  const res = await fetch(`${backendUrl}/cms-view/v1/edits`, { method: 'POST', headers: cmsEditHeaders, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as { changes?: { path: string }[] } };
}

afterAll(async () => {
  for (const { locale, path } of made.values()) await edit({ target: 'page', locale, path, delete: true });
  await waitForIdle(siteUrl);
}, 120_000);

const addressOf = (path: string, locale: LocaleCode) => encodePath(localizedHref(path, locale));
const { get } = httpClient(() => siteUrl, { redirect: 'manual' });

async function expectServed(path: string, locale: LocaleCode, title: string): Promise<void> {
  const res = await get(addressOf(path, locale));
  const html = await res.text();
  expect(res.status, `${locale} ${path}`).toBe(200);
  expect(html).toContain(title);
  const sitemap = await (await get('/sitemap.xml')).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decodeURIComponent(new URL(m[1]!).pathname));
  expect(locs, `${locale} ${path} in the sitemap`).toContain(localizedHref(path, locale));
}

async function expectMoved(from: string, to: string, locale: LocaleCode, title: string): Promise<void> {
  const res = await get(`${addressOf(from, locale)}?utm_source=mail&q=%C3%A4`);
  expect(res.status, `${from} → ${to}`).toBe(307);
  const location = res.headers.get('location')!;
  expect(isUriReference(location), location).toBe(true);
  expect(decodeLocation(location)).toEqual({ path: localizedHref(to, locale), query: '?utm_source=mail&q=%C3%A4' });
  const landed = await get(location);
  expect(landed.status).toBe(200);
  expect(await landed.text()).toContain(title);
}

/** What editors type: ordinary words, week numbers, and now and then what no page path may hold. */
const typedHere = fc
  .array(
    fc.oneof(
      { weight: 10, arbitrary: fc.constantFrom('Kampanj', 'höst', 'v.47', '2026.1', 'Summer Offer', ' ', '_', '-', '/') },
      { weight: 1, arbitrary: fc.constantFrom('?x=1', '#top', '%', '"', '<b>', '/api', '/healthz', '/preview', '.html', '\u200b') },
    ),
    { minLength: 1, maxLength: 5 },
  )
  .map((parts) => `/sidvag-${process.pid}-${parts.join('')}`);
const typed = fc.oneof(
  { weight: 5, arbitrary: typedHere },
  { weight: 1, arbitrary: fc.constantFrom('/healthz', '/preview/x', '/api/x', '/robots.txt', '/offer?x=1', '/sitemap.xml') },
);

describe('page paths through the CMS, on the site', () => {
  it('serves a page at a path with a week number, and tells the editor at once why a path cannot be used', async () => {
    const title = `Vecka 47 ${process.pid}`;
    const path = `/erbjudanden-${process.pid}/v.47`;
    const created = await edit({ target: 'page', locale: 'sv-SE', path, create: { title } });
    expect(created.status).toBe(200);
    made.set(`sv-SE ${path}`, { locale: 'sv-SE', path });
    await waitForIdle(siteUrl);
    await expectServed(path, 'sv-SE', title);

    for (const [bad, words] of [
      ['/offer?x=1', 'The path “/offer?x=1” cannot be used: it contains “?”.'],
      ['/healthz', 'The path “/healthz” cannot be used: the site keeps “/healthz” and everything under it for itself.'],
      ['/_edge/entry-decision/x', null],
      ['/robots.txt', 'the site keeps “/robots.txt”'],
    ] as const) {
      const refused = await edit({ target: 'page', locale: 'fi-FI', path: bad, create: { title: 'x' } });
      if (words === null) {
        // '_' is written as a hyphen: '/-edge/…' is an ordinary page path
        expect(refused.status).toBe(200);
        made.set(`fi-FI ${refused.body.changes![0]!.path}`, { locale: 'fi-FI', path: refused.body.changes![0]!.path });
        continue;
      }
      expect(refused.status, bad).toBe(400);
      expect(refused.body.error).toBe('invalid_path');
      expect(refused.body.message).toContain(words);
    }
    await waitForIdle(siteUrl);
  }, 60_000);

  it('builds and serves any path the CMS saves, and moves it by 307 with the query kept, there and back', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom<LocaleCode>('fi-FI', 'en-EU', 'sv-SE'), typed, async (locale, slug) => {
        const n = (serial += 1);
        const own = `/polkusiirto-${process.pid}-${n}`;
        const title = `Siirto ${process.pid} ${n}`;
        expect((await edit({ target: 'page', locale, path: own, create: { title } })).status).toBe(200);
        made.set(`${locale} ${own}`, { locale, path: own });
        const renamed = await edit({ target: 'page', locale, path: own, set: { slug } });
        const verdict = cmsPagePath(slug, locale);
        await waitForIdle(siteUrl);
        if (!verdict.ok) {
          // refused at once, in the rule's words; the page stays where it was, served
          expect(renamed.status, slug).toBe(400);
          expect(renamed.body.message).toContain('cannot be used');
          await expectServed(own, locale, title);
          return;
        }
        expect(renamed.status, slug).toBe(200);
        const to = renamed.body.changes![0]!.path;
        expect(to).toBe(verdict.path);
        made.delete(`${locale} ${own}`);
        made.set(`${locale} ${to}`, { locale, path: to });
        await expectServed(to, locale, title);
        await expectMoved(own, to, locale, title);
        // and back
        expect((await edit({ target: 'page', locale, path: to, set: { slug: own } })).status).toBe(200);
        made.delete(`${locale} ${to}`);
        made.set(`${locale} ${own}`, { locale, path: own });
        await waitForIdle(siteUrl);
        await expectServed(own, locale, title);
        await expectMoved(to, own, locale, title);
      }),
      { numRuns: 6 },
    );
  }, 180_000);
});
