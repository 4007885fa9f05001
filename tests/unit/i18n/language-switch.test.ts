import { describe, expect, it } from 'vitest';
import { languageOptions, localeSwitchHref, withPageQuery } from '../../../src/i18n/paths';
import { switchLocation } from '../../../src/server/api/locale-switch';
import { t } from '../../../src/i18n/t';

const origins = { 'fi-FI': 'https://fi.example', 'en-EU': 'https://en.example', 'sv-SE': 'https://sv.example', 'no-NO': 'https://no.example' } as const;

describe('a language switch keeps the page and its state (spec 4)', () => {
  it('takes the locator’s query along: the link as followed, then the redirect', () => {
    const href = withPageQuery(localeSwitchHref('no-NO', '/finn-stasjon'), '?filters=open24h&q=Bergen');
    const url = new URL(href, 'https://fi.example');
    expect(url.pathname).toBe('/api/v1/locale');
    expect(url.searchParams.get('search')).toBe('filters=open24h&q=Bergen');
    expect(switchLocation('no-NO', url.searchParams.get('path')!, url.searchParams.get('search')!, 'prefix', origins)).toBe(
      '/no-NO/finn-stasjon?filters=open24h&q=Bergen',
    );
    expect(switchLocation('fi-FI', '/asemahaku', 'filters=open24h', 'domain', origins)).toBe('https://fi.example/asemahaku?filters=open24h');
  });

  it('follows the page’s current query, not the one of an earlier visit to the link', () => {
    const once = withPageQuery(localeSwitchHref('sv-SE', '/hitta-station'), '?filters=lunch');
    expect(new URL(withPageQuery(once, '?map=60.1,24.9,9'), 'https://x.example').searchParams.get('search')).toBe('map=60.1%2C24.9%2C9');
    expect(new URL(withPageQuery(once, ''), 'https://x.example').searchParams.has('search')).toBe(false);
  });

  it('lets nothing but a query into the Location', () => {
    expect(switchLocation('en-EU', '/stationsearch', '', 'prefix', origins)).toBe('/en-EU/stationsearch');
    const location = switchLocation('en-EU', '/stationsearch', 'q=a#b\r\nSet-Cookie: x=1', 'prefix', origins);
    expect(location).toMatch(/^\/en-EU\/stationsearch\?q=a%23b%0D%0ASet-Cookie%3A\+x%3D1$/);
  });

  it('offers each locale’s translation of the page, and its front page where there is none', () => {
    // a Finnish station: in fi-FI and en-EU (every market), not in sv-SE or no-NO
    const options = languageOptions({ 'fi-FI': '/asemat/akaa', 'en-EU': '/stations/akaa' });
    expect(options).toEqual([
      { code: 'fi-FI', path: '/asemat/akaa', translated: true },
      { code: 'en-EU', path: '/stations/akaa', translated: true },
      { code: 'sv-SE', path: '/', translated: false },
      { code: 'no-NO', path: '/', translated: false },
    ]);
  });

  it('says in words, in that locale’s own language, that the page is not there', () => {
    expect(t('no-NO', 'nav.languageNoPage')).toMatch(/norsk.*forsiden/);
    expect(t('sv-SE', 'nav.languageNoPage')).toMatch(/svenska.*startsidan/);
    expect(t('fi-FI', 'nav.languageNoPage')).toMatch(/suomeksi.*etusivu/);
    expect(t('en-EU', 'nav.languageNoPage')).toMatch(/English.*home page/);
  });
});
