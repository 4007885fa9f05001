import { expect, test } from './fixtures';
import { samplePages } from '../support/site';

const site = () => process.env.TEST_SITE_URL!;
const backend = () => process.env.TEST_BACKEND_URL!;

test('an article page shows its content and a working share button', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site() });
  const { article } = await samplePages(backend(), 'en-EU');
  await page.goto(`${site()}${article}`);
  await expect(page.locator('article h1')).toBeVisible();
  await expect(page.locator('.article__content')).not.toBeEmpty();
  // headless chromium has no Web Share: the fallback copies the link
  await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('status')).toHaveText('Link copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(article);
});

test('a station page shows hours, services, directions and the open-now status', async ({ page }) => {
  const { station } = await samplePages(backend(), 'no-NO');
  await page.goto(`${site()}${station}`);
  await expect(page.getByRole('heading', { name: 'Åpningstider' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tjenester', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /Veibeskrivelse/ })).toHaveAttribute('href', /google\.com\/maps\/dir/);
  await expect(page.getByRole('link', { name: /Tilbake til alle stasjoner/ })).toHaveAttribute('href', '/no-NO/finn-stasjon');
  await expect(page.locator('[data-open-now]')).toBeVisible();
  await expect(page.locator('[data-open-now]')).toHaveText(/Åpent|Stengt/);
});

test('an article list loads the next page through the search proxy', async ({ page }) => {
  await page.goto(`${site()}/en-EU/article`);
  const list = page.locator('[data-article-list]').first();
  const before = await list.locator('li').count();
  await list.getByRole('button', { name: 'Show more' }).click();
  await expect.poll(() => list.locator('li').count()).toBeGreaterThan(before);
  await expect(list.locator('[data-count]')).toHaveText(/Showing \d+ of \d+/);
  // the added cards' links are built as the server's are: under the locale's prefix, and each answers
  const hrefs = await list.locator('li .card__title a').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  const added = hrefs.slice(before);
  expect(added.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href).toMatch(/^\/en-EU\/article\/[^/]+$/);
  expect((await page.request.get(`${site()}${added[0]}`)).status()).toBe(200);
});
