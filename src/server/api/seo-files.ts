/**
 * /sitemap.xml and /robots.txt, made from the output manifest so they follow pages as they are
 * built, rendered on demand, changed or removed. Compressed once per manifest revision.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isLocaleCode, defaultLocale } from '../../config/locales';
import type { Config } from '../../config/config';
import { splitLocale } from '../../i18n/paths';
import { absoluteUrl } from '../../lib/urls';
import { sitemapParts, type SitemapPage } from '../../lib/sitemap';
import { mapInSlices } from '../../lib/slices';
import { encode } from '../output/files';
import { HttpError } from '../../lib/http/errors';
import type { PageIndex } from '../output/page-index';
import { staticEntry, type StaticEntry } from '../static-files';
import { cacheControl, RESPONSE_POLICY } from '../edge/policy';
import { sendEntry } from '../respond';

/** The sitemap's pages from the manifest. */
export function sitemapPages(index: PageIndex): SitemapPage[] {
  return Object.entries(index.manifest.pages).map(([pathname, record]) => {
    const locale = isLocaleCode(record.deps.locale) ? record.deps.locale : defaultLocale;
    return { locale, path: splitLocale(pathname).path, noIndex: record.noIndex, lastmod: record.version, alternates: record.alternates };
  });
}

/** Sitemap entries written between two turns of the event loop. */
const SITEMAP_SLICE = 1_000;

export function createSeoFiles(index: PageIndex, config: Pick<Config, 'SITE_URL' | 'siteOrigins'>) {
  let cached: { revision: number; entry: StaticEntry } | undefined;
  let building: { revision: number; done: Promise<StaticEntry> } | undefined;

  /**
   * The sitemap of the manifest as it is now, made once per revision (concurrent requests share
   * it). Its entries are written a slice at a time with a turn of the event loop between: at scale
   * 10 (22,000 pages) the whole file at once would hold the server's thread for hundreds of
   * milliseconds (design.md: no event-loop block over 50 ms).
   */
  async function build(revision: number): Promise<StaticEntry> {
    const parts = sitemapParts(sitemapPages(index), (path, locale) => absoluteUrl(config.siteOrigins, path, locale));
    const entries = await mapInSlices(parts.pages, parts.entry, SITEMAP_SLICE);
    const encoded = await encode([parts.head, ...entries, parts.tail].join('\n'), 9);
    const entry = staticEntry(encoded, {
      contentType: 'application/xml; charset=utf-8',
      cacheControl: 'public, max-age=300',
      compressible: true,
      validator: RESPONSE_POLICY.publicFile.validator,
    });
    if (!cached || cached.revision < revision) cached = { revision, entry };
    return entry;
  }

  async function sitemap(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const revision = index.revision;
    let entry = cached?.revision === revision ? cached.entry : undefined;
    if (!entry) {
      if (building?.revision !== revision) {
        const done = build(revision);
        const current = { revision, done };
        building = current;
        // a failed build is not remembered: the next request tries again
        done.catch(() => {
          if (building === current) building = undefined;
        });
      }
      entry = await building.done;
    }
    sendEntry(req, res, entry);
  }

  let robots: StaticEntry | undefined;
  async function robotsTxt(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!robots) {
      const text = `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /proxy/\n\nSitemap: ${config.SITE_URL}/sitemap.xml\n`;
      const encoded = await encode(text, 9);
      robots = staticEntry(encoded, {
        contentType: 'text/plain; charset=utf-8',
        cacheControl: cacheControl('publicFile'),
        compressible: true,
        validator: RESPONSE_POLICY.publicFile.validator,
      });
    }
    sendEntry(req, res, robots);
  }

  const readOnly = (handler: (req: IncomingMessage, res: ServerResponse) => Promise<void>) => async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') throw new HttpError(405, 'method_not_allowed', 'Use GET');
    await handler(req, res);
  };
  return { '/sitemap.xml': readOnly(sitemap), '/robots.txt': readOnly(robotsTxt) };
}
