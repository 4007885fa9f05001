import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import { errorPageEvent, formErrorEvent, pushEvent } from '../../../../src/features/third-party/analytics';
import { DEFAULT_CONSENT_SRC, DEFAULT_TAG_MANAGER_SRC, thirdPartyConfig } from '../../../../src/features/third-party/config';
import ThirdParty from '../../../../src/features/third-party/ThirdParty.astro';
import { parseConfig } from '../../../../src/config/config';

/** The configuration of an environment, as the pages get it (Astro.locals.config). */
const locals = (env: Record<string, string>) => ({ config: parseConfig(env) });

describe('third-party configuration', () => {
  it('nothing is configured by default', () => {
    expect(thirdPartyConfig('fi-FI', parseConfig({}))).toEqual({ tagManager: null, consent: null, errors: [] });
  });

  it('a tag manager per locale, a consent script with the locale’s language as culture', () => {
    const env = { TAG_MANAGER_ID_FI_FI: 'GTM-FI123', TAG_MANAGER_ID_SV_SE: 'G-SE9', COOKIE_CONSENT_ID: 'abc-123' };
    expect(thirdPartyConfig('fi-FI', parseConfig(env))).toEqual({
      tagManager: { id: 'GTM-FI123', src: DEFAULT_TAG_MANAGER_SRC },
      consent: { id: 'abc-123', src: DEFAULT_CONSENT_SRC, culture: 'fi' },
      errors: [],
    });
    expect(thirdPartyConfig('sv-SE', parseConfig(env)).tagManager?.id).toBe('G-SE9');
    expect(thirdPartyConfig('no-NO', parseConfig(env)).tagManager).toBeNull();
    expect(thirdPartyConfig('no-NO', parseConfig(env)).consent?.culture).toBe('no');
    expect(thirdPartyConfig('en-EU', parseConfig(env)).consent?.culture).toBe('en');
  });

  it('a malformed id is reported with its correction and not loaded', () => {
    const config = thirdPartyConfig('fi-FI', parseConfig({ TAG_MANAGER_ID_FI_FI: 'gtm_fi123' }));
    expect(config.tagManager).toBeNull();
    expect(config.errors).toEqual([
      'TAG_MANAGER_ID_FI_FI: Invalid tag manager id "gtm_fi123": expected "GTM-" or "G-" followed by uppercase letters or digits; did you mean "GTM-FI123"?',
    ]);
  });

  it('script URLs must be https (or loopback http for local tests)', () => {
    expect(thirdPartyConfig('fi-FI', parseConfig({ COOKIE_CONSENT_ID: 'x', COOKIE_CONSENT_URL: 'http://cdn.example/uc.js' })).consent).toBeNull();
    expect(thirdPartyConfig('fi-FI', parseConfig({ COOKIE_CONSENT_ID: 'x', COOKIE_CONSENT_URL: 'javascript:alert(1)' })).errors).toHaveLength(1);
    expect(thirdPartyConfig('fi-FI', parseConfig({ COOKIE_CONSENT_ID: 'x', COOKIE_CONSENT_URL: 'http://127.0.0.1:9000/uc.js' })).consent?.src).toBe(
      'http://127.0.0.1:9000/uc.js',
    );
    expect(thirdPartyConfig('fi-FI', parseConfig({ COOKIE_CONSENT_ID: '"><script>' })).consent).toBeNull();
  });
});

describe("'Error Message' events (spec 8)", () => {
  it('from the error page: struggle on 404, exception otherwise', () => {
    expect(errorPageEvent(404, '404', 'Page not found: /x')).toEqual({
      event: 'Error Message',
      code: '404',
      text: '404',
      status: 404,
      message: 'Page not found: /x',
      type: 'struggle',
    });
    expect(errorPageEvent(500, 'Oops', 'Internal server error').type).toBe('exception');
  });

  it('from a failed form: status 500, code error, type exception', () => {
    expect(formErrorEvent('Could not submit form, try again later')).toEqual({
      event: 'Error Message',
      code: 'error',
      text: 'Could not submit form, try again later',
      status: 500,
      message: 'Could not submit form, try again later',
      type: 'exception',
    });
  });

  it('go to the data layer', () => {
    const win = {} as Window;
    pushEvent(formErrorEvent('x'), win);
    pushEvent(formErrorEvent('y'), win);
    expect(win.dataLayer).toHaveLength(2);
  });
});

describe('the third-party component', () => {
  it('renders nothing when nothing is configured', async () => {
    const container = await AstroContainer.create();
    const html = await container.renderToString(ThirdParty, { props: { locale: 'fi-FI' }, locals: locals({}) });
    expect(html.trim()).toBe('');
  });

  it('renders the loaders of what is configured, with the id and culture escaped into attributes', async () => {
    const container = await AstroContainer.create();
    const html = await container.renderToString(ThirdParty, {
      props: { locale: 'en-EU' },
      locals: locals({ TAG_MANAGER_ID_EN_EU: 'GTM-EN1', COOKIE_CONSENT_ID: 'cb-1' }),
    });
    expect(html).toContain('<meta name="x-tag-manager" content="GTM-EN1" data-src="https://www.googletagmanager.com/gtm.js">');
    expect(html).toContain('<meta name="x-cookie-consent" content="cb-1" data-src="https://consent.cookiebot.com/uc.js" data-culture="en">');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>[^<]+/);
  });
});

describe("the footer's third-party and terms pieces", () => {
  const footer = {
    icons: [],
    items: [],
    downloadLinks: [],
    socialLinks: [],
    extraLinks: [
      { id: 'c', title: 'Cookie settings', internal: 'cookieConsent', url: null },
      { id: 'p', title: 'Privacy notice', internal: 'privacyNotice', url: { contentType: 'standardPage' as const, slug: '/terms' } },
    ],
  };

  it('shows the cookie-settings button only when the consent script is configured', async () => {
    const { default: Footer } = await import('../../../../src/components/layout/Footer.astro');
    const container = await AstroContainer.create();
    const render = (env: Record<string, string>) => container.renderToString(Footer, { props: { locale: 'en-EU', footer, year: 2026 }, locals: locals(env) });
    expect(await render({})).not.toContain('data-cookie-consent');
    expect(await render({ COOKIE_CONSENT_ID: 'cb-1' })).toContain('data-cookie-consent');
    // an id the consent script would not take is not configured either
    expect(await render({ COOKIE_CONSENT_ID: 'bad id!' })).not.toContain('data-cookie-consent');
  });

  it('keeps the privacy link a plain link to the terms page, with the modal’s locale and strings beside it', async () => {
    const { default: Footer } = await import('../../../../src/components/layout/Footer.astro');
    const container = await AstroContainer.create();
    const html = await container.renderToString(Footer, { props: { locale: 'sv-SE', footer, year: 2026 }, locals: locals({}) });
    expect(html).toMatch(/<a href="\/sv-SE\/terms" data-internal="privacyNotice"[^>]*>Privacy notice<\/a>/);
    expect(html).toContain('data-terms-modal data-locale="sv-SE" data-title="Privacy notice"');
    expect(html).toContain('Villkoren hittades inte');
  });
});
