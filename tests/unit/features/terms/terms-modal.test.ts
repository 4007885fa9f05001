/**
 * The terms modal shows what the terms page shows (spec 2.4, 4 "Terms modal", 5, 7.2): the site
 * server reads the terms page's first card and renders its text with the pages' renderer
 * (src/server/api/terms.ts), and the modal puts that HTML in as it is. Here, for the demo content's
 * rich-text showcase (every block, inline and mark of the rich-text types, every link kind of
 * spec 5, a node of an unknown type and a `javascript:` link), the route's HTML is exactly what the
 * terms page's card holds, in every locale.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { BLOCKS, INLINES, MARKS } from '@contentful/rich-text-types';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import Cards from '../../../../src/blocks/Cards.astro';
import type { CmsClient } from '../../../../src/cms/client';
import { pageResponseSchema, type PageResponse, type RichTextNode } from '../../../../src/cms/schemas';
import { parseConfig } from '../../../../src/config/config';
import { localeCodes, type LocaleCode } from '../../../../src/config/locales';
import { termsFromAnswer } from '../../../../src/features/terms/terms';
import { pathFor } from '../../../../src/i18n/paths';
import { t } from '../../../../src/i18n/t';
import { UpstreamError } from '../../../../src/lib/http/client';
import { HttpError } from '../../../../src/lib/http/errors';
import { createTermsRoute } from '../../../../src/server/api/terms';
import { showcaseDocument } from '../../../../scripts/backend/generate/showcase';
import { httpClient } from '../../../support/http';

/** The demo content's rich-text showcase of a locale. */
const showcase = (locale: LocaleCode) =>
  showcaseDocument(locale, 'Showcase', {
    article: { contentType: 'articlePage', slug: `${pathFor('articles', locale)}/an-article`, title: 'An article' },
    station: { contentType: 'stationPage', slug: '/stations/a-station', title: 'A station' },
  });

/** A terms page as the content client gives it: `text` in the first card of the first block. */
function termsPage(locale: LocaleCode, text: unknown, body?: unknown[]): PageResponse {
  const path = pathFor('terms', locale);
  return pageResponseSchema.parse({
    localizedPagePaths: { [locale]: path },
    content: {
      id: 'page-terms',
      contentType: 'standardPage',
      slug: path,
      title: 'Terms',
      localizedPagePaths: { [locale]: path },
      body: body ?? [
        {
          id: 'cards',
          contentType: 'cardList',
          display: { component: 'cards' },
          cards: [
            { id: 'terms', title: 'Terms of use', text },
            { id: 'other', title: 'Not the terms', text: 'no' },
          ],
        },
      ],
    },
  });
}

/** What the CMS answers next, and what it was asked. */
let answer: (path: string, locale: LocaleCode) => Promise<PageResponse | null> = async () => null;
const asked: { path: string; locale: LocaleCode }[] = [];
const cms = {
  page: (path: string, locale: LocaleCode) => {
    asked.push({ path, locale });
    return answer(path, locale);
  },
} as unknown as CmsClient;
const route = createTermsRoute(cms)['/api/v1/terms'];

let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    try {
      await route(req, res);
    } catch (error) {
      const e = error instanceof HttpError ? error : new HttpError(500, 'internal', String(error));
      res.writeHead(e.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: e.code }));
    }
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/terms`;
});
afterAll(() => new Promise<void>((ok) => server.close(() => ok())));
beforeEach(() => {
  asked.length = 0;
});

const terms = httpClient(() => base);
const get = (locale: string) => terms.get('', { accept: 'application/json', locale });

describe('the terms modal and the terms page render the same HTML', () => {
  it('the showcase holds every block, inline and mark of the rich-text types, and a node of none', () => {
    const types = new Set<string>();
    const marks = new Set<string>();
    const visit = (node: RichTextNode) => {
      types.add(node.nodeType);
      for (const mark of node.marks ?? []) marks.add(mark.type);
      for (const child of node.content ?? []) visit(child);
    };
    visit(showcase('en-EU'));
    expect([...Object.values(BLOCKS), ...Object.values(INLINES)].filter((type) => !types.has(type))).toEqual([]);
    expect(Object.values(MARKS).filter((mark) => !marks.has(mark))).toEqual([]);
    expect(types.has('custom-widget')).toBe(true);
  });

  it.each(localeCodes)('in %s: the route answers the card text the terms page shows, rendered by the site', async (locale) => {
    const page = termsPage(locale, showcase(locale));
    answer = async () => page;
    const res = await get(locale);
    expect(res.status).toBe(200);
    const terms = termsFromAnswer(await res.json());
    expect(terms?.title).toBe('Terms of use');
    const html = terms!.html;

    // the terms page's card list, rendered by its block component (src/blocks/Cards.astro)
    const block = page.content.contentType === 'standardPage' ? page.content.body[0] : undefined;
    const container = await AstroContainer.create();
    const pageHtml = await container.renderToString(Cards, { props: { block, locale }, locals: { config: parseConfig({}) } });
    expect(pageHtml).toContain(`<div class="prose">${html}</div>`);

    // what the browser's own renderer lacked: tables, embedded entries, social icons (spec 5)
    expect(html).toContain('<table>');
    expect(html).toContain('class="rich-text-card"');
    for (const network of ['facebook', 'instagram', 'youtube', 'tiktok']) expect(html).toContain(`social-icon--${network}`);
    expect(html).toMatch(/<a href="\/assets\/files\/[^"]+" download>/);
    // '(Unrecognized node type)' for the unknown node alone, and no script link
    expect(html.split(t(locale, 'richText.unrecognized'))).toHaveLength(2);
    expect(html).not.toContain('javascript:');
  });

  it('plain text is one escaped paragraph; a card without text has none', async () => {
    answer = async () => termsPage('fi-FI', 'Ehdot <b>tässä</b> & "muualla"');
    expect(termsFromAnswer(await (await get('fi-FI')).json())).toEqual({
      title: 'Terms of use',
      html: '<p>Ehdot &lt;b&gt;tässä&lt;/b&gt; &amp; &quot;muualla&quot;</p>',
    });
    answer = async () => termsPage('fi-FI', null);
    expect(termsFromAnswer(await (await get('fi-FI')).json())).toEqual({ title: 'Terms of use', html: '' });
  });
});

describe('GET /api/v1/terms', () => {
  it("asks the CMS for the locale's terms page in that locale, and may be kept a minute per locale", async () => {
    answer = async (_path, locale) => termsPage(locale, 'x');
    const res = await get('sv-SE');
    expect(asked).toEqual([{ path: '/allmanna-villkor', locale: 'sv-SE' }]);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(res.headers.get('vary')).toBe('locale');
  });

  it('is 404 when the terms are not where spec 7.2 says: no page, no card list first, no card, a card without a title', async () => {
    const cardList = (cards: unknown[]) => [{ id: 'c', contentType: 'cardList', display: { component: 'cards' }, cards }];
    for (const page of [
      null,
      termsPage('en-EU', 'x', []),
      termsPage('en-EU', 'x', [{ id: 'r', contentType: 'richText', document: { nodeType: 'document', data: {}, content: [] } }]),
      termsPage('en-EU', 'x', cardList([])),
      termsPage('en-EU', 'x', cardList([{ id: 'a', title: '  ', text: 'x' }])),
    ]) {
      answer = async () => page;
      const res = await get('en-EU');
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: 'terms_not_found' });
    }
  });

  it('refuses an unknown locale and another method without asking the CMS', async () => {
    expect((await get('xx-XX')).status).toBe(400);
    expect((await fetch(base, { method: 'POST', headers: { locale: 'fi-FI' } })).status).toBe(405);
    expect(asked).toEqual([]);
  });

  it('answers a content service that cannot be reached with 503, a broken answer with 502', async () => {
    const fail = (failure: 'unreachable' | 'invalid') => async () => {
      throw new UpstreamError('cms', 'page', { path: '/terms', locale: 'en-EU', attempts: 1 }, failure, 'test');
    };
    // the route logs the failure (the request's log; the console outside a request)
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer = fail('unreachable');
    expect((await get('en-EU')).status).toBe(503);
    answer = fail('invalid');
    expect((await get('en-EU')).status).toBe(502);
    expect(logged).toHaveBeenCalledTimes(2);
    logged.mockRestore();
  });
});

describe("the modal's reading of the answer", () => {
  it('takes a title and HTML, and nothing else', () => {
    expect(termsFromAnswer({ title: 'T', html: '<p>x</p>' })).toEqual({ title: 'T', html: '<p>x</p>' });
    for (const bad of [null, [], {}, { title: '', html: '' }, { title: 'T' }, { title: 'T', html: 1 }, { title: 1, html: '' }]) {
      expect(termsFromAnswer(bad)).toBeNull();
    }
  });
});
