/**
 * One page of each page kind in a locale, found from the backend's path listing and the site's
 * path tables, for the budgets (axe, Lighthouse, JS bytes), the bench and the load test. The
 * locator and the checkout count as existing once their page is listed and its block type is one
 * the site knows (the typed block registry, src/blocks/registry.ts, has a component for every
 * known type). Tests call requirePageKinds: a kind that cannot be found fails with the reason; the
 * bench may report it as a note instead (findPageKinds).
 */
import type { LocaleCode } from '../../src/config/locales';
import { knownBlockTypes } from '../../src/cms/schemas';
import { localizedHref, pathFor, pathTable } from '../../src/i18n/paths';

export const pageKinds = ['landing', 'block', 'article', 'station', 'locator', 'checkout', 'error'] as const;
export type PageKind = (typeof pageKinds)[number];

/** Content pages: they must not pay for JavaScript before interaction (the JS budget of design "Performance targets"). */
export const contentKinds: readonly PageKind[] = ['landing', 'block', 'article'];

export type KindPage =
  { kind: PageKind; locale: LocaleCode; href: string; noIndex: boolean; status: number } | { kind: PageKind; locale: LocaleCode; href: null; missing: string };

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

/** Whether a content type is a block type the site knows (and so renders: src/blocks/registry.ts). */
export function blockRegistered(contentType: string): boolean {
  return (knownBlockTypes as readonly string[]).includes(contentType);
}

/** One page of every kind in a locale (or why there is none). */
export async function findPageKinds(backendUrl: string, locale: LocaleCode): Promise<KindPage[]> {
  const paths = await listedPaths(backendUrl, locale);
  const byPath = new Map(paths.map((p) => [p.path, p]));
  const page = (kind: PageKind, listed: ListedPath | undefined, missing: string): KindPage =>
    listed ? { kind, locale, href: localizedHref(listed.path, locale), noIndex: listed.noIndex ?? false, status: 200 } : { kind, locale, href: null, missing };
  const withBlock = (kind: PageKind, path: string, blockType: string): KindPage => {
    if (!blockRegistered(blockType)) return { kind, locale, href: null, missing: `the '${blockType}' block is not registered` };
    return page(kind, byPath.get(path), `${path} is not in the ${locale} listing`);
  };

  return [
    page('landing', byPath.get('/'), 'no landing page listed'),
    page('block', byPath.get(pathFor('b2b', locale)), `no block page at ${pathFor('b2b', locale)}`),
    page(
      'article',
      paths.find((p) => p.contentType === 'articlePage'),
      'no article listed',
    ),
    page(
      'station',
      paths.find((p) => p.contentType === 'stationPage'),
      'no station listed',
    ),
    withBlock('locator', pathFor('stationLocator', locale), 'stationLocator'),
    withBlock('checkout', pathTable.checkout[locale], 'checkout'),
    { kind: 'error', locale, href: localizedHref('/this-page-does-not-exist', locale), noIndex: true, status: 404 },
  ];
}

/** A page of a kind that was found. */
export type FoundPage = Extract<KindPage, { href: string }>;

/**
 * One page of every kind in a locale; any kind that cannot be found in the built content is an
 * error naming each missing kind and why, so a test fails instead of skipping it.
 */
export async function requirePageKinds(backendUrl: string, locale: LocaleCode): Promise<FoundPage[]> {
  const { found, missing } = splitFound(await findPageKinds(backendUrl, locale));
  if (missing.length > 0) {
    throw new Error(`[page-kinds] ${locale}: ${missing.map((m) => `no ${m.kind} page (${m.missing})`).join('; ')}`);
  }
  return found;
}

/** The page of a kind among pages requirePageKinds gave; throws naming the kind when absent. */
export function pageOfKind(pages: readonly FoundPage[], kind: PageKind, locale?: LocaleCode): FoundPage {
  const page = pages.find((p) => p.kind === kind && (locale === undefined || p.locale === locale));
  if (!page) throw new Error(`[page-kinds] no ${kind} page${locale ? ` in ${locale}` : ''}`);
  return page;
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
