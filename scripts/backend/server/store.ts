/**
 * The content store: content.json held in memory with the indexes the calls need (path → page
 * per locale, articles per locale sorted by created) and each answer serialized once. Every cached
 * body is dropped when its entry changes, so the edit API (putPage / removePage / putLayout /
 * putDraft, each recorded by the edit journal through `onChange`) sits on top without touching the
 * read paths.
 *
 * Drafts (spec 7.2's preview header): an entry may hold a draft, a partial set of
 * title, description, slug and noIndex over its published content, keyed by the published path.
 * Only `previewPage` / `previewBody` see it; the page, listing and feed answers never do. In
 * preview an entry lives at its draft slug (if the draft has one), not at its published path.
 */
import { join } from 'node:path';
import type { LocaleCode } from '../../../src/config/locales';
import type { Layout, PageContent, PathListingBody } from '../../../src/cms/schemas';
import { compareByCreated, summarize, type IndexedArticle } from './article-search';
import { readContentFile, type ContentFile } from './content-file';
import { normalizePagePath } from './page-path';

/**
 * The fields a draft may change, each optional; `savedAt` says when it was last saved, `version`
 * names that save (drafts.ts entryVersion; a draft journaled before versions has none).
 */
export interface PageDraft {
  title?: string;
  description?: string;
  slug?: string;
  noIndex?: boolean;
  savedAt: string;
  version?: string;
}

/** The draftable fields of a page. */
export const DRAFT_FIELDS = ['title', 'description', 'slug', 'noIndex'] as const;

interface PageEntry {
  page: PageContent;
  /** the page call's answer, serialized on first use */
  body?: Buffer;
}

/** What changed, for listeners (the edit API's webhook, a site-side cache). */
export type ContentChange =
  | { kind: 'page'; locale: LocaleCode; slug: string; removed: boolean }
  | { kind: 'layout'; locale: LocaleCode }
  /** a draft saved or dropped (`slug` is the published path it belongs to) */
  | { kind: 'draft'; locale: LocaleCode; slug: string };

export type ContentChangeListener = (change: ContentChange) => void;

/** In-memory content with per-locale indexes and cached JSON bodies. */
export class ContentStore {
  private readonly layouts = new Map<LocaleCode, { layout: Layout; body?: Buffer }>();
  private readonly pages = new Map<LocaleCode, Map<string, PageEntry>>();
  /** published path → draft, per locale */
  private readonly drafts = new Map<LocaleCode, Map<string, PageDraft>>();
  /** sorted oldest first; rebuilt lazily after a change to the locale's articles */
  private readonly articleIndex = new Map<LocaleCode, IndexedArticle[]>();
  private readonly listingBodies = new Map<LocaleCode, Buffer>();
  private readonly listeners = new Set<ContentChangeListener>();
  private readonly meta: Pick<ContentFile, 'generatedAt' | 'seed' | 'scale' | 'today'>;

  /** Builds a store from validated content; throws on duplicate page paths within a locale. */
  constructor(
    content: ContentFile,
    readonly dataDir: string,
  ) {
    const { layouts, pages, ...meta } = content;
    this.meta = meta;
    for (const [locale, layout] of entries(layouts)) this.layouts.set(locale, { layout });
    for (const [locale, list] of entries(pages)) {
      const byPath = this.localePages(locale);
      for (const page of list) {
        const path = normalizePagePath(page.slug);
        if (byPath.has(path)) throw new Error(`[backend] two pages at "${path}" in ${locale}`);
        byPath.set(path, { page });
      }
    }
  }

  /** Loads `<dataDir>/content.json` into a store. */
  static async load(dataDir: string): Promise<ContentStore> {
    return new ContentStore(await readContentFile(dataDir), dataDir);
  }

  /** Folder of the asset files. */
  get assetsDir(): string {
    return join(this.dataDir, 'assets');
  }

  /** The generation facts of content.json (seed, scale, the 'today' the content was made for). */
  get info(): Readonly<Pick<ContentFile, 'generatedAt' | 'seed' | 'scale' | 'today'>> {
    return this.meta;
  }

  /** Locales that have content. */
  locales(): LocaleCode[] {
    return [...new Set([...this.layouts.keys(), ...this.pages.keys()])];
  }

  layout(locale: LocaleCode): Layout | undefined {
    return this.layouts.get(locale)?.layout;
  }

  /** The layout call's answer as JSON bytes, or undefined when the locale has no layout. */
  layoutBody(locale: LocaleCode): Buffer | undefined {
    const entry = this.layouts.get(locale);
    if (!entry) return undefined;
    entry.body ??= Buffer.from(JSON.stringify(entry.layout));
    return entry.body;
  }

  /** The page at a path within a locale (the path is normalized first). */
  page(locale: LocaleCode, path: string): PageContent | undefined {
    return this.pages.get(locale)?.get(normalizePagePath(path))?.page;
  }

  /** The page call's answer `{ localizedPagePaths, content }` as JSON bytes. */
  pageBody(locale: LocaleCode, path: string): Buffer | undefined {
    const entry = this.pages.get(locale)?.get(normalizePagePath(path));
    if (!entry) return undefined;
    entry.body ??= Buffer.from(JSON.stringify({ localizedPagePaths: entry.page.localizedPagePaths, content: entry.page }));
    return entry.body;
  }

  /** Every page of a locale, in path order. */
  pagesOf(locale: LocaleCode): PageContent[] {
    return [...(this.pages.get(locale)?.values() ?? [])].map((e) => e.page).sort((a, b) => cmp(a.slug, b.slug));
  }

  /** The paths call's answer as JSON bytes (an empty listing for a locale without pages). */
  listingBody(locale: LocaleCode): Buffer {
    let body = this.listingBodies.get(locale);
    if (!body) {
      const listing: PathListingBody = {
        locale,
        paths: this.pagesOf(locale).map((p) => ({
          path: normalizePagePath(p.slug),
          contentType: p.contentType,
          version: p.version,
          noIndex: p.noIndex,
        })),
      };
      body = Buffer.from(JSON.stringify(listing));
      this.listingBodies.set(locale, body);
    }
    return body;
  }

  /** The locale's articles, oldest first. */
  articles(locale: LocaleCode): readonly IndexedArticle[] {
    let index = this.articleIndex.get(locale);
    if (!index) {
      index = [];
      for (const { page } of this.pages.get(locale)?.values() ?? []) {
        if (page.contentType === 'articlePage') index.push(summarize(page));
      }
      index.sort(compareByCreated);
      this.articleIndex.set(locale, index);
    }
    return index;
  }

  /** Adds or replaces the page at its slug; the caller sets `version` (the edit API bumps it). */
  putPage(locale: LocaleCode, page: PageContent): void {
    const slug = normalizePagePath(page.slug);
    const before = this.localePages(locale).get(slug)?.page;
    this.localePages(locale).set(slug, { page });
    this.invalidatePages(locale, before?.contentType === 'articlePage' || page.contentType === 'articlePage');
    this.emit({ kind: 'page', locale, slug, removed: false });
  }

  /** Removes the page at a path (and its draft, if any); false when there was none. */
  removePage(locale: LocaleCode, path: string): boolean {
    const slug = normalizePagePath(path);
    const before = this.pages.get(locale)?.get(slug)?.page;
    if (!before) return false;
    this.pages.get(locale)?.delete(slug);
    // a draft of a deleted page has nothing to apply to; replaying the journal drops it the same way
    this.drafts.get(locale)?.delete(slug);
    this.invalidatePages(locale, before.contentType === 'articlePage');
    this.emit({ kind: 'page', locale, slug, removed: true });
    return true;
  }

  /** The draft of the page published at a path, if any. */
  draft(locale: LocaleCode, path: string): PageDraft | undefined {
    return this.drafts.get(locale)?.get(normalizePagePath(path));
  }

  /** Published paths of the locale's pages that have a draft. */
  draftPaths(locale: LocaleCode): string[] {
    return [...(this.drafts.get(locale)?.keys() ?? [])];
  }

  /**
   * Saves (or, with null, drops) the draft of the page published at `path`. The caller validates
   * it (drafts.ts); a draft of a path without a page is ignored.
   */
  putDraft(locale: LocaleCode, path: string, draft: PageDraft | null): void {
    const slug = normalizePagePath(path);
    if (draft && !this.pages.get(locale)?.has(slug)) return;
    let byPath = this.drafts.get(locale);
    if (!byPath) {
      byPath = new Map();
      this.drafts.set(locale, byPath);
    }
    if (draft) byPath.set(slug, { ...draft });
    else if (!byPath.delete(slug)) return;
    this.emit({ kind: 'draft', locale, slug });
  }

  /** The published path of the entry whose draft moves it to `path`, if any. */
  draftOwnerOf(locale: LocaleCode, path: string): string | undefined {
    const at = normalizePagePath(path);
    for (const [owner, draft] of this.drafts.get(locale) ?? []) {
      if (draft.slug !== undefined && normalizePagePath(draft.slug) === at && owner !== at) return owner;
    }
    return undefined;
  }

  /**
   * The page at a path as preview shows it: with its draft applied. An entry whose draft has a
   * new slug is found at that slug, and no longer at its published path.
   */
  previewPage(locale: LocaleCode, path: string): PageContent | undefined {
    const at = normalizePagePath(path);
    const owner = this.draftOwnerOf(locale, at);
    if (owner !== undefined) return this.withDraft(locale, owner);
    const draft = this.draft(locale, at);
    if (draft?.slug !== undefined && normalizePagePath(draft.slug) !== at) return undefined;
    return this.withDraft(locale, at);
  }

  /** The page call's answer under the preview header; never cached (drafts are seen rarely). */
  previewBody(locale: LocaleCode, path: string): Buffer | undefined {
    const page = this.previewPage(locale, path);
    return page ? Buffer.from(JSON.stringify({ localizedPagePaths: page.localizedPagePaths, content: page })) : undefined;
  }

  private withDraft(locale: LocaleCode, publishedPath: string): PageContent | undefined {
    const page = this.page(locale, publishedPath);
    const draft = this.draft(locale, publishedPath);
    if (!page || !draft) return page;
    const next = structuredClone(page);
    if (draft.title !== undefined) next.title = draft.title;
    if (draft.description !== undefined) next.description = draft.description;
    if (draft.noIndex !== undefined) next.noIndex = draft.noIndex;
    if (draft.slug !== undefined) {
      next.slug = normalizePagePath(draft.slug);
      next.localizedPagePaths = { ...next.localizedPagePaths, [locale]: next.slug };
    }
    return next;
  }

  /** Replaces a locale's layout. */
  putLayout(locale: LocaleCode, layout: Layout): void {
    this.layouts.set(locale, { layout });
    this.emit({ kind: 'layout', locale });
  }

  /** Calls `listener` after every change; returns the unsubscribe function. */
  onChange(listener: ContentChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The current content in content.json's shape, for writeContentFile. */
  snapshot(): ContentFile {
    const layouts: ContentFile['layouts'] = {};
    for (const [locale, { layout }] of this.layouts) layouts[locale] = layout;
    const pages: ContentFile['pages'] = {};
    for (const locale of this.pages.keys()) pages[locale] = this.pagesOf(locale);
    return { ...this.meta, layouts, pages };
  }

  private localePages(locale: LocaleCode): Map<string, PageEntry> {
    let byPath = this.pages.get(locale);
    if (!byPath) {
      byPath = new Map();
      this.pages.set(locale, byPath);
    }
    return byPath;
  }

  private invalidatePages(locale: LocaleCode, articlesChanged: boolean): void {
    this.listingBodies.delete(locale);
    if (articlesChanged) this.articleIndex.delete(locale);
  }

  private emit(change: ContentChange): void {
    for (const listener of this.listeners) listener(change);
  }
}

function entries<V>(record: Partial<Record<LocaleCode, V>>): [LocaleCode, V][] {
  return Object.entries(record).filter((e): e is [LocaleCode, V] => e[1] !== undefined);
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
