/**
 * The JavaScript (gzip, level 9) a content page loads before and after the visitor opens the cart:
 * the car-wash page of each locale in Debian's chromium, first on load, then after a click on the
 * header's cart button (until the cart dialog shows).
 *
 *   SITE_URL=http://127.0.0.1:4321 tsx scripts/bench/cart-js.ts
 *
 * Prints one line per locale and the scripts of each phase. A figure, never a pass/fail.
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Response } from '@playwright/test';
import { localeCodes, type LocaleCode } from '../../src/config/locales';
import { localizedHref } from '../../src/i18n/paths';

const site = (process.env.SITE_URL ?? 'http://127.0.0.1:4321').replace(/\/+$/, '');
const pages: Record<LocaleCode, string> = {
  'fi-FI': '/yksityisille/palvelut/autopesu',
  'en-EU': '/private/services/car-wash',
  'sv-SE': '/privat/tjanster/biltvatt',
  'no-NO': '/privat/tjenester/bilvask',
};

const gz = (body: Buffer) => gzipSync(body, { level: 9 }).length;

async function weigh(responses: Response[]): Promise<{ total: number; files: string[] }> {
  let total = 0;
  const files: string[] = [];
  for (const r of responses) {
    if (r.request().resourceType() !== 'script') continue;
    const body = await r.body().catch(() => null);
    if (!body) continue;
    total += gz(body);
    files.push(`${r.url().split('/').pop()} ${gz(body)} B`);
  }
  return { total, files };
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const locale of localeCodes) {
    const page = await browser.newPage();
    const responses: Response[] = [];
    page.on('response', (r) => responses.push(r));
    // module scripts have run by 'load'; a second more lets anything loaded on idle arrive (the
    // page's autoplaying video keeps the network busy, so 'networkidle' never comes)
    await page.goto(`${site}${localizedHref(pages[locale], locale)}`, { waitUntil: 'load' });
    await page.waitForTimeout(1000);
    const before = await weigh(responses.splice(0));
    await page.locator('[data-cart-open]').first().click();
    await page.locator('dialog[data-modal="cart"][open]').waitFor();
    await page.waitForTimeout(1000);
    const after = await weigh(responses.splice(0));
    console.log(`${locale}: before the cart opens ${before.total} B gzip JS; opening it adds ${after.total} B (total ${before.total + after.total} B)`);
    console.log(`  before: ${before.files.join(', ')}`);
    console.log(`  added:  ${after.files.join(', ')}`);
    await page.close();
  }
} finally {
  await browser.close();
}
