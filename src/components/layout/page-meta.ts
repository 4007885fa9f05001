/**
 * What a page kind's component tells the page shell for the document head: Open Graph article
 * data and the structured data of its kind. The shell renders its body first (PageShell.astro),
 * so what the page component records here is known when the head is written. Keyed by the
 * render's Request: one render, one record, nothing shared between renders.
 */
import type { ArticleInput, Crumb } from '../../lib/structured-data';

export interface PageMeta {
  /** a landing page: the shell adds Organization JSON-LD (it has the layout's logo and links) */
  organization?: boolean;
  /** an article page: og:type article, article:* tags and Article JSON-LD */
  article?: Omit<ArticleInput, 'publisher' | 'inLanguage'> & {
    tags: readonly string[];
    /** the article image's alternative text (og:image:alt) */
    imageAlt?: string;
  };
  /** BreadcrumbList JSON-LD, front page first, the page itself last */
  breadcrumbs?: readonly Crumb[];
}

const records = new WeakMap<Request, PageMeta>();

/** Records (adds to) the page's head data for this render. */
export function setPageMeta(request: Request, meta: PageMeta): void {
  records.set(request, { ...records.get(request), ...meta });
}

/** The page's head data for this render (empty when its component recorded none). */
export function pageMeta(request: Request): PageMeta {
  return records.get(request) ?? {};
}
