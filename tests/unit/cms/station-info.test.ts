import { describe, expect, it } from 'vitest';
import { fuelLabels, serviceKeys, stationSchema, type Station } from '../../../src/cms/schemas';
import { isStringKey } from '../../../src/i18n/t';
import { directionsUrl, stationJsonLd, stationServicesKeys } from '../../../src/cms/station-info';

const station: Station = stationSchema.parse({
  id: 'st-1',
  code: 'HEL01',
  name: 'Helsinki Itäkeskus',
  market: 'FI',
  timeZone: 'Europe/Helsinki',
  address: { street: 'Itäväylä 1', postalCode: '00930', city: 'Helsinki', country: 'Suomi' },
  coordinates: { lat: 60.2103447, lng: 25.0811234 },
  phone: ' +358 (0)40 123 4567 ',
  fuels: ['diesel20', '98', '95extra', '98'],
  services: ['sauna', 'post', 'coffee', 'post'],
  openingHours: {
    shape: 'A',
    openingHours: [
      {
        date: '2026-03-24',
        openHours: [
          { startTime: '06:00:00', endTime: '11:00:00' },
          { startTime: '12:00:00', endTime: '24:00:00' },
        ],
      },
      { date: '2026-03-23', openHours: [{ startTime: '06:00:00', endTime: '22:00:00' }] },
      { date: '2026-03-25', openHours: [] },
    ],
  },
});

describe('directionsUrl', () => {
  it('builds a Google Maps route with 6 decimals, URL-encoded', () => {
    expect(directionsUrl(station.coordinates)).toBe('https://www.google.com/maps/dir/?api=1&destination=60.210345%2C25.081123');
    expect(directionsUrl({ lat: -33.8688, lng: 151 })).toBe('https://www.google.com/maps/dir/?api=1&destination=-33.868800%2C151.000000');
    expect(new URL(directionsUrl({ lat: 59.9, lng: 10.75 })).searchParams.get('destination')).toBe('59.900000,10.750000');
  });
});

describe('stationJsonLd', () => {
  const url = 'https://www.example.fi/asemat/helsinki-itakeskus';

  it('describes the station as a schema.org GasStation', () => {
    const ld = stationJsonLd(station, { url, locale: 'fi-FI' });
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'GasStation',
      name: 'Helsinki Itäkeskus',
      url,
      telephone: '+358 (0)40 123 4567',
      address: { '@type': 'PostalAddress', streetAddress: 'Itäväylä 1', postalCode: '00930', addressLocality: 'Helsinki', addressCountry: 'FI' },
      geo: { '@type': 'GeoCoordinates', latitude: 60.2103447, longitude: 25.0811234 },
    });
    expect(JSON.parse(JSON.stringify(ld))).toEqual(ld);
  });

  it('names the country by its ISO 3166-1 code, whatever language the content writes its name in', () => {
    const swedish: Station = { ...station, market: 'SE', address: { ...station.address, country: 'Sverige' } };
    expect(stationJsonLd(swedish, { url, locale: 'sv-SE' })['address']).toMatchObject({ addressCountry: 'SE' });
    expect(stationJsonLd({ ...swedish, address: { ...swedish.address, country: 'Sweden' } }, { url, locale: 'en-EU' })['address']).toMatchObject({
      addressCountry: 'SE',
    });
  });

  it('gives the image as an absolute URL on the page’s origin, and leaves out one that is not http(s)', () => {
    const image = (src: string) => ({ id: 'a-1', name: 'station.jpg', ext: 'jpg', generic_url: `${src}?width={width}`, src });
    const withImage = stationSchema.parse({ ...station, image: image('/assets/img/station-day.jpg') });
    expect(stationJsonLd(withImage, { url, locale: 'fi-FI' })['image']).toBe('https://www.example.fi/assets/img/station-day.jpg');
    const elsewhere = stationSchema.parse({ ...station, image: image('https://cdn.example.com/station.jpg') });
    expect(stationJsonLd(elsewhere, { url, locale: 'fi-FI' })['image']).toBe('https://cdn.example.com/station.jpg');
    const script = stationSchema.parse({ ...station, image: image('javascript:alert(1)') });
    expect(stationJsonLd(script, { url, locale: 'fi-FI' })).not.toHaveProperty('image');
  });

  it('gives one dated hours entry per interval, valid on its date only (so it names itself past once the day is over), 24:00 as 23:59 and a closed day as 00:00–00:00', () => {
    const spec = (date: string, dow: string, opens: string, closes: string) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${dow}`,
      opens,
      closes,
      validFrom: date,
      validThrough: date,
    });
    expect(stationJsonLd(station, { url, locale: 'en-EU' })['openingHoursSpecification']).toEqual([
      spec('2026-03-23', 'Monday', '06:00', '22:00'),
      spec('2026-03-24', 'Tuesday', '06:00', '11:00'),
      spec('2026-03-24', 'Tuesday', '12:00', '23:59'),
      spec('2026-03-25', 'Wednesday', '00:00', '00:00'),
    ]);
  });

  it('opens a 24h station 00:00–23:59 on each listed day, or every weekday when none is listed', () => {
    const listed: Station = {
      ...station,
      openingHours: { shape: 'B', store24h: true, storeOpeningHours: [{ date: '2026-03-29', hours: [] }] },
    };
    expect(stationJsonLd(listed, { url, locale: 'fi-FI' })['openingHoursSpecification']).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Sunday',
        opens: '00:00',
        closes: '23:59',
        validFrom: '2026-03-29',
        validThrough: '2026-03-29',
      },
    ]);
    const unlisted: Station = { ...station, openingHours: { shape: 'B', store24h: true, storeOpeningHours: [] } };
    const [only, ...rest] = stationJsonLd(unlisted, { url, locale: 'fi-FI' })['openingHoursSpecification'] as Record<string, unknown>[];
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ opens: '00:00', closes: '23:59' });
    expect(only?.['dayOfWeek']).toHaveLength(7);
  });

  it('leaves out a telephone the station does not have', () => {
    expect(stationJsonLd({ ...station, phone: '' }, { url, locale: 'fi-FI' })).not.toHaveProperty('telephone');
  });
});

describe('stationServicesKeys', () => {
  it("lists services then fuels once each, in the schema's order whatever the backend's", () => {
    expect(stationServicesKeys(station)).toEqual(['service.post', 'service.sauna', 'service.coffee', 'fuel.98', 'fuel.95extra', 'fuel.diesel20']);
    const reversed = { services: [...station.services].reverse(), fuels: [...station.fuels].reverse() };
    expect(stationServicesKeys(reversed)).toEqual(stationServicesKeys(station));
    expect(stationServicesKeys({ services: [], fuels: [] })).toEqual([]);
  });

  it('only ever yields keys the string tables define', () => {
    const all = stationServicesKeys({ services: [...serviceKeys], fuels: [...fuelLabels] });
    expect(all).toHaveLength(serviceKeys.length + fuelLabels.length);
    for (const key of all) expect(isStringKey(key), key).toBe(true);
  });
});
