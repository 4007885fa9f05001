import { describe, expect, it } from 'vitest';
import {
  absoluteHttpUrl,
  articleJsonLd,
  breadcrumbJsonLd,
  headline,
  HEADLINE_MAX,
  schemaOrgDate,
  jsonLdText,
  organizationJsonLd,
} from '../../../src/lib/structured-data';

const publisher = { name: 'Nordic Energy', url: 'https://example.fi/', logo: 'https://example.fi/assets/logo.svg' };

describe('structured data (schema.org JSON-LD)', () => {
  it('Organization: name and url, logo, https profiles once, customer service', () => {
    expect(
      organizationJsonLd({ ...publisher, sameAs: ['https://facebook.com/x', 'https://facebook.com/x', 'javascript:alert(1)'], telephone: '+358800123456' }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': 'https://example.fi/#organization',
      name: 'Nordic Energy',
      url: 'https://example.fi/',
      logo: 'https://example.fi/assets/logo.svg',
      sameAs: ['https://facebook.com/x'],
      contactPoint: { '@type': 'ContactPoint', telephone: '+358800123456', contactType: 'customer service' },
    });
  });

  it('Article: headline, dates, images, author and publisher', () => {
    const data = articleJsonLd({
      url: 'https://example.fi/artikkeli/a',
      title: 'Biogas',
      datePublished: '2026-03-01T08:00:00.000Z',
      dateModified: '2026-03-02T08:00:00.000Z',
      images: ['https://example.fi/assets/a.webp'],
      author: 'Maija',
      inLanguage: 'fi-FI',
      publisher,
    });
    expect(data).toMatchObject({
      '@type': 'Article',
      headline: 'Biogas',
      datePublished: '2026-03-01T08:00:00.000Z',
      dateModified: '2026-03-02T08:00:00.000Z',
      image: ['https://example.fi/assets/a.webp'],
      author: { '@type': 'Person', name: 'Maija' },
      publisher: { '@type': 'Organization', name: 'Nordic Energy', logo: { '@type': 'ImageObject', url: publisher.logo } },
      mainEntityOfPage: 'https://example.fi/artikkeli/a',
    });
  });

  it('Article: no byline makes the publisher the author; an edit dated before publishing is not a modification; bad dates are left out', () => {
    const data = articleJsonLd({
      url: 'u',
      title: 't',
      datePublished: '2026-03-02',
      dateModified: '2026-03-01',
      images: [],
      author: null,
      inLanguage: 'en',
      publisher,
    });
    expect(data['author']).toEqual({ '@type': 'Organization', name: 'Nordic Energy', url: 'https://example.fi/' });
    expect(data['dateModified']).toBe('2026-03-02');
    expect(data).not.toHaveProperty('image');
    const undated = articleJsonLd({
      url: 'u',
      title: 't',
      datePublished: 'yesterday',
      dateModified: '',
      images: [],
      author: null,
      inLanguage: 'en',
      publisher,
    });
    expect(undated).not.toHaveProperty('datePublished');
    expect(undated).not.toHaveProperty('dateModified');
    expect(schemaOrgDate('2026-02-30x')).toBeNull();
  });

  it('keeps a headline within what Google shows, cut at a word', () => {
    const long = 'word '.repeat(40);
    expect(headline(long).length).toBeLessThanOrEqual(HEADLINE_MAX);
    expect(headline(long)).toMatch(/word…$/);
    expect(headline('  Short   title ')).toBe('Short title');
  });

  it('BreadcrumbList: positions from 1, the last crumb without an item', () => {
    expect(breadcrumbJsonLd([{ name: 'Front page', url: 'https://example.fi/' }, { name: 'Station' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Front page', item: 'https://example.fi/' },
        { '@type': 'ListItem', position: 2, name: 'Station' },
      ],
    });
  });

  it('escapes < so a title cannot close the script element', () => {
    const text = jsonLdText(breadcrumbJsonLd([{ name: '</script><script>alert(1)</script>' }]));
    expect(text).not.toContain('<');
    expect(JSON.parse(text).itemListElement[0].name).toBe('</script><script>alert(1)</script>');
  });
});

describe('absolute URLs in structured data', () => {
  it('resolves site paths and keeps http(s) only', () => {
    expect(absoluteHttpUrl('/assets/svg/logo.svg', 'https://example.fi/')).toBe('https://example.fi/assets/svg/logo.svg');
    expect(absoluteHttpUrl('https://cdn.example/logo.png', 'https://example.fi/')).toBe('https://cdn.example/logo.png');
    expect(absoluteHttpUrl('javascript:alert(1)', 'https://example.fi/')).toBeNull();
    expect(absoluteHttpUrl('http://[', 'https://example.fi/')).toBeNull();
  });
});
