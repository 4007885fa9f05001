import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import { localeCodes } from '../../src/config/locales';
import { t } from '../../src/i18n/t';
import { defaultConfig } from '../../src/config/config';

describe('error page login link (spec 2.4)', () => {
  it.each([...localeCodes])('goes to the site’s own login route in %s', async (locale) => {
    const { default: ErrorView } = await import('../../src/components/ErrorView.astro');
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
