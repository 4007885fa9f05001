/**
 * The translated strings the locator island needs, picked on the server and passed as props:
 * islands never import the string tables whole (they would ship every locale's strings).
 */
import type { LocaleCode } from '../../config/locales';
import { locator } from '../../i18n/strings/locator/en-EU';
import { t, type StringKey } from '../../i18n/t';

/** Station strings of the core table the locator shows too. */
export const STATION_LABEL_KEYS = [
  'station.openNow',
  'station.closedNow',
  'station.closesAt',
  'station.opensAt',
  'station.open24h',
  'station.directions',
  'station.tomorrowInText',
  'link.newTab',
  'day.inText.1',
  'day.inText.2',
  'day.inText.3',
  'day.inText.4',
  'day.inText.5',
  'day.inText.6',
  'day.inText.7',
] as const satisfies readonly StringKey[];

export type LocatorLabelKey = keyof typeof locator | (typeof STATION_LABEL_KEYS)[number];
export type LocatorLabels = Readonly<Record<LocatorLabelKey, string>>;

/** Every string of the locator section plus the station strings above, in one locale. */
export function locatorLabels(locale: LocaleCode): LocatorLabels {
  const keys = [...(Object.keys(locator) as (keyof typeof locator)[]), ...STATION_LABEL_KEYS];
  return Object.fromEntries(keys.map((key) => [key, t(locale, key)])) as LocatorLabels;
}
