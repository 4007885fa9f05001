/** Titles and alt texts of the generated assets, in each language (assets.json). */
import { z } from 'zod';
import { sceneKeys } from '../scenes';
import data from './assets.json' with { type: 'json' };
import { byLanguage, keyed, readTable } from './types';

/** [title, alt] */
export type AssetText = readonly [title: string, alt: string];

const assetText = z.tuple([z.string(), z.string()]);

const schema = z
  .object({
    /** title and alt of each scene's images */
    sceneText: keyed(sceneKeys, byLanguage(assetText)),
    /** title and alt of the footer's icons, each named as the page it leads to */
    iconText: keyed(['iconStation', 'iconApp', 'iconChat'] as const, byLanguage(assetText)),
    /** the brand logo's alt text */
    logoAlt: byLanguage(z.string()),
    /** titles of the downloadable files, and the lines of the price list */
    fileText: byLanguage(z.object({ priceList: z.string(), terms: z.string(), priceLines: z.array(z.string()) }).strict()),
    /** [title, alt] of the videos */
    videoText: keyed(['windVideo', 'washVideo'] as const, byLanguage(assetText)),
  })
  .strict();

export const { sceneText, iconText, logoAlt, fileText, videoText } = readTable('assets.json', schema, data);
