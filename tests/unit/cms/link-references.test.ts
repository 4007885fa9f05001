/**
 * Which page a link leads to (src/cms/link-references.ts), as the CMS asks before a page is deleted
 * or a visitor is sent somewhere: for any link target it agrees with the site's own link builder
 * (src/cms/links.ts resolveLink, the href a visitor follows), and it finds a layout's and a page's
 * links wherever they stand.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentReferences, hrefPagePath, layoutReferences, linkedPagePath } from '../../../src/cms/link-references';
import { resolveLink } from '../../../src/cms/links';
import { linkContentTypes, type Layout, type LinkTarget } from '../../../src/cms/schemas';

/** The model: the path of the internal href the site builds for the default market, query and fragment left off. */
function model(target: LinkTarget): string | null {
  const resolved = resolveLink(target, 'fi-FI');
  if (!resolved || resolved.external) return null;
  const path = resolved.href.replace(/[?#].*$/s, '').replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

const pathish = fc.oneof(
  fc.constantFrom(
    '/x',
    'x',
    '/a/b/',
    '//evil.example/x',
    '/en-EU/x',
    '',
    ' ',
    '/x?y=1#z',
    '?service=MAIN',
    '/a/../..//b',
    'https://example.com/x',
    'mailto:a@b.fi',
    'javascript:alert(1)',
    '/ä/ö',
  ),
  fc.webPath(),
  fc.webUrl(),
  fc.string(),
);

const target: fc.Arbitrary<LinkTarget> = fc.record(
  {
    contentType: fc.constantFrom(...linkContentTypes),
    slug: pathish,
    value: pathish,
    url: pathish,
    type: fc.constantFrom('internal' as const, 'external' as const),
  },
  { requiredKeys: ['contentType'] },
);

describe('link references', () => {
  it('lead to the page the site links to, for any link target', () => {
    fc.assert(
      fc.property(target, (t) => {
        expect(linkedPagePath(t)).toBe(model(t));
      }),
      { numRuns: 2_000 },
    );
  });

  it('read an href as the path of its page', () => {
    expect(hrefPagePath('/offers/v.47?x=1#top')).toBe('/offers/v.47');
    expect(hrefPagePath('/offers/')).toBe('/offers');
    expect(hrefPagePath('?service=MAIN')).toBe('/');
    expect(hrefPagePath('https://example.com/offers')).toBeNull();
    expect(hrefPagePath('//evil.example/offers')).toBeNull();
    expect(linkedPagePath({ contentType: 'articlePage', slug: 'artikkeli/x' })).toBe('/artikkeli/x');
  });

  it("find a layout's links in its navigation at any depth and in its footer, and a page's in its blocks and text", () => {
    const layout = {
      navigation: [{ id: 'n1', url: '/a', text: 'A', children: [{ id: 'n2', url: '/b?x', text: 'B', children: [] }] }],
      footer: {
        items: [
          { contentType: 'string', id: 'h', value: 'Heading' },
          { contentType: 'link', id: 'l', link: { id: 'k', title: 'C', url: { contentType: 'standardPage', slug: '/c' } } },
        ],
      },
    } as unknown as Layout;
    expect(layoutReferences(layout)).toEqual([
      { place: 'navigation', path: '/a', label: 'A' },
      { place: 'navigation', path: '/b', label: 'B' },
      { place: 'footer', path: '/c', label: 'C' },
    ]);
    const body = [
      {
        contentType: 'richText',
        text: {
          nodeType: 'document',
          data: {},
          content: [
            {
              nodeType: 'paragraph',
              data: {},
              content: [
                { nodeType: 'hyperlink', data: { uri: '/d' }, content: [{ nodeType: 'text', value: 'to D', data: {} }] },
                { nodeType: 'entry-hyperlink', data: { target: { contentType: 'articlePage', slug: '/e', title: 'E' } }, content: [] },
              ],
            },
          ],
        },
      },
      { contentType: 'cardList', title: 'Cards', display: { component: 'redirect', url: '/f' }, cards: [{ contentType: 'card', slug: '/g', title: 'G' }] },
      { contentType: 'linkList', links: [{ id: 'x', title: 'Out', url: { contentType: 'link', url: 'https://example.com' } }] },
    ];
    expect(contentReferences(body)).toEqual([
      { path: '/d', label: 'to D' },
      { path: '/e', label: 'E' },
      { path: '/f', label: 'Cards' },
      { path: '/g', label: 'G' },
    ]);
  });
});
