import { describe, expect, it } from 'vitest';
import { downloadLinkSchema, footerItemSchema, socialLinkSchema, type DownloadLink, type FooterItem, type SocialLink } from '../../../src/cms/schemas';
import { copyrightYear, downloadBlocks, groupFooterItems, ungroupedId, visibleSocialLinks } from '../../../src/cms/footer';

const heading = (id: string, value: string): FooterItem => footerItemSchema.parse({ contentType: 'string', id, value });
const linkItem = (id: string): FooterItem =>
  footerItemSchema.parse({ contentType: 'link', id, link: { id, title: `Link ${id}`, url: { contentType: 'standardPage', slug: `/${id}` } } });
const download = (id: string): DownloadLink => downloadLinkSchema.parse({ id, title: id, store: 'appStore', url: `https://apps.example/${id}` });
const social = (id: string, url: string | null): SocialLink => socialLinkSchema.parse({ id, title: id, network: 'facebook', url });

describe('groupFooterItems', () => {
  it('puts the links after a heading under that heading', () => {
    const groups = groupFooterItems([heading('h1', 'Private'), linkItem('a'), linkItem('b'), heading('h2', 'Business'), linkItem('c')]);
    expect(groups.map((g) => [g.heading, g.id, g.links.map((l) => l.id)])).toEqual([
      ['Private', 'h1', ['a', 'b']],
      ['Business', 'h2', ['c']],
    ]);
  });

  it('puts links before any heading in a group with an empty heading', () => {
    const groups = groupFooterItems([linkItem('x'), heading('h1', 'Company'), linkItem('y')]);
    expect(groups[0]).toMatchObject({ heading: '', id: ungroupedId });
    expect(groups[0]?.links.map((l) => l.id)).toEqual(['x']);
    expect(groups[1]?.heading).toBe('Company');
  });

  it('drops a heading without links, and gives nothing for no items', () => {
    expect(groupFooterItems([heading('h1', 'Empty'), heading('h2', 'Full'), linkItem('z')]).map((g) => g.id)).toEqual(['h2']);
    expect(groupFooterItems([])).toEqual([]);
  });
});

describe('downloadBlocks', () => {
  const ids = (blocks: DownloadLink[][]): string[][] => blocks.map((block) => block.map((l) => l.id));

  it('has no block when there are no entries', () => {
    expect(downloadBlocks([])).toEqual([]);
  });
  it('has one block for one or two entries', () => {
    expect(ids(downloadBlocks([download('a')]))).toEqual([['a']]);
    expect(ids(downloadBlocks([download('a'), download('b')]))).toEqual([['a', 'b']]);
  });
  it('shows the second block only with more than two entries, holding the next two', () => {
    expect(ids(downloadBlocks([download('a'), download('b'), download('c')]))).toEqual([['a', 'b'], ['c']]);
    expect(ids(downloadBlocks(['a', 'b', 'c', 'd', 'e'].map(download)))).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });
});

describe('visibleSocialLinks', () => {
  it('keeps only links with a safe external url', () => {
    const links = [
      social('fb', 'https://www.facebook.com/nordic'),
      social('none', null),
      social('empty', ''),
      social('js', 'javascript:alert(1)'),
      social('path', '/some/page'),
      social('rel', '//evil.example'),
    ];
    expect(visibleSocialLinks(links).map((l) => [l.id, l.url])).toEqual([['fb', 'https://www.facebook.com/nordic']]);
  });
});

describe('copyrightYear', () => {
  it('is the current year', () => {
    expect(copyrightYear(new Date('2025-06-15T12:00:00Z'))).toBe(2025);
  });
  it("is the year where the company is: New Year's Eve 23:30 UTC is already next year in Helsinki", () => {
    const eve = new Date('2025-12-31T23:30:00Z');
    expect(copyrightYear(eve)).toBe(2026);
    expect(copyrightYear(eve, 'UTC')).toBe(2025);
  });
});
