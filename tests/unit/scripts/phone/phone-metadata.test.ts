import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MetadataJson } from 'libphonenumber-js/core';
import { parsePhoneNumberFromString as parseWithFullMetadata, type CountryCode } from 'libphonenumber-js/max';
import { makePhoneMetadata } from '../../../../scripts/phone/metadata-make';
import { PHONE_COUNTRIES } from '../../../../src/lib/phone-countries';
import { callingCodeOf, parsePhone } from '../../../../src/lib/phone-number';

const root = new URL('../../../..', import.meta.url);
const read = (path: string) => JSON.parse(readFileSync(new URL(path, root), 'utf8')) as MetadataJson;

describe("the site's phone metadata (libphonenumber-js, cut to the phone fields' countries)", () => {
  const committed = read('src/lib/phone-metadata.json');

  it('is exactly what scripts/phone/metadata.ts makes from the installed package', () => {
    expect(committed).toEqual(makePhoneMetadata(read('node_modules/libphonenumber-js/metadata.max.json'), PHONE_COUNTRIES));
  });

  it('holds every listed country, with every territory of its calling code (Åland with Finland)', () => {
    for (const country of PHONE_COUNTRIES) expect(Object.keys(committed.countries), country).toContain(country);
    expect(committed.country_calling_codes['358']).toEqual(['FI', 'AX']);
    expect(callingCodeOf('NO')).toBe('47');
    expect(() => makePhoneMetadata(read('node_modules/libphonenumber-js/metadata.max.json'), ['XX'])).toThrow('no numbering plan for XX');
  });

  it('reads any number of a listed country as libphonenumber-js/max does, by number type', () => {
    const national = fc.stringMatching(/^0?[1-9]\d{3,11}$/);
    fc.assert(
      fc.property(fc.constantFrom(...PHONE_COUNTRIES), national, (country, digits) => {
        const full = parseWithFullMetadata(digits, { defaultCountry: country as CountryCode, extract: false });
        const expected = full?.isValid() ? full.number : null;
        expect(parsePhone(digits, country)?.e164 ?? null).toBe(expected);
        // the same number written with its code, no country chosen
        if (expected) expect(parsePhone(expected)?.e164).toBe(expected);
      }),
      { numRuns: 500 },
    );
    // the generator reaches valid numbers, not only refusals
    const valid = fc.sample(fc.tuple(fc.constantFrom('FI', 'SE', 'NO'), national), 300).filter(([country, digits]) => parsePhone(digits, country));
    expect(valid.length).toBeGreaterThan(30);
  });
});
