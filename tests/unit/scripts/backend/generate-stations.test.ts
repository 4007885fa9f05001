import { beforeAll, describe, expect, it } from 'vitest';
import { localeCodes, type LocaleCode } from '../../../../src/config/locales';
import type { PageContent, StationPage } from '../../../../src/cms/schemas';
import { generateContent, type Generated } from '../../../../scripts/backend/generate/index';

const today = '2026-03-18'; // a Wednesday
let generated: Generated;

beforeAll(() => {
  generated = generateContent({ seed: 7, scale: 1, today });
});

const pagesOf = (locale: LocaleCode): PageContent[] => generated.content.pages[locale];
const stationPages = (locale: LocaleCode): StationPage[] => pagesOf(locale).filter((p): p is StationPage => p.contentType === 'stationPage');

describe('generated content: articles', () => {
  it.each(localeCodes)('has ≥ 48 articles in %s over two years before today', (locale) => {
    const articles = pagesOf(locale).filter((p) => p.contentType === 'articlePage');
    expect(articles.length).toBeGreaterThanOrEqual(48);
    const years = new Set(articles.map((a) => a.created.slice(0, 4)));
    expect(years.size).toBeGreaterThanOrEqual(2);
    const tags = new Set(['news', 'press', 'stories', 'sustainability', 'ev-charging', 'biogas', 'wind', 'loyalty', 'careers', 'car-wash']);
    for (const a of articles) {
      expect(a.created < `${today}T00:00:00.000Z`).toBe(true);
      expect(a.created > '2024-03-18').toBe(true);
      expect(a.tags.length).toBeGreaterThanOrEqual(1);
      expect(a.tags.length).toBeLessThanOrEqual(3);
      expect(a.tags.every((t) => tags.has(t))).toBe(true);
      expect(a.byline && a.image).toBeTruthy();
    }
  });
});

describe('generated content: stations', () => {
  const local = () => [...stationPages('fi-FI'), ...stationPages('sv-SE'), ...stationPages('no-NO')];
  const boxes = { FI: [59.5, 70.2, 19.0, 31.7], SE: [55.0, 69.2, 10.5, 24.3], NO: [57.8, 71.3, 4.0, 31.3] } as const;

  it('places ≥ 1,000 stations over FI (~50 %), SE (~27 %) and NO (~23 %) inside each country', () => {
    const pages = local();
    expect(pages.length).toBeGreaterThanOrEqual(1000);
    const share = (m: string) => pages.filter((p) => p.station.market === m).length / pages.length;
    expect(share('FI')).toBeCloseTo(0.5, 1);
    expect(share('SE')).toBeCloseTo(0.27, 1);
    expect(share('NO')).toBeCloseTo(0.23, 1);
    for (const { station } of pages) {
      const [latMin, latMax, lngMin, lngMax] = boxes[station.market];
      expect(station.coordinates.lat, station.name).toBeGreaterThan(latMin);
      expect(station.coordinates.lat, station.name).toBeLessThan(latMax);
      expect(station.coordinates.lng, station.name).toBeGreaterThan(lngMin);
      expect(station.coordinates.lng, station.name).toBeLessThan(lngMax);
    }
    expect(new Set(pages.map((p) => p.station.name)).size).toBe(pages.length);
  });

  it('gives each station a page in its market locale and in en-EU, linked both ways', () => {
    const english = new Map(stationPages('en-EU').map((p) => [p.station.id, p]));
    expect(english.size).toBe(local().length);
    for (const page of local()) {
      const en = english.get(page.station.id);
      expect(en?.localizedPagePaths).toEqual(page.localizedPagePaths);
      expect(en?.station.coordinates).toEqual(page.station.coordinates);
    }
  });

  it('uses both opening-hours shapes, 8 days from yesterday, with 24h, split and closed days', () => {
    const stations = local().map((p) => p.station);
    const a = stations.filter((s) => s.openingHours.shape === 'A');
    const b = stations.filter((s) => s.openingHours.shape === 'B');
    expect(a.length / stations.length).toBeGreaterThan(0.4);
    expect(b.length / stations.length).toBeGreaterThan(0.4);
    const days = (s: (typeof stations)[number]) =>
      s.openingHours.shape === 'A'
        ? s.openingHours.openingHours.map((d) => ({
            date: d.date,
            n: d.openHours.length,
            allDay: d.openHours.length === 1 && d.openHours[0]?.startTime === '00:00:00' && d.openHours[0]?.endTime === '24:00:00',
          }))
        : s.openingHours.storeOpeningHours.map((d) => ({
            date: d.date,
            n: d.hours.length,
            allDay: d.hours.length === 1 && d.hours[0]?.opens === '00:00' && d.hours[0]?.closes === '24:00',
          }));
    for (const s of stations) {
      const d = days(s);
      expect(d).toHaveLength(8);
      expect(d[0]?.date).toBe('2026-03-17');
      const is24h = d.every((x) => x.allDay);
      expect(s.filters.includes('open24h'), s.name).toBe(is24h);
      if (s.openingHours.shape === 'B') expect(s.openingHours.store24h).toBe(is24h);
    }
    const share24h = stations.filter((s) => s.filters.includes('open24h')).length / stations.length;
    expect(share24h).toBeGreaterThan(0.1);
    expect(share24h).toBeLessThan(0.2);
    expect(a.some((s) => s.filters.includes('open24h'))).toBe(true);
    expect(stations.some((s) => days(s).some((x) => x.n === 2))).toBe(true);
    expect(stations.some((s) => days(s).some((x) => x.n === 0))).toBe(true);
  });

  it('keeps filters, food and contact details consistent with the services and the market', () => {
    const formats = {
      FI: { phone: /^\+358 \d{1,2} \d{3} \d{4}$/, postal: /^\d{5}$/ },
      SE: { phone: /^\+46 \d{1,2} \d{3} \d{2} \d{2}$/, postal: /^\d{3} \d{2}$/ },
      NO: { phone: /^\+47 \d{2} \d{2} \d{2} \d{2}$/, postal: /^\d{4}$/ },
    } as const;
    const week = ['2026-03-16', '2026-03-17', '2026-03-18', '2026-03-19', '2026-03-20'];
    for (const { station: s } of local()) {
      const lunch = s.services.includes('lunch');
      expect(s.filters.includes('lunch')).toBe(lunch);
      expect(s.kitchenHours !== null).toBe(lunch);
      expect(s.lunch.map((l) => l.date)).toEqual(lunch ? week : []);
      for (const day of s.lunch) expect(day.dishes.length === 2 || day.dishes.length === 3).toBe(true);
      expect(s.foodMenu.length > 0).toBe(lunch);
      if (s.services.includes('truckfuelingpoint')) expect(s.services).toContain('shower');
      if (s.filters.includes('helmisimpukkarestaurant')) expect(s.services).toContain('lunch');
      if (s.market === 'NO') expect(s.filters).not.toContain('cbg');
      expect(s.phone).toMatch(formats[s.market].phone);
      expect(s.address.postalCode).toMatch(formats[s.market].postal);
      expect(s.timeZone).toBe({ FI: 'Europe/Helsinki', SE: 'Europe/Stockholm', NO: 'Europe/Oslo' }[s.market]);
    }
  });

  it('writes lunch in the page language', () => {
    const fi = stationPages('fi-FI').find((p) => p.station.lunch.length > 0);
    const en = stationPages('en-EU').find((p) => p.station.id === fi?.station.id);
    expect(fi?.station.lunch[0]?.dishes).not.toEqual(en?.station.lunch[0]?.dishes);
    expect(fi?.station.address.country).toBe('Suomi');
    expect(en?.station.address.country).toBe('Finland');
  });
});
