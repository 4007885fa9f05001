import { describe, expect, it } from 'vitest';
import { termsFromPage, termsQueryPath, termsUrl } from '../../src/features/terms/terms';

const doc = {
  nodeType: 'document',
  data: {},
  content: [{ nodeType: 'paragraph', data: {}, content: [{ nodeType: 'text', value: 'Hi', marks: [], data: {} }] }],
};

describe('terms modal data (spec 7.2)', () => {
  it('fetches the terms page with its path without the leading slash', () => {
    expect(termsQueryPath('/kayttoehdot')).toBe('kayttoehdot');
    expect(termsUrl('/vilkar-for-bruk')).toBe('/proxy/page?path=vilkar-for-bruk');
  });

  it('reads the terms from content.body[0].cards[0]', () => {
    const page = {
      localizedPagePaths: {},
      content: { body: [{ contentType: 'cardList', cards: [{ title: 'Terms of use', text: doc }, { title: 'other' }] }] },
    };
    expect(termsFromPage(page)).toEqual({ title: 'Terms of use', text: doc });
    expect(termsFromPage({ content: { body: [{ cards: [{ title: 'T', text: 'plain' }] }] } })).toEqual({ title: 'T', text: 'plain' });
  });

  it('anything else is not found', () => {
    for (const bad of [
      null,
      {},
      { content: {} },
      { content: { body: [] } },
      { content: { body: [{ cards: [] }] } },
      { content: { body: [{ cards: [{ title: '' }] }] } },
      { content: { body: [{ title: 'x' }] } },
    ]) {
      expect(termsFromPage(bad)).toBeNull();
    }
  });
});
