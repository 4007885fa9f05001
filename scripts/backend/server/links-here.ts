/**
 * What links to a page of the CMS (src/cms/link-references.ts reads the links): its market's
 * navigation and footer, and its other pages' blocks and text. Asked by Delete's confirm step, so
 * an editor sees what would lead visitors nowhere before the page goes.
 */
import type { LocaleCode } from '../../../src/config/locales';
import { contentReferences, layoutReferences } from '../../../src/cms/link-references';
import { normalizePagePath } from './page-path';
import type { ContentStore } from './store';

export type Inbound = { place: 'navigation' | 'footer'; label: string } | { place: 'page'; label: string; locale: LocaleCode; path: string; pageTitle: string };

/** The links to the page at `path` of a market, the layout's first, then each page's in path order. */
export function linksTo(store: ContentStore, locale: LocaleCode, path: string): Inbound[] {
  const target = normalizePagePath(path);
  const out: Inbound[] = [];
  const layout = store.layout(locale);
  if (layout) for (const ref of layoutReferences(layout)) if (ref.path === target) out.push({ place: ref.place, label: ref.label });
  for (const page of store.pagesOf(locale)) {
    if (normalizePagePath(page.slug) === target) continue;
    const content: unknown = page.contentType === 'articlePage' ? page.articleContent : page.body;
    for (const ref of contentReferences(content)) {
      if (ref.path === target) out.push({ place: 'page', label: ref.label, locale, path: page.slug, pageTitle: page.title });
    }
  }
  return out;
}
