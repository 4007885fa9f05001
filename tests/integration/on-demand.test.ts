import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { listPaths } from '../support/site';
import { localizedHref } from '../../src/i18n/paths';
import { htmlFileFor } from '../../src/server/output/files';
import { startTestSiteOnCopy, type SiteProcess } from '../support/site-process';

const siteUrl = inject('siteUrl');
const backendUrl = inject('backendUrl');
const distDir = inject('distDir');

/** Island uids are random per render; nothing else may differ between two renders of one page. */
const stable = (html: string) => html.replace(/ uid="[^"]*"/g, '');

describe('on-demand render of a page not built yet', () => {
  it('renders it through the same page code and keeps it as static HTML', async () => {
    const articles = (await listPaths(backendUrl, 'sv-SE')).filter((p) => p.contentType === 'articlePage');
    const path = localizedHref(articles[articles.length - 1]!.path, 'sv-SE');
    const file = join(distDir, 'client', htmlFileFor(path));
    const prerendered = await readFile(file, 'utf8');
    await Promise.all([rm(file), rm(`${file}.gz`), rm(`${file}.br`)]);

    // many simultaneous first hits share one render
    const responses = await Promise.all(Array.from({ length: 8 }, () => fetch(`${siteUrl}${path}`)));
    for (const res of responses) expect(res.status).toBe(200);
    const body = await responses[0]!.text();
    expect(stable(body)).toBe(stable(prerendered));
    expect(existsSync(file)).toBe(true);
    expect(existsSync(`${file}.br`)).toBe(true);
    expect(stable(await readFile(file, 'utf8'))).toBe(stable(prerendered));
  });
});

describe('with the content backend unreachable', () => {
  let site: SiteProcess;

  beforeAll(async () => {
    // port 9 (discard) on loopback: nothing listens there, so every backend call is refused
    site = await startTestSiteOnCopy(distDir, 'backend-down', { CMS_BASE_URL: 'http://127.0.0.1:9', BACKEND_TIMEOUT_MS: '1000' });
  });
  afterAll(async () => {
    await site?.stop();
  });

  it('still serves pre-rendered pages', async () => {
    const res = await fetch(`${site.url}/en-EU`);
    expect(res.status).toBe(200);
  });

  it('answers a page that is not built with 503, Retry-After and the error page, no stack trace', async () => {
    const res = await fetch(`${site.url}/en-EU/not-built-yet`);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('30');
    const html = await res.text();
    expect(html).toContain('data-page-kind="error"');
    // spec 2.4's message rule: any status but 500 says 'Page not found'; a second line says when to come back
    expect(html).toMatch(/class="error-page__message"[^>]*>Page not found</);
    expect(html).toContain('temporarily unavailable');
    expect(html).not.toMatch(/\bat .+\.(ts|js|mjs):\d+/);
  });
});
