import { expect, test, type BrowserContextOptions, type Page, type Response } from '@playwright/test';
import { localeCodes } from '../../src/config/locales';
import { localizedHref } from '../../src/i18n/paths';

/**
 * The landing page on a phone (design: ≤ 500 KB in total, Lighthouse mobile's viewport): every
 * byte transferred until the network is quiet. Its demo video loads only near the viewport, and
 * never with save-data on or under prefers-reduced-motion; the poster stands in.
 */
export const LANDING_PAGE_BYTES_BUDGET = 500 * 1024;

const site = () => process.env.TEST_SITE_URL!;
const phone: BrowserContextOptions = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const isVideo = (r: Response) => r.request().resourceType() === 'media' || /\.mp4(\?|#|$)/.test(r.url());

async function transferred(responses: Response[]): Promise<number> {
  let total = 0;
  for (const r of responses) {
    const sizes = await r
      .request()
      .sizes()
      .catch(() => null);
    if (sizes) total += sizes.responseHeadersSize + sizes.responseBodySize;
  }
  return total;
}

/** Opens the landing page, recording every response, until the network is quiet. */
async function openLanding(page: Page, locale: (typeof localeCodes)[number]): Promise<Response[]> {
  const responses: Response[] = [];
  page.on('response', (r) => responses.push(r));
  await page.goto(`${site()}${localizedHref('/', locale)}`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  return responses;
}

/**
 * Scrolls the demo video into view and resolves once an IntersectionObserver has seen it there:
 * intersection observers are told in the same step, so the page's own observer (if it made one)
 * has been told too.
 */
async function scrollToVideo(page: Page): Promise<void> {
  const video = page.locator('video').first();
  await expect(video, 'the video has a poster').toHaveAttribute('poster', /\/assets\/img\/.+format=webp/);
  await video.scrollIntoViewIfNeeded();
  await video.evaluate(
    (v) =>
      new Promise<void>((seen) => {
        const observer = new IntersectionObserver((entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          observer.disconnect();
          requestAnimationFrame(() => seen());
        });
        observer.observe(v);
      }),
  );
  await page.waitForLoadState('networkidle');
}

for (const locale of localeCodes) {
  test(`the landing page (${locale}) transfers at most ${LANDING_PAGE_BYTES_BUDGET / 1024} KB on a phone`, async ({ browser }) => {
    const context = await browser.newContext({ ...phone, locale });
    const page = await context.newPage();
    const responses = await openLanding(page, locale);
    const bytes = await transferred(responses);
    const biggest = (
      await Promise.all(
        responses.map(
          async (r) =>
            [
              r.url().replace(site(), ''),
              (
                await r
                  .request()
                  .sizes()
                  .catch(() => null)
              )?.responseBodySize ?? 0,
            ] as const,
        ),
      )
    )
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([u, n]) => `${u} ${n} B`)
      .join(', ');
    expect(bytes, `${bytes} B; largest: ${biggest}`).toBeLessThanOrEqual(LANDING_PAGE_BYTES_BUDGET);
    await context.close();
  });
}

test('the demo video waits for the viewport, then loads and plays', async ({ browser }) => {
  const context = await browser.newContext({ ...phone, locale: 'fi-FI' });
  const page = await context.newPage();
  const before = await openLanding(page, 'fi-FI');
  const video = page.locator('video').first();
  // on a phone the video sits screens below the top: nothing of it has loaded yet
  expect(before.filter(isVideo)).toEqual([]);
  await expect(video).not.toHaveAttribute('src', /./);
  const loaded = page.waitForResponse(isVideo);
  await scrollToVideo(page);
  expect((await loaded).status()).toBeLessThan(400);
  await expect(video).toHaveAttribute('src', /\.mp4/);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState >= 2 && v.muted && v.autoplay)).toBe(true);
  await context.close();
});

const quiet: { name: string; options: BrowserContextOptions; init?: () => void }[] = [
  { name: 'prefers-reduced-motion', options: { reducedMotion: 'reduce' } },
  {
    name: 'save-data',
    options: {},
    // what Chromium reports with its data saver on (navigator.connection.saveData)
    init: () => {
      const connection = (navigator as Navigator & { connection?: object }).connection;
      if (connection) Object.defineProperty(Object.getPrototypeOf(connection), 'saveData', { get: () => true, configurable: true });
    },
  },
];

for (const { name, options, init } of quiet) {
  test(`the demo video does not load under ${name}: the poster stays`, async ({ browser }) => {
    const context = await browser.newContext({ ...phone, ...options, locale: 'fi-FI' });
    if (init) await context.addInitScript(init);
    const page = await context.newPage();
    const responses = await openLanding(page, 'fi-FI');
    await scrollToVideo(page);
    const video = page.locator('video').first();
    await expect(video).not.toHaveAttribute('src', /./);
    expect(responses.filter(isVideo).map((r) => r.url())).toEqual([]);
    await context.close();
  });
}
