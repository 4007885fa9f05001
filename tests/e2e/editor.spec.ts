import { test, expect } from './fixtures';
import { listPaths } from '../support/site';
import { TEST_EDITOR_TOKEN, TEST_PREVIEW_SECRET, TEST_WEBHOOK_SECRET } from '../support/stack';
import { startEdge, type Edge } from '../../scripts/support/edge';

// The editor's journey of design.md "The edge": edit a draft in the embedded CMS's editor page,
// preview it (the public page is unchanged), publish, and see it live through the edge. The edge is
// this spec's own: Varnish with the generated VCL in front of two instances made from the test
// stack's build, following the stack CMS's change feed.

const backendUrl = process.env.TEST_BACKEND_URL!;
const distDir = process.env.TEST_DIST_DIR!;
const PURGE_TOKEN = 'e2e-edge-purge-token-0123456789';

let setup: Edge | undefined;
let edge = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  setup = await startEdge({
    distDir,
    backendUrl,
    name: 'editor',
    purgeToken: PURGE_TOKEN,
    memory: '64m',
    env: {
      CMS_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      // the stack's CMS rings the stack's site: these instances follow its change feed
      CMS_SYNC_INTERVAL_S: '1',
      PREVIEW_SECRET: TEST_PREVIEW_SECRET,
    },
  });
  edge = setup.url;
});

test.afterAll(async () => {
  await setup?.close();
});

test('an editor drafts, previews and publishes a page, and readers get it through the edge', async ({ page, browser }) => {
  const paths = (await listPaths(backendUrl, 'sv-SE')).filter((p) => p.contentType === 'standardPage' && p.path !== '/' && !p.noIndex);
  const path = paths[paths.length - 8]!.path;
  const href = `/sv-SE${path}`;
  const title = `Utkast från redaktören ${Date.now()}`;

  // a reader's copy is in the edge's cache
  const reader = await browser.newPage();
  await reader.goto(`${edge}${href}`);
  const publicTitle = await reader.title();
  expect(publicTitle).not.toContain(title);

  // the editor logs in (the page answers with the login form first, in the browser's language:
  // English is chosen on it), finds the entry and saves a draft
  await page.goto(`${backendUrl}/?locale=sv-SE&q=${encodeURIComponent(path)}`);
  await page.getByLabel('Kieli').selectOption('en-EU');
  await page.getByRole('button', { name: 'Vaihda kieli' }).click();
  await page.getByLabel('Editor’s key').fill(TEST_EDITOR_TOKEN);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('table').getByRole('link').first().click();
  await page.getByLabel(/^Title/).fill(title);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('link', { name: 'Preview' })).toBeVisible();

  // the preview: the stack's CMS names the stack's site origin; this spec's edge serves the same site
  const preview = new URL((await page.getByRole('link', { name: 'Preview' }).getAttribute('href'))!);
  expect(preview.pathname).toBe('/api/v1/preview');
  expect(preview.searchParams.get('path')).toBe(href);
  const previewTab = await page.context().newPage();
  await previewTab.goto(`${edge}${preview.pathname}${preview.search}`);
  expect(new URL(previewTab.url()).pathname).toBe(`/preview${href}`);
  await expect(previewTab).toHaveTitle(new RegExp(title));
  await expect(previewTab.getByRole('status').filter({ hasText: /Förhandsvisning/ })).toBeVisible();

  // readers still get the published page, from the edge's cache
  const response = await reader.goto(`${edge}${href}`);
  expect(response?.headers()['x-cache']).toBe('HIT');
  await expect(reader).toHaveTitle(publicTitle);

  // publish; the editor's page follows the change to the stack's site and says when it is live there
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.locator('#result')).toContainText('Published.');
  await expect(page.locator('#result')).toContainText(/Live on the site after/);

  // readers get the new page through the edge once the instances have it (the change feed: 1 s)
  await expect
    .poll(
      async () => {
        await reader.goto(`${edge}${href}`);
        return reader.title();
      },
      { timeout: 10_000, intervals: [250] },
    )
    .toContain(title);

  // leaving the preview goes back to the published page
  await previewTab.getByRole('button', { name: 'Avsluta förhandsvisningen' }).click();
  await expect.poll(() => new URL(previewTab.url()).pathname).toBe(href);
  // the session is over: the preview URL is a 404 again
  expect((await previewTab.request.get(`${edge}/preview${href}`)).status()).toBe(404);
});
