import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../../src/config/config';

describe('the page head’s theme-color (spec 9)', () => {
  it.each([
    ['energy', '#2863bf'],
    ['carwash', '#ffca00'],
  ] as const)('follows THEME=%s', async (theme, color) => {
    const { default: SeoHead } = await import('../../../src/components/layout/SeoHead.astro');
    const container = await AstroContainer.create();
    const html = await container.renderToString(SeoHead, {
      props: { locale: 'fi-FI', path: '/', seo: { title: 'Etusivu', description: '' }, localizedPagePaths: { 'fi-FI': '/' } },
      locals: { config: { ...defaultConfig(), THEME: theme } },
    });
    expect(html).toContain(`<meta name="theme-color" content="${color}">`);
  });
});
