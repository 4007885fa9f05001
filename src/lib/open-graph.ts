/**
 * A page's Open Graph and Twitter card tags (ogp.me; developer.x.com's cards), built from what the
 * page head knows. Pure: URLs come absolute, texts translated; SeoHead.astro writes the tags.
 */
import { getLocale, type LocaleCode } from '../config/locales';

/**
 * A locale as Open Graph writes it: language_TERRITORY, from the locale table's Intl tag
 * (fi_FI, en_IE, sv_SE, nb_NO). Facebook reads only that form; en-EU's hreflang `en` names no
 * territory, and the site writes English the Irish/British way (src/config/locales.ts).
 */
export function ogLocale(locale: LocaleCode): string {
  const [language = '', territory = ''] = getLocale(locale).intl.split('-');
  return `${language.toLowerCase()}_${territory.toUpperCase()}`;
}

export interface OpenGraphInput {
  locale: LocaleCode;
  type: 'website' | 'article';
  siteName: string;
  /** the page's canonical URL */
  url: string;
  title: string;
  description?: string;
  /** absolute URL of the shared image and its alternative text */
  image?: { url: string; alt?: string } | null;
  /** the locales of the page's translations (its hreflang set, src/lib/alternates.ts), not its own */
  alternateLocales?: readonly LocaleCode[];
  /** an article's published and modified times and tags */
  article?: { publishedTime?: string | null; modifiedTime?: string | null; tags?: readonly string[] };
}

/** One `<meta>`: Open Graph names its tags with `property`, Twitter cards with `name`. */
export type MetaTag = { property: string; content: string } | { name: string; content: string };

/** The page's Open Graph tags, then its Twitter card (a large image when it has one). */
export function openGraphTags(page: OpenGraphInput): MetaTag[] {
  const tags: MetaTag[] = [
    { property: 'og:type', content: page.type },
    { property: 'og:site_name', content: page.siteName },
    { property: 'og:locale', content: ogLocale(page.locale) },
  ];
  const own = ogLocale(page.locale);
  const alternates = [...new Set((page.alternateLocales ?? []).map(ogLocale))].filter((l) => l !== own);
  for (const locale of alternates) tags.push({ property: 'og:locale:alternate', content: locale });
  tags.push({ property: 'og:url', content: page.url }, { property: 'og:title', content: page.title });
  if (page.description) tags.push({ property: 'og:description', content: page.description });
  const alt = page.image?.alt?.trim();
  if (page.image) {
    tags.push({ property: 'og:image', content: page.image.url });
    if (alt) tags.push({ property: 'og:image:alt', content: alt });
  }
  if (page.type === 'article' && page.article) {
    const { publishedTime, modifiedTime, tags: topics = [] } = page.article;
    if (publishedTime) tags.push({ property: 'article:published_time', content: publishedTime });
    if (modifiedTime) tags.push({ property: 'article:modified_time', content: modifiedTime });
    for (const topic of topics) tags.push({ property: 'article:tag', content: topic });
  }
  // Twitter reads og:title, og:description and og:image itself; the card kind and the image's
  // alternative text are its own
  tags.push({ name: 'twitter:card', content: page.image ? 'summary_large_image' : 'summary' });
  if (page.image && alt) tags.push({ name: 'twitter:image:alt', content: alt });
  return tags;
}
