import { type Locator, type Page } from '@playwright/test';
import { expect, test, allowConsoleError, holdRequests } from './fixtures';
import { locales, type LocaleCode } from '../../src/config/locales';
import { hrefFor, localizedHref } from '../../src/i18n/paths';
import { t } from '../../src/i18n/t';
import { listPaths } from '../support/site';
import { pageResponseSchema, type Station } from '../../src/cms/schemas';
import { STARTUP_AUTH_PATH } from '../../src/features/account/startup';
import { todayHours } from '../../src/cms/opening-hours/today';
import { clockTime } from '../../src/lib/clock';
import { openState } from '../../src/cms/opening-hours/open-now';
import { normalizeHours } from '../../src/cms/opening-hours/normalize';
import { addDays } from '../../src/lib/calendar';
import { zonedParts } from '../../src/lib/zoned-time';

const site = () => process.env.TEST_SITE_URL!;
const backend = () => process.env.TEST_BACKEND_URL!;
const locatorUrl = (locale: LocaleCode) => `${site()}${hrefFor('stationLocator', locale)}`;

// generous waits for the island and the map's code: a busy test machine can take its time
const READY = { timeout: 20_000 };

/** Opens the locator and waits until the island has its stations. */
async function openLocator(page: Page, locale: LocaleCode, query = ''): Promise<void> {
  await page.goto(`${locatorUrl(locale)}${query}`);
  await expect(page.locator('.locator')).toHaveAttribute('data-state', 'ready', READY);
}

/**
 * Engages the map as a visitor does, with the pointer over it (until then a desktop shows the map
 * preview and loads no Leaflet), and waits for the real map's markers.
 */
async function waitForMarkers(page: Page): Promise<void> {
  await page.locator('.locator__map').hover();
  await expect(page.locator('.leaflet-marker-pane .nordic-marker').first()).toBeAttached(READY);
}

/** How many stations the markers on the map stand for (a cluster counts its stations). */
async function stationsOnMap(page: Page): Promise<number> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.leaflet-marker-pane .nordic-marker')].reduce(
      (sum, el) => sum + (el.classList.contains('nordic-marker--cluster') ? Number(el.querySelector('[aria-hidden]')?.textContent ?? 0) : 1),
      0,
    ),
  );
}

const zoomOf = (url: string): number => Number(/[?&]map=(\d+)\//.exec(url)?.[1] ?? NaN);
const quick = (page: Page, locale: LocaleCode, code: string): Locator =>
  page.getByRole('button', { name: t(locale, `locator.filter.${code}` as never), exact: true });

test('a quick filter narrows both the list and the markers', async ({ page }) => {
  await openLocator(page, 'en-EU');
  await waitForMarkers(page);
  const count = page.locator('.locator__count');
  const before = await count.textContent();
  const onMapBefore = await stationsOnMap(page);

  await quick(page, 'en-EU', 'open24h').click();
  await expect(quick(page, 'en-EU', 'open24h')).toHaveAttribute('aria-pressed', 'true');
  await expect(count).not.toHaveText(before ?? '');
  // every station listed is open round the clock, and the map holds fewer stations than before
  const statuses = await page.locator('.locator-item__status').allTextContents();
  expect(statuses.length).toBeGreaterThan(0);
  expect(new Set(statuses)).toEqual(new Set([t('en-EU', 'station.open24h')]));
  await expect.poll(() => stationsOnMap(page)).toBeLessThan(onMapBefore);
  expect(Number(/(\d+)/.exec((await count.textContent()) ?? '')?.[1])).toBeLessThan(Number(/(\d+)/.exec(before ?? '')?.[1]));
});

/** Each marker's kind, colour, count and box in the map's box, in a stable order (preview and map compared). */
async function markerBoxes(page: Page, selector: string): Promise<string[]> {
  const boxes = await page.locator(selector).evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      const map = el.closest('.locator__map')!.getBoundingClientRect();
      const kinds = [...el.classList].filter((c) => c.startsWith('nordic-marker--')).sort();
      return `${kinds.join(' ')} ${el.querySelector('span span')?.textContent ?? ''} ${r.x - map.x},${r.y - map.y} ${r.width}x${r.height}`;
    }),
  );
  return boxes.sort();
}

test.describe('the map preview at desktop width', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('draws the first view without Leaflet; a pointer over the map swaps in the real map at the same view', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await openLocator(page, 'en-EU');
    const preview = page.locator('[data-map-preview]');
    await expect(preview.locator('.nordic-marker').first()).toBeAttached(READY);
    await expect(preview.locator('path.nordic-land')).toBeAttached(READY);
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((u) => /LocatorMap|markers\.|leaflet/i.test(u))).toEqual([]);
    await expect(page.locator('.leaflet-container')).toHaveCount(0);
    const count = await page.locator('.locator__count').textContent();
    const before = await markerBoxes(page, '[data-map-preview] .nordic-marker');
    const zoom = await preview.getAttribute('data-zoom');

    await page.locator('.locator__map').hover();
    await expect(preview).toHaveCount(0, READY);
    await expect(page.locator('.leaflet-container')).toHaveAttribute('data-zoom', zoom ?? '');
    expect(await markerBoxes(page, '.leaflet-marker-pane .nordic-marker')).toEqual(before);
    await expect(page.locator('.locator__count')).toHaveText(count ?? '');
    expect(page.url()).not.toContain('map=');
  });

  test('a filter redraws the preview from the clustering worker, and removing it brings back the first view, still without Leaflet', async ({ page }) => {
    await openLocator(page, 'en-EU');
    const preview = page.locator('[data-map-preview]');
    await expect(preview.locator('.nordic-marker').first()).toBeAttached(READY);
    const sum = () =>
      preview
        .locator('.nordic-marker')
        .evaluateAll((els) => els.reduce((n, el) => n + (el.classList.contains('nordic-marker--cluster') ? Number(el.textContent) : 1), 0));
    const all = await sum();
    const firstView = await markerBoxes(page, '[data-map-preview] .nordic-marker');
    await quick(page, 'en-EU', 'open24h').click();
    await expect.poll(sum).toBeLessThan(all);
    await quick(page, 'en-EU', 'open24h').click();
    await expect.poll(sum).toBe(all);
    expect(await markerBoxes(page, '[data-map-preview] .nordic-marker')).toEqual(firstView);
    await expect(page.locator('.leaflet-container')).toHaveCount(0);
  });

  test('keyboard focus in the map box loads the map and lands on it; a key pressed meanwhile still moves it', async ({ page }) => {
    // the map's code is held back until the key is pressed, so the preview is still shown then
    const mapCode = await holdRequests(page, /LocatorMap\.[\w-]+\.js$/);
    await openLocator(page, 'fi-FI');
    const preview = page.locator('[data-map-preview]');
    await expect(preview.locator('.nordic-marker').first()).toBeAttached(READY);
    const zoom = Number(await preview.getAttribute('data-zoom'));
    const box = page.getByRole('region', { name: t('fi-FI', 'locator.map.label') });
    await box.focus();
    await expect(box).toBeFocused();
    await page.keyboard.press('Equal');
    await mapCode.release();
    await expect(page.locator('.leaflet-container')).toBeFocused(READY);
    await expect.poll(async () => Number(await page.locator('.leaflet-container').getAttribute('data-zoom'))).toBe(zoom + 1);
    await expect(page).toHaveURL(new RegExp(`[?&]map=${zoom + 1}/`));
  });

  test('a shared link with a map view loads the map at once', async ({ page }) => {
    await openLocator(page, 'sv-SE', '?map=9/59.33/18.07');
    await expect(page.locator('.leaflet-container')).toHaveAttribute('data-zoom', '9', READY);
    await expect(page.locator('[data-map-preview]')).toHaveCount(0);
  });
});

test('URL state survives a reload and the back button', async ({ page }) => {
  await openLocator(page, 'fi-FI');
  await quick(page, 'fi-FI', 'lunch').click();
  await expect(page).toHaveURL(/[?&]filters=lunch(&|$)/);
  const lunchCount = await page.locator('.locator__count').textContent();

  await page.reload();
  await expect(page.locator('.locator')).toHaveAttribute('data-state', 'ready', READY);
  await expect(quick(page, 'fi-FI', 'lunch')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.locator__count')).toHaveText(lunchCount ?? '');

  await quick(page, 'fi-FI', 'open24h').click();
  await expect(page).toHaveURL(/[?&]filters=open24h,lunch(&|$)/);
  await page.goBack();
  await expect(page).toHaveURL(/[?&]filters=lunch(&|$)/);
  await expect(quick(page, 'fi-FI', 'open24h')).toHaveAttribute('aria-pressed', 'false');
  await expect(quick(page, 'fi-FI', 'lunch')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.locator__count')).toHaveText(lunchCount ?? '');
});

test('the list works by keyboard: Tab through entries, choose one, Escape returns', async ({ page }) => {
  await openLocator(page, 'sv-SE');
  await waitForMarkers(page);
  const items = page.locator('.locator-item');
  await items.first().getByRole('link').focus();
  await page.keyboard.press('Tab');
  await expect(items.first().getByRole('button')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(items.nth(1).getByRole('link')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(items.nth(1).getByRole('button')).toBeFocused();
  const code = (await items.nth(1).getAttribute('data-code')) ?? '';
  const chosen = page.locator(`.locator-item[data-code="${code}"]`);
  const name = (await chosen.getByRole('link').textContent()) ?? '';

  // choosing a station moves the focus to it on the map and marks it in the list (the map zooms
  // to it, so the list narrows to that area: the entry stays, its place may change)
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name, level: 3 }).and(page.locator('.locator-card__title'))).toBeFocused();
  await expect(chosen).toHaveAttribute('aria-current', 'true');
  const show = chosen.getByRole('button');
  await expect(page).toHaveURL(/[?&]station=SE\d+/);
  await expect(page.locator('.nordic-marker--station.is-selected')).toBeAttached();

  await page.keyboard.press('Escape');
  await expect(show).toBeFocused();
  await expect(page.locator('.locator-card')).toHaveCount(0);
});

test('a cluster click zooms in', async ({ page }) => {
  await openLocator(page, 'en-EU');
  await waitForMarkers(page);
  // a plain visit keeps a plain address; the map's zoom is on its element
  expect(page.url()).not.toContain('map=');
  const map = page.locator('.leaflet-container');
  const before = Number(await map.getAttribute('data-zoom'));
  const cluster = page.locator('.nordic-marker--cluster').first();
  await expect(cluster).toHaveAccessibleName(/\d+ stations, zoom in/);
  await cluster.click();
  await expect.poll(async () => Number(await map.getAttribute('data-zoom'))).toBeGreaterThan(before);
  await expect.poll(() => zoomOf(page.url())).toBe(Number(await map.getAttribute('data-zoom')));
});

test.describe('near me', () => {
  test.use({ geolocation: { latitude: 60.1699, longitude: 24.9384 }, permissions: ['geolocation'] });

  test('sorts the list by distance from the visitor', async ({ page }) => {
    await openLocator(page, 'en-EU');
    await page.getByRole('button', { name: t('en-EU', 'locator.nearMe') }).click();
    await expect(page.locator('.locator-search__status')).toHaveText(t('en-EU', 'locator.nearMe.found'));
    const distances = await page.locator('.locator-item__distance').allTextContents();
    expect(distances.length).toBeGreaterThan(1);
    const km = distances.map((d) => {
      const value = Number(/([\d.,]+)\s*(k?m)/.exec(d)?.[1]?.replace(',', '.') ?? NaN);
      return d.includes('km') ? value : value / 1000;
    });
    expect(km).toEqual([...km].sort((a, b) => a - b));
    expect(await page.locator('.locator-item__address').first().textContent()).toMatch(/Helsinki|Espoo|Vantaa/);
  });
});

test.describe('near me without permission', () => {
  test.use({ permissions: [] });

  test('says so plainly and keeps the search by place', async ({ page }) => {
    await openLocator(page, 'no-NO');
    await page.getByRole('button', { name: t('no-NO', 'locator.nearMe') }).click();
    await expect(page.locator('.locator-search__status')).toHaveText(t('no-NO', 'locator.nearMe.denied'));
    await page.getByLabel(t('no-NO', 'locator.search.label')).fill('tromso');
    await page.getByRole('button', { name: t('no-NO', 'locator.search.submit'), exact: true }).click();
    await expect(page.locator('.locator-search__status')).toHaveText(/Tromsø/);
    await expect(page.locator('.locator-item__address').first()).toContainText('Tromsø');
    await expect(page).toHaveURL(/[?&]q=tromso/);
  });
});

test('the offline base layer shows when the tiles fail', async ({ page }) => {
  // the failure this test provokes is logged by the browser: expected here, nowhere else
  allowConsoleError(page, /Failed to load resource: (the server responded with a status of (403|404|5\d\d)|net::ERR_CONNECTION_REFUSED)/);
  // serve the page with a tile URL whose every tile fails, as when the tile host is unreachable
  let tileRequests = 0;
  await page.route('**/__tiles/**', (route) => {
    tileRequests += 1;
    return route.abort('connectionrefused');
  });
  await page.route(`${locatorUrl('fi-FI')}`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      '&quot;tiles&quot;:[0,{&quot;url&quot;:[0,&quot;&quot;]',
      '&quot;tiles&quot;:[0,{&quot;url&quot;:[0,&quot;/__tiles/{z}/{x}/{y}.png&quot;]',
    );
    await route.fulfill({ response, body: html });
  });
  await openLocator(page, 'fi-FI');
  await waitForMarkers(page);
  await expect.poll(() => tileRequests).toBeGreaterThan(0);
  await expect(page.locator('.leaflet-container')).toHaveAttribute('data-base-layer', 'outlines');
  expect(await page.locator('.leaflet-base-pane path.nordic-land').count()).toBeGreaterThan(3);
  await expect(page.locator('.leaflet-base-pane svg')).toBeVisible();
});

test('without tiles configured the map draws its offline base layer, never a grey box', async ({ page }) => {
  await openLocator(page, 'sv-SE');
  await waitForMarkers(page);
  await expect(page.locator('.leaflet-container')).toHaveAttribute('data-base-layer', 'outlines');
  await expect(page.locator('.leaflet-tile')).toHaveCount(0);
  const background = await page.locator('.leaflet-container').evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(background).not.toBe('rgb(221, 221, 221)');
});

for (const locale of locales.map((l) => l.code)) {
  test(`works on a 375 px phone in ${locale}: list first, map by the switch`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 }, locale, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await openLocator(page, locale);
    await expect(page.locator('.locator-item').first()).toBeVisible();
    await expect(page.locator('.locator__map')).toBeHidden();
    await quick(page, locale, 'helmisimpukka').click();
    await expect(page.locator('.locator-item').first()).toContainText(t(locale, 'locator.filter.helmisimpukka'));
    await page.getByRole('button', { name: t(locale, 'locator.view.map'), exact: true }).click();
    await expect(page.locator('.locator__map')).toBeVisible();
    await waitForMarkers(page);
    // nothing wider than the phone
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the locator lists every station of the market with a link to its page', async ({ page }) => {
    const stations = (await listPaths(backend(), 'no-NO')).filter((p) => p.contentType === 'stationPage');
    await page.goto(locatorUrl('no-NO'));
    const links = page.locator('.locator-fallback a');
    await expect(links).toHaveCount(stations.length);
    const hrefs = new Set(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href'))));
    for (const s of stations) expect(hrefs.has(localizedHref(s.path, 'no-NO'))).toBe(true);
    await links.first().click();
    await expect(page.locator('[data-page-kind="station"]')).toBeVisible();
  });
});

/**
 * Opens a page and waits until it has done everything it does before any interaction: the last of
 * it is the idle-time auth check of every page (src/features/account/startup.ts), so once that has
 * been answered and the network is idle, what has not been asked for will not be without a touch.
 * A check that nothing loaded cannot pass merely because a fixed wait was too short.
 */
async function openAndSettle(page: Page, url: string): Promise<void> {
  const authChecked = page.waitForResponse((r) => new URL(r.url()).pathname === STARTUP_AUTH_PATH);
  await page.goto(url, { waitUntil: 'load' });
  await authChecked;
  await page.waitForLoadState('networkidle');
}

test('only the locator page loads the locator: content pages load none of its code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script' || r.resourceType() === 'fetch' || r.resourceType() === 'stylesheet') scripts.push(r.url());
  });
  const locatorCode = (urls: string[]) => urls.filter((u) => /Locator|leaflet|stations-|outlines|locator\./i.test(u));
  for (const href of [hrefFor('landingPage', 'en-EU'), hrefFor('articles', 'en-EU')]) {
    scripts.length = 0;
    await openAndSettle(page, `${site()}${href}`);
    expect(scripts.length, `${href}: the page's own scripts were seen`).toBeGreaterThan(0);
    expect(locatorCode(scripts), href).toEqual([]);
  }
  scripts.length = 0;
  await openLocator(page, 'en-EU');
  await waitForMarkers(page);
  expect(locatorCode(scripts).length).toBeGreaterThan(0);
});

/** A station of the locale with hours of the given shape, from the backend. */
async function stationOf(locale: LocaleCode, shape: 'A' | 'B', h24: boolean): Promise<{ href: string; station: Station }> {
  const paths = (await listPaths(backend(), locale)).filter((p) => p.contentType === 'stationPage');
  for (const p of paths) {
    const res = await fetch(`${backend()}/cms-view/v1/content/page?path=${encodeURIComponent(p.path)}`, { headers: { locale } });
    const { content } = pageResponseSchema.parse(await res.json());
    if (content.contentType !== 'stationPage') continue;
    const hours = content.station.openingHours;
    const is24 = normalizeHours(hours).store24h;
    if (hours.shape === shape && is24 === h24) return { href: localizedHref(p.path, locale), station: content.station };
  }
  throw new Error(`no ${shape} station (24h ${h24}) in ${locale}`);
}

/** The instant a station's wall clock shows `time` on the day `days` after its today. */
function stationTime(station: Station, days: number, time: string): Date {
  const today = zonedParts(new Date(), station.timeZone).date;
  const date = addDays(today, days);
  // try the two offsets these zones have; keep the one the zone agrees with
  for (const offset of ['+01:00', '+02:00', '+03:00']) {
    const at = new Date(`${date}T${time}:00${offset}`);
    const parts = zonedParts(at, station.timeZone);
    if (parts.date === date && parts.minutes === Number(time.slice(0, 2)) * 60 + Number(time.slice(3))) return at;
  }
  throw new Error(`no ${date} ${time} in ${station.timeZone}`);
}

for (const [locale, shape] of [
  ['fi-FI', 'A'],
  ['sv-SE', 'B'],
] as const) {
  test(`a station page (${locale}, shape ${shape}) shows the right hours for a clock set in the test`, async ({ page }) => {
    const { href, station } = await stationOf(locale, shape, false);
    const days = normalizeHours(station.openingHours).days;
    // two days on, just after midnight and in the afternoon: the page was rendered before either
    for (const [after, time] of [
      [2, '00:05'],
      [2, '15:30'],
      [1, '23:59'],
    ] as const) {
      const now = stationTime(station, after, time);
      await page.clock.setFixedTime(now);
      await page.goto(`${site()}${href}`);
      const expectedToday = todayHours(station.openingHours, now, station.timeZone, {
        open24h: t(locale, 'station.open24h'),
        closed: t(locale, 'station.closed'),
        clock: { locale, range: t(locale, 'station.hoursRange') },
      });
      await expect(page.locator('[data-today-hours]')).toHaveText(expectedToday);
      const today = zonedParts(now, station.timeZone).date;
      const todayRow = page.locator(`[data-hours-table="store"] tr[data-date="${today}"]`);
      await expect(todayRow.locator('th')).toHaveText(t(locale, 'station.today'));
      await expect(page.locator(`[data-hours-table="store"] tr[data-date="${addDays(today, -1)}"]`)).toBeHidden();
      const state = openState(days, now, station.timeZone);
      const status = page.locator('[data-open-now]');
      await expect(status).toContainText(state.open ? t(locale, 'station.openNow') : t(locale, 'station.closedNow'));
      const time2 = state.open ? state.closesAt : state.opensAt;
      if (time2) await expect(status).toContainText(clockTime(time2, locale));
    }
  });
}

test('a 24h station page says so, whatever the clock', async ({ page }) => {
  const { href, station } = await stationOf('no-NO', 'A', true);
  await page.clock.setFixedTime(stationTime(station, 3, '03:00'));
  await page.goto(`${site()}${href}`);
  await expect(page.locator('[data-today-hours]')).toHaveText(t('no-NO', 'station.open24h'));
  await expect(page.locator('[data-open-now]')).toHaveText(t('no-NO', 'station.open24h'));
});

test('a station page loads its single-marker map only when it scrolls into view', async ({ page }) => {
  const { href } = await stationOf('fi-FI', 'B', false);
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.setViewportSize({ width: 1280, height: 600 });
  await openAndSettle(page, `${site()}${href}`);
  expect(requests.some((u) => new URL(u).pathname === STARTUP_AUTH_PATH)).toBe(true);
  expect(requests.filter((u) => /leaflet|outlines/.test(u))).toEqual([]);
  await page.locator('[data-station-map]').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-station-map]')).toHaveAttribute('data-map-state', 'ready', READY);
  await expect(page.locator('[data-station-map] .nordic-marker--station')).toHaveCount(1);
  await expect(page.locator('[data-station-map] .leaflet-base-pane path.nordic-land').first()).toBeAttached();
});
