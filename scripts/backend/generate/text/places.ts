/** Street names, district names, country names and phone formats of the three markets (places.json). */
import { z } from 'zod';
import type { Market } from '../../../../src/config/locales';
import data from './places.json' with { type: 'json' };
import { byLanguage, keyed, readTable } from './types';

const markets = ['FI', 'SE', 'NO'] as const satisfies readonly Market[];
const names = keyed(markets, z.array(z.string()).min(1));

const schema = z
  .object({
    /** street names by market */
    streets: names,
    /** district names by market */
    districts: names,
    /** main roads by market, naming truck stops ("Nordic Energy Kempele Vt 4") */
    mainRoads: names,
    /** country names by market, in each language */
    countryNames: keyed(markets, byLanguage(z.string())),
    /** landline area codes by market (without the leading zero) */
    areaCodes: keyed(markets, z.array(z.string().regex(/^[1-9]\d*$/)).min(1)),
  })
  .strict();

export const { streets, districts, mainRoads, countryNames, areaCodes } = readTable('places.json', schema, data);
