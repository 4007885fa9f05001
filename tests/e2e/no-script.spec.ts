/**
 * A visitor whose browser runs no script (switched off, or the islands failing to load) still reads
 * every page, reaches every link of the main navigation and the footer (on a phone through the menu
 * and the footer's groups, which are <details> and open without script) and follows every link of
 * the page (design.md, Browsers). The locator's static list of stations is walked by
 * locator.spec.ts ("without JavaScript"); here its links are only asked for, with the page's others.
 */
import { type Page } from '@playwright/test';
import { allowConsoleError, expect, test } from './fixtures';
import { requirePageKinds, type FoundPage } from '../../scripts/support/page-kinds';
import { t } from '../../src/i18n/t';

const site = () => process.env.TEST_SITE_URL!;
const backend = () => process.env.TEST_BACKEND_URL!;
/** The width from which the main navigation is drawn in the header (Navigation.astro). */
const DESKTOP = 992;

/** The addresses of the links under `selector` that are not drawn (no box, or hidden). */
const hiddenLinks = (page: Page, selector: string) =>
  page
    .locator(`${selector} a[href]`)
    .evaluateAll((as) =>
      as.filter((a) => a.getBoundingClientRect().width === 0 || getComputedStyle(a).visibility === 'hidden').map((a) => a.getAttribute('href')),
    );

/**
 * The same-origin addresses the page links to (others are not this site's to answer). Of the
 * locator's static list (every station of the market) only the first: locator.spec.ts ("without
 * JavaScript") holds that the list links exactly the listed station pages.
 */
async function ownLinks(page: Page): Promise<string[]> {
  const origin = new URL(site()).origin;
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((as) =>
      as
        .filter((a, i, all) => !a.closest('.locator-fallback') || all.findIndex((b) => b.closest('.locator-fallback')) === i)
        .map((a) => (a as HTMLAnchorElement).href),
    );
  return hrefs.map((h) => h.split('#')[0]!).filter((h) => h.startsWith(`${origin}/`));
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const width of [375, 1280]) {
    test(`every page kind reads, its menu and footer links are reachable, and each link answers (${width} px)`, async ({ page, request }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 900 });
      const pages: FoundPage[] = await requirePageKinds(backend(), 'en-EU');
      // each address is asked for once, whichever page links to it first
      const answered = new Map<string, number>();
      for (const kind of pages) {
        const where = `${kind.kind} page at ${width} px`;
        // the error page answers 404 by design, which the browser logs
        if (kind.status === 404) allowConsoleError(page, /Failed to load resource: the server responded with a status of 404/);
        const response = await page.goto(`${site()}${kind.href}`);
        expect(response?.status(), where).toBe(kind.status);
        const main = page.locator('main');
        await expect(main, where).toBeVisible();
        expect((await main.innerText()).trim().length, `${where}: main content`).toBeGreaterThan(40);
        expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= document.documentElement.clientWidth), `${where}: no sideways scroll`).toBe(
          true,
        );

        if (width < DESKTOP) {
          // the menu button is a <summary>: it opens without script
          await page.locator('.site-nav__toggle').click();
          await expect(page.locator('.site-nav__panel'), `${where}: the menu open`).toBeVisible();
        }
        expect(await page.locator('header nav a[href]').count(), `${where}: main navigation links`).toBeGreaterThan(2);
        // a sub-menu's links show once the keyboard is on its item's own link (Tab walks on into them)
        for (const item of await page.locator('header nav [data-sub-item]').all()) {
          if ((await hiddenLinks(page, 'header nav [data-sub-item]')).length === 0) break;
          await item.locator(':scope > a').focus();
          expect(
            await item.locator('.site-nav__sub a[href]').evaluateAll((as) => as.every((a) => a.getBoundingClientRect().width > 0)),
            `${where}: a sub-menu shown`,
          ).toBe(true);
        }
        await page.locator('header nav .site-nav__list > li > a').first().focus();
        expect(await hiddenLinks(page, 'header nav .site-nav__list > li >'), `${where}: main navigation links not drawn`).toEqual([]);

        // the open menu lies over the page: closed again (its summary) before the footer
        if (width < DESKTOP) await page.locator('.site-nav__toggle').click();
        // the footer's groups are <details>: a closed one opens from its heading
        for (const summary of await page.locator('footer .footer-group summary').all()) {
          if ((await hiddenLinks(page, 'footer')).length === 0) break;
          if ((await summary.locator('xpath=..').getAttribute('open')) === null) await summary.click();
        }
        expect(await hiddenLinks(page, 'footer'), `${where}: footer links not drawn`).toEqual([]);

        // where a link leads does not depend on the width: asked for at one width only
        if (width !== 1280) continue;
        // (a page's link to itself, as the error page's language links are, is the page already asked for)
        answered.set(`${site()}${kind.href}`, kind.status);
        const fresh = [...new Set(await ownLinks(page))].filter((href) => !answered.has(href));
        // a handful at a time: the locator's list alone links every station
        for (let i = 0; i < fresh.length; i += 8) {
          await Promise.all(
            fresh.slice(i, i + 8).map(async (href) => {
              answered.set(href, (await request.get(href, { maxRedirects: 5 })).status());
            }),
          );
        }
        const broken = fresh.filter((href) => answered.get(href) !== 200).map((href) => `${href} → ${answered.get(href)}`);
        expect(broken, `${where}: links that do not answer 200`).toEqual([]);
      }
    });
  }
});

test.describe('a form without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('posts as a plain form: invalid, the same page with each message beside its field; valid, back to the page, which says it was sent', async ({
    page,
  }) => {
    // the page answering an invalid post is a 400, which the browser logs
    allowConsoleError(page, /Failed to load resource: the server responded with a status of 400/);
    const contact = '/sv-SE/privat/kundservice';
    await page.goto(`${site()}${contact}`);
    const form = page.locator('form[data-form-builder]');
    await page.getByLabel(/^Namn/).fill('Anna Berg');
    await page.getByLabel(/^E-post \(/).fill('anna@example');
    await page.getByLabel(/^E-post igen/).fill('anna@example.se');
    await page.getByLabel(/^Ämne/).selectOption('card');
    await page.getByLabel('Via e-post').check();
    await page.getByLabel(/^Meddelande/).fill('Mitt kort fungerar inte vid pumpen.');
    const [invalid] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/v1/form/submit')),
      form.getByRole('button', { name: 'Skicka meddelande' }).click(),
    ]);
    expect(invalid.status()).toBe(400);
    expect(invalid.headers()['content-type']).toMatch(/^text\/html/);

    // the same page: its messages beside their fields, named in their descriptions, the first to fix focused
    await expect(page.locator('h1, h2').filter({ hasText: 'Skicka ett meddelande' })).toBeVisible();
    const email = page.getByLabel(/^E-post \(/);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(t('sv-SE', 'validation.emailInvalid'));
    await expect(email).toBeFocused();
    await expect(page.getByLabel(/^E-post igen/)).toHaveAccessibleDescription(t('sv-SE', 'validation.matches'));
    await expect(form.getByRole('alert')).toHaveText(t('sv-SE', 'form.hasErrors'));
    await expect(page.getByLabel(/^Namn/)).not.toHaveAttribute('aria-invalid', 'true');
    // what the visitor typed is kept
    await expect(page.getByLabel(/^Namn/)).toHaveValue('Anna Berg');
    await expect(email).toHaveValue('anna@example');
    await expect(page.getByLabel(/^Ämne/)).toHaveValue('card');
    await expect(page.getByLabel('Via e-post')).toBeChecked();
    await expect(page.getByLabel(/^Meddelande/)).toHaveValue('Mitt kort fungerar inte vid pumpen.');

    await email.fill('anna@example.se');
    const [sent] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/v1/form/submit')),
      form.getByRole('button', { name: 'Skicka meddelande' }).click(),
    ]);
    expect(sent.status()).toBe(303);
    await page.waitForURL(`${site()}${contact}#form-sent-contact`);
    await expect(page.getByRole('status').filter({ hasText: 'Tack! Ditt meddelande har skickats' })).toBeVisible();
    await expect(form).toBeHidden();
  });
});
