/** Station page helpers: directions link, phone link, schema.org JSON-LD and the services list keys. */
import type { LocaleCode } from '../config/locales';
import { fuelLabels, serviceKeys, type FuelLabel, type ServiceKey, type Station } from './schemas';
import { normalizeHours } from './opening-hours/normalize';
import { isoWeekday } from '../lib/calendar';
import { absoluteHttpUrl } from '../lib/structured-data';

// in its own module so the locator island can use it without this module's schema imports
export { directionsUrl } from '../lib/directions';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
const dayOfWeek = (date: string): string => `https://schema.org/${WEEKDAYS[isoWeekday(date) - 1] ?? 'Monday'}`;

/** 'HH:mm:ss' as schema.org's 'HH:mm'; end of day (24:00) becomes 23:59 as Google asks for 24h places. */
const schemaTime = (time: string): string => (time.startsWith('24:') ? '23:59' : time.slice(0, 5));

interface HoursSpec {
  '@type': 'OpeningHoursSpecification';
  dayOfWeek: string | string[];
  opens: string;
  closes: string;
  validFrom?: string;
  validThrough?: string;
}

/**
 * openingHoursSpecification for the station's dated hours: one entry per opening interval of each
 * listed day (so a day with split hours has two), valid on that date only. A 24h station is open
 * 00:00–23:59 each listed day (every weekday when none is listed); a closed day is 00:00–00:00,
 * schema.org's and Google's way of saying closed all day.
 */
function hoursSpecs(station: Station): HoursSpec[] {
  const { days, store24h } = normalizeHours(station.openingHours);
  const dated = (date: string, opens: string, closes: string): HoursSpec => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: dayOfWeek(date),
    opens,
    closes,
    validFrom: date,
    validThrough: date,
  });
  if (store24h && days.length === 0) {
    return [{ '@type': 'OpeningHoursSpecification', dayOfWeek: WEEKDAYS.map((d) => `https://schema.org/${d}`), opens: '00:00', closes: '23:59' }];
  }
  return days.flatMap((day) => {
    if (store24h) return [dated(day.date, '00:00', '23:59')];
    if (day.intervals.length === 0) return [dated(day.date, '00:00', '00:00')];
    return day.intervals.map((i) => dated(day.date, schemaTime(i.start), schemaTime(i.end)));
  });
}

/**
 * schema.org GasStation JSON-LD for a station page; `url` is the page's canonical URL, and the
 * image is made absolute on its origin (a search engine resolves nothing relative in JSON-LD).
 * The country is the station's market as schema.org asks for it, an ISO 3166-1 alpha-2 code
 * ('FI'), not the country name the content writes in the page's language. Dated opening hours
 * carry their date as validFrom and validThrough, so an entry read after its day names itself
 * past (a station page is regenerated when its content changes, not at midnight).
 * `locale` is the page's locale: nothing here depends on it yet (the name and address are the
 * station's own in every locale), so the object is the same on all four locale pages.
 */
export function stationJsonLd(station: Station, options: { url: string; locale: LocaleCode }): Record<string, unknown> {
  const { address, coordinates } = station;
  const jsonLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'GasStation',
    '@id': `${options.url}#station`,
    name: station.name,
    url: options.url,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      postalCode: address.postalCode,
      addressLocality: address.city,
      addressCountry: station.market,
    },
    geo: { '@type': 'GeoCoordinates', latitude: coordinates.lat, longitude: coordinates.lng },
    openingHoursSpecification: hoursSpecs(station),
  };
  if (station.phone.trim() !== '') jsonLd['telephone'] = station.phone.trim();
  const image = station.image ? absoluteHttpUrl(station.image.src, options.url) : null;
  if (image) jsonLd['image'] = image;
  return jsonLd;
}

/** A string key of the services list. */
export type StationFeatureKey = `service.${ServiceKey}` | `fuel.${FuelLabel}`;

/**
 * The station's services then fuels as string keys ('service.sauna', 'fuel.98'), each once, in the
 * order of the schema's tables (related services sit together there), never in the backend's order,
 * so the list reads the same on every station page and every render.
 */
export function stationServicesKeys(station: Pick<Station, 'services' | 'fuels'>): StationFeatureKey[] {
  const services = new Set<string>(station.services);
  const fuels = new Set<string>(station.fuels);
  return [
    ...serviceKeys.filter((k) => services.has(k)).map((k): StationFeatureKey => `service.${k}`),
    ...fuelLabels.filter((k) => fuels.has(k)).map((k): StationFeatureKey => `fuel.${k}`),
  ];
}
