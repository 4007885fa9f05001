/**
 * Makes the site's phone metadata: libphonenumber-js's full ("max") metadata cut down to the calling
 * codes of the countries a phone field offers (src/lib/phone-countries.ts), every territory of those
 * codes kept (+358 is Finland and Åland, +47 Norway and Svalbard), so a number is checked against
 * its real numbering plan by number type, as `libphonenumber-js/max` checks it, for about a fifth of
 * its bytes in the browser (libphonenumber-js's "custom metadata"). `npx tsx
 * scripts/phone/metadata.ts` writes src/lib/phone-metadata.json; a unit test checks the committed
 * file is what this makes from the installed package.
 */
import type { MetadataJson } from 'libphonenumber-js/core';

export function makePhoneMetadata(full: MetadataJson, countries: readonly string[]): MetadataJson {
  const wanted = new Set(countries);
  const callingCodes = Object.entries(full.country_calling_codes as Record<string, readonly string[]>).filter(([, territories]) =>
    territories.some((t) => wanted.has(t)),
  );
  const missing = countries.filter((c) => !callingCodes.some(([, territories]) => territories.includes(c)));
  if (missing.length > 0) throw new Error(`[phone-metadata] no numbering plan for ${missing.join(', ')}`);
  const kept = new Set<string>(callingCodes.flatMap(([, territories]) => territories));
  return {
    version: full.version,
    country_calling_codes: Object.fromEntries(callingCodes),
    countries: Object.fromEntries(Object.entries(full.countries).filter(([code]) => kept.has(code))),
  } as MetadataJson;
}
