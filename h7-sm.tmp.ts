import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 600 } });
page.on('console', (m) => console.log('console', m.type(), m.text()));
await page.goto(process.argv[2] ?? 'http://127.0.0.1:4470/asemat/akaa', { waitUntil: 'load' });
await page.locator('[data-station-map]').scrollIntoViewIfNeeded();
await page.waitForTimeout(4000);
console.log(await page.evaluate(() => ({ state: (document.querySelector('[data-station-map]') as HTMLElement).dataset.mapState, base: (document.querySelector('.leaflet-container') as HTMLElement)?.dataset.baseLayer, paths: [...document.querySelectorAll('.leaflet-base-pane path')].map(p => p.getAttribute('class')), scripts: [...document.scripts].map(s => s.src).filter(Boolean) })));
await browser.close();
