import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it, vi } from 'vitest';
import { accountAreaStatus, loadRouteData } from '../../src/cms/page-data';
import type { CmsClient } from '../../src/cms/client';
import type { Layout } from '../../src/cms/schemas';
import { defaultConfig } from '../../src/config/config';
import { UpstreamError } from '../../src/lib/http/client';

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
    const { default: ErrorView } = await import('../../src/components/ErrorView.astro');
    const container = await AstroContainer.create();
    const render = (locale: string, status: number) =>
      container.renderToString(ErrorView, { props: { locale, status, path: '/x', layout: null, httpMessage: true }, locals: { config: defaultConfig() } });
    expect(await render('en-EU', 403)).toContain('Access Forbidden');
    expect(await render('fi-FI', 403)).toContain('Pääsy evätty');
    expect(await render('en-EU', 401)).toContain('Unauthorized');
  });
});
