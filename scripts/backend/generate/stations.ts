/**
 * Stations at real towns of Finland (~50 %), Sweden (~27 %) and Norway (~23 %), each with a page in
 * its market's locale and in en-EU. A station is drawn once (locale-independent facts) and then
 * rendered per locale (country name, lunch and menu in the page's language).
 */
import type { LocaleCode, Market } from '../../../src/config/locales';
import type { Station } from '../../../src/cms/schemas';
import { pathFor } from '../../../src/i18n/paths';
import { isoBefore, workweekOf } from './dates';
import { kitchenWeek, shapeA, shapeB, storeWeek, type HoursKind, type Week } from './opening-hours';
import { Random, hashString } from './random';
import { SlugPool } from './slug';
import { drawOffer, type StationOffer } from './station-profile';
import { dishes, menuItems, menuPricesEur } from './text/food';
import { areaCodes, countryNames, districts, mainRoads, streets } from './text/places';
import { inLocale } from './text/types';
import { allocateStations, loadTowns, type Town } from './towns';

/** Stations per market at scale 1 (≥ 1,000 in all). */
export const stationsPerMarket: Record<Market, number> = { FI: 505, SE: 272, NO: 233 };

/** The locale of each market's own station pages. */
export const marketLocale: Record<Market, LocaleCode> = { FI: 'fi-FI', SE: 'sv-SE', NO: 'no-NO' };
const timeZones = { FI: 'Europe/Helsinki', SE: 'Europe/Stockholm', NO: 'Europe/Oslo' } as const;
const emailDomains: Record<Market, string> = { FI: 'asemat', SE: 'stationer', NO: 'stasjoner' };

/** The locale-independent facts of one station. */
export interface StationRecord {
  id: string;
  code: string;
  slug: string;
  name: string;
  market: Market;
  town: string;
  street: string;
  postalCode: string;
  lat: number;
  lng: number;
  phone: string;
  email: string;
  offer: StationOffer;
  week: Week;
  kitchen: Week | null;
  shape: 'A' | 'B';
  imageKey: string;
  /** dish indices for Monday..Friday */
  lunch: number[][];
  /** menu item indices */
  menu: number[];
}

const digits = (rng: Random, n: number): string => Array.from({ length: n }, () => String(rng.int(0, 9))).join('');

function postalCode(market: Market, town: Town, rng: Random): string {
  const h = hashString(`${town.id}`);
  if (market === 'FI') return `${town.name === 'Helsinki' ? '00' : String(10 + (h % 90))}${rng.int(1, 9)}${rng.int(0, 9)}0`;
  if (market === 'SE') return `${100 + (h % 880)} ${digits(rng, 2)}`;
  return String(town.name === 'Oslo' ? rng.int(150, 1299) : 1300 + (h % 8600) + rng.int(0, 60)).padStart(4, '0');
}

function phone(market: Market, rng: Random): string {
  const area = rng.pick(areaCodes[market]);
  if (market === 'FI') return `+358 ${area} ${digits(rng, 3)} ${digits(rng, 4)}`;
  if (market === 'SE') return `+46 ${area} ${digits(rng, 3)} ${digits(rng, 2)} ${digits(rng, 2)}`;
  return `+47 ${area} ${digits(rng, 2)} ${digits(rng, 2)} ${digits(rng, 2)}`;
}

/** A point up to `km` from the town centre, uniform over the disc. */
function jitter(town: Town, km: number, rng: Random): { lat: number; lng: number } {
  const r = km * Math.sqrt(rng.next());
  const a = rng.float(0, 2 * Math.PI);
  const lat = town.lat + (r * Math.cos(a)) / 111.32;
  const lng = town.lng + (r * Math.sin(a)) / (111.32 * Math.cos((town.lat * Math.PI) / 180));
  return { lat: Math.round(lat * 1e6) / 1e6, lng: Math.round(lng * 1e6) / 1e6 };
}

const imagesByKind = {
  truck: ['truckStop', 'truckStop2'],
  restaurant: ['stationDusk', 'stationDusk2', 'stationDaySquare'],
  shop: ['stationDay', 'stationDay2'],
  automat: ['stationNight', 'stationNight2', 'roadForest2'],
} as const;

/**
 * Hands out the district part of station names within one town, never twice: truck stops are
 * named after a main road while one is free, other stations after districts ('Keskusta 2' once
 * the list runs out).
 */
function districtsOf(market: Market, rng: Random): (truck: boolean) => string {
  const roads = rng.shuffle(mainRoads[market]);
  const names = rng.shuffle(districts[market]);
  let next = 0;
  return (truck) => {
    const road = truck ? roads.shift() : undefined;
    if (road) return road;
    const base = names[next % names.length] ?? '';
    const round = Math.floor(next / names.length);
    next += 1;
    return round === 0 ? base : `${base} ${round + 1}`;
  };
}

/** Draws every station of every market; `scale` multiplies the counts. */
export function drawStations(seed: number, scale: number): StationRecord[] {
  const towns = loadTowns();
  const slugs = new SlugPool();
  const usedNames = new Set<string>();
  const records: StationRecord[] = [];
  for (const market of ['FI', 'SE', 'NO'] as const) {
    const rng = Random.stream(seed, `stations:${market}`);
    let marketCount = 0;
    const allocation = allocateStations(
      towns.filter((t) => t.market === market),
      stationsPerMarket[market] * scale,
    );
    for (const [town, count] of allocation) {
      // Stations of a big town spread over its area; a lone station sits near the centre.
      const radius = count === 1 ? 0.4 : Math.min(0.4 + 1.1 * Math.sqrt(count), 10);
      const districtNames = districtsOf(market, rng);
      for (let i = 0; i < count; i += 1) {
        const offer = drawOffer(market, town.lat, rng);
        let name = count === 1 && offer.kind !== 'truck' ? `Nordic Energy ${town.name}` : `Nordic Energy ${town.name} ${districtNames(offer.kind === 'truck')}`;
        // Two towns can share a name (Pyhäjärvi, Nykvarn): the district keeps station names unique.
        while (usedNames.has(name)) name = `Nordic Energy ${town.name} ${districtNames(false)}`;
        usedNames.add(name);
        const slug = slugs.take(name.replace('Nordic Energy ', ''));
        marketCount += 1;
        const code = `${market}${String(marketCount).padStart(5, '0')}`;
        const hoursKind: HoursKind = offer.open24h
          ? 'h24'
          : rng.weighted<HoursKind>([
              ['standard', 0.75],
              ['split', 0.1],
              ['short', 0.15],
            ]);
        const week = storeWeek(hoursKind, rng);
        const hasLunch = offer.services.includes('lunch');
        const { lat, lng } = jitter(town, radius, rng);
        records.push({
          id: `station-${code.toLowerCase()}`,
          code,
          slug,
          name,
          market,
          town: town.name,
          street: `${rng.pick(streets[market])} ${rng.int(1, 120)}`,
          postalCode: postalCode(market, town, rng),
          lat,
          lng,
          phone: phone(market, rng),
          email: `${slug}@${emailDomains[market]}.nordic-energy.example`,
          offer,
          week,
          kitchen: hasLunch
            ? kitchenWeek({
                breakfast: offer.services.includes('breakfastbuffet'),
                weekendLunch: offer.services.includes('weekendlunch'),
                restaurant: offer.kind === 'restaurant',
              })
            : null,
          shape: rng.chance(0.5) ? 'A' : 'B',
          imageKey: rng.pick(imagesByKind[offer.kind]),
          lunch: hasLunch ? Array.from({ length: 5 }, () => rng.sample(range(dishes.fi.length), rng.int(2, 3))) : [],
          menu: hasLunch ? rng.sample(range(menuPricesEur.length), rng.int(4, 8)).sort((a, b) => a - b) : [],
        });
      }
    }
  }
  return records;
}

function range(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i);
}

/** Menu prices in the market's currency: euros to the cent, crowns to a price ending in 9. */
function price(eur: number, market: Market): number {
  if (market === 'FI') return eur;
  const crowns = eur * (market === 'SE' ? 11.5 : 11.8);
  return Math.ceil(crowns / 10) * 10 - 1;
}

/** The station object (schemas' stationSchema) as shown on a page of `locale`. */
export function stationIn(record: StationRecord, locale: LocaleCode, today: string, image: Station['image']): Station {
  const shape = record.shape === 'A' ? shapeA : shapeB;
  return {
    id: record.id,
    code: record.code,
    name: record.name,
    market: record.market,
    timeZone: timeZones[record.market],
    address: { street: record.street, postalCode: record.postalCode, city: record.town, country: inLocale(countryNames[record.market], locale) },
    coordinates: { lat: record.lat, lng: record.lng },
    phone: record.phone,
    email: record.email,
    fuels: [...record.offer.fuels],
    services: [...record.offer.services],
    filters: [...record.offer.filters],
    openingHours: shape(record.week, today),
    kitchenHours: record.kitchen ? shape(record.kitchen, today) : null,
    lunch: record.lunch.length
      ? workweekOf(today).map((date, day) => ({ date, dishes: (record.lunch[day] ?? []).map((i) => inLocale(dishes, locale)[i] ?? '') }))
      : [],
    foodMenu: record.menu.map((i) => {
      const [name, description] = inLocale(menuItems, locale)[i] ?? ['', ''];
      return { name, description, price: price(menuPricesEur[i] ?? 0, record.market) };
    }),
    image,
  };
}

/** Where a station's pages live: its market's locale and en-EU. */
export function stationPaths(record: StationRecord): Partial<Record<LocaleCode, string>> {
  const local = marketLocale[record.market];
  return {
    [local]: `${pathFor('stations', local)}/${record.slug}`,
    'en-EU': `${pathFor('stations', 'en-EU')}/${record.slug}`,
  };
}

/** A station page's version: stations change daily (hours from yesterday, this week's lunch). */
export function stationVersion(today: string): string {
  return isoBefore(today, 0, 3 * 60);
}
