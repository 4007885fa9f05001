import type { IncomingHttpHeaders } from 'node:http';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localeCodes } from '../../../src/config/locales';
import { entryInputs, entryKey, entryRedirect } from '../../../src/lib/request-locale';

const prefix = { strategy: 'prefix' as const, secure: true };

describe('locale detection at the entry point', () => {
  it('sends a first visit to / to the locale of the browser, setting the cookie', () => {
    const decision = entryRedirect('/', { 'accept-language': 'sv-SE,sv;q=0.9,en;q=0.5', 'sec-fetch-site': 'none' }, prefix);
    expect(decision).toEqual({ location: '/sv-SE', cookie: 'locale=sv-SE; Max-Age=31536000; Path=/; SameSite=Lax; Secure' });
  });

  it('lets the cookie win over the browser languages, and sets no new cookie', () => {
    const decision = entryRedirect('/', { cookie: 'a=1; locale=no-NO', 'accept-language': 'sv-SE' }, prefix);
    expect(decision).toEqual({ location: '/no-NO', cookie: null });
  });

  it('serves / when detection lands on the default locale', () => {
    expect(entryRedirect('/', { 'accept-language': 'fi' }, prefix)).toBeNull();
    expect(entryRedirect('/', { 'accept-language': 'de-DE' }, prefix)).toBeNull();
    expect(entryRedirect('/', { cookie: 'locale=fi-FI', 'accept-language': 'en' }, prefix)).toBeNull();
  });

  it('never redirects navigation inside the site, other paths, or under the domain strategy', () => {
    expect(entryRedirect('/', { 'accept-language': 'en', 'sec-fetch-site': 'same-origin' }, prefix)).toBeNull();
    expect(entryRedirect('/asemahaku', { 'accept-language': 'en' }, prefix)).toBeNull();
    expect(entryRedirect('/', { 'accept-language': 'en' }, { strategy: 'domain', secure: true })).toBeNull();
  });

  it('ignores a forged cookie value', () => {
    // the cookie is set only for a visitor who has none (EntryDecision), so the edge keys it as '<locale>'
    expect(entryRedirect('/', { cookie: 'locale=https://evil.example', 'accept-language': 'en-GB' }, prefix)).toEqual({ location: '/en-EU', cookie: null });
  });
});

// The edge keys '/' on this normal form and sends only it to the origin (src/server/edge/varnish.ts):
// the decision must be a function of it alone.
describe('the entry decision’s normal form', () => {
  const key = (headers: IncomingHttpHeaders) => entryKey(headers, prefix);

  it('reads headers sent on several lines as Node joins them, the first locale cookie, spaces and tabs trimmed', () => {
    // Node joins repeated lines with ', ' (Cookie with '; ')
    expect(entryInputs({ 'sec-fetch-site': 'same-origin, none' }).sameOrigin).toBe(false);
    expect(entryInputs({ 'sec-fetch-site': 'same-origin' }).sameOrigin).toBe(true);
    expect(entryInputs({ cookie: 'a=1; locale=sv-SE; locale=no-NO' }).cookie).toBe('sv-SE');
    expect(entryInputs({ cookie: ' \tlocale \t= en-EU\t' }).cookie).toBe('en-EU');
    expect(entryInputs({ cookie: 'locale=xx; locale=sv-SE' }).cookie).toBe('other');
    expect(entryInputs({ cookie: 'locale=' }).cookie).toBe('other');
    expect(entryInputs({ cookie: 'mylocale=sv-SE; Locale=sv-SE' }).cookie).toBeNull();
    expect(entryInputs({ cookie: 'sv-SE' }).cookie).toBeNull();
    // a value with a space inside names no locale
    expect(entryInputs({ cookie: 'locale=sv -SE' }).cookie).toBe('other');
    expect(entryInputs({})).toEqual({ sameOrigin: false, cookie: null, acceptLanguage: '' });
    expect(key({ 'accept-language': 'fi-FI, no-NO;q=0.9' })).toBe('stay');
    expect(key({ 'accept-language': 'de, no-NO' })).toBe('no-NO+cookie');
  });

  it('decides from the normal form alone: the headers the edge sends give the raw headers’ decision', () => {
    const line = fc.oneof(
      fc.tuple(fc.constant('sec-fetch-site'), fc.constantFrom('same-origin', 'none', 'cross-site', '', 'same-origin, none')),
      fc.tuple(
        fc.constant('cookie'),
        fc
          .array(fc.constantFrom('locale=sv-SE', ' locale = no-NO', 'locale=', 'locale=xx', 'a=1', 'Locale=en-EU', 'locale=fi-FI'), { maxLength: 3 })
          .map((c) => c.join('; ')),
      ),
      fc.tuple(
        fc.constant('accept-language'),
        fc.array(fc.constantFrom('sv', 'fi-FI;q=0.5', 'nb;q=0.9', 'en-GB', 'de', '*', 'x;q=2'), { maxLength: 3 }).map((c) => c.join(', ')),
      ),
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 5 }), (lines) => {
        // as Node presents them: repeated lines joined
        const headers: IncomingHttpHeaders = {};
        for (const [name, value] of lines) headers[name] = headers[name] === undefined ? value : `${headers[name]}${name === 'cookie' ? '; ' : ', '}${value}`;
        const inputs = entryInputs(headers);
        // what the VCL's entry_normal_form sends
        const normal: IncomingHttpHeaders = { 'accept-language': inputs.acceptLanguage };
        if (inputs.sameOrigin) normal['sec-fetch-site'] = 'same-origin';
        if (inputs.cookie !== null) normal.cookie = `locale=${inputs.cookie === 'other' ? '' : inputs.cookie}`;
        expect(key(normal)).toBe(key(headers));
      }),
      { numRuns: 500 },
    );
  });

  it('gives each decision back when the edge fetches the page under it', () => {
    expect(key({ 'sec-fetch-site': 'same-origin' })).toBe('stay');
    for (const locale of localeCodes.filter((l) => l !== 'fi-FI')) {
      expect(key({ cookie: `locale=${locale}` })).toBe(locale);
      expect(key({ 'accept-language': locale })).toBe(`${locale}+cookie`);
    }
  });
});
