/**
 * The data folder's `content.json`: its zod schema (layouts and pages are exactly the site's
 * `layoutSchema` / `pageContentSchema`), reading it with errors that name the bad entry, and
 * writing it atomically (temp file + rename) so a reader never sees half a file.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { localeCodes } from '../../../src/config/locales';
import { isoDateSchema, layoutSchema, pageContentSchema } from '../../../src/cms/schemas';
import { describeZodError } from '../../../src/config/zod-issues';
import { writeAtomic } from '../../../src/lib/fs/atomic-write';

const localeCode = z.enum(localeCodes);

/** The whole of content.json. */
export const contentFileSchema = z.object({
  generatedAt: z.string(),
  seed: z.number(),
  scale: z.number(),
  today: isoDateSchema,
  layouts: z.record(localeCode, layoutSchema),
  pages: z.record(localeCode, z.array(pageContentSchema)),
});
export type ContentFile = z.infer<typeof contentFileSchema>;

/** Path of content.json in a data folder. */
export function contentFilePath(dataDir: string): string {
  return join(dataDir, 'content.json');
}

/** Path of the edit journal in a data folder (edit-journal.ts): the CMS's edits over content.json. */
export function journalFilePath(dataDir: string): string {
  return join(dataDir, 'edits.jsonl');
}

/** Reads and validates `<dataDir>/content.json`; errors say which file and which entry is wrong. */
export async function readContentFile(dataDir: string): Promise<ContentFile> {
  const file = contentFilePath(dataDir);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new Error(`[backend] no content at ${file}: generate the demo content first`);
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`[backend] ${file} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  return parseContentFile(json, file);
}

/** Validates a content.json value; `source` names it in the error. */
export function parseContentFile(json: unknown, source = 'content.json'): ContentFile {
  const parsed = contentFileSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  throw new Error(`[backend] ${source} does not match the content schema: ${describeEntries(json, parsed.error)}`);
}

/** Like describeZodError, but names the page slug instead of only its index ("pages.fi-FI[3 '/x'].title"). */
function describeEntries(json: unknown, error: z.ZodError): string {
  const pages = (json as { pages?: Record<string, { slug?: unknown }[]> } | null)?.pages;
  const first = error.issues.slice(0, 10).map((issue) => {
    const [top, locale, index, ...rest] = issue.path;
    if (top === 'pages' && typeof locale === 'string' && typeof index === 'number') {
      const slug = pages?.[locale]?.[index]?.slug;
      const where = `pages.${locale}[${index}${typeof slug === 'string' ? ` '${slug}'` : ''}]`;
      return `${[where, ...rest].join('.')}: ${issue.message}`;
    }
    return describeZodError([issue]);
  });
  const more = error.issues.length > 10 ? `; and ${error.issues.length - 10} more` : '';
  return first.join('; ') + more;
}

/** Writes content.json atomically: a temp file in the same folder, then a rename over the old one. */
export function writeContentFile(dataDir: string, content: ContentFile): Promise<void> {
  return writeAtomic(contentFilePath(dataDir), JSON.stringify(content));
}
