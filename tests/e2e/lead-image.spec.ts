import type { BrowserContextOptions } from '@playwright/test';
import { expect, lighthousePhone, requestedSize, test } from './fixtures';
import { samplePages } from '../support/site';

/**
 * A station's and an article's lead image spans the content column: a phone fetches the same crop
 * at a phone's width (src/cms/asset-sources.ts phoneDirection), never the desktop image's widest
 * density, and a desktop still gets the desktop source.
 */
const site = () => process.env.TEST_SITE_URL!;
const backend = () => process.env.TEST_BACKEND_URL!;

const phone = lighthousePhone;
const desktop: BrowserContextOptions = { viewport: { width: 1280, height: 800 }, screen: { width: 1280, height: 800 }, deviceScaleFactor: 1 };

for (const [kind, label] of [
  ['station', 'a station'],
  ['article', 'an article'],
] as const) {
  test(`${label} page's lead image is fetched at a phone's width on a phone and at the desktop's on a desktop`, async ({ browser }) => {
    const path = (await samplePages(backend(), 'en-EU'))[kind];
    const shown: Record<'phone' | 'desktop', { width: number; height: number; fetched: number[] }> = {} as never;
    for (const [name, options] of [
      ['phone', phone],
      ['desktop', desktop],
    ] as const) {
      const context = await browser.newContext(options);
      const page = await context.newPage();
      const fetched: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'image' && new URL(r.url()).pathname.startsWith('/assets/img/')) fetched.push(r.url());
      });
      await page.goto(`${site()}${path}`, { waitUntil: 'load' });
      const image = page.locator(`img.${kind}__image`);
      await expect(image).toHaveCount(1);
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const current = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
      const lead = new URL(current).pathname;
      shown[name] = { ...requestedSize(current), fetched: fetched.filter((url) => new URL(url).pathname === lead).map((url) => requestedSize(url).width) };
      await context.close();
    }
    // the phone: 412 CSS px at 1.75 dppx need 721 px; its source offers 480, 720 and 960
    expect(shown.phone.width, 'the phone’s image width').toBeLessThanOrEqual(960);
    expect(Math.max(...shown.phone.fetched), 'the widest copy of the lead image a phone fetched').toBeLessThanOrEqual(960);
    // the desktop: the 960 CSS px desktop source at 1 dppx
    expect(shown.desktop.width).toBe(960);
    // the same crop: the phone's aspect is the desktop's
    expect(shown.phone.height / shown.phone.width).toBeCloseTo(shown.desktop.height / shown.desktop.width, 2);
  });
}
