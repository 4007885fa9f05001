/** Helpers for tests that talk to the running test stack over HTTP. */
import { localizedHref } from '../../src/i18n/paths';
import type { LocaleCode } from '../../src/config/locales';
import { pathListingSchema, type PathListing } from '../../src/cms/schemas';

/** Every page path of a locale, from the backend's listing. */
export async function listPaths(backendUrl: string, locale: LocaleCode): Promise<PathListing['paths']> {
  const res = await fetch(`${backendUrl}/cms-view/v1/content/paths`, { headers: { locale } });
  if (!res.ok) throw new Error(`listing ${locale}: ${res.status}`);
  return pathListingSchema.parse(await res.json()).paths;
}

/** One site URL path of each page kind in a locale (landing, block page, article, station). */
export async function samplePages(backendUrl: string, locale: LocaleCode): Promise<Record<'landing' | 'standard' | 'article' | 'station', string>> {
  const paths = await listPaths(backendUrl, locale);
  const find = (pred: (p: PathListing['paths'][number]) => boolean) => {
    const hit = paths.find(pred);
    if (!hit) throw new Error(`no page of the wanted kind in ${locale}`);
    return localizedHref(hit.path, locale);
  };
  return {
    landing: find((p) => p.path === '/'),
    standard: find((p) => p.contentType === 'standardPage' && p.path !== '/' && !p.noIndex),
    article: find((p) => p.contentType === 'articlePage'),
    station: find((p) => p.contentType === 'stationPage'),
  };
}

/** The text of an HTML document with tags removed and React's `<!-- -->` separators dropped. */
export function textOf(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
