/**
 * Article pages: the 48 stories (× scale) in every locale, as translations of each other, created
 * over the two years before `today`, with tags, a byline, an image and rich-text content.
 */
import { localeCodes, type LocaleCode } from '../../../src/config/locales';
import type { ArticlePage, RichTextNode } from '../../../src/cms/schemas';
import { pathFor } from '../../../src/i18n/paths';
import { assetFor } from './assets';
import { isoBefore } from './dates';
import { pageTarget } from './links';
import { Random } from './random';
import { assetLink, doc, embeddedAsset, entryLink, h, link, p, quote, table, text, ul } from './rich-text';
import type { Topic } from './site-tree';
import { SlugPool, slugify } from './slug';
import { paragraphs } from './text/paragraphs';
import { authors, partLabel, stories, type ArticleTag } from './text/stories';
import { inLocale } from './text/types';
import { ui } from './text/ui';

const topicOfTag: Record<ArticleTag, Topic> = {
  news: 'news',
  press: 'news',
  stories: 'news',
  sustainability: 'sustainability',
  'ev-charging': 'ev',
  biogas: 'energy',
  wind: 'energy',
  loyalty: 'loyalty',
  careers: 'careers',
  'car-wash': 'services',
};

/** The tree page each tag's articles link to. */
const pageOfTag: Record<ArticleTag, string> = {
  news: 'newsAndMedia',
  press: 'pressReleases',
  stories: 'stories',
  sustainability: 'sustainability',
  'ev-charging': 'evCharging',
  biogas: 'biogas',
  wind: 'wind',
  loyalty: 'loyalty',
  careers: 'careers',
  'car-wash': 'carWash',
};

const imagesOfTag: Record<ArticleTag, readonly string[]> = {
  news: ['city', 'stationDay'],
  press: ['harbour', 'city'],
  stories: ['stationDusk', 'lakeside', 'roadForest'],
  sustainability: ['fields', 'lakeside', 'lakesidePortrait'],
  'ev-charging': ['evCharger', 'evChargerPortrait'],
  biogas: ['fields', 'fieldsSquare'],
  wind: ['windFarm', 'windFarmSquare'],
  loyalty: ['stationDay', 'stationDaySquare'],
  careers: ['stationDay2', 'stationDusk2'],
  'car-wash': ['carWash'],
};

/** The tag an article is about: a specific subject before the generic news/press/stories. */
function subjectOf(tags: readonly ArticleTag[]): ArticleTag {
  return tags.find((tag) => !['news', 'press', 'stories'].includes(tag)) ?? tags[0] ?? 'news';
}

/** The locale-independent facts of one article. */
interface ArticleRecord {
  id: string;
  story: number;
  part: number;
  tags: ArticleTag[];
  created: string;
  version: string;
  byline: string;
  imageKey: string;
  paragraphOrder: number[];
  withQuote: boolean;
  related: number;
}

function drawArticles(seed: number, scale: number, today: string): ArticleRecord[] {
  const rng = Random.stream(seed, 'articles');
  const total = stories.length * scale;
  return Array.from({ length: total }, (_, n) => {
    const story = n % stories.length;
    const tags = [...(stories[story]?.tags ?? ['news'])];
    const subject = subjectOf(tags);
    // Article n is about n/total of two years old: the list spans two calendar years or more.
    const daysAgo = Math.min(729, Math.floor(((n + rng.float(0.1, 0.9)) * 728) / total) + 1);
    const minutes = rng.int(6 * 60, 16 * 60);
    return {
      id: `article-${String(n + 1).padStart(4, '0')}`,
      story,
      part: Math.floor(n / stories.length),
      tags,
      created: isoBefore(today, daysAgo, minutes),
      version: isoBefore(today, Math.max(0, daysAgo - rng.int(0, 10)), minutes + 90),
      byline: rng.pick(authors),
      imageKey: rng.pick(imagesOfTag[subject]),
      paragraphOrder: rng.shuffle([0, 1, 2]),
      withQuote: rng.chance(0.4),
      related: (n + rng.int(1, total - 1)) % total,
    };
  });
}

function titleOf(record: ArticleRecord, locale: LocaleCode): string {
  const story = stories[record.story];
  const title = story ? inLocale(story.title, locale) : '';
  return record.part === 0 ? title : `${title} (${inLocale(partLabel, locale)} ${record.part + 1})`;
}

function content(record: ArticleRecord, locale: LocaleCode, relatedTitle: string, relatedSlug: string): RichTextNode[] {
  const subject = subjectOf(record.tags);
  const texts = inLocale(paragraphs, locale)[topicOfTag[subject]];
  const [first = '', second = '', third = ''] = record.paragraphOrder.map((i) => texts[i] ?? '');
  const t = inLocale(ui, locale);
  const [lead, ...rest] = first.split(/(?<=\.) /);
  const nodes: RichTextNode[] = [p(text(lead ?? '', 'bold'), ...(rest.length > 0 ? [` ${rest.join(' ')}`] : [])), h(2, t.articleHeadings[0]), p(second)];
  if (record.withQuote) nodes.push(quote(`${third} – ${record.byline}`));
  else nodes.push(p(third));
  if (subject === 'ev-charging') nodes.push(table(t.chargingPrices));
  if (record.tags.includes('press')) nodes.push(p(assetLink(assetFor('priceList', locale), t.downloadPdf)));
  if (record.tags.includes('stories')) nodes.push(p(link('https://www.youtube.com/@nordicenergy', t.followUs)));
  nodes.push(
    embeddedAsset(assetFor(record.imageKey === 'city' ? 'harbour' : 'city', locale)),
    h(3, t.articleHeadings[1]),
    ul(
      [entryLink(pageTarget(pageOfTag[subject], locale))],
      [`${t.relatedReading}: `, entryLink({ contentType: 'articlePage', slug: relatedSlug, title: relatedTitle })],
    ),
    p(text(t.photoCredit, 'italic')),
  );
  return nodes;
}

/** Every article page of every locale, keyed by locale (same ids across locales). */
export function articlePages(seed: number, scale: number, today: string): Record<LocaleCode, ArticlePage[]> {
  const records = drawArticles(seed, scale, today);
  const slugs = new Map<string, Partial<Record<LocaleCode, string>>>();
  for (const locale of localeCodes) {
    const pool = new SlugPool();
    const base = pathFor('articles', locale);
    for (const record of records) {
      const paths = slugs.get(record.id) ?? {};
      paths[locale] = `${base}/${pool.take(slugify(titleOf(record, locale)))}`;
      slugs.set(record.id, paths);
    }
  }
  const out = {} as Record<LocaleCode, ArticlePage[]>;
  for (const locale of localeCodes) {
    const rng = Random.stream(seed, `article-text:${locale}`);
    out[locale] = records.map((record): ArticlePage => {
      const paths = slugs.get(record.id) ?? {};
      const related = records[record.related] ?? record;
      const title = titleOf(record, locale);
      const description = inLocale(paragraphs, locale)[topicOfTag[subjectOf(record.tags)]][record.paragraphOrder[0] ?? 0] ?? '';
      const image = assetFor(record.imageKey, locale);
      return {
        id: record.id,
        contentType: 'articlePage',
        slug: paths[locale] ?? '',
        title,
        noIndex: rng.chance(0.02),
        description,
        openGraphTitle: title,
        openGraphDescription: description,
        openGraphImage: image,
        localizedPagePaths: { ...paths },
        version: record.version,
        byline: record.byline,
        image,
        created: record.created,
        articleContent: doc(...content(record, locale, titleOf(related, locale), slugs.get(related.id)?.[locale] ?? '')),
        tags: [...record.tags],
      };
    });
  }
  return out;
}
