/**
 * One page of each page kind in a locale, found from the backend's path listing and the site's
 * path tables, for the budgets (axe, Lighthouse, JS bytes) and the bench. The locator and the
 * checkout count as existing once their page is listed and its block type is registered
 * (src/blocks/registry.ts); until then they come back with the reason, so a caller can say so
 * loudly instead of skipping quietly.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { LocaleCode } from '../../src/config/locales';
import { localizedHref, pathFor } from '../../src/i18n/paths';

const root = resolve(import.meta.dirname, '../..');

export const pageKinds = ['landing', 'block', 'article', 'station', 'locator', 'checkout', 'error'] as const;
export type PageKind = (typeof pageKinds)[number];

/** Content pages: they must not pay for JavaScript before interaction (issue 7's JS budget). */
export const contentKinds: readonly PageKind[] = ['landing', 'block', 'article'];

export type KindPage =
  | { kind: PageKind; locale: LocaleCode; href: string; noIndex: boolean; status: number }
  | { kind: PageKind; locale: LocaleCode; href: null; missing: string };

interface ListedPath {
  path: string;
  contentType: string;
  noIndex?: boolean;
}

/** Every page path of a locale, read loosely: a content type added later must not break discovery. */
export async function listedPaths(backendUrl: string, locale: LocaleCode): Promise<ListedPath[]> {
  const res = await fetch(`${backendUrl}/cms-view/v1/content/paths`, { headers: { locale } });
  if (!res.ok) throw new Error(`[page-kinds] listing ${locale}: ${res.status}`);
  const body = (await res.json()) as { paths?: ListedPath[] };
  return body.paths ?? [];
}

/** Whether the block registry maps a content type to a component (read from its source). */
export function blockRegistered(contentType: string): boolean {
  const file = resolve(root, 'src/blocks/registry.ts');
  if (!existsSync(file)) return false;
  return new RegExp(`^\\s*['"]?${contentType}['"]?\\s*:`, 'm').test(readFileSync(file, 'utf8'));
}

/** The checkout's path in a locale, from the checkout feature's table once it exists. */
async function checkoutPath(locale: LocaleCode): Promise<string | null> {
  try {
    const mod = (await import('../../src/features/checkout/paths')) as { checkoutPaths?: Partial<Record<LocaleCode, string>> };
    return mod.checkoutPaths?.[locale] ?? null;
  } catch {
    return null;
  }
}

/** One page of every kind in a locale (or why there is none yet). */
export async function findPageKinds(backendUrl: string, locale: LocaleCode): Promise<KindPage[]> {
  const paths = await listedPaths(backendUrl, locale);
  const byPath = new Map(paths.map((p) => [p.path, p]));
  const page = (kind: PageKind, listed: ListedPath | undefined, missing: string): KindPage =>
    listed
      ? { kind, locale, href: localizedHref(listed.path, locale), noIndex: listed.noIndex ?? false, status: 200 }
      : { kind, locale, href: null, missing };
  const withBlock = (kind: PageKind, path: string | null, blockType: string, issue: string): KindPage => {
    if (!path) return { kind, locale, href: null, missing: `no ${kind} path in the site's tables yet (${issue})` };
    if (!blockRegistered(blockType)) return { kind, locale, href: null, missing: `the '${blockType}' block is not registered yet (${issue})` };
    return page(kind, byPath.get(path), `${path} is not in the ${locale} listing (${issue})`);
  };

  return [
    page('landing', byPath.get('/'), 'no landing page listed'),
    page('block', byPath.get(pathFor('b2b', locale)), `no block page at ${pathFor('b2b', locale)}`),
    page('article', paths.find((p) => p.contentType === 'articlePage'), 'no article listed'),
    page('station', paths.find((p) => p.contentType === 'stationPage'), 'no station listed'),
    withBlock('locator', pathFor('stationLocator', locale), 'stationLocator', 'issue 4'),
    withBlock('checkout', await checkoutPath(locale), 'checkout', 'issue 5'),
    { kind: 'error', locale, href: localizedHref('/this-page-does-not-exist', locale), noIndex: true, status: 404 },
  ];
}

/** The pages that exist, and the notes for those that do not. */
export function splitFound(pages: KindPage[]): { found: Extract<KindPage, { href: string }>[]; missing: Extract<KindPage, { href: null }>[] } {
  const found: Extract<KindPage, { href: string }>[] = [];
  const missing: Extract<KindPage, { href: null }>[] = [];
  for (const p of pages) {
    if (p.href === null) missing.push(p);
    else found.push(p);
  }
  return { found, missing };
}
