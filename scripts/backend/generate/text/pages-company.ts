/** Titles and leads of the business, about-us and notice pages (pages-company.json). */
import { z } from 'zod';
import data from './pages-company.json' with { type: 'json' };
import { pageTextSchema, readTable, someLanguages, type PageText, type SomeLanguages } from './types';

/** [title, lead] by site-tree node id. */
export const companyPageText: Record<string, SomeLanguages<PageText>> = readTable(
  'pages-company.json',
  z.record(z.string(), someLanguages(pageTextSchema)),
  data,
);
