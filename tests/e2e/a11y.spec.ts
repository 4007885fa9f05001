import { type Page } from '@playwright/test';
import { axeViolations, describeViolation } from './axe';
import { allowConsoleError, expect, test, watchConsole } from './fixtures';
import { defaultLocale, localeCodes } from '../../src/config/locales';
import { pageKinds, pageOfKind, requirePageKinds, type FoundPage } from '../../scripts/support/page-kinds';
import { weighViewports } from '../../scripts/support/page-weight';

// Budget: axe-core finds zero violations on every page kind in every locale, on a phone
// (the default locale on a desktop too); and no page breaks its own Content-Security-Policy. The
// console-error fixture watches every page (an error page's own status is its expected error).

const site = () => process.env.TEST_SITE_URL!;
const backend = () => process.env.TEST_BACKEND_URL!;

/** Collects what the browser reports as blocked by the page's CSP. */
function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to (execute|load|apply)/i.test(m.text())) violations.push(m.text());
  });
  return violations;
}

for (const locale of localeCodes) {
  for (const kind of pageKinds) {
    test(`${kind} page in ${locale}: no axe violations and no CSP violations`, async ({ browser, consoleErrors }) => {
      test.setTimeout(60_000);
      // a page kind missing from the built content fails (requirePageKinds), never a skip
      const page = pageOfKind(await requirePageKinds(backend(), locale), kind);
      // every locale on a phone (Lighthouse's mobile); the default locale on a desktop as well
      const viewports = locale === defaultLocale ? weighViewports : weighViewports.filter((v) => v.name === 'mobile');
      for (const { name, viewport } of viewports) {
        const context = await browser.newContext({ viewport, locale });
        watchConsole(context, consoleErrors);
        const tab = await context.newPage();
        // an error page answers with its status on purpose; the browser logs that as an error
        if (page.status >= 400) allowConsoleError(tab, new RegExp(`Failed to load resource: the server responded with a status of ${page.status}`));
        await checkPage(tab, page, name);
        await context.close();
      }
    });
  }
}

async function checkPage(page: Page, kind: FoundPage, viewportName: string): Promise<void> {
  const csp = watchCsp(page);
  const label = `${kind.kind} ${kind.href} (${viewportName})`;
  const response = await page.goto(`${site()}${kind.href}`);
  expect(response?.status(), label).toBe(kind.status);
  await page.waitForLoadState('networkidle');
  expect((await axeViolations(page)).map(describeViolation), label).toEqual([]);
  expect(csp, label).toEqual([]);
  await page.close();
}

test('the axe check sees what a page breaks, in the whole page or in the part it is given', async ({ page }) => {
  const found = pageOfKind(await requirePageKinds(backend(), defaultLocale), 'block');
  await page.goto(`${site()}${found.href}`);
  expect(await axeViolations(page)).toEqual([]);
  // an image without a text alternative in the footer, and a button without a name in the header
  await page.evaluate(() => {
    document.querySelector('footer')!.append(Object.assign(document.createElement('img'), { src: '/favicon.svg' }));
    document.querySelector('header')!.append(document.createElement('button'));
  });
  expect((await axeViolations(page)).map((v) => v.id).sort()).toEqual(['button-name', 'image-alt']);
  expect((await axeViolations(page, 'header')).map((v) => v.id)).toEqual(['button-name']);
});
