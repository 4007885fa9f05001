/**
 * The demo-content generator as a library: `generateContent` builds everything in memory
 * (deterministic for a seed, scale and today; reads nothing but the cities package), and
 * `writeContent` writes it to a data folder (see write.ts).
 */
import { localeCodes, type LocaleCode } from '../../../src/config/locales';
import type { Layout, PageContent } from '../../../src/cms/schemas';
import { articlePages } from './articles';
import { assetFiles, type AssetFile } from './assets';
import { isCalendarDate } from '../../../src/lib/calendar';
import { isoBefore } from './dates';
import { layoutFor } from './layout';
import { standardPages } from './pages';
import { stationPages } from './station-pages';
import { drawStations } from './stations';
import { validateContent, type ContentFile } from './validate';
import { checkoutPage } from './commerce';

export type { ContentFile } from './validate';
export type { AssetFile } from './assets';
export { writeContent, readStamp, isUpToDate } from './write';

/** Inputs of a generation run. */
export interface GenerateOptions {
  seed: number;
  /** 1 for the normal demo, 10 for benchmarks (ten times the stations and articles) */
  scale: number;
  /** 'yyyy-MM-dd': opening hours start yesterday, lunch lists cover this week, articles the 2 years before */
  today: string;
}

/** The content file and the asset files it references. */
export interface Generated {
  content: ContentFile;
  assets: AssetFile[];
}

/** Generates the whole content set in memory and validates it (throws a ContentError on a problem). */
export function generateContent(options: GenerateOptions): Generated {
  const { seed, scale, today } = options;
  if (!Number.isInteger(seed) || seed < 0) throw new Error(`[generate] seed must be a non-negative integer, got ${seed}`);
  if (!Number.isInteger(scale) || scale < 1 || scale > 100) throw new Error(`[generate] scale must be an integer 1..100, got ${scale}`);
  if (!isCalendarDate(today)) throw new Error(`[generate] today must be a yyyy-MM-dd date, got "${today}"`);

  const stations = drawStations(seed, scale);
  const stationPagesByLocale = Object.fromEntries(localeCodes.map((l) => [l, [] as PageContent[]])) as Record<LocaleCode, PageContent[]>;
  for (const record of stations) {
    for (const { locale, page } of stationPages(record, today)) stationPagesByLocale[locale].push(page);
  }
  const articles = articlePages(seed, scale, today);

  const layouts = {} as Record<LocaleCode, Layout>;
  const pages = {} as Record<LocaleCode, PageContent[]>;
  for (const locale of localeCodes) {
    const [article] = articles[locale];
    const [station] = stationPagesByLocale[locale];
    if (!article || !station) throw new Error(`[generate] ${locale} has no article or no station`);
    const refs = {
      article: { contentType: 'articlePage' as const, slug: article.slug, title: article.title },
      station: { contentType: 'stationPage' as const, slug: station.slug, title: station.title },
    };
    layouts[locale] = layoutFor(locale, today);
    pages[locale] = [...standardPages({ locale, today, seed, refs }), checkoutPage(locale, today), ...articles[locale], ...stationPagesByLocale[locale]];
  }

  // Derived from the inputs, not the clock, so the same inputs give a byte-identical file.
  const content: ContentFile = { generatedAt: isoBefore(today, 0, 0), seed, scale, today, layouts, pages };
  const assets = assetFiles();
  validateContent(content, new Set(assets.map((file) => `/assets/${file.path}`)));
  return { content, assets };
}
