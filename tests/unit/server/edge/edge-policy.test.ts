import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cacheControl,
  CDN_PAGE_MAX_AGE,
  CDN_STALE_IF_ERROR,
  CDN_STALE_WHILE_REVALIDATE,
  EDGE_HEADERS,
  EDGE_MAX_REQUEST_BODY,
  edgeHosts,
  edgePurgeKeys,
  pageHeaders,
  pathKey,
  PREVIEW_HEADERS,
  RESPONSE_POLICY,
  surrogateKeys,
  entityTag,
} from '../../../../src/server/edge/policy';
import { varnishVcl } from '../../../../src/server/edge/varnish';
import { DRAIN_LIMIT } from '../../../../src/server/drain';
import { MAX_WEBHOOK_BODY } from '../../../../src/cms/webhook';
import { MAX_FORM_BODY } from '../../../../src/server/api/forms/submit-route';
import { MAX_COMMERCE_BODY } from '../../../../src/server/api/orders/handlers';
import { nginxServerExample } from '../../../../src/server/edge/nginx';
import { SiteOutput } from '../../../../src/server/output';
import { PageIndex } from '../../../../src/server/output/page-index';
import { createPageHandler } from '../../../../src/server/page-handler';
import type { Render } from '../../../../src/server/renderer';
import { sendRedirect } from '../../../../src/server/respond';
import { StaticFiles } from '../../../../src/server/static-files';
import { pageRecord } from '../../../support/page-record';

// The cache and edge policy has one home (src/server/edge/policy.ts): the headers the site sends for
// each kind of response are the policy's, and the VCL's lifetime, grace and keys are generated from
// the same table, so the edge reads back exactly what the policy decided.

let dir: string;
let server: Server;
let base = '';
let output: SiteOutput;

/** A page at '/kept' (with its dependencies in the render's headers), the error page, a redirect, a preview. */
const render: Render = async (pathname, init = {}) => {
  if (init.error) return { status: init.error.status, headers: new Headers(), body: `<!doctype html><html><body>error</body></html>` };
  if (pathname === '/moved') return { status: 307, headers: new Headers({ location: '/kept' }), body: '' };
  if (pathname === '/broken') return { status: 500, headers: new Headers(), body: '' };
  const deps = { id: 'kept-id', locale: 'fi-FI', tags: ['news', '*'], station: 'S1' };
  return {
    status: 200,
    headers: new Headers({ 'x-content-version': 'v1', 'x-page-kind': 'standard', 'x-page-deps': encodeURIComponent(JSON.stringify(deps)) }),
    body: '<!doctype html><html><body>kept</body></html>',
  };
};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'edge-policy-'));
  const clientDir = join(dir, 'client');
  await mkdir(join(clientDir, '_astro'), { recursive: true });
  await writeFile(join(clientDir, '_astro', 'x.js'), 'export {}');
  await writeFile(join(clientDir, 'favicon.ico'), 'ico');
  const files = new StaticFiles(clientDir, 1);
  output = new SiteOutput({ clientDir, index: await PageIndex.load(dir), files, brotliQuality: 1 });
  const pages = createPageHandler({ output, render, log: () => undefined });
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/redirect') return sendRedirect(res, '/kept');
    if (path.startsWith('/preview')) return void pages.preview(req, res, path.slice('/preview'.length));
    if (path.startsWith('/_astro/') || path === '/favicon.ico')
      return void files.asset(path).then((entry) => {
        res.writeHead(200, { 'cache-control': entry!.cacheControl });
        res.end();
      });
    void pages.handle(req, res, path);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((ok) => server.close(() => ok()));
  await rm(dir, { recursive: true, force: true });
});

describe('the headers the site sends', () => {
  it('are the policy’s for each kind of response', async () => {
    const sent = async (path: string) => (await fetch(`${base}${path}`, { redirect: 'manual' })).headers;
    // a page rendered on demand and kept, then the same page from memory: the policy's page headers
    for (const round of ['rendered', 'from memory']) {
      const page = await sent('/kept');
      expect(page.get('cache-control'), round).toBe(cacheControl('page'));
      const edge = pageHeaders('/kept', output.index.get('/kept'));
      for (const [name, value] of Object.entries(edge)) expect(page.get(name), `${round} ${name}`).toBe(value);
      expect(page.get(EDGE_HEADERS.keys)!.split(' ')).toEqual(surrogateKeys('/kept', output.index.get('/kept')));
    }
    expect((await sent('/broken')).get('cache-control')).toBe(cacheControl('uncached'));
    expect((await sent('/redirect')).get('cache-control')).toBe(cacheControl('uncached'));
    expect((await sent('/_astro/x.js')).get('cache-control')).toBe(cacheControl('hashedAsset'));
    expect((await sent('/favicon.ico')).get('cache-control')).toBe(cacheControl('publicFile'));
    const preview = await sent('/preview/kept');
    for (const [name, value] of Object.entries(PREVIEW_HEADERS)) expect(preview.get(name)).toBe(value);
    expect(preview.get('cache-control')).toBe(cacheControl('private'));
  });
});

/** The VCL's regsub(header, "pattern", "\N") on a header the site sends, as Varnish reads it (PCRE2; (?i) as a flag). */
function vclRegsub(vcl: string, target: string, header: string, value: string): string | null {
  const line = vcl.split('\n').find((l) => l.includes(`set ${target} = std.duration(regsub(beresp.http.${header}, `));
  if (!line) return null;
  const [, pattern, group] = /regsub\([^,]+, "([^"]+)", "\\(\d)"\)/.exec(line)!;
  const insensitive = pattern!.startsWith('(?i)');
  const match = new RegExp(insensitive ? pattern!.slice(4) : pattern!, insensitive ? 'i' : '').exec(value);
  return match ? match[Number(group)]! : null;
}

const records = fc.record({
  id: fc.string({ minLength: 1, maxLength: 12 }),
  locale: fc.constantFrom('fi-FI', 'en-EU', 'sv-SE', 'no-NO'),
  tags: fc.array(fc.oneof(fc.constant('*'), fc.string({ maxLength: 8 })), { maxLength: 3 }),
  station: fc.option(fc.string({ minLength: 1, maxLength: 6 }), { nil: undefined }),
});

describe('the VCL', () => {
  const vcl = varnishVcl({
    backends: [{ host: '127.0.0.1', port: 4331 }],
    purgeToken: 'a-purge-token-of-some-length',
    purgeFrom: ['127.0.0.1'],
    localeEntry: true,
    hosts: { site: ['127.0.0.1:4321'], canonical: '127.0.0.1:4321' },
  });

  it('reads the lifetime, the grace and the keys of any page from the headers the policy gives it', () => {
    fc.assert(
      fc.property(records, fc.stringMatching(/^\/[a-z0-9/-]{0,20}$/), (deps, path) => {
        const headers = pageHeaders(path, pageRecord(deps));
        // the lifetime: Surrogate-Control's max-age, as the VCL extracts it
        expect(vclRegsub(vcl, 'beresp.ttl', EDGE_HEADERS.lifetime, headers[EDGE_HEADERS.lifetime.toLowerCase()]!)).toBe(
          String(RESPONSE_POLICY.page.edgeMaxAge),
        );
        // the grace: CDN-Cache-Control's stale-if-error
        expect(vclRegsub(vcl, 'beresp.grace', EDGE_HEADERS.cdnCacheControl, headers[EDGE_HEADERS.cdnCacheControl.toLowerCase()]!)).toBe(
          String(CDN_STALE_IF_ERROR),
        );
        // the keys a purge names are the page's surrogate keys, each one token
        const keys = headers[EDGE_HEADERS.keys.toLowerCase()]!.split(' ');
        expect(keys).toEqual(surrogateKeys(path, pageRecord(deps)));
        expect(keys).toContain(pathKey(path));
        for (const key of keys) expect(key).toMatch(/^[\w./-]+$/);
      }),
    );
    expect(vcl).toContain(`set beresp.http.xkey = beresp.http.${EDGE_HEADERS.keys};`);
    // stale-while-revalidate while an instance is up; the whole grace (stale-if-error) as the fallback
    expect(vcl).toContain(`set req.grace = ${CDN_STALE_WHILE_REVALIDATE}s;`);
    expect(vcl).toContain(`set beresp.grace = ${CDN_STALE_IF_ERROR}s;`);
    // what the edge consumed does not reach the browser
    for (const name of [EDGE_HEADERS.keys, EDGE_HEADERS.lifetime, EDGE_HEADERS.cacheTag]) expect(vcl).toContain(`unset resp.http.${name};`);
  });

  it('purges after a change exactly the keys the changed paths carry for themselves', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.stringMatching(/^\/[a-z0-9/-]{0,20}$/), records), { maxLength: 6 }), (changed) => {
        const keys = edgePurgeKeys(changed.map(([path]) => path));
        // each changed page's own key is purged, and nothing names another page
        for (const [path, deps] of changed) expect(keys).toContain(surrogateKeys(path, pageRecord(deps)).find((k) => k === pathKey(path)));
        expect(keys).toHaveLength(changed.length);
      }),
    );
  });
});

describe('the nginx example', () => {
  it('sends the policy’s Cache-Control for pages and hashed assets', () => {
    const conf = nginxServerExample({ listen: '80', root: '/srv/site', mapFile: 'redirects.conf', hosts: [] });
    expect(conf).toContain(`add_header Cache-Control "${cacheControl('page')}";`);
    expect(conf).toContain(`add_header Cache-Control "${cacheControl('hashedAsset')}";`);
  });
});

describe('the edge and regeneration', () => {
  it('point one way: regeneration may ask the edge (its policy, its purge headers), the edge never imports regeneration', async () => {
    const { readdir, readFile } = await import('node:fs/promises');
    const root = join(import.meta.dirname, '../../../../src/server');
    const importsOf = async (folder: string) =>
      (await Promise.all((await readdir(join(root, folder))).map((f) => readFile(join(root, folder, f), 'utf8')))).flatMap((text) =>
        [...text.matchAll(/from '([^']+)'/g)].map((m) => m[1]!),
      );
    expect((await importsOf('edge')).filter((spec) => spec.includes('/regen'))).toEqual([]);
    expect(await importsOf('regen')).toContain('../edge/policy');
  });
});

describe('the hosts the edge keeps pages under', () => {
  it("are the site's configured hosts, with SITE_URL's the one every other Host is answered as", () => {
    const prefix = {
      SITE_URL: 'https://site.example',
      siteOrigins: { 'fi-FI': 'https://site.example', 'en-EU': 'https://site.example', 'sv-SE': 'https://site.example', 'no-NO': 'https://site.example' },
    };
    expect(edgeHosts(prefix)).toEqual({ site: ['site.example'], canonical: 'site.example' });
    const domains = {
      SITE_URL: 'https://fi.example',
      siteOrigins: { 'fi-FI': 'https://fi.example', 'en-EU': 'https://en.example:8443', 'sv-SE': 'https://SV.example', 'no-NO': 'https://no.example' },
    };
    expect(edgeHosts(domains)).toEqual({ site: ['fi.example', 'en.example:8443', 'sv.example', 'no.example'], canonical: 'fi.example' });
  });
});

describe('the largest body the edge sends on', () => {
  it('is every route’s limit or more, and no more than the origin reads to its end whatever it answers', () => {
    for (const limit of [MAX_WEBHOOK_BODY, MAX_FORM_BODY, MAX_COMMERCE_BODY, 64 * 1024]) expect(EDGE_MAX_REQUEST_BODY).toBeGreaterThanOrEqual(limit);
    expect(EDGE_MAX_REQUEST_BODY).toBeLessThanOrEqual(DRAIN_LIMIT);
  });
});

describe('tags and keys the mutation run found untested', () => {
  it('a weak tag names its coding, or none for the body itself; a strong tag names its digest alone', () => {
    expect(entityTag('weak', 'abc-1', null)).toBe('W/"abc-1"');
    expect(entityTag('weak', 'abc-1', 'br')).toBe('W/"abc-1-br"');
    expect(entityTag('strong', 'abc-1', 'br')).toBe('"abc-1"');
    expect(() => entityTag('strong', 'a"b', null)).toThrow(/token/);
  });

  it('a path without a record carries its path key alone', () => {
    expect(surrogateKeys('/asemat/tampere', undefined)).toEqual(['path-/asemat/tampere']);
  });

  it('a page carries its entry, locale, path, tags (every article: tag-all) and station, each a header-safe token', () => {
    const record = pageRecord({ id: 'kept id', locale: 'sv-SE', tags: ['news', '*', 'el bil'], station: 'SE001' });
    const keys = ['page-kept_id', 'locale-sv-SE', 'path-/stationer/g_teborg', 'tag-news', 'tag-all', 'tag-el_bil', 'station-SE001'];
    expect(surrogateKeys('/stationer/göteborg', record)).toEqual(keys);
    expect(surrogateKeys('/x', pageRecord({ id: 'y' }))).toEqual(['page-y', 'locale-fi-FI', 'path-/x']);
    expect(pageHeaders('/stationer/göteborg', record)).toEqual({
      'cdn-cache-control': `public, max-age=${CDN_PAGE_MAX_AGE}, stale-while-revalidate=${CDN_STALE_WHILE_REVALIDATE}, stale-if-error=${CDN_STALE_IF_ERROR}`,
      'surrogate-control': `max-age=${CDN_PAGE_MAX_AGE}`,
      'surrogate-key': keys.join(' '),
      'cache-tag': keys.join(','),
    });
  });
});
