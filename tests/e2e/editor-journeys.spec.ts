import { test, expect, expectSound, tabTo } from './fixtures';
import type { Page } from '@playwright/test';
import { TEST_EDITOR_TOKEN } from '../support/stack';

// The content team's day in the embedded CMS's editor page (docs/content.md, "A day with the
// editor's page"), walked by keyboard only: choose the editor's language and log in, make a page,
// publish typed changes and see them live on the site, rename it (the old address leads to the
// new), two editors on one page, and delete it. Every state the walk reaches is checked for focus
// and by axe.

const backendUrl = process.env.TEST_BACKEND_URL!;
const siteUrl = process.env.TEST_SITE_URL!;

test.describe.configure({ mode: 'serial' });

/** The element the keyboard is on. */
const focused = (page: Page) => page.evaluate(() => ({ id: document.activeElement?.id ?? '', text: document.activeElement?.textContent?.trim() ?? '' }));

/** Tabs to the form control labelled `label` (or the button or link named so). */
async function tabToNamed(page: Page, name: string | RegExp): Promise<void> {
  const wanted = typeof name === 'string' ? (s: string) => s === name : (s: string) => name.test(s);
  await tabTo(page, (el) => wanted(el.name));
}

async function tabToField(page: Page, id: string): Promise<void> {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    if ((await page.evaluate(() => document.activeElement?.id)) === id) return;
  }
  throw new Error(`no field #${id} by Tab`);
}

/** Replaces what the focused field holds by typing. */
async function retype(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

async function logIn(page: Page): Promise<void> {
  await page.goto(`${backendUrl}/?locale=en-EU`);
  // the browser asks for Finnish (the run's locale): the page answers in Finnish until English is chosen
  await expect(page.locator('html')).toHaveAttribute('lang', 'fi-FI');
  await expectSound(page, 'login form', { pageStart: true });
  await tabToField(page, 'editor-language');
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('#editor-language')).toHaveValue('en-EU');
  await tabToNamed(page, 'Vaihda kieli');
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await tabToField(page, 'token');
  await page.keyboard.type(TEST_EDITOR_TOKEN);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible();
  await expectSound(page, 'list of pages', { pageStart: true });
}

test('an editor makes a page, publishes typed changes, renames it and deletes it, by keyboard, and hears when each is live', async ({ page, request }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  await logIn(page);

  // a new page
  await tabToNamed(page, 'New page');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'New page' })).toBeVisible();
  await tabToField(page, 'path');
  await page.keyboard.type(`Editor Journey ${stamp}`);
  await tabToField(page, 'title');
  await page.keyboard.type(`Journey ${stamp}`);
  await page.keyboard.press('Enter');
  const path = `/editor-journey-${stamp}`;
  const result = page.locator('#result');
  await expect(result).toContainText('Page created.');
  await expect(result).toContainText(/Live on the site after \d+\.\d s\./);
  // the result is what the keyboard and a screen reader meet first
  expect((await focused(page)).id).toBe('result');
  await expect(page.getByText(`Saved as “${path}”`)).toBeVisible();
  await expectSound(page, 'page created');
  const live = await request.get(`${siteUrl}/en-EU${path}`);
  expect(live.status()).toBe(200);
  expect(await live.text()).toContain(`Journey ${stamp}`);
  const open = page.getByRole('link', { name: `Open “Journey ${stamp}” on the site` });
  await expect(open).toHaveAttribute('href', `${siteUrl}/en-EU${path}`);

  // a draft, then typed changes published without saving them first
  await tabToField(page, 'description');
  await page.keyboard.type('A page made by keyboard.');
  await tabToNamed(page, 'Save draft');
  await page.keyboard.press('Enter');
  await expect(result).toContainText('Draft saved. Visitors still see the published page.');
  expect((await focused(page)).id).toBe('result');
  await expectSound(page, 'draft saved');
  await tabToField(page, 'title');
  await retype(page, `Journey ${stamp} published`);
  await tabToNamed(page, 'Publish');
  await page.keyboard.press('Enter');
  await expect(result).toContainText(/Live on the site after \d+\.\d s\./);
  expect(page.url()).toContain('/editor/entry?');
  await expectSound(page, 'published');
  expect(await (await request.get(`${siteUrl}/en-EU${path}`)).text()).toContain(`Journey ${stamp} published`);
  // no draft now: nothing to publish or discard
  await expect(page.getByRole('button', { name: 'Publish' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Discard draft' })).toHaveCount(0);

  // a new address: the old one leads to the new one
  await tabToField(page, 'slug');
  await retype(page, `${path}-renamed`);
  await page.keyboard.press('Enter');
  await expect(result).toContainText('Draft saved.');
  await tabToNamed(page, 'Publish');
  await page.keyboard.press('Enter');
  await expect(result).toContainText(/Live on the site after/);
  await expect(page.getByRole('link', { name: 'View on site' })).toHaveAttribute('href', `${siteUrl}/en-EU${path}-renamed`);
  const old = await request.get(`${siteUrl}/en-EU${path}`, { maxRedirects: 0 });
  expect(old.status()).toBe(307);
  expect(old.headers()['location']).toContain(`/en-EU${path}-renamed`);

  // delete, behind its confirm step
  await tabToNamed(page, 'Delete');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Delete');
  await expect(page.getByText('No navigation, footer or other page links to it.')).toBeVisible();
  await expectSound(page, 'confirm delete', { pageStart: true });
  await tabToNamed(page, 'Yes, delete');
  await page.keyboard.press('Enter');
  await expect(result).toContainText(`The page “Journey ${stamp} published” is deleted.`);
  await expect(result).toContainText(/Gone from the site after/);
  expect((await focused(page)).id).toBe('result');
  await expectSound(page, 'deleted');
  expect((await request.get(`${siteUrl}/en-EU${path}-renamed`, { maxRedirects: 0 })).status()).toBe(404);
});

test('two editors on one page: the second save shows both versions, and a refusal stands at its field', async ({ page }) => {
  test.setTimeout(90_000);
  await logIn(page);
  const stamp = Date.now().toString(36);
  // a page of the test's own to edit
  await page.goto(`${backendUrl}/editor/new?locale=sv-SE`);
  await page.getByLabel('Address').fill(`/redaktorer-${stamp}`);
  await page.getByLabel('Title').fill(`Redaktörer ${stamp}`);
  await page.getByRole('button', { name: 'Create page' }).click();
  await expect(page.locator('#result')).toContainText('Page created.');
  const entry = page.url().replace(/&notice=[^&]*/, '');

  // the second editor has the same page open (a tab of the same login)
  const other = await page.context().newPage();
  await other.goto(entry);
  await page.goto(entry);
  await page.getByLabel('Title').fill(`Redaktörer ${stamp} (Aino)`);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.locator('#result')).toContainText('Draft saved.');

  await other.getByLabel('Title').fill(`Redaktörer ${stamp} (Mikko)`);
  await other.getByRole('button', { name: 'Save draft' }).click();
  const conflict = other.locator('#result');
  await expect(conflict).toContainText('Someone else saved this page while you were editing it.');
  await expect(conflict.getByRole('row', { name: /Title/ })).toContainText(`(Mikko)`);
  await expect(conflict.getByRole('row', { name: /Title/ })).toContainText(`(Aino)`);
  expect((await focused(other)).id).toBe('result');
  await expectSound(other, 'conflict');
  await other.getByRole('button', { name: 'Keep my version' }).click();
  await expect(other.locator('#result')).toContainText('Draft saved.');
  await expect(other.getByLabel('Title')).toHaveValue(`Redaktörer ${stamp} (Mikko)`);

  // an address no page may have: said at the field, by keyboard
  await other.getByLabel('Address', { exact: true }).focus();
  await retype(other, '/erbjudande?x=1');
  await other.keyboard.press('Enter');
  const address = other.getByLabel('Address', { exact: true });
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expect(other.locator('#slug-error')).toContainText('it contains “?”');
  await expect(address).toHaveValue('/erbjudande?x=1');
  await expectSound(other, 'refused address');

  // the test's page goes again, so the stack's other tests see the content they expect
  await other.getByRole('button', { name: 'Delete' }).click();
  await other.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(other.locator('#result')).toContainText('is deleted.');
});
