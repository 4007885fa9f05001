/**
 * schema.org structured data (JSON-LD) for search engines: Organization on the landing pages,
 * Article on article pages, BreadcrumbList on station and article pages. Each builder keeps to
 * Google's required properties and adds the recommended ones it has data for. Pure: inputs are
 * absolute URLs and texts already translated.
 *
 * JSON-LD is data, not script: the pages' CSP gives it no hash (docs/architecture.md "Security headers").
 */

export type JsonLd = { '@context': 'https://schema.org'; '@type': string } & Record<string, unknown>;

/** Google shows at most this many characters of an Article headline. */
export const HEADLINE_MAX = 110;

export interface OrganizationInput {
  name: string;
  /** the landing page */
  url: string;
  logo: string | null;
  /** the company's profiles elsewhere (the footer's social links) */
  sameAs: readonly string[];
  /** customer service, international format */
  telephone?: string;
}

export function organizationJsonLd(org: OrganizationInput): JsonLd {
  const out: JsonLd = { '@context': 'https://schema.org', '@type': 'Organization', '@id': `${org.url}#organization`, name: org.name, url: org.url };
  if (org.logo) out['logo'] = org.logo;
  const sameAs = [...new Set(org.sameAs.filter((u) => /^https:\/\//.test(u)))];
  if (sameAs.length > 0) out['sameAs'] = sameAs;
  if (org.telephone) out['contactPoint'] = { '@type': 'ContactPoint', telephone: org.telephone, contactType: 'customer service' };
  return out;
}

/** An absolute http(s) URL of `href` against `base`, or null (a bad or script URL is left out). */
export function absoluteHttpUrl(href: string, base: string): string | null {
  try {
    const url = new URL(href, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A date-time schema.org can read (ISO 8601), or null for anything else. */
export function schemaOrgDate(value: string | null | undefined): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}/.test(value)) return null;
  return Number.isNaN(Date.parse(value)) ? null : value;
}

/** A headline Google shows whole: at most HEADLINE_MAX characters, cut at a word with '…'. */
export function headline(title: string): string {
  const text = title.trim().replace(/\s+/g, ' ');
  if (text.length <= HEADLINE_MAX) return text;
  const cut = text.slice(0, HEADLINE_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > HEADLINE_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export interface ArticleInput {
  url: string;
  title: string;
  description?: string;
  datePublished: string | null;
  dateModified: string | null;
  /** absolute image URLs (Google: several aspect ratios welcome) */
  images: readonly string[];
  /** the byline; the publisher is the author when there is none */
  author: string | null;
  inLanguage: string;
  publisher: { name: string; url: string; logo: string | null };
}

export function articleJsonLd(a: ArticleInput): JsonLd {
  const publisher: Record<string, unknown> = { '@type': 'Organization', name: a.publisher.name, url: a.publisher.url };
  if (a.publisher.logo) publisher['logo'] = { '@type': 'ImageObject', url: a.publisher.logo };
  const out: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    '@id': `${a.url}#article`,
    mainEntityOfPage: a.url,
    headline: headline(a.title),
    inLanguage: a.inLanguage,
    publisher,
    author: a.author ? { '@type': 'Person', name: a.author } : { '@type': 'Organization', name: a.publisher.name, url: a.publisher.url },
  };
  if (a.description) out['description'] = a.description;
  const published = schemaOrgDate(a.datePublished);
  const modified = schemaOrgDate(a.dateModified);
  if (published) out['datePublished'] = published;
  // an edit before the publishing date would be a data error: the publishing date stands then
  if (published || modified) out['dateModified'] = modified && (!published || Date.parse(modified) >= Date.parse(published)) ? modified : published;
  if (a.images.length > 0) out['image'] = [...a.images];
  return out;
}

export interface Crumb {
  name: string;
  /** absolute URL; the last crumb (the page itself) may leave it out */
  url?: string;
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, ...(c.url ? { item: c.url } : {}) })),
  };
}

/** The text of a `<script type="application/ld+json">`: `<` escaped, so no tag can end it early. */
export function jsonLdText(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
