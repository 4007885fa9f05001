/**
 * The search call's rules (spec 7.3), as pure functions: articles whose tags include any of the
 * requested tags (all articles for no tags), sorted by `created`, one page of them.
 */
import type { ArticlePage, ArticleSummary, SearchRequest, SearchResponse } from '../../../src/cms/schemas';

/** An article as the search index keeps it: its teaser, tags as a set and a sortable time. */
export interface IndexedArticle {
  summary: ArticleSummary;
  tags: ReadonlySet<string>;
  createdMs: number;
}

/** The teaser of an article page. */
export function summarize(page: ArticlePage): IndexedArticle {
  const parsed = Date.parse(page.created);
  return {
    summary: {
      id: page.id,
      title: page.title,
      slug: page.slug,
      byline: page.byline,
      created: page.created,
      tags: page.tags,
      description: page.description,
      image: page.image,
    },
    tags: new Set(page.tags),
    // An unparsable date sorts as the oldest rather than failing the whole list.
    createdMs: Number.isNaN(parsed) ? 0 : parsed,
  };
}

/** Oldest first; equal times by slug so the order (and so the paging) is stable. */
export function compareByCreated(a: IndexedArticle, b: IndexedArticle): number {
  return a.createdMs - b.createdMs || (a.summary.slug < b.summary.slug ? -1 : a.summary.slug > b.summary.slug ? 1 : 0);
}

/** Answers a search over articles already sorted oldest first (see compareByCreated). */
export function searchArticles(sortedAsc: readonly IndexedArticle[], request: SearchRequest): SearchResponse {
  const wanted = request.filter.tags;
  const matching = wanted.length === 0 ? sortedAsc : sortedAsc.filter((article) => wanted.some((tag) => article.tags.has(tag)));
  const total = matching.length;
  const start = (request.page - 1) * request.limit;
  const items: ArticleSummary[] = [];
  for (let i = start; i < Math.min(start + request.limit, total); i++) {
    const index = request.sort.sortDirection === 'ASC' ? i : total - 1 - i;
    const article = matching[index];
    if (article) items.push(article.summary);
  }
  return { items, total, page: request.page, limit: request.limit };
}
