import type { Page } from '@playwright/test';
import type { LocaleCode } from '../../src/config/locales';
import { localizedHref } from '../../src/i18n/paths';
import { t } from '../../src/i18n/t';
import { checkoutPaths } from '../../src/features/checkout/paths';
import { expect, expectSound, tabTo, test } from './fixtures';

/**
 * Keyboard-only journeys on a phone (375 × 812) and a desktop (1280 × 900), in fi-FI and sv-SE:
 * after each step the focus is on a visible element inside the viewport (WCAG 2.4.7, 2.4.11), the
 * page does not scroll sideways (1.4.10), axe finds nothing and the console stays clean (fixture).
 */

const site = () => process.env.TEST_SITE_URL!;
const url = (locale: LocaleCode, path: string) => `${site()}${localizedHref(path, locale)}`;

const viewports = [
  { name: 'phone', viewport: { width: 375, height: 812 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
] as const;
const journeyLocales = ['fi-FI', 'sv-SE'] as const satisfies readonly LocaleCode[];

const carWash: Record<LocaleCode, string> = {
  'fi-FI': '/yksityisille/palvelut/autopesu',
  'en-EU': '/private/services/car-wash',
  'sv-SE': '/privat/tjanster/biltvatt',
  'no-NO': '/privat/tjenester/bilvask',
};
const premiumName: Record<LocaleCode, string> = { 'fi-FI': 'Premium-pesu', 'en-EU': 'Premium wash', 'sv-SE': 'Premiumtvätt', 'no-NO': 'Premiumvask' };
const failLabel: Record<LocaleCode, string> = { 'fi-FI': 'Maksu epäonnistuu', 'en-EU': 'Fail the payment', 'sv-SE': 'Låt betalningen misslyckas', 'no-NO': 'La betalingen feile' };

/** Puts the premium wash in the cart by keyboard and goes on to the checkout from the first-in-cart dialog. */
async function addToCartAndCheckOut(page: Page, locale: LocaleCode, label: string): Promise<void> {
  await page.goto(url(locale, carWash[locale]));
  const add = `${t(locale, 'product.addToCart')}: ${premiumName[locale]}`;
  await tabTo(page, (el) => el.name === add, 120);
  await expectSound(page, `${label}: add to cart focused`, { axe: false });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: t(locale, 'firstInCart.title') });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expectSound(page, `${label}: first-in-cart dialog`);
  await tabTo(page, (el) => el.name === t(locale, 'cart.checkout'), 10);
  await page.keyboard.press('Enter');
  await page.waitForURL(url(locale, checkoutPaths[locale]));
}

/** Tabs to the field labelled `name` and types `text`, checking the page after each key. */
async function typeInto(page: Page, locale: LocaleCode, key: Parameters<typeof t>[1], text: string, label: string): Promise<void> {
  const field = page.getByLabel(t(locale, key), { exact: false }).first();
  for (let i = 0; i < 40 && !(await field.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
    await expectSound(page, `${label}: tabbing to ${key}`, { axe: false });
  }
  await expect(field).toBeFocused();
  await page.keyboard.type(text);
}

for (const { name, viewport } of viewports) {
  for (const locale of journeyLocales) {
    test.describe(`${locale} on a ${name}`, () => {
      test.use({ viewport, locale });

      test(`checkout by keyboard: details, payment, a failed payment and back (${locale}, ${name})`, async ({ page }) => {
        test.setTimeout(90_000);
        const label = `${locale} ${name}`;
        await addToCartAndCheckOut(page, locale, label);
        await expect(page.getByText(t(locale, 'checkout.guest'))).toBeVisible();
        await expectSound(page, `${label}: checkout`, { axe: false, pageStart: true });
        const email = 'maija.meikalainen@example.fi';
        await typeInto(page, locale, 'checkout.email', email, label);
        await typeInto(page, locale, 'checkout.emailConfirmation', email, label);
        await typeInto(page, locale, 'checkout.firstname', 'Maija', label);
        await typeInto(page, locale, 'checkout.lastname', 'Meikäläinen', label);
        await typeInto(page, locale, 'checkout.telephoneNumber', '401234567', label);
        await expectSound(page, `${label}: details filled`);
        await tabTo(page, (el) => el.name === t(locale, 'checkout.continue'), 10);
        await page.keyboard.press('Enter');
        await expect(page.getByRole('heading', { name: t(locale, 'checkout.step2') })).toBeFocused();
        await expectSound(page, `${label}: payment step`);

        await tabTo(page, (el) => el.name.startsWith(t(locale, 'checkout.pay', { amount: '' }).trim()), 15);
        await page.keyboard.press('Enter');
        await page.waitForURL(/\/digital-order\/v1\/payment\//);
        await tabTo(page, (el) => el.name === failLabel[locale], 10);
        await page.keyboard.press('Enter');
        await page.waitForURL(/payment=failed/);
        await expect(page.getByRole('alert').filter({ hasText: t(locale, 'checkout.paymentFailed') }).first()).toBeVisible();
        await expectSound(page, `${label}: back from a failed payment`);
      });
    });
  }
}

