/**
 * At 1280 px the hero's title and the account page's details keep to the page's content column,
 * where the page's other content and its title start and end.
 */
import { expect, test } from './fixtures';

const site = () => process.env.TEST_SITE_URL!;

test('the hero title and the account details stay inside the content column at 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${site()}/no-NO`);
  // the column: a container's content box
  const column = await page
    .locator('main .container')
    .last()
    .evaluate((e) => {
      const r = e.getBoundingClientRect();
      const s = getComputedStyle(e);
      return { left: r.left + parseFloat(s.paddingLeft), right: r.right - parseFloat(s.paddingRight) };
    });
  const title = (await page.locator('.hero__title').first().boundingBox())!;
  expect(title.x).toBeGreaterThanOrEqual(column.left - 1);
  expect(title.x + title.width).toBeLessThanOrEqual(column.right + 1);

  await page.goto(`${site()}/en-EU/about-us`);
  await page.locator('header a[data-account-link]').click();
  await page.getByRole('button', { name: /Aino Virtanen/ }).click();
  await expect(page).toHaveURL(`${site()}/en-EU/about-us`);
  await page.goto(`${site()}/en-EU/account`);
  const details = page.getByRole('region', { name: 'Customer details' });
  await expect(details).toContainText('Aino', { timeout: 15_000 });
  const heading = (await page.locator('main h1').first().boundingBox())!;
  const box = (await details.boundingBox())!;
  expect(Math.round(box.x)).toBe(Math.round(heading.x));
});
