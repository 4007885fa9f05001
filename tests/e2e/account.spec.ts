/**
 * The account in a real browser: login from the header through the embedded account hub, the
 * account page (customer details and payment cards), the header's first-name label, logout, a
 * failed logout's notice, and a refused cards call's toast with the translated HTTP message.
 */
import { type Page } from '@playwright/test';
import { expect, test, allowConsoleError } from './fixtures';
import { t } from '../../src/i18n/t';

const site = () => process.env.TEST_SITE_URL!;

async function logInAs(page: Page, name: string, startPath: string): Promise<void> {
  await page.goto(`${site()}${startPath}`);
  await page.locator('header a[data-account-link]').click();
  // the demo hub of the embedded backend
  await page.getByRole('button', { name: new RegExp(name) }).click();
}

test('login through the hub shows the customer, the cards and the first name; logout ends it', async ({ page }) => {
  await logInAs(page, 'Aino Virtanen', '/en-EU/about-us');
  // back where the login started (the login route records the page), then to the account page
  await expect(page).toHaveURL(`${site()}/en-EU/about-us`);
  await page.goto(`${site()}/en-EU/account`);
  const details = page.getByRole('region', { name: 'Customer details' });
  // the first visit to the account page loads React and asks for the customer: allow it time
  await expect(details).toContainText('Aino', { timeout: 15_000 });
  await expect(details).toContainText('Virtanen');
  await expect(details).toContainText('aino.virtanen@example.fi');
  await expect(details).toContainText('+358401234567');
  const cards = page.getByRole('region', { name: 'Payment cards' });
  await expect(cards.getByRole('listitem')).toHaveCount(2);
  await expect(cards).toContainText('Visa ending in 4242');
  await expect(cards).toContainText('Default card');

  const link = page.locator('header a[data-account-link]');
  await expect(link).toHaveText('Aino');
  const session = (await page.context().cookies()).find((c) => c.name === 'ne_session');
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: false });
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('userinfo')))!)).toMatchObject({
    firstname: 'Aino',
    loggedIn: true,
    telephonePrefix: 'FIN|358',
  });

  // another page: the header still says the first name, and the auth check keeps the customer
  await page.goto(`${site()}/en-EU/about-us`);
  await expect(page.locator('header a[data-account-link]')).toHaveText('Aino');
  await expect(page.locator('header a[data-account-link]')).toHaveAttribute('href', '/en-EU/account');

  await page.goto(`${site()}/en-EU/account`);
  // the page has asked for the customer before the visitor logs out: a request still on its way
  // when the session ends would be answered 401
  await expect(details).toContainText('Aino', { timeout: 15_000 });
  await expect(cards.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You have logged out.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' }).last()).toBeVisible();
  await expect(link).toHaveText('Log in');
  expect((await page.context().cookies()).find((c) => c.name === 'ne_session')).toBeUndefined();
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('userinfo')))!)).toMatchObject({ loggedIn: false, firstname: '' });
});

test('a refused cards call shows the translated HTTP message as a toast (fi-FI)', async ({ page }) => {
  // the failure this test provokes is logged by the browser: expected here, nowhere else
  allowConsoleError(page, /Failed to load resource: (the server responded with a status of (403|404|5\d\d)|net::ERR_CONNECTION_REFUSED)/);
  await logInAs(page, 'Mikko Korhonen', '/oma-tili');
  await expect(page).toHaveURL(`${site()}/oma-tili`);
  await expect(page.getByRole('region', { name: t('fi-FI', 'account.details') })).toContainText('Mikko', { timeout: 15_000 });
  await expect(page.getByRole('alert').filter({ hasText: t('fi-FI', 'http.FORBIDDEN') })).toBeVisible();
  await expect(page.getByRole('region', { name: t('fi-FI', 'account.cards') })).toContainText('Pääsy evätty');
});

test('a failed logout says something went wrong and keeps the customer logged in', async ({ page }) => {
  // the failure this test provokes is logged by the browser: expected here, nowhere else
  allowConsoleError(page, /Failed to load resource: (the server responded with a status of (403|404|5\d\d)|net::ERR_CONNECTION_REFUSED)/);
  await logInAs(page, 'Erik Johansson', '/sv-SE/mitt-konto');
  await expect(page).toHaveURL(`${site()}/sv-SE/mitt-konto`);
  await expect(page.getByRole('region', { name: t('sv-SE', 'account.details') })).toContainText('Erik', { timeout: 15_000 });
  await page.route('**/api/v1/logout', (route) => route.fulfill({ status: 502, contentType: 'application/json', body: '{"error":"logout_failed"}' }));
  await page.getByRole('button', { name: t('sv-SE', 'account.logout') }).click();
  await expect(page.getByRole('alert').filter({ hasText: t('sv-SE', 'http.generic') })).toBeVisible();
  await expect(page.getByRole('region', { name: t('sv-SE', 'account.details') })).toContainText('Erik');
  await expect(page.locator('header a[data-account-link]')).toHaveText('Erik');
});

test('logging out keeps the focus on its button while the call is on its way, and there after a failure (fi-FI)', async ({ page }) => {
  // the failure this test provokes is logged by the browser: expected here, nowhere else
  allowConsoleError(page, /Failed to load resource: the server responded with a status of 502/);
  const locale = 'fi-FI';
  await logInAs(page, 'Aino Virtanen', '/oma-tili');
  await expect(page.getByRole('region', { name: t(locale, 'account.details') })).toContainText('Aino', { timeout: 15_000 });
  // a slow logout: the call is held until the test has looked at the focus, then it fails
  let answer: (status: number) => void = () => undefined;
  const answered = new Promise<number>((resolve) => (answer = resolve));
  await page.route('**/api/v1/logout', async (route) =>
    route.fulfill({ status: await answered, contentType: 'application/json', body: '{"error":"logout_failed"}' }),
  );
  const logout = page.getByRole('button', { name: t(locale, 'account.logout') });
  await logout.focus();
  await page.keyboard.press('Enter');
  // while logging out the button says so, and keeps the focus (a disabled one drops it to <body>)
  const busy = page.getByRole('button', { name: t(locale, 'account.loggingOut') });
  await expect(busy).toBeFocused();
  await expect(busy).toHaveAttribute('aria-disabled', 'true');
  answer(502);
  await expect(page.getByRole('alert').filter({ hasText: t(locale, 'http.generic') })).toBeVisible();
  await expect(logout).toBeFocused();
});

interface CardsWatch {
  /** settles a task after the page has read the body of its cards answer (src/features/account/api.ts reads it as JSON, or as text when refused) */
  cardsAnswerRead: Promise<void>;
}

/** Run in the page before its scripts (addInitScript): whatever the island does with the answer is done once cardsAnswerRead settles. */
function watchCardsAnswer(): void {
  let done: () => void = () => undefined;
  (window as unknown as CardsWatch).cardsAnswerRead = new Promise<void>((resolve) => (done = resolve));
  for (const method of ['json', 'text'] as const) {
    const read = Object.getOwnPropertyDescriptor(Response.prototype, method)!.value as (this: Response) => Promise<unknown>;
    // (a task after the body is read: every step the island takes with it runs in microtasks before)
    Object.defineProperty(Response.prototype, method, {
      configurable: true,
      value(this: Response) {
        const body = read.call(this);
        if (new URL(this.url).pathname === '/proxy/cards') void body.finally(() => setTimeout(done, 0));
        return body;
      },
    });
  }
}

for (const late of ['the server', 'before the logout'] as const) {
  test(`a cards answer that comes after the logout is neither told nor kept (answered by ${late}, sv-SE)`, async ({ page }) => {
    // the late call is refused by the server (the session has ended): expected here, nowhere else
    allowConsoleError(page, /Failed to load resource: the server responded with a status of 401/);
    const locale = 'sv-SE';
    await logInAs(page, 'Erik Johansson', '/sv-SE/mitt-konto');
    await expect(page).toHaveURL(`${site()}/sv-SE/mitt-konto`);
    await page.goto('about:blank');
    // the cards call is still on its way when the visitor logs out: answered by the server once the
    // session has ended (401), or with the cards it had before the logout
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/proxy/cards', async (route) => {
      await released;
      if (late === 'the server') await route.continue();
      else
        await route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify([{ id: 'card-1', brand: 'Visa', last4: '4242', expiry: '08/29', name: 'Erik', isDefault: true }]),
        });
    });
    await page.addInitScript(watchCardsAnswer);
    // a failed login's toast (?login=failed) mounts the notifications island before anything else
    // happens, so a toast of the late answer would be on the page as soon as it is told, with no
    // island to load first: that toast is the only one this page may show
    await page.goto(`${site()}/sv-SE/mitt-konto?login=failed`);
    const loginFailed = t(locale, 'account.loginFailed');
    // (shown once the island has hydrated: the first visit loads React, as below)
    await expect(page.locator('#notifications-root [data-notification]').filter({ hasText: loginFailed })).toHaveCount(1, { timeout: 15_000 });
    await expect(page.getByRole('region', { name: t(locale, 'account.details') })).toContainText('Erik', { timeout: 15_000 });
    await page.getByRole('button', { name: t(locale, 'account.logout') }).press('Enter');
    await expect(page.getByRole('status').filter({ hasText: t(locale, 'account.loggedOut') })).toBeFocused();
    release();
    // the account island has read the answer and done all it does with it, and a frame was drawn
    await page.evaluate(() => (window as unknown as CardsWatch).cardsAnswerRead);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
    await expect(page.locator('#notifications-root [data-notification]').filter({ hasNotText: loginFailed })).toHaveCount(0);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('userinfo')))!)).toMatchObject({ loggedIn: false, cards: [] });
    await expect(page.getByRole('status').filter({ hasText: t(locale, 'account.loggedOut') })).toBeFocused();
  });
}

test('the account page asks a visitor to log in; a session that ended resets the stored customer', async ({ page }) => {
  await page.goto(`${site()}/no-NO`);
  // a stale stored customer from an old session, with no session cookie
  await page.evaluate(() => localStorage.setItem('userinfo', JSON.stringify({ firstname: 'Ingrid', loggedIn: true })));
  await page.goto(`${site()}/no-NO/min-konto`);
  await expect(page.getByText(t('no-NO', 'account.loginPrompt'))).toBeVisible();
  await expect(page.locator('header a[data-account-link]')).toHaveText(t('no-NO', 'account.login'));
  await expect.poll(async () => JSON.parse((await page.evaluate(() => localStorage.getItem('userinfo'))) ?? '{}').loggedIn).toBe(false);
});
