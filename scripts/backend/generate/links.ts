/**
 * Titles of the site-tree pages and links to them: Link objects (blocks, layout) and rich-text
 * entry targets, always built from the tree, so a link never points at a page that does not exist.
 */
import type { LocaleCode } from '../../../src/config/locales';
import type { Asset, Link, LinkTarget } from '../../../src/cms/schemas';
import type { EntryTarget } from './rich-text';
import { nodePath } from './site-tree';
import { companyPageText } from './text/pages-company';
import { privatePageText } from './text/pages-private';
import { maybeInLocale, type PageText } from './text/types';

const pageTexts = { ...privatePageText, ...companyPageText };

/** Title and lead of a tree page in a locale; a missing translation is a generator bug. */
export function pageText(id: string, locale: LocaleCode): PageText {
  const table = pageTexts[id];
  const text = table ? maybeInLocale(table, locale) : undefined;
  if (!text) throw new Error(`text: page "${id}" has no ${locale} title`);
  return text;
}

/** The path of a tree page in a locale; a page missing there is a generator bug. */
export function pathOf(id: string, locale: LocaleCode): string {
  const path = nodePath(id, locale);
  if (path === undefined) throw new Error(`site-tree: page "${id}" does not exist in ${locale}`);
  return path;
}

/** A rich-text entry target for a tree page. */
export function pageTarget(id: string, locale: LocaleCode): EntryTarget {
  const [title, lead] = pageText(id, locale);
  return { contentType: 'standardPage', slug: pathOf(id, locale), title, text: lead };
}

/** A Link object to a tree page (internal links open in the same tab). */
export function pageLink(id: string, locale: LocaleCode, options: { title?: string; image?: Asset | null; linkId?: string } = {}): Link {
  return {
    id: options.linkId ?? `link-${id}`,
    title: options.title ?? pageText(id, locale)[0],
    url: { contentType: 'standardPage', slug: pathOf(id, locale) },
    openInNewTab: false,
    image: options.image ?? null,
  };
}

/** A Link object to an external url (opens in a new tab, the schema's default). */
export function externalLink(id: string, title: string, url: string, image: Asset | null = null): Link {
  const target: LinkTarget = { contentType: 'link', type: 'external', url };
  return { id, title, url: target, openInNewTab: true, image };
}
