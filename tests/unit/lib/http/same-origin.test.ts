import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../../../src/config/config';
import { HttpError } from '../../../../src/lib/http/errors';
import { assertSameOrigin, crossSiteReason } from '../../../../src/lib/http/same-origin';

const req = (headers: Record<string, string>) => ({ headers: { host: 'shop.example', ...headers } }) as unknown as IncomingMessage;

describe('cross-site request refusal', () => {
  it('trusts Sec-Fetch-Site first', () => {
    expect(crossSiteReason(req({ 'sec-fetch-site': 'same-origin' }))).toBeNull();
    expect(crossSiteReason(req({ 'sec-fetch-site': 'none' }))).toBeNull();
    expect(crossSiteReason(req({ 'sec-fetch-site': 'cross-site', origin: 'https://shop.example' }))).toContain('cross-site');
    expect(crossSiteReason(req({ 'sec-fetch-site': 'same-site' }))).toContain('same-site');
  });

  it('else compares Origin with the request’s own host or the configured origins', () => {
    expect(crossSiteReason(req({ origin: 'https://shop.example' }))).toBeNull();
    expect(crossSiteReason(req({ origin: 'https://evil.example' }))).toContain('evil.example');
    expect(crossSiteReason(req({ origin: 'null' }))).toContain('null');
    expect(crossSiteReason(req({ origin: 'https://www.shop.example' }), { siteOrigins: ['https://www.shop.example'] })).toBeNull();
    expect(crossSiteReason(req({ origin: 'https://shop.example.evil.example' }))).not.toBeNull();
  });

  it('accepts the configured SITE_URL origin behind a proxy that rewrites Host', () => {
    // every state-changing route is given the configuration's origins (SITE_URL unset: its default)
    const options = { siteOrigins: Object.values(defaultConfig().siteOrigins) };
    const behindProxy = { headers: { host: 'internal-backend:8080', origin: 'http://127.0.0.1:4321' } } as unknown as IncomingMessage;
    expect(crossSiteReason(behindProxy, options)).toBeNull();
    expect(() => assertSameOrigin(behindProxy, options)).not.toThrow();
    expect(crossSiteReason(behindProxy)).toBe('Origin: http://127.0.0.1:4321');
  });

  it('lets a request without either header through (not a browser page)', () => {
    expect(crossSiteReason(req({}))).toBeNull();
  });

  it('throws a 403 HttpError', () => {
    try {
      assertSameOrigin(req({ 'sec-fetch-site': 'cross-site' }));
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).status).toBe(403);
      expect((error as HttpError).code).toBe('cross_site_request');
    }
  });
});
