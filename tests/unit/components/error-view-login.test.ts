import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import { localeCodes } from '../../../src/config/locales';
import { t } from '../../../src/i18n/t';
import { defaultConfig } from '../../../src/config/config';

describe('error page login link (spec 2.4)', () => {
  it.each([...localeCodes])('goes to the site’s own login route in %s', async (locale) => {
    const { default: ErrorView } = await import('../../../src/components/ErrorView.astro');
    const container = await AstroContainer.create();
    const html = await container.renderToString(ErrorView, {
      props: { locale, status: 404, path: '/missing', layout: null },
      locals: { config: defaultConfig() },
    });
    const label = t(locale, 'error.login').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const link = html.match(new RegExp(`<a href="([^"]*)"[^>]*>${label}</a>`));
    expect(link?.[1]).toBe(`/api/v1/login?locale=${locale}`);
  });
});

describe('error page phone links (spec 2.4)', () => {
  const written: Record<(typeof localeCodes)[number], string> = {
    'fi-FI': '0800 123456',
    'en-EU': '+358 800 123456',
    'sv-SE': '020-012 34 56',
    'no-NO': '800 12 345',
  };
  it.each([...localeCodes])('write the 24 h number as %s’s market does, linked as E.164', async (locale) => {
    const { default: ErrorView } = await import('../../../src/components/ErrorView.astro');
    const container = await AstroContainer.create();
    const html = await container.renderToString(ErrorView, {
      props: { locale, status: 500, path: '/x', layout: null },
      locals: { config: defaultConfig() },
    });
    const link = [...html.matchAll(/<a href="tel:([^"]*)"[^>]*>([^<]*)<\/a>/g)].find((m) => m[2]!.startsWith(t(locale, 'error.customerService')));
    expect(link?.[2]).toBe(`${t(locale, 'error.customerService')}: ${written[locale]}`);
    expect(link?.[1]).toMatch(/^\+\d+$/);
  });
});
