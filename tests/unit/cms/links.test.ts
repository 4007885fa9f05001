import { describe, expect, it } from 'vitest';
import type { Link, LinkTarget } from '../../../src/cms/schemas';
import { linkView, resolveHref, resolveLink } from '../../../src/cms/links';
import { localizePath } from '../../../src/cms/slug-href';

const link = (url: LinkTarget | null, extra: Partial<Link> = {}): Link => ({
  id: 'l1',
  title: 'Title',
  url,
  openInNewTab: true,
  image: null,
  ...extra,
});

describe('resolveLink: page and card targets use the slug', () => {
  it('localizes the slug as a path within the locale', () => {
    expect(resolveLink({ contentType: 'standardPage', slug: '/asemahaku' }, 'fi-FI')).toEqual({ href: '/asemahaku', external: false });
    expect(resolveLink({ contentType: 'articlePage', slug: '/article/news' }, 'en-EU')).toEqual({ href: '/en-EU/article/news', external: false });
    expect(resolveLink({ contentType: 'stationPage', slug: '/stationer/x' }, 'sv-SE')).toEqual({ href: '/sv-SE/stationer/x', external: false });
    expect(resolveLink({ contentType: 'card', slug: '/' }, 'no-NO')).toEqual({ href: '/no-NO', external: false });
  });

  it('accepts a slug stored without its leading slash', () => {
    expect(resolveLink({ contentType: 'standardPage', slug: 'yrityksille' }, 'fi-FI')).toEqual({ href: '/yrityksille', external: false });
  });

  it('cannot be built without a usable slug', () => {
    expect(resolveLink({ contentType: 'standardPage' }, 'fi-FI')).toBeNull();
    expect(resolveLink({ contentType: 'standardPage', slug: '' }, 'en-EU')).toBeNull();
    expect(resolveLink({ contentType: 'card', slug: '/evil.example' }, 'en-EU')).toEqual({ href: '/en-EU/evil.example', external: false });
    expect(resolveLink({ contentType: 'card', slug: '//evil.example' }, 'en-EU')).toBeNull();
    expect(resolveLink({ contentType: 'card', slug: '\\evil.example' }, 'fi-FI')).toBeNull();
  });
});

describe('resolveLink: string and link targets', () => {
  it("'string' uses value: a path is localized, a URL passes the allow-list", () => {
    expect(resolveLink({ contentType: 'string', value: '/terms' }, 'en-EU')).toEqual({ href: '/en-EU/terms', external: false });
    expect(resolveLink({ contentType: 'string', value: 'https://example.com/x' }, 'fi-FI')).toEqual({ href: 'https://example.com/x', external: true });
    expect(resolveLink({ contentType: 'string', value: '?service=MAIN' }, 'en-EU')).toEqual({ href: '/en-EU?service=MAIN', external: false });
    expect(resolveLink({ contentType: 'string', value: '?service=MAIN' }, 'fi-FI')).toEqual({ href: '/?service=MAIN', external: false });
    expect(resolveLink({ contentType: 'string' }, 'fi-FI')).toBeNull();
  });

  it("'link' uses url, external or internal", () => {
    expect(resolveLink({ contentType: 'link', type: 'external', url: 'https://example.com' }, 'sv-SE')).toEqual({
      href: 'https://example.com/',
      external: true,
    });
    expect(resolveLink({ contentType: 'link', type: 'internal', url: '/privat/kundservice' }, 'no-NO')).toEqual({
      href: '/no-NO/privat/kundservice',
      external: false,
    });
    expect(resolveLink({ contentType: 'link', type: 'external', url: 'tel:+358800123' }, 'fi-FI')).toEqual({ href: 'tel:+358800123', external: true });
  });

  it('never builds a link from a hostile value', () => {
    for (const value of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:x',
      'java\nscript:x',
      'data:text/html,x',
      '//evil.example',
      '/\\evil.example',
    ]) {
      expect(resolveLink({ contentType: 'string', value }, 'fi-FI')).toBeNull();
      expect(resolveLink({ contentType: 'link', type: 'external', url: value }, 'en-EU')).toBeNull();
    }
  });

  it('is null for a missing target', () => {
    expect(resolveLink(null, 'fi-FI')).toBeNull();
    expect(resolveLink(undefined, 'en-EU')).toBeNull();
  });
});

describe('localizePath / resolveHref', () => {
  it('keeps query and hash after the localized path (trailing slash of the path removed)', () => {
    expect(localizePath('/article/x/?a=1#b', 'en-EU')).toBe('/en-EU/article/x?a=1#b');
    expect(localizePath('/artikkeli#top', 'fi-FI')).toBe('/artikkeli#top');
    expect(localizePath('/?q=1', 'sv-SE')).toBe('/sv-SE?q=1');
  });

  it('does not prefix a path that already has a locale prefix', () => {
    expect(localizePath('/en-EU/stationsearch', 'en-EU')).toBe('/en-EU/stationsearch');
    expect(localizePath('/sv-SE/hitta-station', 'fi-FI')).toBe('/sv-SE/hitta-station');
  });

  it('resolves raw values like a string target', () => {
    expect(resolveHref('/kayttoehdot', 'fi-FI')).toEqual({ href: '/kayttoehdot', external: false });
    expect(resolveHref('vbscript:x', 'fi-FI')).toBeNull();
    expect(resolveHref(undefined, 'fi-FI')).toBeNull();
  });
});

describe('linkView', () => {
  it("shows 'linking failed' in the locale when the href cannot be built", () => {
    expect(linkView(link(null), 'fi-FI')).toEqual({ href: null, text: 'linkitys epäonnistui', newTab: false, external: false });
    expect(linkView(link({ contentType: 'string', value: 'javascript:alert(1)' }), 'en-EU')).toEqual({
      href: null,
      text: 'linking failed',
      newTab: false,
      external: false,
    });
  });

  it('uses the title as the text', () => {
    expect(linkView(link({ contentType: 'standardPage', slug: '/company' }, { title: 'For companies' }), 'en-EU')).toMatchObject({
      href: '/en-EU/company',
      text: 'For companies',
    });
  });

  it('falls back to the href when the title is empty, so the anchor keeps a name', () => {
    expect(linkView(link({ contentType: 'string', value: 'https://example.com' }, { title: ' ' }), 'fi-FI').text).toBe('https://example.com/');
  });

  it('opens external links in a new tab by default (openInNewTab defaults to true)', () => {
    const view = linkView(link({ contentType: 'link', type: 'external', url: 'https://example.com' }), 'sv-SE');
    expect(view).toMatchObject({ external: true, newTab: true });
  });

  it('keeps an external link in the same tab when openInNewTab is false', () => {
    const view = linkView(link({ contentType: 'link', url: 'https://example.com' }, { openInNewTab: false }), 'no-NO');
    expect(view).toMatchObject({ external: true, newTab: false });
  });

  it('keeps mailto and tel links in the same tab (they open another app)', () => {
    expect(linkView(link({ contentType: 'string', value: 'mailto:a@b.fi' }), 'fi-FI')).toMatchObject({ external: true, newTab: false });
    expect(linkView(link({ contentType: 'link', url: 'tel:+46812345' }), 'sv-SE')).toMatchObject({ external: true, newTab: false });
  });

  it('never opens an internal link in a new tab, whatever openInNewTab says', () => {
    const view = linkView(link({ contentType: 'standardPage', slug: '/asemahaku' }, { openInNewTab: true }), 'fi-FI');
    expect(view).toEqual({ href: '/asemahaku', text: 'Title', newTab: false, external: false });
  });
});
