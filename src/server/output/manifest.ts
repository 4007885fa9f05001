/**
 * The output manifest (design.md "Output"): for each page file, what it was made from (its locale
 * and path, content version, page kind, and the content entries and queries it depends on), and the
 * pages that answer with a redirect. The build writes it; the server keeps it up to date through its
 * journal (./manifest-journal.ts) and the page index (./page-index.ts). Regeneration maps changed
 * entries through it.
 */
import { z } from 'zod';
import { stationSummarySchema } from '../../cms/blocks/station-summary';

export const pageDepsSchema = z.object({
  /** the page entry's id */
  id: z.string(),
  locale: z.string(),
  /** tags of the article lists on the page */
  tags: z.array(z.string()).default([]),
  /** station code, for station pages */
  station: z.string().optional(),
});

export const pageRecordSchema = z.object({
  file: z.string(),
  kind: z.string(),
  version: z.string(),
  noIndex: z.boolean().default(false),
  deps: pageDepsSchema,
  /** other locales' paths of the same page (for the sitemap's alternates) */
  alternates: z.record(z.string()).default({}),
  /**
   * the translations its head found to be indexable pages when it rendered (locale → path;
   * src/cms/translations.ts), its hreflang alternates' input; absent when none. Regeneration
   * renders the page again when one of them is no longer so, or another has become so.
   */
  indexableTranslations: z.record(z.string()).optional(),
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
  /** the last journal entry this snapshot holds (written by compaction; a full build has none) */
  seq: z.number().int().min(0).optional(),
});
export type Manifest = z.infer<typeof manifestSchema>;

export const MANIFEST_FILE = 'manifest.json';

/** The full build an id comes from: `<build>-r<pass>` without its pass. */
export const buildBase = (buildId: string) => buildId.replace(/-r\d+$/, '');

export const emptyManifest = (): Manifest => ({ buildId: 'none', builtAt: new Date(0).toISOString(), pages: {}, redirects: {} });
