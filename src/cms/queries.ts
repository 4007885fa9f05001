/**
 * Queries the site makes on top of the plain page call: article lists are resolved through the
 * search call (spec 7.3) — at build time for pre-rendered pages, at render time for the rest.
 */
import type { LocaleCode } from '../config/locales';
import { localizedHref } from '../i18n/paths';
import { classifyHref } from '../lib/safe-url';
import type { CmsClient } from './client';
import type { CardListBlock } from './blocks/card-list';
import type { Block, PageContent, SearchRequest } from './schemas';

/** Spec 7.3 / 9: page 1, 9 per page, newest first by created. */
export const ARTICLE_LIST_LIMIT = 9;

export function articleListQuery(tags: readonly string[], page = 1): SearchRequest {
  return {
    page,
    limit: ARTICLE_LIST_LIMIT,
    filter: { category: 'Article', tags: [...tags] },
    sort: { sortBy: 'created', sortDirection: 'DESC' },
  };
}

export function isCardList(block: Block): block is CardListBlock {
  return block.contentType === 'cardList' && 'display' in block;
}

/** The card-list blocks of a page that show article lists. */
export function articleListBlocks(content: PageContent): CardListBlock[] {
  if (content.contentType === 'articlePage') return [];
  return content.body.filter(isCardList).filter((b) => b.display.component === 'articleList');
}

/** What a page's redirect is read from: its body's card lists (an article page has no body). */
export interface RedirectSource {
  contentType: string;
  body?: readonly { contentType: string; display?: { component: string; url: string } }[];
}

/** The display.url of a card list whose display component is a redirect (spec 2.5 step 1). */
export function cardListRedirect(content: RedirectSource): string | null {
  if (content.contentType === 'articlePage') return null;
  const block = content.body?.find((b) => b.contentType === 'cardList' && b.display?.component === 'redirect' && b.display.url);
  return block?.display?.url ?? null;
}

/**
 * Where a page sends the visitor instead of rendering (spec 2.5 step 1): its card-list redirect's
 * url, external as it is or an internal path localized; null when it has none, or one that is no
 * safe link (the page then renders as a page).
 */
export function redirectLocation(content: RedirectSource, locale: LocaleCode): string | null {
  const redirect = cardListRedirect(content);
  if (!redirect) return null;
  const target = classifyHref(redirect);
  if (target.kind === 'external') return target.href;
  if (target.kind === 'internal') return localizedHref(target.path, locale);
  return null;
}

/** Fills `articles` of every article-list block, one search call per block, in parallel. */
export async function resolveArticleLists(content: PageContent, client: CmsClient, locale: LocaleCode): Promise<void> {
  await Promise.all(
    articleListBlocks(content).map(async (block) => {
      block.articles = await client.search(articleListQuery(block.display.tags), locale);
    }),
  );
}
