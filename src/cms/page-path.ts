/**
 * Page path handling of spec 7.2: before asking the content backend for a page, a leading 'preview'
 * segment is removed (and turns on the preview header), a leading locale segment is removed, and an
 * empty path becomes '/'.
 *
 * This is the `/proxy/page` call's handling, and only that call's. The site's own URLs never get
 * it: a page is rendered and kept only under the CMS's canonical path for it (src/cms/page-data.ts),
 * so '/preview/x' or '/en-EU/EN-eu/x' are not other names for a page. Nor does the stripping ever
 * hide one: no page may have a path that begins with 'preview' or a locale (src/cms/path-rule.ts).
 */
import { localeFromSegment, type LocaleCode } from '../config/locales';

export interface PagePathQuery {
  /** the path to send as `path=` */
  path: string;
  preview: boolean;
  /** the locale named by a leading locale segment, if there was one */
  locale?: LocaleCode;
}

export function preparePagePath(raw: string): PagePathQuery {
  const segments = raw.split('/').filter((s) => s.length > 0);
  let preview = false;
  let locale: LocaleCode | undefined;
  if (segments[0] === 'preview') {
    preview = true;
    segments.shift();
  }
  const first = segments[0];
  const named = first === undefined ? undefined : localeFromSegment(first);
  if (named) {
    locale = named;
    segments.shift();
  }
  const path = `/${segments.join('/')}`;
  return locale ? { path, preview, locale } : { path, preview };
}
