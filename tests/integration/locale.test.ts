import { describe, expect, inject, it } from 'vitest';

const siteUrl = inject('siteUrl');

describe('locale detection and switching over HTTP', () => {
  it('redirects a first visit to / by Accept-Language and sets the cookie', async () => {
    const res = await fetch(`${siteUrl}/?utm=x`, { redirect: 'manual', headers: { 'accept-language': 'nb-NO,nb;q=0.9' } });
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toBe('/no-NO?utm=x');
    expect(res.headers.get('set-cookie')).toBe('locale=no-NO; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(res.headers.get('vary')).toContain('Accept-Language');
  });

  it('serves / to Finnish browsers and to navigation inside the site', async () => {
    const fi = await fetch(`${siteUrl}/`, { redirect: 'manual', headers: { 'accept-language': 'fi-FI' } });
    expect(fi.status).toBe(200);
    const inside = await fetch(`${siteUrl}/`, { redirect: 'manual', headers: { 'accept-language': 'en', 'sec-fetch-site': 'same-origin' } });
    expect(inside.status).toBe(200);
    expect(inside.headers.get('vary')).toContain('Cookie');
  });

  it('switches locale: sets the cookie for a year and goes to the localized path', async () => {
    const res = await fetch(`${siteUrl}/api/v1/locale?to=sv-SE&path=/hitta-station`, { redirect: 'manual' });
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toBe('/sv-SE/hitta-station');
    expect(res.headers.get('set-cookie')).toMatch(/^locale=sv-SE; Max-Age=31536000; Path=\/; SameSite=Lax/);
  });

  it('refuses a switch to a host or an unknown locale', async () => {
    for (const query of ['to=sv-SE&path=//evil.example', 'to=sv-SE&path=https://evil.example', 'to=xx-XX&path=/', 'to=sv-SE&path=/%5Cevil']) {
      const res = await fetch(`${siteUrl}/api/v1/locale?${query}`, { redirect: 'manual' });
      expect(res.status, query).toBe(400);
      expect(res.headers.get('location')).toBeNull();
    }
  });

  it('redirects a wrong-case locale prefix to the canonical one', async () => {
    const res = await fetch(`${siteUrl}/en-eu/stationsearch`, { redirect: 'manual' });
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toBe('/en-EU/stationsearch');
  });
});
