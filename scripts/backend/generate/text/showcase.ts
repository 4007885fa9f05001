/** Phrases of the rich-text showcase page, in each language (showcase.json). */
import { z } from 'zod';
import data from './showcase.json' with { type: 'json' };
import { byLanguage, readTable, type ByLanguage } from './types';

const s = z.string();
const showcase = z
  .object({
    /** [start, bold, italic, underline, code, strike, end] */
    intro: z.tuple([s, s, s, s, s, s, s]),
    chemistry: s,
    heading: s,
    linksTitle: s,
    /** [web, mail, phone, internal] */
    linkLabels: z.tuple([s, s, s, s]),
    entriesTitle: s,
    quote: s,
    downloads: s,
    resources: s,
    tableRows: z.array(z.array(s)),
    hostile: s,
    /** [title, text] */
    card: z.tuple([s, s]),
  })
  .strict();

/** Phrases of the showcase page. */
export type ShowcaseText = z.infer<typeof showcase>;

/** Showcase phrases in each language. */
export const showcaseText: ByLanguage<ShowcaseText> = readTable('showcase.json', byLanguage(showcase), data);
