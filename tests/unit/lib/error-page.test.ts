import { describe, expect, it } from 'vitest';
import { t } from '../../../src/i18n/t';
import { errorEventType, errorMessageKey, errorTitle, httpMessageKey, isServerError } from '../../../src/lib/error-page';

describe('errorMessageKey (spec 2.4 message rule)', () => {
  it('500 gives the internal-server-error message, any other status page-not-found', () => {
    expect(errorMessageKey(500)).toBe('error.internal');
    for (const status of [404, 400, 403, 502, 503]) expect(errorMessageKey(status)).toBe('error.notFound');
  });
  it('reads in the locale', () => {
    expect(t('en-EU', errorMessageKey(500))).toBe('Internal server error');
    expect(t('fi-FI', errorMessageKey(404))).toBe('Sivua ei löytynyt');
  });
});

describe('errorTitle', () => {
  it('defaults to the status code', () => {
    expect(errorTitle(404)).toBe('404');
    expect(errorTitle(500, '')).toBe('500');
    expect(errorTitle(500, '  ')).toBe('500');
    expect(errorTitle(503, null)).toBe('503');
  });
  it('uses a given title', () => {
    expect(errorTitle(404, 'Lost?')).toBe('Lost?');
  });
});

describe('httpMessageKey (spec 8)', () => {
  it('maps the known statuses and falls back to the generic message', () => {
    expect(httpMessageKey(403)).toBe('http.FORBIDDEN');
    expect(httpMessageKey(401)).toBe('http.UNAUTHORIZED');
    expect(httpMessageKey(404)).toBe('http.NOT_FOUND');
    expect(httpMessageKey(500)).toBe('http.INTERNAL_SERVER_ERROR');
    expect(httpMessageKey(502)).toBe('http.generic');
    expect(httpMessageKey(418)).toBe('http.generic');
  });
  it('reads in the locale', () => {
    expect(t('fi-FI', httpMessageKey(403))).toBe('Pääsy evätty');
    expect(t('en-EU', httpMessageKey(403))).toBe('Access Forbidden');
    expect(t('sv-SE', httpMessageKey(403))).toBe('Åtkomst nekad');
  });
});

describe('isServerError and errorEventType', () => {
  it('treats status >= 500 as a server error', () => {
    expect(isServerError(499)).toBe(false);
    expect(isServerError(500)).toBe(true);
    expect(isServerError(504)).toBe(true);
  });
  it("is 'struggle' on 404 and 'exception' otherwise", () => {
    expect(errorEventType(404)).toBe('struggle');
    expect(errorEventType(500)).toBe('exception');
    expect(errorEventType(403)).toBe('exception');
  });
});
