import { expect, test, type BrowserContextOptions, type Page, type Response } from '@playwright/test';
import { localeCodes } from '../../src/config/locales';
import { localizedHref } from '../../src/i18n/paths';
import { lighthousePhone, requestedSize } from './fixtures';

/**
 * The landing page on a phone (design: ≤ 500 KB in total, Lighthouse mobile's viewport): every
 * byte transferred until the network is quiet. Its demo video loads only near the viewport, and
 * never with save-data on or under prefers-reduced-motion; the poster stands in.
 */
export const LANDING_PAGE_BYTES_BUDGET = 500 * 1024;

const site = () => process.env.TEST_SITE_URL!;
const phone = lighthousePhone;
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

/**
 * The landing page's largest paint is its hero image (Hero.astro): a phone fetches the 4:3 crop
 * made for its width, and only that, where it used to get the desktop crop at 1536 px; a desktop
 * still gets the wide crop. Each fetches the hero once, at high priority.
 */
const heroCases: { name: string; options: BrowserContextOptions; aspect: number; widest: number }[] = [
  { name: 'a phone (412 px at 1.75 dppx)', options: phone, aspect: 3 / 4, widest: 960 },
  { name: 'a desktop (1280 px at 1 dppx)', options: { viewport: { width: 1280, height: 900 } }, aspect: 2 / 5, widest: 1280 },
];
for (const { name, options, aspect, widest } of heroCases) {
  test(`on ${name} the landing page fetches its hero once, cropped for the width`, async ({ browser }) => {
    const context = await browser.newContext({ ...options, locale: 'en-EU' });
    const page = await context.newPage();
    const responses = await openLanding(page, 'en-EU');
    const hero = page.locator('.hero__image').first();
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    const shown = new URL(await hero.evaluate((img: HTMLImageElement) => img.currentSrc));
    const { width, height } = requestedSize(shown);
    expect(height / width, shown.search).toBeCloseTo(aspect, 2);
    expect(width, shown.search).toBeLessThanOrEqual(widest);
    const fetched = responses.map((r) => new URL(r.url())).filter((u) => u.pathname === shown.pathname);
    expect(fetched.map((u) => u.search)).toEqual([shown.search]);
    await context.close();
  });
}
