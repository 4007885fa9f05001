/**
 * The output manifest: for each page file, what it was made from (its locale and path, content
 * version, page kind, and the content entries and queries it depends on). The build writes it; the
 * server adds pages rendered on demand. Regeneration (webhooks) maps changed entries through it.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { writeAtomic } from './output';
import { isLocaleCode } from '../config/locales';
import { internalPath } from '../i18n/paths';
import { normalizeCmsPath } from '../cms/canonical';
import { stationSummarySchema } from '../features/locator/summary-schema';
import { summaryFromHeaders } from '../features/locator/summary-header';

export const pageDepsSchema = z.object({
  /** the page entry's id */
  id: z.string(),
  locale: z.string(),
  /** tags of the article lists on the page */
  tags: z.array(z.string()).default([]),
  /** station code, for station pages */
  station: z.string().optional(),
});
export type PageDeps = z.infer<typeof pageDepsSchema>;

export const pageRecordSchema = z.object({
  file: z.string(),
  kind: z.string(),
  version: z.string(),
  noIndex: z.boolean().default(false),
  deps: pageDepsSchema,
  /** other locales' paths of the same page (for the sitemap's alternates) */
  alternates: z.record(z.string()).default({}),
  /** a station page's summary for the station locator's data file (src/server/station-data.ts) */
  locator: stationSummarySchema.optional(),
});
export type PageRecord = z.infer<typeof pageRecordSchema>;

export const manifestSchema = z.object({
  buildId: z.string(),
  builtAt: z.string(),
  pages: z.record(pageRecordSchema),
  /** pages that answer with a redirect (card-list redirect component, spec 2.5) */
  redirects: z.record(z.string()).default({}),
});
export type Manifest = z.infer<typeof manifestSchema>;

export const MANIFEST_FILE = 'manifest.json';

export class PageIndex {
  private pending: NodeJS.Timeout | undefined;
  /** bumped on every change, so derived files (the sitemap) know when to be made again */
  revision = 0;

  constructor(
    private readonly distDir: string,
    readonly manifest: Manifest,
  ) {}

  static async load(distDir: string): Promise<PageIndex> {
    const text = await readFile(join(distDir, MANIFEST_FILE), 'utf8').catch(() => null);
    const parsed = text ? manifestSchema.safeParse(JSON.parse(text)) : null;
    const manifest = parsed?.success ? parsed.data : { buildId: 'none', builtAt: new Date(0).toISOString(), pages: {}, redirects: {} };
    return new PageIndex(distDir, manifest);
  }

  get(pathname: string): PageRecord | undefined {
    return this.manifest.pages[pathname];
  }

  set(pathname: string, record: PageRecord): void {
    this.manifest.pages[pathname] = record;
    // a page again where a redirect was (the redirect component was removed)
    delete this.manifest.redirects[pathname];
    this.revision += 1;
    this.scheduleSave();
  }

  /** Removes a page (deleted in the CMS). */
  delete(pathname: string): void {
    if (!Object.hasOwn(this.manifest.pages, pathname)) return;
    delete this.manifest.pages[pathname];
    this.revision += 1;
    this.scheduleSave();
  }

  /** A new build id after a regeneration pass: the full build's id with the pass number. */
  bumpBuild(pass: number): string {
    const base = this.manifest.buildId.replace(/-r\d+$/, '');
    this.manifest.buildId = `${base}-r${pass}`;
    this.manifest.builtAt = new Date().toISOString();
    this.revision += 1;
    return this.manifest.buildId;
  }

  setRedirect(pathname: string, location: string): void {
    this.manifest.redirects[pathname] = location;
    delete this.manifest.pages[pathname];
    this.revision += 1;
    this.scheduleSave();
  }

  redirectFor(pathname: string): string | undefined {
    return Object.hasOwn(this.manifest.redirects, pathname) ? this.manifest.redirects[pathname] : undefined;
  }

  /** Writes the manifest now (atomically). */
  async save(): Promise<void> {
    clearTimeout(this.pending);
    this.pending = undefined;
    await writeAtomic(join(this.distDir, MANIFEST_FILE), JSON.stringify(this.manifest));
  }

  /** Coalesces bursts of changes into one write. */
  private scheduleSave(): void {
    if (this.pending) return;
    this.pending = setTimeout(() => {
      this.pending = undefined;
      this.save().catch((error: unknown) => console.error('[manifest] could not save:', error));
    }, 200);
    this.pending.unref();
  }
}

/**
 * Whether a page record is kept under its own canonical path: the localized path it names for its
 * locale (src/cms/canonical.ts) is `pathname`. A record that names none is taken at its word.
 */
export function isOwnPath(pathname: string, record: Pick<PageRecord, 'deps' | 'alternates'>): boolean {
  const locale = record.deps.locale;
  if (!isLocaleCode(locale)) return true;
  const own = record.alternates[locale];
  return own === undefined || internalPath(normalizeCmsPath(own), locale) === pathname;
}

/** Reads the render's dependency header into a record (the route sets it; see [...url].astro). */
export function recordFromRender(headers: Headers, file: string): PageRecord | null {
  const deps = pageDepsSchema.safeParse(safeJson(headers.get('x-page-deps')));
  if (!deps.success) return null;
  return {
    file,
    kind: headers.get('x-page-kind') ?? 'standard',
    version: headers.get('x-content-version') ?? '',
    noIndex: headers.get('x-page-noindex') === '1',
    deps: deps.data,
    alternates: z.record(z.string()).catch({}).parse(safeJson(headers.get('x-page-alternates'))),
    ...withLocator(summaryFromHeaders(headers)),
  };
}

const withLocator = (locator: PageRecord['locator'] | null): Pick<PageRecord, 'locator'> => (locator ? { locator } : {});

/** Internal headers carry URI-encoded JSON (header values must be Latin-1). */
function safeJson(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(decodeURIComponent(text));
  } catch {
    return null;
  }
}
