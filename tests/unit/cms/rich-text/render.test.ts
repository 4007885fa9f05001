import { describe, expect, it } from 'vitest';
import { renderRichText } from '../../../../src/cms/rich-text/render';
import { doc, hyperlink, imageAsset, node, para, text } from './fixtures';

const fi = { locale: 'fi-FI' } as const;
const en = { locale: 'en-EU' } as const;

describe('structure', () => {
  it('keeps heading levels and renders lists, quotes, rules and marks', () => {
    const html = renderRichText(
      doc(
        ...[1, 2, 3, 4, 5, 6].map((level) => node(`heading-${level}`, [text(`H${level}`)])),
        node('unordered-list', [node('list-item', [para(text('one'))])]),
        node('ordered-list', [node('list-item', [para(text('two'))])]),
        node('blockquote', [para(text('quote'))]),
        node('hr'),
        para(
          text('b', ['bold']),
          text('i', ['italic']),
          text('u', ['underline']),
          text('c', ['code']),
          text('sup', ['superscript']),
          text('sub', ['subscript']),
        ),
      ),
      en,
    );
    for (const level of [1, 2, 3, 4, 5, 6]) expect(html).toContain(`<h${level}>H${level}</h${level}>`);
    expect(html).toContain('<ul><li><p>one</p></li></ul>');
    expect(html).toContain('<ol><li><p>two</p></li></ol>');
    expect(html).toContain('<blockquote><p>quote</p></blockquote>');
    expect(html).toContain('<hr/>');
    expect(html).toContain('<p><b>b</b><i>i</i><u>u</u><code>c</code><sup>sup</sup><sub>sub</sub></p>');
  });

  it('turns a line break inside a paragraph into <br/>', () => {
    expect(renderRichText(doc(para(text('line 1\nline 2'))), fi)).toBe('<p>line 1<br/>line 2</p>');
  });

  it('renders tables with column headers in the head row and row headers in body rows', () => {
    const cell = (type: string, value: string, data: Record<string, unknown> = {}) => node(type, [para(text(value))], data);
    const html = renderRichText(
      doc(
        node('table', [
          node('table-row', [cell('table-header-cell', 'Fuel'), cell('table-header-cell', 'Price')]),
          node('table-row', [cell('table-header-cell', '95'), cell('table-cell', '1,89')]),
          node('table-row', [cell('table-cell', 'wide', { colspan: 2 })]),
        ]),
      ),
      en,
    );
    expect(html).toContain('<table><thead><tr><th scope="col"><p>Fuel</p></th><th scope="col"><p>Price</p></th></tr></thead>');
    expect(html).toContain('<tbody><tr><th scope="row"><p>95</p></th><td><p>1,89</p></td></tr>');
    expect(html).toContain('<td colspan="2"><p>wide</p></td>');
  });

  it('renders an empty document as nothing', () => {
    expect(renderRichText(doc(), fi)).toBe('');
  });
});

describe('escaping', () => {
  it('escapes markup in text', () => {
    const html = renderRichText(doc(para(text('<script>alert("x")</script> & more'))), en);
    expect(html).toBe('<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more</p>');
    expect(html).not.toContain('<script>');
  });

  it('cannot break out of an href attribute with a quote', () => {
    const internal = renderRichText(doc(para(hyperlink('/a" onmouseover="alert(1)'))), en);
    expect(internal).toContain('href="/en-EU/a&quot; onmouseover=&quot;alert(1)"');
    expect(internal).not.toMatch(/"\s+onmouseover=/);
    const external = renderRichText(doc(para(hyperlink('https://example.com/"><script>x</script>'))), fi);
    expect(external).not.toContain('<script>');
    expect(external).toContain('href="https://example.com/%22%3E%3Cscript%3Ex%3C/script%3E"');
  });

  it('escapes the alt text of an image', () => {
    const html = renderRichText(doc(node('embedded-asset-block', [], { target: imageAsset({ alt: '"><img src=x onerror=alert(1)>' }) })), en);
    expect(html).toContain('alt="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"');
  });
});

describe('hyperlinks', () => {
  it('makes http(s) links external: rel noopener noreferrer, a new tab, and a hidden note in the locale', () => {
    const enHtml = renderRichText(doc(para(hyperlink('https://example.com/x', 'Site'))), en);
    expect(enHtml).toBe(
      '<p><a href="https://example.com/x" target="_blank" rel="noopener noreferrer">Site<span class="visually-hidden"> (opens in a new tab)</span></a></p>',
    );
    const fiHtml = renderRichText(doc(para(hyperlink('http://example.com', 'Sivu'))), fi);
    expect(fiHtml).toContain('target="_blank"');
    expect(fiHtml).toContain('<span class="visually-hidden"> (avautuu uuteen välilehteen)</span>');
  });

  it('makes mailto and tel links external without a new tab', () => {
    const html = renderRichText(doc(para(hyperlink('mailto:info@example.com', 'Mail'), hyperlink('tel:+358800123', 'Call'))), en);
    expect(html).toContain('<a href="mailto:info@example.com" rel="noopener noreferrer">Mail</a>');
    expect(html).toContain('<a href="tel:+358800123" rel="noopener noreferrer">Call</a>');
    expect(html).not.toContain('_blank');
  });

  it('treats anything else as an internal path, localized', () => {
    expect(renderRichText(doc(para(hyperlink('/asemahaku', 'Asemat'))), fi)).toBe('<p><a href="/asemahaku">Asemat</a></p>');
    expect(renderRichText(doc(para(hyperlink('/stationsearch?x=1', 'Stations'))), en)).toBe('<p><a href="/en-EU/stationsearch?x=1">Stations</a></p>');
  });

  const hostile = [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\nscript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example',
    '/\\evil.example',
    'evil.example/path',
    '%2F%2Fevil.example',
    '',
    42,
    null,
  ];
  it.each(hostile)('emits no href at all for %j (fi-FI and en-EU)', (uri) => {
    for (const ctx of [fi, en]) {
      const html = renderRichText(doc(para(hyperlink(uri, 'text'))), ctx);
      expect(html).toBe('<p><span>text</span></p>');
    }
  });

  it('handles %2F%2F after a slash as a path on this site, not a host', () => {
    expect(renderRichText(doc(para(hyperlink('/%2F%2Fevil.example', 'p'))), en)).toBe('<p><a href="/en-EU/%2F%2Fevil.example">p</a></p>');
  });

  it.each([
    ['https://www.facebook.com/nordic', 'facebook'],
    ['https://m.facebook.com/nordic', 'facebook'],
    ['https://instagram.com/nordic', 'instagram'],
    ['https://www.youtube.com/@nordic', 'youtube'],
    ['https://www.tiktok.com/@nordic', 'tiktok'],
  ])('gives %s the %s icon, black and hidden from assistive technology', (uri, network) => {
    const html = renderRichText(doc(para(hyperlink(uri, 'Follow'))), fi);
    expect(html).toMatch(new RegExp(`<svg class="social-icon social-icon--${network}" aria-hidden="true" focusable="false"[^>]*fill="#000">`));
    expect(html).toMatch(/<\/svg>Follow<span class="visually-hidden">/);
  });

  it.each(['https://facebook.com.evil.example/x', 'https://notfacebook.com/x', 'https://example.com/facebook.com', 'https://linkedin.com/company/x'])(
    'gives %s no icon',
    (uri) => {
      expect(renderRichText(doc(para(hyperlink(uri))), en)).not.toContain('<svg');
    },
  );
});

describe('unknown node types', () => {
  it("show the translated '(Unrecognized node type)' in each locale", () => {
    expect(renderRichText(doc(node('fancy-widget', [para(text('hidden'))])), en)).toBe('<span class="rich-text-unrecognized">(Unrecognized node type)</span>');
    expect(renderRichText(doc(node('fancy-widget')), fi)).toBe('<span class="rich-text-unrecognized">(Tunnistamaton sisältötyyppi)</span>');
  });

  it('are caught inline and at any depth, without throwing', () => {
    const html = renderRichText(doc(para(text('before '), node('mention'), text(' after')), node('blockquote', [node('nested-thing')])), en);
    expect(html).toBe(
      '<p>before <span class="rich-text-unrecognized">(Unrecognized node type)</span> after</p>' +
        '<blockquote><span class="rich-text-unrecognized">(Unrecognized node type)</span></blockquote>',
    );
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'document', 'x-unrecognized-node'])(
    'include names that exist on every object or are special: %s',
    (nodeType) => {
      expect(renderRichText(doc(node(nodeType)), en)).toBe('<span class="rich-text-unrecognized">(Unrecognized node type)</span>');
    },
  );

  it('survive malformed text nodes and unknown marks', () => {
    const malformed = { nodeType: 'text', data: {} } as const;
    const html = renderRichText(doc(para(malformed, text('kept', ['sparkle', 'constructor', '__proto__', 'bold']))), fi);
    expect(html).toBe('<p><b>kept</b></p>');
  });
});
