/** Phrases of the few pages with content of their own: notices, contacts, key figures, management (extras.json). */
import { z } from 'zod';
import data from './extras.json' with { type: 'json' };
import { byLanguage, readTable } from './types';

const extrasText = z
  .object({
    noticeHeaders: z.tuple([z.string(), z.string(), z.string()]),
    /** [daysAgo, product, notice] */
    safetyRows: z.array(z.tuple([z.number().int(), z.string(), z.string()])),
    /** [daysAgo, text] */
    faults: z.array(z.tuple([z.number().int(), z.string()])),
    contact: z.object({ phone: z.string(), phoneDisplay: z.string(), email: z.string(), businessEmail: z.string(), jobsEmail: z.string() }).strict(),
    privacyRights: z.array(z.string()),
  })
  .strict();

/** Per-language phrases of pages with content of their own. */
export type ExtrasText = z.infer<typeof extrasText>;

const schema = z
  .object({
    /** notices, contact details and rights lists in each language */
    extras: byLanguage(extrasText),
    /** key figures table of the English IR page */
    keyFiguresEn: z.array(z.array(z.string())),
    /** group management of the Swedish management page */
    managementSv: z.array(z.string()),
  })
  .strict();

export const { extras, keyFiguresEn, managementSv } = readTable('extras.json', schema, data);
