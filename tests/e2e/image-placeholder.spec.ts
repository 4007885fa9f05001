import type { Locator, Page } from '@playwright/test';
import { expect, holdRequests, test } from './fixtures';
import { localeCodes } from '../../src/config/locales';
import { localizedHref } from '../../src/i18n/paths';

/**
 * The image placeholder of spec 4 ("placeholder until loaded, then ready") and spec 9 ("10x10,
 * quality 50, blur 3"): inlined into the built HTML as the <img>'s background, so it costs no
 * request, shows while the image loads, and is covered by the image once it has.
 */
const site = () => process.env.TEST_SITE_URL!;
const landing = (locale: (typeof localeCodes)[number]) => `${site()}${localizedHref('/', locale)}`;

/** The <img> tags of a page's HTML whose file is one of the site's photos (jpg, png, webp). */
const photoTags = (html: string) =>
  [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]).filter((tag) => /\ssrc="\/assets\/img\/[^"?]+\.(jpe?g|png|webp)\?/.test(tag));

/** An attribute's value as the browser reads it (Astro escapes '&' and '"' as character references). */
function attribute(tag: string, name: string): string | null {
  const raw = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  return raw === undefined
    ? null
    : raw.replace(/&#(\d+);|&(quot|amp);/g, (_, code: string | undefined, named: string | undefined) =>
        code ? String.fromCharCode(Number(code)) : named === 'quot' ? '"' : '&',
      );
}

/** The WebP inside a tag's placeholder data URI, or null. */
function placeholderWebp(tag: string): Buffer | null {
  const encoded = /background-image:url\("data:image\/webp;base64,([A-Za-z0-9+/=]+)"\)/.exec(attribute(tag, 'style') ?? '')?.[1];
  return encoded === undefined ? null : Buffer.from(encoded, 'base64');
}

for (const locale of localeCodes) {
  test(`the landing page (${locale}) carries a blurred placeholder on every photo, inlined`, async ({ request }) => {
    const html = await (await request.get(landing(locale))).text();
    const tags = photoTags(html);
    expect(tags.length, 'the landing page shows photos').toBeGreaterThan(3);
    for (const tag of tags) {
      // the small variant: a WebP, 10 pixels wide (its VP8 frame header: width in the low 14 bits)
      const webp = placeholderWebp(tag);
      expect(webp, tag.slice(0, 200)).not.toBeNull();
      expect(webp!.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(webp!.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect(webp!.subarray(12, 16).toString('latin1')).toBe('VP8 ');
      expect(webp!.readUInt16LE(26) & 0x3fff).toBe(10);
      // drawn as the image is: its fit and focal point
      const style = attribute(tag, 'style')!;
      const fit = /object-fit:(\w+)/.exec(style)![1];
      const position = /object-position:([^;]+)/.exec(style)![1];
      expect(style).toContain(`background-size:${fit};background-position:${position};background-repeat:no-repeat`);
    }
  });
}

test('a placeholder costs no request: a page asks for no quality-50 variant', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => asked.push(r.url()));
  await page.goto(landing('fi-FI'), { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  expect(asked.filter((u) => u.includes('/assets/img/'))).not.toEqual([]);
  expect(asked.filter((u) => /[?&]quality=/.test(u))).toEqual([]);
});

/** The element's pixels, with its background as it is or taken away. */
async function pixels(img: Locator, background: 'as is' | 'none'): Promise<Buffer> {
  await img.evaluate((el: HTMLElement, none) => {
    if (none) {
      el.dataset['background'] = el.style.backgroundImage;
      el.style.backgroundImage = 'none';
    } else if (el.dataset['background'] !== undefined) {
      el.style.backgroundImage = el.dataset['background'];
      delete el.dataset['background'];
    }
  }, background === 'none');
  const shot = await img.screenshot({ animations: 'disabled' });
  return shot;
}

async function firstPhoto(page: Page): Promise<Locator> {
  const img = page.locator('img[style*="background-image"]').first();
  await img.scrollIntoViewIfNeeded();
  return img;
}

test('the placeholder shows until the image has loaded, then the image covers it', async ({ page }) => {
  // six element screenshots in software rendering: slow on a loaded machine
  test.setTimeout(180_000);
  // the site's images are held until the test lets them through
  const images = await holdRequests(page, '**/assets/img/**');
  await page.goto(landing('fi-FI'), { waitUntil: 'domcontentloaded' });
  const img = await firstPhoto(page);
  await expect.poll(images.count, { message: 'the image was asked for' }).toBeGreaterThan(0);
  expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(false);

  // loading: what shows is the placeholder, not an empty box
  const loadingShot = await pixels(img, 'as is');
  expect(loadingShot.equals(await pixels(img, 'none')), 'the placeholder is visible while the image loads').toBe(false);
  await pixels(img, 'as is');

  await images.release();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  await img.evaluate((el: HTMLImageElement) => el.decode());

  // loaded: the image covers its placeholder entirely (same pixels with the background taken away)
  const loadedShot = await pixels(img, 'as is');
  expect(loadedShot.equals(await pixels(img, 'none')), 'the loaded image hides the placeholder').toBe(true);
  expect(loadedShot.equals(loadingShot), 'the image, not the placeholder, shows once loaded').toBe(false);
});
