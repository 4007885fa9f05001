import { describe, expect, it } from 'vitest';
import { createCmsClient } from '../../../src/cms/client';
import { preparePagePath } from '../../../src/cms/page-path';
import { UpstreamError } from '../../../src/lib/http/client';
import { layoutSchema, pageResponseSchema } from '../../../src/cms/schemas';

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

/** A fetch that records calls and answers from a script of responses. */
function scriptedFetch(answers: Array<Response | Error>): { fetchImpl: typeof fetch; calls: Call[] } {
  const calls: Call[] = [];
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    calls.push({
      url: input instanceof Request ? input.url : String(input),
      method: init?.method ?? 'GET',
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: init?.body as string | undefined,
    });
    const next = answers.shift();
    if (!next) throw new Error('no scripted answer left');
    if (next instanceof Error) throw next;
    return next;
  }) as typeof fetch;
  return { fetchImpl, calls };
}

const json = (status: number, value: unknown) => new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });

const page = {
  localizedPagePaths: { 'fi-FI': '/asemahaku' },
  content: { id: 'p1', slug: '/asemahaku', title: 'Asemahaku', contentType: 'standardPage', body: [] },
};

describe('page path handling (spec 7.2)', () => {
  it('removes a leading preview segment and turns preview on', () => {
    expect(preparePagePath('/preview/yksityisille')).toEqual({ path: '/yksityisille', preview: true });
  });
  it('removes a leading locale segment, in any case', () => {
    expect(preparePagePath('/en-EU/stationsearch')).toEqual({ path: '/stationsearch', preview: false, locale: 'en-EU' });
    expect(preparePagePath('/preview/sv-se/privat')).toEqual({ path: '/privat', preview: true, locale: 'sv-SE' });
  });
  it('makes an empty path /', () => {
    expect(preparePagePath('')).toEqual({ path: '/', preview: false });
    expect(preparePagePath('/no-NO')).toEqual({ path: '/', preview: false, locale: 'no-NO' });
    expect(preparePagePath('//')).toEqual({ path: '/', preview: false });
    expect(preparePagePath('/preview/fi-FI/yrityksille/palvelut//kortti/')).toEqual({ path: '/yrityksille/palvelut/kortti', preview: true, locale: 'fi-FI' });
  });
});

describe('content client', () => {
  it('sends the locale header on every call and the preview header when asked', async () => {
    const { fetchImpl, calls } = scriptedFetch([json(200, page), json(200, page)]);
    const cms = createCmsClient({ baseUrl: 'http://cms.test/', timeoutMs: 1000, fetchImpl });
    await cms.page('/asemahaku', 'fi-FI');
    await cms.page('/asemahaku', 'sv-SE', { preview: true });
    expect(calls[0]!.url).toBe('http://cms.test/cms-view/v1/content/page?path=%2Fasemahaku');
    expect(calls[0]!.headers.locale).toBe('fi-FI');
    expect(calls[0]!.headers.preview).toBeUndefined();
    expect(calls[1]!.headers.locale).toBe('sv-SE');
    expect(calls[1]!.headers.preview).toBe('true');
  });

  it('asks for the path exactly as given: no preview or locale segment is removed, nothing decoded again', async () => {
    const { fetchImpl, calls } = scriptedFetch([json(404, {}), json(404, {}), json(404, {})]);
    const cms = createCmsClient({ baseUrl: 'http://cms.test', timeoutMs: 1000, fetchImpl });
    await cms.page('/preview/asemahaku', 'fi-FI');
    await cms.page('/EN-eu/stationsearch', 'en-EU');
    await cms.page('/%61semahaku#x', 'fi-FI');
    expect(calls.map((c) => new URL(c.url).searchParams.get('path'))).toEqual(['/preview/asemahaku', '/EN-eu/stationsearch', '/%61semahaku#x']);
    expect(calls.every((c) => c.headers.preview === undefined)).toBe(true);
  });

  it('gives null for a page the backend does not have', async () => {
    const { fetchImpl } = scriptedFetch([json(404, { error: 'not_found' })]);
    const cms = createCmsClient({ baseUrl: 'http://cms.test', timeoutMs: 1000, fetchImpl });
    expect(await cms.page('/nope', 'fi-FI')).toBeNull();
  });

  it('a refusal of the caller (401, 403) is an error with its status, not a page that is not there', async () => {
    for (const status of [401, 403]) {
      const { fetchImpl, calls } = scriptedFetch([json(status, { error: 'refused' })]);
      const cms = createCmsClient({ baseUrl: 'http://cms.test', timeoutMs: 1000, fetchImpl });
      const error = await cms.page('/oma-tili', 'fi-FI').catch((e: unknown) => e);
      expect(error, String(status)).toBeInstanceOf(UpstreamError);
      expect((error as UpstreamError).detail.status).toBe(status);
      expect(calls).toHaveLength(1);
    }
  });

  it('retries a safe call once on a retryable status, then succeeds', async () => {
    const { fetchImpl, calls } = scriptedFetch([json(503, {}), json(200, page)]);
    const cms = createCmsClient({ baseUrl: 'http://cms.test', timeoutMs: 1000, fetchImpl });
    expect((await cms.page('/asemahaku', 'fi-FI'))?.content.title).toBe('Asemahaku');
    expect(calls).toHaveLength(2);
  });

  it('retries only once, and the error names the call, the path and the locale', async () => {
    const { fetchImpl, calls } = scriptedFetch([json(502, {}), json(502, {})]);
    const cms = createCmsClient({ baseUrl: 'http://cms.test', timeoutMs: 1000, fetchImpl });
    const error = await cms.page('/asemahaku', 'en-EU').catch((e: unknown) => e);
    expect(calls).toHaveLength(2);
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).message).toBe('[cms] page "/asemahaku" (en-EU): upstream 502');
    expect((error as UpstreamError).siteStatus).toBe(500);
  });

  it('does not retry on a status outside the list (spec 7.6)', async () => {
    const { fetchImpl, calls } = scriptedFetch([json(400, {})]);
    const cms = createCmsClient({ baseUrl: 'http://cms.test', timeoutMs: 1000, fetchImpl });
    await expect(cms.layout('fi-FI')).rejects.toThrow('[cms] layout (fi-FI): upstream 400');
    expect(calls).toHaveLength(1);
  });

  it('never retries a write method (search is a POST)', async () => {
    const { fetchImpl, calls } = scriptedFetch([json(503, {})]);
    const cms = createCmsClient({ baseUrl: 'http://cms.test', timeoutMs: 1000, fetchImpl });
    const body = {
      page: 1,
      limit: 9,
      filter: { category: 'Article' as const, tags: ['news'] },
      sort: { sortBy: 'created' as const, sortDirection: 'DESC' as const },
    };
    await expect(cms.search(body, 'fi-FI')).rejects.toThrow(/search \(fi-FI\): upstream 503/);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe('POST');
    expect(JSON.parse(calls[0]!.body!)).toEqual(body);
  });

  it('reports an unreachable backend as 503 after one retry', async () => {
    const refused = Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
    const { fetchImpl, calls } = scriptedFetch([refused, refused]);
    const cms = createCmsClient({ baseUrl: 'http://cms.test', timeoutMs: 1000, fetchImpl });
    const error = (await cms.page('/x', 'no-NO').catch((e: unknown) => e)) as UpstreamError;
    expect(calls).toHaveLength(2);
    expect(error.message).toBe('[cms] page "/x" (no-NO): upstream unreachable (ECONNREFUSED) after 1 retry');
    expect(error.siteStatus).toBe(503);
  });

  it('times out a call that does not answer', async () => {
    const hanging = ((_: unknown, init?: RequestInit) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason as Error)))) as typeof fetch;
    const cms = createCmsClient({ baseUrl: 'http://cms.test', timeoutMs: 50, fetchImpl: hanging });
    const error = (await cms.layout('fi-FI').catch((e: unknown) => e)) as UpstreamError;
    expect(error.failure).toBe('timeout');
    expect(error.message).toContain('no answer within 50 ms');
    expect(error.siteStatus).toBe(503);
  });

  it('rejects a malformed payload naming the fields', async () => {
    const bad = { localizedPagePaths: {}, content: { id: 'p', slug: '/x', contentType: 'standardPage', body: [{ id: 'b', contentType: 'hero' }] } };
    const { fetchImpl } = scriptedFetch([json(200, bad), new Response('<html>', { status: 200 })]);
    const cms = createCmsClient({ baseUrl: 'http://cms.test', timeoutMs: 1000, fetchImpl });
    await expect(cms.page('/x', 'fi-FI')).rejects.toThrow(
      /\[cms\] page "\/x" \(fi-FI\): invalid response: content\.title: Required; content\.body\.0\.title: Required/,
    );
    await expect(cms.page('/x', 'fi-FI')).rejects.toThrow('[cms] page "/x" (fi-FI): response is not JSON');
  });
});

describe('schemas', () => {
  it('fill defaults of optional fields', () => {
    const parsed = pageResponseSchema.parse(page);
    expect(parsed.content.noIndex).toBe(false);
    expect(parsed.content.description).toBe('');
  });

  it('keep blocks of unknown types for the registry to skip, but check known ones', () => {
    const withUnknown = { ...page, content: { ...page.content, body: [{ id: 'u', contentType: 'carousel3d', speed: 3 }] } };
    expect(pageResponseSchema.parse(withUnknown).content).toMatchObject({ body: [{ contentType: 'carousel3d', speed: 3 }] });
    const badKnown = { ...page, content: { ...page.content, body: [{ id: 'm', contentType: 'media' }] } };
    const result = pageResponseSchema.safeParse(badKnown);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain('content.body.0.asset');
  });

  it('reject a page of an unknown kind and a layout without its logo', () => {
    expect(pageResponseSchema.safeParse({ ...page, content: { ...page.content, contentType: 'blogPost' } }).success).toBe(false);
    const layout = layoutSchema.safeParse({ logo: { alt: 'x' }, navigation: [], footer: {} });
    expect(layout.success).toBe(false);
    expect(layout.error?.issues[0]?.path.join('.')).toBe('logo.data');
  });
});
