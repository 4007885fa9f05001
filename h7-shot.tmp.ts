import { chromium } from '@playwright/test';
const url = process.argv[2] ?? 'http://127.0.0.1:4470/asemahaku';
const out = process.argv[3] ?? '/tmp/h7/shot';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const [name, vp] of [['desktop', { width: 1280, height: 900 }], ['mobile', { width: 375, height: 740 }]] as const) {
  const page = await browser.newPage({ viewport: vp, locale: 'fi-FI' });
  const errors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(`${m.type()}: ${m.text()}`); });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('requestfailed', (r) => errors.push(`failed: ${r.url()} ${r.failure()?.errorText}`));
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(5000);
  await page.screenshot({ path: `${out}-${name}.png`, fullPage: false });
  console.log(name, JSON.stringify(errors.slice(0, 10)));
  if (name === 'mobile' && url.includes('haku')) {
    await page.getByRole('button', { name: 'Kartta' }).click();
    await page.waitForTimeout(3000);
    await page.screenshot({ path: `${out}-${name}-map.png`, fullPage: false });
  }
  console.log(name, 'state', await page.locator('.locator').getAttribute('data-state'), 'items', await page.locator('.locator-item').count(), 'markers', await page.locator('.nordic-marker').count(), 'count', await page.locator('.locator__count').textContent());
  await page.close();
}
await browser.close();
