import { describe, expect, it } from 'vitest';
import { entryRedirect } from '../../src/server/locale-entry';

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
    expect(entryRedirect('/', { cookie: 'locale=https://evil.example', 'accept-language': 'en-GB' }, prefix)?.location).toBe('/en-EU');
  });
});
