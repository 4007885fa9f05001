/**
 * The list a visitor leaves is the list they come back to (docs/architecture.md, "The list's area"): the URL
 * names the area the list shows (`map=`, stores.ts $view) whenever the list is narrowed to one, so
 * the map opened and closed again, Back from a station's page and a reload all give the very same
 * list. As a Swedish visitor searching Göteborg, on a phone (the map hidden behind its view switch)
 * and side by side. Firefox and WebKit walk the same (tests/engines/journeys.ts).
 */
import type { Page } from '@playwright/test';
import { expect, expectSound, test } from './fixtures';
import type { LocaleCode } from '../../src/config/locales';
import { hrefFor } from '../../src/i18n/paths';
import { t } from '../../src/i18n/t';

const site = () => process.env.TEST_SITE_URL!;
const LOCALE: LocaleCode = 'sv-SE';
const READY = { timeout: 45_000 };

interface Listed {
  count: string;
  codes: string[];
}

/** The list once it has settled (two reads a moment apart agree), and the address it is at. */
async function settledList(page: Page): Promise<Listed> {
  await expect(page.locator('.locator')).toHaveAttribute('data-state', 'ready', READY);
  const read = () =>
    page.evaluate(() => ({
      count: document.querySelector('.locator__count')?.textContent ?? '',
      codes: [...document.querySelectorAll('.locator-list .locator-item')].map((el) => el.getAttribute('data-code') ?? ''),
    }));
  let last = await read();
  for (let i = 0; i < 20; i++) {
    await page.waitForTimeout(250);
    const now = await read();
    if (JSON.stringify(now) === JSON.stringify(last) && now.codes.length > 0) return now;
    last = now;
  }
  return last;
}

for (const vp of [
  { name: 'a phone', width: 390, height: 800, mobile: true },
  { name: 'side by side', width: 1280, height: 900, mobile: false },
]) {
  test.describe(`the locator on ${vp.name}`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height }, isMobile: vp.mobile, hasTouch: vp.mobile });

    test('a search: the list is the same after the map, after Back from a station and after a reload, and the URL names its area', async ({ page }) => {
      await page.goto(`${site()}${hrefFor('stationLocator', LOCALE)}`);
      await expect(page.locator('.locator')).toHaveAttribute('data-state', 'ready', READY);
      const search = page.getByLabel(t(LOCALE, 'locator.search.label'));
      await search.fill('Göteborg');
      await search.press('Enter');
      await expect(page.locator('.locator-search__status')).toHaveText(t(LOCALE, 'locator.search.found', { place: 'Göteborg' }));
      await expect(page).toHaveURL(/[?&]map=\d+\/[\d.-]+\/[\d.-]+/);
      const searched = await settledList(page);
      const address = page.url();
      // narrowed to the town's area: the count names the stations in it beside the total
      expect(searched.count).toMatch(/ · /);

      if (vp.mobile) {
        // the map opened untouched, and the list again: the same stations, the same address
        await page.getByRole('button', { name: t(LOCALE, 'locator.view.map'), exact: true }).click();
        await expect(page.locator('.leaflet-marker-pane .nordic-marker').first()).toBeAttached(READY);
        await page.getByRole('button', { name: t(LOCALE, 'locator.view.list'), exact: true }).click();
        expect(await settledList(page), 'after the map').toEqual(searched);
        expect(page.url(), 'after the map').toBe(address);
      }

      // a station of the list, then Back: the list it was left at, the station among it
      const station = page.locator('.locator-item__name a').last();
      const code = await station.evaluate((a) => a.closest('.locator-item')!.getAttribute('data-code'));
      await station.click();
      await expect(page.locator('h1')).toBeVisible();
      await page.goBack();
      expect(page.url(), 'back').toBe(address);
      const back = await settledList(page);
      expect(back, 'back from the station').toEqual(searched);
      expect(back.codes).toContain(code);
      await expectSound(page, 'back from the station', { axe: false, pageStart: true });

      await page.reload();
      expect(await settledList(page), 'reloaded').toEqual(searched);
      expect(page.url(), 'reloaded').toBe(address);
    });
  });
}
