import { describe, expect, it } from 'vitest';
import { renderRichText } from '../../../../src/cms/rich-text/render';
import { doc, fileAsset, imageAsset, node, para, text } from './fixtures';

const fi = { locale: 'fi-FI' } as const;
const en = { locale: 'en-EU' } as const;

describe('embedded assets', () => {
  it('renders an image with alt, size, a density srcset, lazy loading and async decoding', () => {
    const html = renderRichText(doc(node('embedded-asset-block', [], { target: imageAsset() })), en);
    expect(html.startsWith('<img ')).toBe(true);
    expect(html).toContain('alt="A station at dusk"');
    expect(html).toContain('width="768" height="384"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('decoding="async"');
    expect(html).toMatch(/srcset="[^"]+ 1x, [^"]+ 1\.5x, [^"]+ 1\.56x"/);
    expect(html).toContain('src="/assets/images/station.jpg?w=768&amp;');
  });

  it('keeps an empty alt for a decorative image', () => {
    expect(renderRichText(doc(node('embedded-asset-block', [], { target: imageAsset({ alt: '' }) })), fi)).toContain('alt=""');
  });

  it('makes a file under /assets/files/ a download link with the translated text and file type', () => {
    const target = fileAsset();
    expect(renderRichText(doc(node('embedded-asset-block', [], { target })), en)).toBe(
      '<a href="/assets/files/price-list.pdf" download>Download Price list <span class="file-type">(PDF)</span></a>',
    );
    expect(renderRichText(doc(node('embedded-asset-block', [], { target })), fi)).toBe(
      '<a href="/assets/files/price-list.pdf" download>Lataa Price list <span class="file-type">(PDF)</span></a>',
    );
  });

  it('names an asset hyperlink download by its own text', () => {
    const html = renderRichText(doc(para(node('asset-hyperlink', [text('the prices')], { target: fileAsset() }))), en);
    expect(html).toBe('<p><a href="/assets/files/price-list.pdf" download>Download the prices <span class="file-type">(PDF)</span></a></p>');
  });

  it('renders an asset hyperlink to an image as the image', () => {
    expect(renderRichText(doc(para(node('asset-hyperlink', [text('x')], { target: imageAsset() }))), fi)).toMatch(/^<p><img /);
  });

  it('renders an svg directly and a video muted, autoplaying and inline', () => {
    const svg = renderRichText(doc(node('embedded-asset-block', [], { target: imageAsset({ ext: 'svg', src: '/assets/icons/logo.svg' }) })), en);
    expect(svg).toContain('src="/assets/icons/logo.svg"');
    const video = renderRichText(
      doc(node('embedded-asset-block', [], { target: imageAsset({ ext: 'mp4', generic_url: '/assets/video/wash.mp4?w={width}' }) })),
      en,
    );
    expect(video).toMatch(/^<video src="\/assets\/video\/wash\.mp4\?w=1920#t=0\.001" autoplay muted loop playsinline /);
  });

  it('renders nothing for an asset of an unknown type or with an unusable url', () => {
    expect(renderRichText(doc(node('embedded-asset-block', [], { target: imageAsset({ ext: 'exe' }) })), en)).toBe('');
    expect(renderRichText(doc(node('embedded-asset-block', [], { target: imageAsset({ generic_url: 'javascript:alert(1)' }) })), en)).toBe('');
  });

  it('keeps the link text of an asset hyperlink whose target is not an asset', () => {
    expect(renderRichText(doc(para(node('asset-hyperlink', [text('broken')], { target: { sys: { id: 'x' } } }))), en)).toBe('<p>broken</p>');
  });
});

describe('embedded entries and resources', () => {
  const article = { contentType: 'articlePage', slug: '/article/big-news', title: 'Big news', text: 'Read <all> about it' };

  it('renders an entry hyperlink as a localized link around its text', () => {
    expect(renderRichText(doc(para(node('entry-hyperlink', [text('news')], { target: article }))), en)).toBe(
      '<p><a href="/en-EU/article/big-news">news</a></p>',
    );
    expect(renderRichText(doc(para(node('resource-hyperlink', [text('uutiset')], { target: { ...article, slug: '/artikkeli/x' } }))), fi)).toBe(
      '<p><a href="/artikkeli/x">uutiset</a></p>',
    );
  });

  it('renders an inline entry as a link named by its title', () => {
    expect(renderRichText(doc(para(node('embedded-entry-inline', [], { target: article }))), en)).toBe('<p><a href="/en-EU/article/big-news">Big news</a></p>');
    expect(renderRichText(doc(para(node('embedded-resource-inline', [], { target: article }))), fi)).toBe('<p><a href="/article/big-news">Big news</a></p>');
  });

  it('renders a block entry as a small card with title link and escaped text', () => {
    expect(renderRichText(doc(node('embedded-entry-block', [], { target: article })), en)).toBe(
      '<div class="rich-text-card"><p class="rich-text-card__title"><a class="rich-text-card__link" href="/en-EU/article/big-news">Big news</a></p>' +
        '<p class="rich-text-card__text">Read &lt;all&gt; about it</p></div>',
    );
    expect(renderRichText(doc(node('embedded-resource-block', [], { target: article })), fi)).toContain('href="/article/big-news"');
  });

  it('opens an external entry target in a new tab with rel noopener', () => {
    const target = { contentType: 'link', type: 'external', url: 'https://example.com', title: 'Partner' };
    expect(renderRichText(doc(para(node('embedded-entry-inline', [], { target }))), en)).toBe(
      '<p><a href="https://example.com/" target="_blank" rel="noopener noreferrer">Partner<span class="visually-hidden"> (opens in a new tab)</span></a></p>',
    );
  });

  it("shows 'linking failed' in the locale when an entry link cannot be built", () => {
    const broken = { contentType: 'standardPage', title: 'No slug' };
    expect(renderRichText(doc(para(node('embedded-entry-inline', [], { target: broken }))), fi)).toBe('<p><span>linkitys epäonnistui</span></p>');
    expect(renderRichText(doc(para(node('embedded-entry-inline', [], { target: { sys: { id: 'x' } } }))), en)).toBe('<p><span>linking failed</span></p>');
    expect(renderRichText(doc(node('embedded-entry-block', [], { target: { contentType: 'string', value: 'javascript:x', title: 'T' } })), en)).toContain(
      '<span>linking failed</span>',
    );
  });

  it('keeps the text of an entry hyperlink that cannot be built, without an href', () => {
    expect(renderRichText(doc(para(node('entry-hyperlink', [text('words')], { target: { contentType: 'hero' } }))), en)).toBe('<p><span>words</span></p>');
  });
});
