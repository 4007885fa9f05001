/**
 * Loads the four legacy redirect tables (spec 2.6). They are the single source of truth for legacy
 * redirects (design.md): the site server and any edge export read them through this module.
 * JSON imports (not fs) so the tables travel inside whatever bundle imports this file.
 */
import { localeCodes, type LocaleCode } from '../src/config/locales';
import { redirectTableSchema, type RedirectTable } from './schema';
import fiFI from './fi-FI.json' with { type: 'json' };
import enEU from './en-EU.json' with { type: 'json' };
import svSE from './sv-SE.json' with { type: 'json' };
import noNO from './no-NO.json' with { type: 'json' };

/** The raw table files by locale, as imported (unvalidated). */
export const rawRedirectFiles: Record<LocaleCode, unknown> = {
  'fi-FI': fiFI,
  'en-EU': enEU,
  'sv-SE': svSE,
  'no-NO': noNO,
};

/**
 * Validates one table file; throws an error naming the file, the entry and what is wrong with it.
 * `file` is the file name used in messages, `expected` the locale the file must declare.
 */
export function parseRedirectTable(file: string, expected: LocaleCode, data: unknown): RedirectTable {
  const result = redirectTableSchema.safeParse(data);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${describeIssuePath(issue.path, data)}: ${issue.message}`);
    throw new Error(`[redirects] ${file} is invalid:\n${lines.join('\n')}`);
  }
  if (result.data.locale !== expected) {
    throw new Error(`[redirects] ${file} declares locale "${result.data.locale}" but must be "${expected}"`);
  }
  return result.data;
}

/** Every locale's table as a from → to map, validated; throws on the first invalid file. */
export function loadRedirectTables(files: Record<LocaleCode, unknown> = rawRedirectFiles): Record<LocaleCode, ReadonlyMap<string, string>> {
  const out = {} as Record<LocaleCode, ReadonlyMap<string, string>>;
  for (const locale of localeCodes) {
    const table = parseRedirectTable(`redirects/${locale}.json`, locale, files[locale]);
    out[locale] = new Map(table.entries.map((e) => [e.from, e.to]));
  }
  return out;
}

// 'entries.12.from' alone makes people count lines; name the entry by its `from` as well.
function describeIssuePath(path: readonly (string | number)[], data: unknown): string {
  const [head, index, ...rest] = path;
  if (head === 'entries' && typeof index === 'number') {
    const from = entryFrom(data, index);
    const label = from === undefined ? `entry #${index}` : `entry #${index} (from ${JSON.stringify(from)})`;
    return rest.length > 0 ? `${label} ${rest.join('.')}` : label;
  }
  return path.length > 0 ? path.join('.') : '(file)';
}

function entryFrom(data: unknown, index: number): unknown {
  if (typeof data !== 'object' || data === null || !('entries' in data)) return undefined;
  const entries = data.entries;
  if (!Array.isArray(entries)) return undefined;
  const entry: unknown = entries[index];
  if (typeof entry !== 'object' || entry === null || !('from' in entry)) return undefined;
  return entry.from;
}
