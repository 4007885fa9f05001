/**
 * The locator's ways in, at a phone's, a tablet's and a desktop's width (spec 2.4, 9): a search, 'near
 * me', the skip link and the 'Find a station' link, and each URL state, each with the map view never
 * opened and with it opened (before the way in, or after it). Every time the list holds the
 * stations of the search, the location or the link, and after every step the focus is on a visible
 * control, never dropped to <body> (expectSound, WCAG 2.4.3, 2.4.7).
 */
import { type Page } from '@playwright/test';
import { expect, expectSound, holdRequests, test } from './fixtures';
import { type LocaleCode } from '../../src/config/locales';
import { hrefFor } from '../../src/i18n/paths';
import { t } from '../../src/i18n/t';
import { stationDataUrl } from '../../src/features/locator/data-file';
import { stationsOf } from '../../src/features/locator/data';
import type { StationSummary } from '../../src/features/locator/types';

const site = () => process.env.TEST_SITE_URL!;
// generous waits for the island and the map's code: a busy test machine can take its time
const READY = { timeout: 45_000 };
const LOCALE: LocaleCode = 'en-EU';

const stationCache = new Map<LocaleCode, StationSummary[]>();
async function stationsFor(locale: LocaleCode): Promise<StationSummary[]> {
  const cached = stationCache.get(locale);
  if (cached) return cached;
  const res = await fetch(`${site()}${stationDataUrl(locale)}`);
  expect(res.ok).toBe(true);
  const list = stationsOf(await res.json());
  expect(list.length).toBeGreaterThan(100);
  stationCache.set(locale, list);
  return list;
}

/** Great-circle distance in km (a model independent of the site's geo.ts). */
function km(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const h = Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

const fold = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ø/g, 'o');

/** What the list should hold: a count it says, and stations it must and must not list. */
interface Expected {
  /** every one of these is listed (the first page of the list holds them all) */
  includes: string[];
  /** every listed station is within this many km of this point */
  near?: { at: { lat: number; lng: number }; km: number };
  /** the first listed stations, in this order */
  startsWith?: string[];
  /** the list holds every matching station: the count names no map area */
  all?: boolean;
}

const VIEWPORTS = [
  { name: 'phone', width: 375, height: 740, mobile: true },
  { name: 'tablet', width: 768, height: 1024, mobile: true },
  { name: 'desktop', width: 1280, height: 900, mobile: false },
] as const;

async function listedCodes(page: Page): Promise<string[]> {
  return page.locator('.locator-list .locator-item').evaluateAll((els) => els.map((el) => el.getAttribute('data-code') ?? ''));
}

/** The list is shown and holds what is expected (waits for the list to settle on it). */
async function expectList(page: Page, stations: StationSummary[], expected: Expected, label: string): Promise<void> {
  const byCode = new Map(stations.map((s) => [s.code, s]));
  await expect(page.locator('.locator__list'), label).toBeVisible();
  await expect
    .poll(
      async () => {
        const codes = new Set(await listedCodes(page));
        return expected.includes.filter((c) => !codes.has(c));
      },
      { message: `${label}: stations missing from the list`, ...READY },
    )
    .toEqual([]);
  const codes = await listedCodes(page);
  expect(codes.length, `${label}: listed`).toBeGreaterThan(0);
  const count = (await page.locator('.locator__count').textContent()) ?? '';
  // not "0 in the map area" ("10 in the map area" is fine)
  expect(count, `${label}: count`).not.toMatch(new RegExp(`(^|\\D)${t(LOCALE, 'locator.count.inView', { count: 0 })}`));
  if (expected.all) expect(count, `${label}: count`).toBe(t(LOCALE, 'locator.count.many', { count: stations.length }));
  if (expected.near) {
    const { at, km: radius } = expected.near;
    const far = codes.filter((c) => km(at, byCode.get(c)!) > radius);
    expect(far, `${label}: listed stations farther than ${radius} km`).toEqual([]);
  }
  if (expected.startsWith) expect(codes.slice(0, expected.startsWith.length), `${label}: order`).toEqual(expected.startsWith);
}

const viewButton = (page: Page, view: 'list' | 'map') => page.getByRole('button', { name: t(LOCALE, `locator.view.${view}`), exact: true });

/** Opens the map view (below side-by-side width) and checks the map shows stations, not an empty box at its highest zoom. */
async function openMap(page: Page, label: string): Promise<void> {
  await viewButton(page, 'map').click();
  await expectSound(page, `${label}: map view opened`, { axe: false });
  await expect(page.locator('.locator__map')).toBeVisible();
  await expect(page.locator('.leaflet-marker-pane .nordic-marker').first()).toBeAttached(READY);
  const zoom = Number(await page.locator('.leaflet-container').getAttribute('data-zoom'));
  expect(zoom, `${label}: map zoom`).toBeLessThan(15);
}

async function backToList(page: Page, label: string): Promise<void> {
  await viewButton(page, 'list').click();
  await expectSound(page, `${label}: list view`, { axe: false });
}

async function open(page: Page, query = ''): Promise<void> {
  await page.goto(`${site()}${hrefFor('stationLocator', LOCALE)}${query}`);
  await expect(page.locator('.locator')).toHaveAttribute('data-state', 'ready', READY);
}

type Way = (page: Page, stations: StationSummary[]) => Promise<Expected>;

const HELSINKI = { lat: 60.1699, lng: 24.9384 };

/** The ways in a visitor takes on the page. */
const ways: Record<string, Way> = {
  async search(page, stations) {
    const town = stations.filter((s) => fold(s.city) === 'bergen');
    expect(town.length).toBeGreaterThan(0);
    await page.getByLabel(t(LOCALE, 'locator.search.label')).fill('Bergen');
    await page.getByLabel(t(LOCALE, 'locator.search.label')).press('Enter');
    await expectSound(page, 'searched', { axe: false });
    await expect(page.locator('.locator-search__status')).toHaveText(t(LOCALE, 'locator.search.found', { place: town[0]!.city }));
    return { includes: town.map((s) => s.code), near: { at: town[0]!, km: 80 } };
  },
  async 'near me'(page, stations) {
    const nearest = [...stations].sort((a, b) => km(HELSINKI, a) - km(HELSINKI, b)).slice(0, 5);
    const button = page.getByRole('button', { name: t(LOCALE, 'locator.nearMe'), exact: true });
    await button.click();
    await expectSound(page, 'near me pressed', { axe: false });
    await expect(page.locator('.locator-search__status')).toHaveText(t(LOCALE, 'locator.nearMe.found'));
    await expect(button).toBeFocused();
    return { includes: nearest.map((s) => s.code), near: { at: HELSINKI, km: 80 }, startsWith: nearest.slice(0, 3).map((s) => s.code) };
  },
  async 'skip link'(page) {
    await page.locator('.skip-link').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
    return { includes: [] };
  },
  async 'find a station link'(page) {
    const link = page.locator('[data-locator-quicknav]');
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#locator-[\w-]+-find$/);
    await expectSound(page, 'find a station', { axe: false });
    return { includes: [] };
  },
};

for (const vp of VIEWPORTS) {
  test.describe(`the locator at ${vp.width} px`, () => {
    test.use({
      viewport: { width: vp.width, height: vp.height },
      isMobile: vp.mobile,
      hasTouch: vp.mobile,
      geolocation: { latitude: HELSINKI.lat, longitude: HELSINKI.lng },
      permissions: ['geolocation'],
    });
    const sideBySide = vp.width >= 992;

    for (const [name, way] of Object.entries(ways)) {
      const plain = name === 'skip link' || name === 'find a station link';
      test(`${name}: the list holds its stations, the map never opened, then opened`, async ({ page }) => {
        const stations = await stationsFor(LOCALE);
        await open(page);
        const before = await page.locator('.locator__count').textContent();
        const expected = await way(page, stations);
        await expectList(page, stations, expected, `${name}, list only`);
        if (plain) await expect(page.locator('.locator__count')).toHaveText(before ?? '');
        if (sideBySide) return;
        await openMap(page, name);
        await backToList(page, name);
        await expectList(page, stations, expected, `${name}, after the map`);
        expect(page.url()).not.toMatch(/[?&]map=1[5-8]\//);
      });

      if (sideBySide) continue;
      test(`${name}: the list holds its stations when the map was opened first`, async ({ page }) => {
        const stations = await stationsFor(LOCALE);
        await open(page);
        await openMap(page, `${name}, map first`);
        await backToList(page, `${name}, map first`);
        const before = await page.locator('.locator__count').textContent();
        const expected = await way(page, stations);
        await expectList(page, stations, expected, `${name}, after the map`);
        if (plain) await expect(page.locator('.locator__count')).toHaveText(before ?? '');
        await openMap(page, `${name}, map again`);
      });
    }

    test('?q= lists the stations of the place', async ({ page }) => {
      const stations = await stationsFor(LOCALE);
      const town = stations.filter((s) => fold(s.city) === 'tampere');
      expect(town.length).toBeGreaterThan(0);
      await open(page, '?q=Tampere');
      const expected = { includes: town.map((s) => s.code), near: { at: town[0]!, km: 80 } };
      await expectList(page, stations, expected, '?q=');
      if (sideBySide) return;
      await openMap(page, '?q=');
      await backToList(page, '?q=');
      await expectList(page, stations, expected, '?q= after the map');
    });

    test('?map= lists the stations of the view, also after a reload', async ({ page }) => {
      const stations = await stationsFor(LOCALE);
      const closest = [...stations].sort((a, b) => km(HELSINKI, a) - km(HELSINKI, b))[0]!;
      const expected = { includes: [closest.code], near: { at: HELSINKI, km: 60 } };
      await open(page, `?map=11/${HELSINKI.lat}/${HELSINKI.lng}`);
      await expectList(page, stations, expected, '?map=');
      await page.reload();
      await expect(page.locator('.locator')).toHaveAttribute('data-state', 'ready', READY);
      await expectList(page, stations, expected, '?map= reloaded');
      if (sideBySide) return;
      await openMap(page, '?map=');
      await expect(page.locator('.leaflet-container')).toHaveAttribute('data-zoom', '11');
      await backToList(page, '?map=');
      await expectList(page, stations, expected, '?map= after the map');
    });

    test('?filters= lists the matching stations', async ({ page }) => {
      const stations = await stationsFor(LOCALE);
      await open(page, '?filters=open24h');
      const allDay = stations.filter((s) => s.hours === '24h');
      await expect(page.locator('.locator__count')).toContainText(t(LOCALE, 'locator.count.many', { count: allDay.length }));
      await expect
        .poll(async () => (await page.locator('.locator-item__status').allTextContents()).filter((s) => s !== t(LOCALE, 'station.open24h')))
        .toEqual([]);
      expect((await listedCodes(page)).length).toBeGreaterThan(0);
    });

    test('?station= shows the station, its card closes to a visible control, the list holds it', async ({ page }) => {
      const stations = await stationsFor(LOCALE);
      const station = [...stations].sort((a, b) => km(HELSINKI, a) - km(HELSINKI, b))[0]!;
      await open(page, `?station=${station.code}`);
      const card = page.locator(`.locator-card[data-code="${station.code}"]`);
      await expect(card).toBeVisible(READY);
      await page.getByRole('button', { name: t(LOCALE, 'locator.card.close') }).click();
      await expect(card).toHaveCount(0);
      await expectSound(page, 'card closed', { axe: false });
      if (!sideBySide) {
        await expect(viewButton(page, 'map')).toBeFocused();
        await backToList(page, '?station=');
      }
      await expectList(page, stations, { includes: [station.code], near: { at: station, km: 60 } }, '?station=');
    });
  });
}

test.describe('focus stays on the locator control a visitor used', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('"Clear filters" keeps the focus once nothing is left to clear; Escape on a card goes to the view switch', async ({ page }) => {
    await open(page);
    await page.getByRole('button', { name: t(LOCALE, 'locator.filters.toggle') }).click();
    await page.locator('.locator-filters__panel input[type="checkbox"]').first().check();
    const clear = page.getByRole('button', { name: t(LOCALE, 'locator.filters.clear') });
    await clear.click();
    await expect(page.locator('.locator-filters__panel input[type="checkbox"]:checked')).toHaveCount(0);
    await expect(clear).toBeFocused();
    await expect(clear).toHaveAttribute('aria-disabled', 'true');
    await expectSound(page, 'filters cleared', { axe: false });
    // pressed again with nothing to clear: nothing happens, the focus stays
    await page.keyboard.press('Enter');
    await expect(clear).toBeFocused();

    await page.getByRole('button', { name: t(LOCALE, 'locator.filters.done') }).click();
    const show = page.locator('.locator-item__show').first();
    await show.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.locator-card__title')).toBeFocused(READY);
    await page.keyboard.press('Escape');
    await expect(page.locator('.locator-card')).toHaveCount(0);
    await expect(viewButton(page, 'map')).toBeFocused();
    await expectSound(page, 'card closed by Escape', { axe: false });
  });
});

/** The map's code, held back by a test (a busy device still loading it). */
const MAP_CODE = /\/LocatorMap\.[\w-]+\.js$/;

test.describe('a shared link to a station on a busy device', () => {
  test.describe('side by side', () => {
    test.use({ viewport: { width: 1280, height: 900 } });

    test('its card closed before the map has loaded gives the focus to its row: the list holds the stations around it at once', async ({ page }) => {
      const station = (await stationsFor(LOCALE)).at(-1)!;
      const mapCode = await holdRequests(page, MAP_CODE);
      await open(page, `?station=${station.code}`);
      await expect(page.locator(`.locator-card[data-code="${station.code}"]`)).toBeVisible(READY);
      // the list's area is the station's, and the URL names it (docs/architecture.md, "The list's area")
      await expect(page).toHaveURL(/[?&]map=\d+\//);
      await expect(page.locator('.leaflet-container')).toHaveCount(0);
      await page.getByRole('button', { name: t(LOCALE, 'locator.card.close') }).click();
      await expect(page.locator('.locator-card')).toHaveCount(0);
      await expect(page.locator(`.locator-item[data-code="${station.code}"] .locator-item__name a`)).toBeFocused();
      await expectSound(page, 'card closed, map loading', { axe: false });
      await mapCode.release();
    });

    test('a station the list does not hold (a filter leaves it out): its card closed before the map has loaded leaves the focus on the map box, then on a marker', async ({
      page,
    }) => {
      // no row to give the focus to: the station is not open round the clock, the list holds only those
      const station = (await stationsFor(LOCALE)).find((s) => s.hours !== '24h' && !s.filters.includes('open24h'))!;
      const mapCode = await holdRequests(page, MAP_CODE);
      await open(page, `?filters=open24h&station=${station.code}`);
      await expect(page.locator(`.locator-card[data-code="${station.code}"]`)).toBeVisible(READY);
      await expect(page.locator('.leaflet-container')).toHaveCount(0);
      await page.getByRole('button', { name: t(LOCALE, 'locator.card.close') }).click();
      await expect(page.locator('.locator-card')).toHaveCount(0);
      await expect(page.getByRole('region', { name: t(LOCALE, 'locator.map.label') })).toBeFocused();
      await expectSound(page, 'card closed, map loading', { axe: false });
      await mapCode.release();
      await expect(page.locator('.leaflet-marker-pane .nordic-marker:focus')).toHaveCount(1, READY);
      await expectSound(page, 'map loaded', { axe: false });
    });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

    test('back to the list before the map has drawn, the list holds the stations around the station', async ({ page }) => {
      const stations = await stationsFor(LOCALE);
      const station = [...stations].sort((a, b) => km(HELSINKI, a) - km(HELSINKI, b))[0]!;
      const mapCode = await holdRequests(page, MAP_CODE);
      await open(page, `?station=${station.code}`);
      await expect(page.locator(`.locator-card[data-code="${station.code}"]`)).toBeVisible(READY);
      await page.getByRole('button', { name: t(LOCALE, 'locator.card.close') }).click();
      await expect(viewButton(page, 'map')).toBeFocused();
      await backToList(page, 'card closed, map loading');
      await expectList(page, stations, { includes: [station.code], near: { at: station, km: 60 } }, 'map loading');
      // the map, drawn later in its hidden box, leaves the list as it is
      await mapCode.release();
      await expect(page.locator('.leaflet-container')).toHaveCount(1, READY);
      await expectList(page, stations, { includes: [station.code], near: { at: station, km: 60 } }, 'map loaded');
    });
  });
});
