import { chromium } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const [url, vp] of [['http://127.0.0.1:4470/en-EU/stationsearch', { width: 375, height: 740 }]] as const) {
  const context = await browser.newContext({ viewport: vp });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(4000);
  if (url.includes('akaa')) { await page.locator('[data-station-map]').scrollIntoViewIfNeeded(); await page.waitForTimeout(2000); }
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  console.log(url, vp.width, results.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`));
  if (url.includes('haku') || url.includes('search')) {
    // with the filter panel open and a station chosen
    await page.getByRole('button', { name: /Kaikki suodattimet|All filters/ }).click();
    if (vp.width < 900) await page.getByRole('button', { name: /Kartta|Map/, exact: true }).click().catch(() => {});
    await page.locator('.locator-item__show').first().click().catch(() => {});
    await page.waitForTimeout(2000);
    const r2 = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
    console.log(url, vp.width, 'open', r2.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`));
  }
  await context.close();
}
await browser.close();
