/**
 * Builds hrefs from the content backend's Link objects (spec 3, "Link object"): page and card
 * targets by slug, 'string' targets by value, 'link' targets by url. Internal paths go through the
 * one link builder (`localizedHref`, through ./slug-href.ts); external ones through the safe-URL
 * allow-list.
 */
import type { LocaleCode } from '../config/locales';
import type { Link, LinkTarget } from './schemas';
import { t } from '../i18n/t';
import { localizePath, slugHref } from './slug-href';
import { classifyHref, isWebUrl } from '../lib/safe-url';

export interface ResolvedLink {
  href: string;
  external: boolean;
}

export interface LinkView {
  /** null when the link cannot be built: render the text without an anchor */
  href: string | null;
  text: string;
  newTab: boolean;
  external: boolean;
}

/** The href of a link target in a locale, or null when it cannot be built. */
export function resolveLink(target: LinkTarget | null | undefined, locale: LocaleCode): ResolvedLink | null {
  if (!target) return null;
  switch (target.contentType) {
    case 'articlePage':
    case 'standardPage':
    case 'stationPage':
    case 'card':
      return resolveSlug(target.slug, locale);
    case 'string':
      return resolveHref(target.value, locale);
    case 'link':
      // The url decides: its `type` is an editor's label, and a full URL cannot be localized
      // whatever it says, while a path can never leave the site.
      return resolveHref(target.url, locale);
    default:
      return null;
  }
}

/** What a component needs to render a Link object: href, text, and whether it opens a new tab. */
export function linkView(link: Link, locale: LocaleCode): LinkView {
  const resolved = resolveLink(link.url, locale);
  if (!resolved) return { href: null, text: t(locale, 'link.failed'), newTab: false, external: false };
  return {
    href: resolved.href,
    // An anchor without text has no accessible name; the href is a better name than nothing.
    text: link.title.trim() === '' ? resolved.href : link.title,
    // Internal links never open a new tab, whatever the content says: a new tab for a page of
    // the same site breaks the back button and surprises keyboard and screen-reader users.
    // mailto:/tel: hand off to another app, so a new tab would only leave a blank page behind.
    newTab: resolved.external && link.openInNewTab && isWebUrl(resolved.href),
    external: resolved.external,
  };
}

function resolveSlug(slug: string | undefined, locale: LocaleCode): ResolvedLink | null {
  const href = slugHref(slug, locale);
  return href === null ? null : { href, external: false };
}

/** The href of a raw link value (a URL, a site path or a bare query), or null when it is not safe. */
export function resolveHref(raw: string | undefined, locale: LocaleCode): ResolvedLink | null {
  if (raw === undefined) return null;
  // A bare query ('?service=MAIN', spec 2.2) is a link to the locale's landing page.
  const found = classifyHref(raw.startsWith('?') ? `/${raw}` : raw);
  if (found.kind === 'external') return { href: found.href, external: true };
  if (found.kind === 'internal') return { href: localizePath(found.path, locale), external: false };
  return null;
}
