import { expect, test } from './fixtures';

const site = () => process.env.TEST_SITE_URL!;

/**
 * Spec 4 "Link prefetch" through the page's speculation rules (src/lib/speculation-rules.ts; README
 * "Where the site differs from the spec"): a same-site page link the pointer rests on is fetched
 * ahead by the browser, marked `Sec-Purpose: prefetch`; a route with side effects never is.
 */
test('a page link the pointer rests on is prefetched; the login link (an API route) is not', async ({ page }) => {
  const prefetched: string[] = [];
  page.on('request', (request) => {
    if ((request.headers()['sec-purpose'] ?? '').includes('prefetch')) prefetched.push(new URL(request.url()).pathname);
  });
  await page.goto(`${site()}/en-EU`);
  await page.locator('[data-account-link]').hover();
  const link = page.locator('main a[href^="/en-EU/"]').first();
  const path = new URL((await link.getAttribute('href'))!, site()).pathname;
  await link.hover();
  await expect.poll(() => prefetched, { timeout: 15_000 }).toContain(path);
  expect(prefetched.filter((p) => p.startsWith('/api/'))).toEqual([]);
});
