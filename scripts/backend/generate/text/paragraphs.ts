/** Body paragraphs by topic, in each language (paragraphs.json: three paragraphs per topic). */
import { z } from 'zod';
import { topics, type Topic } from '../site-tree';
import data from './paragraphs.json' with { type: 'json' };
import { byLanguage, keyed, readTable, type ByLanguage } from './types';

/** The paragraph tables by language. */
export const paragraphs: ByLanguage<Record<Topic, readonly string[]>> = readTable(
  'paragraphs.json',
  byLanguage(keyed(topics, z.array(z.string()).min(1))),
  data,
);
