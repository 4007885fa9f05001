/**
 * The 48 article stories: tags and the title in each language (stories.json). Every locale carries
 * all 48 as translations of each other; `--scale 10` repeats them as numbered follow-ups.
 */
import { z } from 'zod';
import data from './stories.json' with { type: 'json' };
import { byLanguage, readTable } from './types';

/** Tag codes of articles (the article lists filter on them). */
export const articleTags = ['news', 'press', 'stories', 'sustainability', 'ev-charging', 'biogas', 'wind', 'loyalty', 'careers', 'car-wash'] as const;
/** One of articleTags. */
export type ArticleTag = (typeof articleTags)[number];

const story = z.object({ tags: z.array(z.enum(articleTags)).min(1), title: byLanguage(z.string().min(1)) }).strict();

const schema = z
  .object({
    /** the stories; the oldest-first order is decided by articles.ts */
    stories: z.array(story),
    /** how a follow-up (scale > 1) is titled: "<title> (part 2)" */
    partLabel: byLanguage(z.string()),
    /** authors of articles (bylines) */
    authors: z.array(z.string()).min(1),
  })
  .strict();

export const { stories, partLabel, authors } = readTable('stories.json', schema, data);
