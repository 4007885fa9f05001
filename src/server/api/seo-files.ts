/**
 * /sitemap.xml and /robots.txt, made from the output manifest so they follow pages as they are
 * built, rendered on demand, changed or removed. Compressed once per manifest revision.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isLocaleCode, defaultLocale } from '../../config/locales';
import type { Config } from '../../config/config';
import { splitLocale } from '../../i18n/paths';
import { absoluteUrl } from '../../lib/urls';
import { renderSitemap, type SitemapPage } from '../../lib/sitemap';
import { encode } from '../output';
import { HttpError } from '../../lib/http/errors';
import type { PageIndex } from '../page-index';
import { contentEtag, type StaticEntry } from '../static-files';
import { sendEntry } from '../respond';

/** The sitemap's pages from the manifest. */
export function sitemapPages(index: PageIndex): SitemapPage[] {
  return Object.entries(index.manifest.pages).map(([pathname, record]) => {
    const locale = isLocaleCode(record.deps.locale) ? record.deps.locale : defaultLocale;
    return { locale, path: splitLocale(pathname).path, noIndex: record.noIndex, lastmod: record.version, alternates: record.alternates };
  });
}

export function createSeoFiles(index: PageIndex, config: Pick<Config, 'SITE_URL' | 'siteOrigins'>) {
  let cached: { revision: number; entry: StaticEntry } | undefined;

  async function sitemap(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!cached || cached.revision !== index.revision) {
      const revision = index.revision;
      const xml = renderSitemap(sitemapPages(index), (path, locale) => absoluteUrl(config.siteOrigins, path, locale));
      const encoded = await encode(xml, 9);
      cached = {
        revision,
        entry: {
          ...encoded,
          etag: contentEtag(encoded.raw),
          contentType: 'application/xml; charset=utf-8',
          cacheControl: 'public, max-age=300',
          compressed: true,
        },
      };
    }
    sendEntry(req, res, cached.entry);
  }

  let robots: StaticEntry | undefined;
  async function robotsTxt(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!robots) {
      const text = `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /proxy/\n\nSitemap: ${config.SITE_URL}/sitemap.xml\n`;
      const encoded = await encode(text, 9);
      robots = { ...encoded, etag: contentEtag(encoded.raw), contentType: 'text/plain; charset=utf-8', cacheControl: 'public, max-age=3600', compressed: true };
    }
    sendEntry(req, res, robots);
  }

  const readOnly = (handler: (req: IncomingMessage, res: ServerResponse) => Promise<void>) => async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') throw new HttpError(405, 'method_not_allowed', 'Use GET');
    await handler(req, res);
  };
  return { '/sitemap.xml': readOnly(sitemap), '/robots.txt': readOnly(robotsTxt) };
}
