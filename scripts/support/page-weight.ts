/**
 * What a page costs a visitor before any interaction, measured in a real browser: the HTML, the
 * stylesheets and the JavaScript it loads by itself (external scripts, module preloads, islands that
 * hydrate on load, idle or visible, and inline scripts). Sizes are gzip (level 9) of the bytes the
 * browser received, so they do not depend on which encoding a server picked.
 */
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page, Response } from '@playwright/test';

export interface PageWeight {
  url: string;
  status: number;
  htmlBytes: number;
  htmlGzipBytes: number;
  cssGzipBytes: number;
  /** external scripts plus inline scripts, gzip */
  jsGzipBytes: number;
  scripts: { url: string; gzipBytes: number; transferBytes: number }[];
  inlineScriptGzipBytes: number;
  /**
   * The external scripts as Lighthouse counts them ("Script" transfer size): the response headers
   * and the body as it came over the wire (in the coding the server chose), inline scripts not
   * included (Lighthouse counts them with the document)
   */
  jsTransferBytes: number;
}

const gz = (body: Buffer | string) => gzipSync(body, { level: 9 }).length;

/** Inline scripts that run (not JSON data blocks, not a speculation rule set: JSON the browser reads, no JavaScript), concatenated. */
function inlineScripts(html: string): string {
  const out: string[] = [];
  for (const [, attrs = '', body = ''] of html.matchAll(/<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\ssrc\s*=/i.test(attrs) || /type\s*=\s*["']?(application\/(ld\+)?json|speculationrules)\b/i.test(attrs)) continue;
    out.push(body);
  }
  return out.join('\n');
}

async function bodyOf(response: Response): Promise<Buffer | null> {
  try {
    return await response.body();
  } catch {
    return null;
  }
}

/**
 * Loads `url` in a new page of `context`, waits until the network is quiet (and, when given, until
 * `ready` resolves: an island that hydrates when the browser is idle may come after the quiet), and
 * adds up the bytes.
 */
export async function measurePageWeight(context: BrowserContext, url: string, ready?: (page: Page) => Promise<void>): Promise<PageWeight> {
  const page = await context.newPage();
  const responses: Response[] = [];
  page.on('response', (r) => responses.push(r));
  try {
    const main = await page.goto(url, { waitUntil: 'load' });
    if (!main) throw new Error(`[page-weight] no response for ${url}`);
    // quiet for 500 ms: islands that hydrate on load, idle or visible have fetched their code
    await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => {
      throw new Error(
        `[page-weight] ${url} kept the network busy for 20 s: ${responses
          .slice(-5)
          .map((r) => r.url())
          .join(' ')}`,
      );
    });
    if (ready) {
      await ready(page);
      await page.waitForLoadState('networkidle', { timeout: 20_000 });
    }
    const html = (await bodyOf(main)) ?? Buffer.alloc(0);
    let cssGzipBytes = 0;
    const scripts: PageWeight['scripts'] = [];
    for (const r of responses) {
      const type = r.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') continue;
      const body = await bodyOf(r);
      if (!body) continue;
      if (type === 'stylesheet') cssGzipBytes += gz(body);
      else {
        const sizes = await r.request().sizes();
        scripts.push({ url: r.url(), gzipBytes: gz(body), transferBytes: sizes.responseHeadersSize + sizes.responseBodySize });
      }
    }
    const inline = inlineScripts(html.toString('utf8'));
    const inlineScriptGzipBytes = inline ? gz(inline) : 0;
    return {
      url,
      status: main.status(),
      htmlBytes: html.length,
      htmlGzipBytes: gz(html),
      cssGzipBytes,
      jsGzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0) + inlineScriptGzipBytes,
      scripts,
      inlineScriptGzipBytes,
      jsTransferBytes: scripts.reduce((sum, s) => sum + s.transferBytes, 0),
    };
  } finally {
    await page.close();
  }
}

/**
 * Viewports a page is weighed at: a phone as Lighthouse's mobile emulates one (its screen, pixel
 * ratio, touch and mobile viewport) and a desktop as its desktop preset does; more fits on a desktop.
 */
export const weighViewports = [
  { name: 'mobile', viewport: { width: 412, height: 823 }, device: { deviceScaleFactor: 1.75, isMobile: true, hasTouch: true } },
  { name: 'desktop', viewport: { width: 1350, height: 940 }, device: { deviceScaleFactor: 1, isMobile: false, hasTouch: false } },
] as const;
