/**
 * The contact form, the terms modal and third parties in a real browser: spec 5's messages as the
 * visitor goes, the date picker by keyboard, a submission, a failed one's notice and analytics
 * event; the footer's privacy link opening the terms (no React before the click, the terms page's
 * own text, 'Terms not found' on failure); and no third-party request when nothing is configured.
 */
import { expect, test, allowConsoleError } from './fixtures';
import { axeViolations, describeViolation } from './axe';
import { t } from '../../src/i18n/t';

const site = () => process.env.TEST_SITE_URL!;
const contact = '/en-EU/about-us/company-info/contact-us';

test('the contact form checks as the visitor goes, picks a date by keyboard and sends', async ({ page }) => {
  const reactBefore: string[] = [];
  page.on('request', (r) => {
    if (/react|client\.[\w-]+\.js/i.test(r.url())) reactBefore.push(r.url());
  });
  await page.goto(`${site()}${contact}`);
  const form = page.locator('form[data-form-builder]');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('alert').first()).toHaveText(t('en-EU', 'form.hasErrors'));
  await expect(page.getByLabel(/^Name/)).toBeFocused();
  await expect(form.locator('[data-field="name"] [data-error]')).toHaveText('Fill in the field');
  await expect(page.getByLabel(/^Name/)).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel(/^Name/).fill('A');
  await page.getByLabel(/^Email \(/).focus();
  await expect(form.locator('[data-field="name"] [data-error]')).toHaveText('Field must contain at least 2 characters');
  await page.getByLabel(/^Name/).fill('Alex Driver');
  await expect(form.locator('[data-field="name"] [data-error]')).toBeHidden();

  await page.getByLabel(/^Email \(/).fill('alex@example.com');
  await page.getByLabel(/^Email again/).fill('alex@example.org');
  await page.getByLabel(/^Email again/).blur();
  await expect(form.locator('[data-field="emailConfirmation"] [data-error]')).toHaveText('Fields do not match');
  await page.getByLabel(/^Email again/).fill('alex@example.com');

  // the phone's country list starts with Norway, Sweden and Finland
  const countries = page.getByLabel('Country code');
  expect((await countries.locator('option').allTextContents()).slice(0, 3)).toEqual(['Norway +47', 'Sweden +46', 'Finland +358']);
  await countries.selectOption('NO');
  await page.getByLabel('Phone number').fill('912 34 567');

  await page.getByLabel(/^Topic/).selectOption('station');
  await page.getByLabel(/^Invoice amount/).fill('12,345');
  await page.getByLabel(/^Invoice amount/).blur();
  await expect(form.locator('[data-field="amount"] [data-error]')).toHaveText('The maximum number of decimal places is 2');
  await page.getByLabel(/^Invoice amount/).fill('12,50');

  // the date picker: a modal grid driven by the keyboard
  await page.getByLabel(/^Date of your station visit/).fill('15/01/2025');
  await page.getByRole('button', { name: 'Choose date' }).click();
  const picker = page.getByRole('dialog');
  await expect(picker.getByRole('heading')).toHaveText(/January 2025/);
  await expect(picker.getByRole('gridcell', { name: /15 January 2025/ })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('PageDown');
  await expect(picker.getByRole('heading')).toHaveText(/February 2025/);
  await page.keyboard.press('Enter');
  await expect(picker).toBeHidden();
  await expect(page.getByLabel(/^Date of your station visit/)).toHaveValue('23/02/2025');
  await expect(page.getByRole('button', { name: 'Choose date' })).toBeFocused();
  await page.getByRole('button', { name: 'Choose date' }).click();
  // the picker opens once its code is there: Escape is for the open picker
  await expect(picker.getByRole('gridcell', { name: /23 February 2025/ })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.getByLabel('By email').check();
  await page.getByLabel(/^Message/).fill('The wash at the station was excellent.');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.locator('[data-form-sent]')).toBeFocused();
  await expect(page.locator('[data-form-sent]')).toHaveText(/Thank you! Your message has been sent/);
  await expect(form).toBeHidden();
  expect(reactBefore).toEqual([]);
});

test('each field reads what its market types: an IDN address, a date day first with slashes (en-EU), a national phone number', async ({ page }) => {
  await page.goto(`${site()}${contact}`);
  const form = page.locator('form[data-form-builder]');
  const date = page.getByLabel(/^Date of your station visit/);
  // the hint names the locale's own format, and the field is described by it
  await expect(date).toHaveAccessibleDescription(new RegExp(t('en-EU', 'form.dateFormat').replace(/\//g, '\\/')));
  await date.fill('31/02/2026');
  await date.blur();
  await expect(form.locator('[data-field="visitDate"] [data-error]')).toHaveText(t('en-EU', 'validation.dateNotReal', { ruleValue: '31/02/2026' }));
  await expect(date).toHaveAttribute('aria-invalid', 'true');
  await date.fill('21/11/2026');
  await expect(date).toHaveAttribute('aria-invalid', 'false');
  // ISO is taken too, and shown back as the locale types dates once the field is left
  await date.fill('2026-11-21');
  await date.blur();
  await expect(date).toHaveValue('21/11/2026');
  await expect(date).toHaveAttribute('aria-invalid', 'false');

  await page.getByLabel(/^Email \(/).fill('åsa@exämple.se');
  await page.getByLabel(/^Email again/).fill('åsa@EXÄMPLE.se');
  await page.getByLabel(/^Email again/).blur();
  await expect(form.locator('[data-field="email"] [data-error]')).toBeHidden();
  await expect(form.locator('[data-field="emailConfirmation"] [data-error]')).toBeHidden();

  // a Swedish number with its leading 0; a Finnish one too short is refused with spec 5's message
  await page.getByLabel('Country code').selectOption('SE');
  const phone = page.getByLabel('Phone number');
  await phone.fill('040 123');
  await phone.blur();
  await expect(form.locator('[data-field="phone"] [data-error]')).toHaveText(t('en-EU', 'validation.phone'));
  await phone.fill('070-123 45 67');
  await expect(form.locator('[data-field="phone"] [data-error]')).toBeHidden();
});

test('a form sent as a plain post (before its script took it over) comes back as a page, which the script then takes over', async ({ page }) => {
  // the page answering the invalid post is a 400, which the browser logs
  allowConsoleError(page, /Failed to load resource: the server responded with a status of 400/);
  await page.goto(`${site()}${contact}`);
  const form = page.locator('form[data-form-builder]');
  /** Sends the form as the browser does without script: the form element's own submit, no submit event. */
  const postPlainly = async () => {
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/v1/form/submit')),
      form.evaluate((f: HTMLFormElement) => HTMLFormElement.prototype.submit.call(f)),
    ]);
    return answer;
  };
  await page.getByLabel(/^Name/).fill('Alex Driver');
  await page.getByLabel(/^Email \(/).fill('alex@example');
  await page.getByLabel(/^Email again/).fill('alex@example');
  await page.getByLabel(/^Topic/).selectOption('station');
  await page.getByLabel('By phone').check();
  await page.getByLabel(/^Message/).fill('The wash at the station was excellent.');
  expect((await postPlainly()).status()).toBe(400);
  await page.waitForURL(`${site()}/api/v1/form/submit`);

  const email = page.getByLabel(/^Email \(/);
  await expect(email).toBeFocused();
  await expect(email).toHaveAccessibleDescription(t('en-EU', 'validation.emailInvalid'));
  await expect(page.getByLabel('By phone')).toBeChecked();
  expect((await axeViolations(page)).map(describeViolation)).toEqual([]);
  // the form's script takes the page over (the focused field calls it in): a field the server
  // marked is checked again as it changes
  await expect(form).toHaveAttribute('data-enhanced', 'true');
  await email.fill('alex@example.com');
  await expect(form.locator('[data-field="email"] [data-error]')).toBeHidden();
  await expect(email).toHaveAttribute('aria-invalid', 'false');
  await page.getByLabel(/^Email again/).fill('alex@example.com');

  // sent as a plain post again: back on the page, at its thank-you message
  expect((await postPlainly()).status()).toBe(303);
  await page.waitForURL(`${site()}${contact}#form-sent-contact`);
  await expect(page.locator('[data-form-sent]')).toBeFocused();
  await expect(page.locator('[data-form-sent]')).toHaveText(/Thank you! Your message has been sent/);
  await expect(form).toBeHidden();
  expect((await axeViolations(page)).map(describeViolation)).toEqual([]);
});

test('a failed submission shows the error notice and sends the Error Message event (fi-FI)', async ({ page }) => {
  // the failure this test provokes is logged by the browser: expected here, nowhere else
  allowConsoleError(page, /Failed to load resource: the server responded with a status of 503|\[forms\] submit failed: 503/);
  await page.route('**/api/v1/form/submit', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"upstream_unavailable"}' }),
  );
  await page.goto(`${site()}/yksityisille/ota-yhteytta/asiakaspalvelu`);
  await page.getByLabel(/^Nimi/).fill('Aino Virtanen');
  await page.getByLabel(/^Sähköposti \(/).fill('aino@example.fi');
  await page.getByLabel(/^Sähköposti uudelleen/).fill('aino@example.fi');
  await page.getByLabel(/^Aihe/).selectOption('invoice');
  await page.getByLabel('Sähköpostilla').check();
  await page.getByLabel(/^Viesti/).fill('Laskussani on virhe, tarkistaisitteko sen.');
  await page.getByRole('button', { name: 'Lähetä viesti' }).click();
  await expect(page.getByRole('alert').filter({ hasText: t('fi-FI', 'form.submitFailed') })).toBeVisible();
  const events = await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []);
  expect(events).toContainEqual({
    event: 'Error Message',
    code: 'error',
    text: t('fi-FI', 'form.submitFailed'),
    status: 500,
    message: t('fi-FI', 'form.submitFailed'),
    type: 'exception',
  });
  await expect(page.locator('form[data-form-builder]')).toBeVisible();
});

test('the privacy link opens the terms in a modal, loading React only then; both close controls work', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto(`${site()}/en-EU`);
  await page.waitForLoadState('load');
  expect(scripts.filter((s) => /\/mount\.[\w-]+\.js$/.test(s))).toEqual([]);
  const link = page.locator('footer a[data-internal="privacyNotice"]');
  await expect(link).toHaveAttribute('href', '/en-EU/terms');
  await link.click();
  // the modal is named after what the link opens (the privacy notice), not the terms page's title
  const dialog = page.getByRole('dialog', { name: (await link.innerText()).trim() });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('terms');
  expect(scripts.filter((s) => /\/mount\.[\w-]+\.js$/.test(s))).toHaveLength(1);
  await expect(page).toHaveURL(`${site()}/en-EU`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
  await link.click();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
  await link.click();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
});

test("the modal shows the terms page's own text: the same HTML, from the site's one renderer", async ({ page }) => {
  await page.goto(`${site()}/`);
  const link = page.locator('footer a[data-internal="privacyNotice"]');
  const terms = await link.getAttribute('href');
  expect(terms).toBe('/kayttoehdot');
  await link.click();
  const prose = page.getByRole('dialog').locator('.prose');
  await expect(prose).toBeVisible();
  // the terms page's first card (spec 7.2: content.body[0].cards[0]) as the page itself shows it
  const onPage = await page.evaluate(async (href) => {
    const doc = new DOMParser().parseFromString(await (await fetch(href)).text(), 'text/html');
    return doc.querySelector('main .card .prose')?.innerHTML ?? null;
  }, terms!);
  expect(onPage).toMatch(/<ol>/);
  expect(await prose.innerHTML()).toBe(onPage);
  // the demo's terms end with their PDF: an asset link the page renderer makes a download
  await expect(prose.locator('a[download]')).toHaveCount(1);
});

test("terms that fail to load give the title 'Terms not found'", async ({ page }) => {
  // the failure this test provokes is logged by the browser: expected here, nowhere else
  allowConsoleError(page, /Failed to load resource: (the server responded with a status of (403|404|5\d\d)|net::ERR_CONNECTION_REFUSED)/);
  await page.route('**/api/v1/terms', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
  await page.goto(`${site()}/sv-SE`);
  await page.locator('footer a[data-internal="privacyNotice"]').click();
  await expect(page.getByRole('dialog', { name: t('sv-SE', 'terms.notFound') })).toBeVisible();
});

test('with nothing configured, no third party is asked for anything and no consent button shows', async ({ page }) => {
  // the unknown page it visits answers 404, which the browser logs
  allowConsoleError(page, /Failed to load resource: the server responded with a status of 404/);
  const foreign: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).origin !== new URL(site()).origin) foreign.push(r.url());
  });
  await page.goto(`${site()}${contact}`);
  await page.getByLabel(/^Name/).focus();
  await page.locator('footer a[data-internal="privacyNotice"]').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.goto(`${site()}/en-EU/no-such-page-at-all`);
  expect(foreign).toEqual([]);
  await expect(page.locator('[data-cookie-consent]')).toHaveCount(0);
  await expect(page.locator('meta[name="x-tag-manager"], meta[name="x-cookie-consent"]')).toHaveCount(0);
});
