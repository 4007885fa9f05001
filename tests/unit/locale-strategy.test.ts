import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { RichTextNode } from '../../src/cms/schemas';
import { strategyFromPage } from '../../src/config/locale-strategy';
import { RichTextView } from '../../src/features/terms/RichTextView';

/** Terms text with one link to another page of the site. */
const doc = {
  nodeType: 'document',
  data: {},
  content: [
    {
      nodeType: 'paragraph',
      data: {},
      content: [
        { nodeType: 'hyperlink', data: { uri: '/about-us/company-info/contact-us' }, content: [{ nodeType: 'text', value: 'contact', data: {}, marks: [] }] },
      ],
    },
  ],
} as unknown as RichTextNode;

describe("the browser's locale strategy comes from the page, never from an environment", () => {
  it("the terms modal's links follow the strategy the page was rendered with", () => {
    const html = (strategy: 'prefix' | 'domain') =>
      renderToStaticMarkup(createElement(RichTextView, { document: doc, locale: 'en-EU', strategy, unrecognized: '?' }));
    expect(html('domain')).toContain('href="/about-us/company-info/contact-us"');
    expect(html('prefix')).toContain('href="/en-EU/about-us/company-info/contact-us"');
  });

  it("reads the page's data attribute, and anything else is the default 'prefix'", () => {
    expect(strategyFromPage('domain')).toBe('domain');
    expect(strategyFromPage('prefix')).toBe('prefix');
    expect(strategyFromPage(undefined)).toBe('prefix');
    expect(strategyFromPage('DOMAIN')).toBe('prefix');
  });
});
