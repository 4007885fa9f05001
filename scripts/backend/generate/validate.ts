/**
 * Checks generated content before anything is written: every layout and page must parse with the
 * zod schemas of src/cms/schemas.ts, and the content must hang together (unique slugs, symmetric
 * translations, internal links and assets that resolve). The first problem aborts generation
 * with the path of the failing entry.
 */
import { localeCodes, type LocaleCode } from '../../../src/config/locales';
import { describeZodError } from '../../../src/config/zod-issues';
import { layoutSchema, pageContentSchema, type Layout, type PageContent } from '../../../src/cms/schemas';

/** The content file's shape (the contract shared with the backend server). */
export interface ContentFile {
  generatedAt: string;
  seed: number;
  scale: number;
  today: string;
  layouts: Record<LocaleCode, Layout>;
  pages: Record<LocaleCode, PageContent[]>;
}

/** A content problem, with the path of the entry it was found in. */
export class ContentError extends Error {
  constructor(where: string, problem: string) {
    super(`[generate] ${where}: ${problem}`);
    this.name = 'ContentError';
  }
}

const pageTypes = new Set(['standardPage', 'articlePage', 'stationPage']);

/** Calls `visit` for every object nested in a value (the value itself included). */
function walk(value: unknown, visit: (node: Record<string, unknown>) => void): void {
  if (Array.isArray(value)) for (const item of value) walk(item, visit);
  else if (typeof value === 'object' && value !== null) {
    const node = value as Record<string, unknown>;
    visit(node);
    for (const child of Object.values(node)) walk(child, visit);
  }
}

/** Internal paths a value refers to: link targets, entry targets, nav urls, redirects, site hyperlinks. */
function referencedPaths(value: unknown): string[] {
  const out: string[] = [];
  walk(value, (node) => {
    if (typeof node['contentType'] === 'string' && pageTypes.has(node['contentType']) && typeof node['slug'] === 'string') out.push(node['slug']);
    if (node['nodeType'] === 'hyperlink') {
      const uri = (node['data'] as Record<string, unknown> | undefined)?.['uri'];
      if (typeof uri === 'string' && uri.startsWith('/')) out.push(uri);
    }
    if (typeof node['component'] === 'string' && node['component'] === 'redirect' && typeof node['url'] === 'string') out.push(node['url']);
    if (typeof node['url'] === 'string' && typeof node['visibleInNavigation'] === 'boolean') out.push(node['url']);
  });
  return out;
}

/** Asset files a value refers to (`src` of every asset-like object). */
function referencedAssets(value: unknown): string[] {
  const out: string[] = [];
  walk(value, (node) => {
    if (typeof node['src'] === 'string' && typeof node['generic_url'] === 'string') out.push(node['src']);
  });
  return out;
}

/** Validates the whole content; `assetPaths` are the files that will exist under /assets/. */
export function validateContent(content: ContentFile, assetPaths: ReadonlySet<string>): void {
  const slugs = new Map<LocaleCode, Map<string, PageContent>>();
  for (const locale of localeCodes) {
    const layout = layoutSchema.safeParse(content.layouts[locale]);
    if (!layout.success) throw new ContentError(`layouts.${locale}`, describeZodError(layout.error, { max: 1 }));
    const seen = new Map<string, PageContent>();
    content.pages[locale].forEach((page, i) => {
      const where = `pages.${locale}[${i}] (${page.slug})`;
      const parsed = pageContentSchema.safeParse(page);
      if (!parsed.success) throw new ContentError(where, describeZodError(parsed.error, { max: 1 }));
      if (seen.has(page.slug)) throw new ContentError(where, 'duplicate slug');
      seen.set(page.slug, page);
    });
    slugs.set(locale, seen);
  }
  const exists = (locale: LocaleCode, path: string): boolean => slugs.get(locale)?.has(path.split(/[?#]/)[0] ?? path) ?? false;

  for (const locale of localeCodes) {
    for (const path of referencedPaths(content.layouts[locale])) {
      if (!exists(locale, path)) throw new ContentError(`layouts.${locale}`, `links to "${path}", which is not a page of ${locale}`);
    }
    for (const src of referencedAssets(content.layouts[locale])) {
      if (!assetPaths.has(src)) throw new ContentError(`layouts.${locale}`, `uses asset "${src}", which is not generated`);
    }
    content.pages[locale].forEach((page, i) => {
      const where = `pages.${locale}[${i}] (${page.slug})`;
      const paths = page.localizedPagePaths;
      if (paths[locale] !== page.slug) throw new ContentError(where, 'localizedPagePaths must include the page itself');
      for (const [other, path] of Object.entries(paths) as [LocaleCode, string][]) {
        if (!exists(other, path)) throw new ContentError(where, `translation "${path}" does not exist in ${other}`);
        const back = slugs.get(other)?.get(path);
        if (back?.localizedPagePaths[locale] !== page.slug) throw new ContentError(where, `translation ${other} "${path}" does not link back`);
      }
      const { localizedPagePaths: _own, slug: _slug, contentType: _type, ...inside } = page;
      for (const path of referencedPaths(inside)) {
        if (!exists(locale, path)) throw new ContentError(where, `links to "${path}", which is not a page of ${locale}`);
      }
      for (const src of referencedAssets(page)) {
        if (!assetPaths.has(src)) throw new ContentError(where, `uses asset "${src}", which is not generated`);
      }
    });
  }
}
