/**
 * What a station offers: its kind (truck stop, restaurant, shop, unmanned), fuels, services and
 * the filter codes that follow from them. Services are drawn with realistic correlations, and the
 * filter codes are derived from the services, never drawn on their own, so they always agree.
 */
import type { Market } from '../../../src/config/locales';
import type { FuelLabel, ServiceKey } from '../../../src/cms/schemas';
import type { Random } from './random';
import type { FilterCode } from './station-filters';

/** What kind of station it is; drives its services. */
export type StationKind = 'truck' | 'restaurant' | 'shop' | 'automat';

/** A station's fuels, services and filter codes. */
export interface StationOffer {
  kind: StationKind;
  open24h: boolean;
  fuels: FuelLabel[];
  services: ServiceKey[];
  filters: FilterCode[];
}

/** Draws a station's kind; about 15 % of all stations end up open round the clock. */
export function drawKind(rng: Random): { kind: StationKind; open24h: boolean } {
  const kind = rng.weighted<StationKind>([
    ['truck', 0.1],
    ['restaurant', 0.2],
    ['shop', 0.4],
    ['automat', 0.3],
  ]);
  const p24 = { truck: 0.6, restaurant: 0.1, shop: 0.02, automat: 0.2 }[kind];
  return { kind, open24h: rng.chance(p24) };
}

function fuelsFor(kind: StationKind, market: Market, lat: number, rng: Random): FuelLabel[] {
  const fuels = new Set<FuelLabel>();
  fuels.add(rng.chance(0.5) ? '95extra' : '95fuelsave');
  if (rng.chance(0.3)) fuels.add('95fuelsave');
  if (kind !== 'automat' ? rng.chance(0.85) : rng.chance(0.4)) fuels.add('98');
  // Arctic-grade diesel in the north, the -20 °C grade elsewhere; big stations stock both.
  fuels.add(lat > 64 ? 'diesel35' : 'diesel20');
  if (kind === 'truck' || kind === 'restaurant') fuels.add(lat > 64 ? 'diesel20' : 'diesel35');
  if (rng.chance(kind === 'truck' ? 0.85 : 0.45)) fuels.add('dieselHVO');
  if (rng.chance(0.15)) fuels.add('vpower');
  if ((market === 'SE' && rng.chance(0.25)) || (market === 'FI' && rng.chance(0.1))) fuels.add('re85');
  if (kind === 'truck' || rng.chance(0.3)) fuels.add('adblue');
  if (kind !== 'truck' && rng.chance(0.2)) fuels.add('adblueprivatecars');
  if ((kind === 'truck' && rng.chance(0.5)) || rng.chance(0.08)) fuels.add('mpo');
  return [...fuels];
}

function servicesFor(kind: StationKind, market: Market, rng: Random): Set<ServiceKey> {
  const s = new Set<ServiceKey>();
  const maybe = (key: ServiceKey, p: number): void => {
    if (rng.chance(p)) s.add(key);
  };
  if (kind === 'truck') {
    ['truckfuelingpoint', 'truckfacilities', 'shower', 'toilet', 'coffee', 'freewifi'].forEach((k) => s.add(k as ServiceKey));
    maybe('sauna', 0.5);
    maybe('lunch', 0.7);
    maybe('breakfastbuffet', 0.4);
    maybe('caravanparking', 0.3);
    maybe('selfservicepaymentterminal', 0.6);
    maybe('servicestation', 0.3);
    maybe('helmisimpukka', 0.5);
  } else if (kind === 'restaurant') {
    ['helmisimpukka', 'lunch', 'cafeteria', 'coffee', 'toilet', 'freewifi', 'bottlerec'].forEach((k) => s.add(k as ServiceKey));
    maybe('weekendlunch', 0.5);
    maybe('breakfastbuffet', 0.5);
    maybe('carwash', 0.6);
    maybe('perfectcarwash', 0.3);
    maybe('post', 0.4);
    maybe('atm', 0.3);
    maybe('meetingroom', 0.3);
    maybe('pizza', 0.3);
    maybe('fastfood', 0.4);
    maybe('evcharging', 0.5);
    maybe('alwaysonoffer', 0.4);
    maybe('servicestation', 0.5);
    maybe('selfservicecarwash', 0.3);
  } else if (kind === 'shop') {
    ['helmisimpukka', 'coffee', 'toilet'].forEach((k) => s.add(k as ServiceKey));
    maybe('cafeteria', 0.6);
    maybe('fastfood', 0.5);
    maybe('pizza', 0.2);
    maybe('lunch', 0.15);
    maybe('selfservicecarwash', 0.4);
    maybe('carwash', 0.4);
    maybe('post', 0.3);
    maybe('atm', 0.15);
    maybe('schenker', 0.2);
    maybe('trailerrent', 0.3);
    maybe('vanrental', 0.1);
    maybe('bottlerec', 0.6);
    maybe('evcharging', 0.3);
    maybe('freewifi', 0.5);
    maybe('alwaysonoffer', 0.3);
    maybe('carmaintenance', 0.1);
    maybe('servicefueling', 0.1);
  } else {
    s.add('selfservicepaymentterminal');
    maybe('selfservicecarwash', 0.2);
    maybe('evcharging', 0.2);
    maybe('trailerrent', 0.1);
  }
  if (s.has('carwash')) maybe('carwash24h', 0.2);
  if (s.has('perfectcarwash')) s.add('carwash');
  if (kind !== 'automat') {
    if (market === 'FI') {
      maybe('veikkaus', 0.6);
      maybe('matkahuolto', 0.25);
      maybe('automatedposti', 0.3);
    } else {
      maybe('budbee', 0.3);
    }
  }
  return s;
}

/** Filter codes (spec 3 table) that follow from the station's kind, hours, fuels and services. */
function filtersFor(kind: StationKind, open24h: boolean, market: Market, fuels: Set<FuelLabel>, s: Set<ServiceKey>, rng: Random): FilterCode[] {
  const f: FilterCode[] = [];
  if (kind === 'restaurant') f.push('helmisimpukkarestaurant');
  else if (s.has('helmisimpukka')) f.push('helmisimpukka');
  if (open24h) f.push('open24h');
  if (s.has('perfectcarwash')) f.push('perfectcarwash');
  if (s.has('perfectcarwash') && s.has('carwash24h')) f.push('perfectcarwash24hours');
  const same: FilterCode[] = [
    'lunch',
    'weekendlunch',
    'breakfastbuffet',
    'pizza',
    'alwaysonoffer',
    'selfservicecarwash',
    'trailerrent',
    'truckfuelingpoint',
    'shower',
    'sauna',
    'caravanparking',
    'selfservicepaymentterminal',
    'post',
    'matkahuolto',
    'atm',
    'veikkaus',
    'meetingroom',
    'schenker',
    'budbee',
  ];
  for (const code of same) if (s.has(code as ServiceKey)) f.push(code);
  if (kind === 'truck' && s.has('lunch')) f.push('drivers');
  if (kind === 'truck' && s.has('lunch') && s.has('sauna')) f.push('driverspremium');
  if (fuels.has('re85')) f.push('re85');
  if (fuels.has('adblue')) f.push('adblue');
  // Compressed biogas is sold in Finland and Sweden only.
  if (market !== 'NO' && rng.chance(kind === 'truck' ? 0.3 : 0.08)) f.push('cbg');
  if (kind === 'restaurant' && rng.chance(0.15)) f.push('burgerking');
  if (market === 'FI' && s.has('pizza') && rng.chance(0.5)) f.push('kotipizza');
  return f;
}

/** Everything a station offers, drawn once per station. */
export function drawOffer(market: Market, lat: number, rng: Random): StationOffer {
  const { kind, open24h } = drawKind(rng);
  const fuels = fuelsFor(kind, market, lat, rng);
  const services = servicesFor(kind, market, rng);
  const filters = filtersFor(kind, open24h, market, new Set(fuels), services, rng);
  return { kind, open24h, fuels, services: [...services], filters };
}
