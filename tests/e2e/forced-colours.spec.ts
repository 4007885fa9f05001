/**
 * Forced colours (Windows contrast themes, emulated): the browser drops the site's fills and
 * shadows, so a pressed quick filter and the pressed list/map switch need system colours of their
 * own to look pressed, and the dialogs need a border to keep an edge (WCAG 1.4.11).
 */
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { t } from '../../src/i18n/t';

const site = () => process.env.TEST_SITE_URL!;

const look = (el: Locator) =>
  el.evaluate((e) => {
    const s = getComputedStyle(e);
    return { background: s.backgroundColor, text: s.color };
  });

const edge = (el: Locator) =>
  el.evaluate((e) => {
    const s = getComputedStyle(e);
    return { width: parseFloat(s.borderTopWidth), style: s.borderTopStyle, color: s.borderTopColor, background: s.backgroundColor };
  });

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
});

test('a pressed chip and the pressed view switch look different from unpressed ones', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`${site()}/en-EU/stationsearch`);
  const chips = page.locator('.locator-chip[data-filter]');
  await expect(chips.first()).not.toHaveAttribute('aria-disabled', 'true');
  await chips.first().click();
  await expect(chips.first()).toHaveAttribute('aria-pressed', 'true');
  await expect(chips.nth(1)).toHaveAttribute('aria-pressed', 'false');
  const [pressedChip, chip] = [await look(chips.first()), await look(chips.nth(1))];
  expect(pressedChip.background).not.toBe(chip.background);
  expect(pressedChip.text).not.toBe(chip.text);

  const views = page.getByRole('group', { name: t('en-EU', 'locator.view.label') });
  const [pressedView, view] = [await look(views.locator('button[aria-pressed="true"]')), await look(views.locator('button[aria-pressed="false"]'))];
  expect(pressedView.background).not.toBe(view.background);
  expect(pressedView.text).not.toBe(view.text);
});

test('the cart modal and the date picker keep a visible edge', async ({ page }) => {
  await page.goto(`${site()}/en-EU/about-us/company-info/contact-us`);
  await page.getByRole('button', { name: t('en-EU', 'cart.buttonLabel', { count: 0 }) }).click();
  const cart = page.getByRole('dialog', { name: t('en-EU', 'cart.title') });
  await expect(cart).toBeVisible();
  const modal = await edge(cart);
  expect(modal.width).toBeGreaterThanOrEqual(1);
  expect(modal.style).not.toBe('none');
  expect(modal.color).not.toBe(modal.background);
  await page.keyboard.press('Escape');
  await expect(cart).toBeHidden();

  await page.getByRole('button', { name: t('en-EU', 'form.datePicker') }).click();
  const picker = page.getByRole('dialog');
  await expect(picker).toBeVisible();
  const box = await edge(picker);
  expect(box.width).toBeGreaterThanOrEqual(1);
  expect(box.style).not.toBe('none');
  expect(box.color).not.toBe(box.background);
});
