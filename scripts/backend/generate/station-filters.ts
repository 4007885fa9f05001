/**
 * The station filter definitions of spec 3, carried by the station locator page in a
 * `{ contentType: 'stationLocator', filters }` block. Groups and codes are exactly spec 3's table.
 */
import type { z } from 'zod';
import type { stationFilterSchema } from '../../../src/cms/blocks/station-locator';
import type { Glyph } from './svg-icons';

/** Filter codes by group, exactly spec 3's table. */
export const filterGroups = {
  stationTypes: ['helmisimpukkarestaurant', 'helmisimpukka', 'open24h', 'perfectcarwash', 'perfectcarwash24hours'],
  food: ['lunch', 'weekendlunch', 'breakfastbuffet', 'drivers', 'pizza', 'driverspremium', 'alwaysonoffer'],
  services: ['selfservicecarwash', 'trailerrent', 'truckfuelingpoint', 'shower', 'sauna', 'caravanparking', 'selfservicepaymentterminal'],
  fuels: ['re85', 'adblue', 'cbg'],
  otherServices: ['post', 'matkahuolto', 'atm', 'veikkaus', 'burgerking', 'kotipizza', 'meetingroom', 'schenker', 'budbee'],
} as const;
/** A group of filter codes. */
export type FilterGroup = keyof typeof filterGroups;
/** A filter code of any group. */
export type FilterCode = (typeof filterGroups)[FilterGroup][number];

/**
 * How we read `additive` (spec 3 gives the flag, not its meaning): in an additive group every
 * selected code must match, so picking more codes narrows the list (a station with a shower AND
 * a sauna). Services, fuels and other services add up like that. In a non-additive group the
 * codes are alternatives (a restaurant OR a café station; lunch OR breakfast), so a station
 * matching any selected code of the group is shown.
 */
const additiveGroups: ReadonlySet<FilterGroup> = new Set(['services', 'fuels', 'otherServices']);

const quickFilters: ReadonlySet<string> = new Set(['helmisimpukkarestaurant', 'helmisimpukka', 'open24h', 'lunch']);
const onStationList: ReadonlySet<string> = new Set(['helmisimpukkarestaurant', 'helmisimpukka']);

/** The pictogram of each filter code. */
export const filterGlyphs: Record<FilterCode, Glyph> = {
  helmisimpukkarestaurant: 'cutlery',
  helmisimpukka: 'cup',
  open24h: 'clock',
  perfectcarwash: 'drop',
  perfectcarwash24hours: 'drop',
  lunch: 'cutlery',
  weekendlunch: 'cutlery',
  breakfastbuffet: 'cup',
  drivers: 'truck',
  pizza: 'cutlery',
  driverspremium: 'truck',
  alwaysonoffer: 'tag',
  selfservicecarwash: 'drop',
  trailerrent: 'trailer',
  truckfuelingpoint: 'truck',
  shower: 'shower',
  sauna: 'steam',
  caravanparking: 'caravan',
  selfservicepaymentterminal: 'card',
  re85: 'pump',
  adblue: 'pump',
  cbg: 'pump',
  post: 'parcel',
  matkahuolto: 'parcel',
  atm: 'card',
  veikkaus: 'ticket',
  burgerking: 'cutlery',
  kotipizza: 'cutlery',
  meetingroom: 'people',
  schenker: 'parcel',
  budbee: 'parcel',
};

/** Colour of each group's icons. */
export const groupColors: Record<FilterGroup, string> = {
  stationTypes: '#c62828',
  food: '#e65100',
  services: '#1565c0',
  fuels: '#2e7d32',
  otherServices: '#6a1b9a',
};

/** A station filter definition as the locator block carries it (the site's schema), with spec 3's codes and groups. */
export type FilterDefinition = z.infer<typeof stationFilterSchema> & { code: FilterCode; group: FilterGroup };

/** The file names of a filter's icons (under /assets/svg/). */
export function filterIconFiles(code: FilterCode): { icon: string; quick: string } {
  return { icon: `filter-${code}.svg`, quick: `quick-${code}.svg` };
}

/** Every filter definition, in table order. */
export function stationFilters(): FilterDefinition[] {
  return (Object.keys(filterGroups) as FilterGroup[]).flatMap((group) =>
    filterGroups[group].map((code): FilterDefinition => {
      const files = filterIconFiles(code);
      const quickFilter = quickFilters.has(code);
      return {
        code,
        group,
        icon: `/assets/svg/${files.icon}`,
        additive: additiveGroups.has(group),
        quickFilter,
        quickFilterIcon: quickFilter ? `/assets/svg/${files.quick}` : '',
        displayOnStationList: onStationList.has(code),
      };
    }),
  );
}
