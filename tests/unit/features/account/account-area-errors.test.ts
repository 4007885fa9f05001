import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it, vi } from 'vitest';
import { accountAreaStatus, loadRouteData } from '../../../../src/cms/page-data';
import { createCmsClient, type CmsClient } from '../../../../src/cms/client';
import type { Layout } from '../../../../src/cms/schemas';
import { defaultConfig } from '../../../../src/config/config';
import { UpstreamError } from '../../../../src/lib/http/client';
import { localeCodes, type LocaleCode } from '../../../../src/config/locales';
import { localizedHref, pathTable } from '../../../../src/i18n/paths';
import { t } from '../../../../src/i18n/t';

const refused = (call: string, status: number) => new UpstreamError('cms', call, { status, attempts: 1 }, 'status', `upstream ${status}`);
const layout = {} as Layout;

/** A content client whose layout and page calls answer as given. */
function client(answers: { layout?: Error; page?: Error }): CmsClient {
  return {
    layout: () => (answers.layout ? Promise.reject(answers.layout) : Promise.resolve(layout)),
    page: () => (answers.page ? Promise.reject(answers.page) : Promise.resolve(null)),
    pageIndexing: () => Promise.reject(new Error('not asked')),
    search: () => Promise.reject(new Error('not asked')),
    paths: () => Promise.reject(new Error('not asked')),
  };
}

describe('the account area’s error rule (spec 8, first row)', () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);

  it('answers a refused page call with the response’s status and its HTTP message', async () => {
    for (const status of [401, 403]) {
      const data = await loadRouteData('/en-EU/account', { client: client({ page: refused('page', status) }) });
      expect(data).toMatchObject({ kind: 'error', status, httpMessage: true });
    }
    expect(await loadRouteData('/oma-tili', { client: client({ page: refused('page', 502) }) })).toMatchObject({ status: 502 });
  });

  it('does not swallow a failed layout call there', async () => {
    expect(await loadRouteData('/sv-SE/mitt-konto', { client: client({ layout: refused('layout', 403) }) })).toMatchObject({
      kind: 'error',
      status: 403,
      httpMessage: true,
    });
  });

  it('leaves other pages to the content rules', async () => {
    expect(await loadRouteData('/en-EU/company', { client: client({ page: refused('page', 403) }) })).toMatchObject({ kind: 'error', status: 500 });
    expect(await loadRouteData('/en-EU/company', { client: client({ layout: refused('layout', 403) }) })).toMatchObject({
      kind: 'error',
      status: 404,
      layout: null,
    });
  });

  it('keeps the site’s 503 when the backend cannot be reached, and 500 when it gave no status', () => {
    expect(accountAreaStatus(new UpstreamError('cms', 'page', { attempts: 2 }, 'unreachable', 'refused'))).toBe(503);
    expect(accountAreaStatus(new Error('boom'))).toBe(500);
  });

  it('shows the translated HTTP message on the error page', async () => {
    const { default: ErrorView } = await import('../../../../src/components/ErrorView.astro');
    const container = await AstroContainer.create();
    const render = (locale: string, status: number) =>
      container.renderToString(ErrorView, { props: { locale, status, path: '/x', layout: null, httpMessage: true }, locals: { config: defaultConfig() } });
    expect(await render('en-EU', 403)).toContain('Access Forbidden');
    expect(await render('fi-FI', 403)).toContain('Pääsy evätty');
    expect(await render('en-EU', 401)).toContain('Unauthorized');
  });
});

const logo = { data: { id: 'a1', name: 'logo.svg', ext: 'svg', generic_url: '/assets/logo.svg', src: '/assets/logo.svg' }, alt: 'Logo' };

/** The content client itself, over a backend that serves the layout and answers the page call with `status`. */
function refusingBackend(status: number): { client: CmsClient; calls: string[] } {
  const calls: string[] = [];
  const fetchImpl = (async (input: string | URL | Request) => {
    const url = String(input instanceof Request ? input.url : input);
    calls.push(url);
    const json = (code: number, body: unknown) => new Response(JSON.stringify(body), { status: code, headers: { 'content-type': 'application/json' } });
    return url.includes('/content/layout') ? json(200, { logo, navigation: [], footer: {} }) : json(status, { error: 'refused' });
  }) as typeof fetch;
  return { client: createCmsClient({ baseUrl: 'http://cms.test', timeoutMs: 1000, fetchImpl }), calls };
}

const renderError = async (locale: LocaleCode, status: number) => {
  const { default: ErrorView } = await import('../../../../src/components/ErrorView.astro');
  const container = await AstroContainer.create();
  return container.renderToString(ErrorView, { props: { locale, status, path: '/x', layout: null, httpMessage: true }, locals: { config: defaultConfig() } });
};

describe('an account page whose calls the backend refuses (spec 8, first row), through the content client', () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const messages = { 401: 'http.UNAUTHORIZED', 403: 'http.FORBIDDEN' } as const;

  for (const locale of localeCodes) {
    it(`401 and 403 are the error page with that status and its translated message, not a missing page (${locale})`, async () => {
      for (const status of [401, 403] as const) {
        const { client, calls } = refusingBackend(status);
        const data = await loadRouteData(localizedHref(pathTable.account[locale], locale, 'prefix'), { client });
        // a refusal is asked once: it is no transient failure
        expect(calls.filter((c) => c.includes('/content/page'))).toHaveLength(1);
        expect(data).toMatchObject({ kind: 'error', locale, status, httpMessage: true });
        expect(data.kind === 'error' && data.layout, 'the layout still loaded').toBeTruthy();
        const html = await renderError(locale, status);
        expect(html).toContain(`data-status="${status}"`);
        expect(html).toMatch(new RegExp(`class="error-page__message"[^>]*>${t(locale, messages[status])}<`));
      }
    });
  }

  it('says the translated messages of spec 8 word for word', () => {
    expect(t('en-EU', 'http.FORBIDDEN')).toBe('Access Forbidden');
    expect(t('fi-FI', 'http.FORBIDDEN')).toBe('Pääsy evätty');
    expect(t('sv-SE', 'http.FORBIDDEN')).toBe('Åtkomst nekad');
    expect(t('en-EU', 'http.UNAUTHORIZED')).toBe('Unauthorized');
  });

  it('a status >= 500 is fatal: the page’s error with that status and its message', async () => {
    const { client } = refusingBackend(502);
    const data = await loadRouteData('/en-EU/account', { client });
    expect(data).toMatchObject({ kind: 'error', status: 502, httpMessage: true });
    const { client: failing } = refusingBackend(500);
    expect(await loadRouteData('/oma-tili', { client: failing })).toMatchObject({ kind: 'error', status: 500, httpMessage: true });
    expect(await renderError('fi-FI', 500)).toContain('Palvelinvirhe');
  });

  it('elsewhere a refused page call is the site’s failure (500), never a 404 that would take the page off the site', async () => {
    for (const status of [401, 403]) {
      const { client } = refusingBackend(status);
      expect(await loadRouteData('/en-EU/company', { client }), String(status)).toMatchObject({ kind: 'error', status: 500 });
    }
    // a path the backend refuses as such is still no page
    expect(await loadRouteData('/en-EU/company', { client: refusingBackend(404).client })).toMatchObject({ kind: 'error', status: 404 });
  });
});
