import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../../../src/config/config';
import { siteOriginFromEnv } from '../../../../scripts/backend/server/site-origins';
import { backendSiteEnv } from '../../../../scripts/support/editor-login';

describe('the embedded CMS learns where the site runs (its editor’s Preview link)', () => {
  it('names the port npm run edge serves on, not the default 4321', () => {
    // npm run edge: visitors and editors reach the site through Varnish on EDGE_PORT
    const config = parseConfig({ SITE_URL: 'http://127.0.0.1:4330' });
    expect(siteOriginFromEnv('fi-FI', {})).toBe('http://127.0.0.1:4321');
    expect(siteOriginFromEnv('fi-FI', backendSiteEnv(config))).toBe('http://127.0.0.1:4330');
    expect(siteOriginFromEnv('sv-SE', backendSiteEnv(config))).toBe('http://127.0.0.1:4330');
  });

  it('keeps a locale’s own origin, which the backend inherits from the environment', () => {
    const env = { SITE_URL_SV_SE: 'https://sv.example.test', ...backendSiteEnv(parseConfig({ SITE_URL: 'https://fi.example.test' })) };
    expect(siteOriginFromEnv('sv-SE', env)).toBe('https://sv.example.test');
    expect(siteOriginFromEnv('no-NO', env)).toBe('https://fi.example.test');
  });
});
