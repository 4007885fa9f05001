import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
page.on('console', (m) => console.log('console', m.type(), m.text()));
await page.goto(process.argv[2] ?? 'http://127.0.0.1:4470/asemahaku', { waitUntil: 'load' });
await page.waitForTimeout(6000);
console.log(await page.evaluate(() => {
  const pane = document.querySelector('.leaflet-base-pane');
  const ps = [...document.querySelectorAll('.leaflet-base-pane path')] as SVGPathElement[];
  const info = ps.map((p) => { const b = p.getBBox(); const cs = getComputedStyle(p); return [Math.round(b.x), Math.round(b.y), Math.round(b.width), Math.round(b.height), cs.fill, cs.display, cs.visibility, p.getAttribute('d')?.length]; });
  const svg = pane?.querySelector('svg'); const r = svg?.getBoundingClientRect();
  return { info, svgRect: r && [r.x, r.y, r.width, r.height], paneStyle: pane && getComputedStyle(pane).cssText.length, paneDisplay: pane && [getComputedStyle(pane).display, getComputedStyle(pane).visibility, getComputedStyle(pane).position, getComputedStyle(pane).zIndex], paths: document.querySelectorAll('.leaflet-base-pane path').length, base: (document.querySelector('.leaflet-container') as HTMLElement)?.dataset.baseLayer, panes: [...document.querySelectorAll('.leaflet-pane')].map(p => p.className) };
}));
await page.locator('.locator__map').screenshot({ path: '/tmp/h7/map.png' });
await browser.close();
