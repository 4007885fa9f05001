/** Titles and leads of the front, locator, legal and private-customer pages (pages-private.json). */
import { z } from 'zod';
import data from './pages-private.json' with { type: 'json' };
import { pageTextSchema, readTable, someLanguages, type PageText, type SomeLanguages } from './types';

/** [title, lead] by site-tree node id. */
export const privatePageText: Record<string, SomeLanguages<PageText>> = readTable(
  'pages-private.json',
  z.record(z.string(), someLanguages(pageTextSchema)),
  data,
);
