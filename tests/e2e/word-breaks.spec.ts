/**
 * Long words stay whole where they fit: the privacy modal's one-word title on a 375 px phone (its
 * type shrinks with the room it has), an e-mail address on the account page at 1280 px.
 */
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';

const site = () => process.env.TEST_SITE_URL!;

/** The lines an element's text runs over. */
const lines = (el: Locator) =>
  el.evaluate((e) => {
    const range = document.createRange();
    range.selectNodeContents(e);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });

test('the privacy modal’s title at 375 px and an e-mail address at 1280 px are not broken mid-word', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  for (const locale of ['no-NO', 'sv-SE']) {
    await page.goto(`${site()}/${locale}`);
    await page.locator('footer a[data-internal="privacyNotice"]').click();
    const title = page.locator('dialog[open] .modal__title');
    await expect(title).toBeVisible();
    expect(await lines(title), locale).toBe(1);
  }

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${site()}/en-EU/about-us`);
  await page.locator('header a[data-account-link]').click();
  await page.getByRole('button', { name: /Aino Virtanen/ }).click();
  await expect(page).toHaveURL(`${site()}/en-EU/about-us`);
  await page.goto(`${site()}/en-EU/account`);
  const email = page.getByRole('region', { name: 'Customer details' }).getByText('aino.virtanen@example.fi');
  await expect(email).toBeVisible({ timeout: 15_000 });
  expect(await lines(email)).toBe(1);
});
