/**
 * Schema of a legacy redirect table (spec 2.6): one JSON file per locale, exact path match within
 * that locale. A table that does not parse must stop the build and the server start, so every rule
 * that would make an entry dead, looping or unsafe is checked here rather than at request time.
 */
import { z } from 'zod';
import { localeCodes, localeFromSegment, type LocaleCode } from '../src/config/locales';
import { isSitePath, pageKeys, pathFor } from '../src/i18n/paths';

/** Longest legacy `from` path accepted. */
export const MAX_FROM_LENGTH = 512;
/** Longest target accepted (a site path or an absolute URL). */
export const MAX_TO_LENGTH = 2048;

// A decoded request path (src/lib/request-target.ts) never holds these, so an entry that does
// could never match; refusing it keeps the table honest.
const unmatchable = /[\u0000-\u001f\u007f-\u009f\\?#]/;

function hasDotOrEmptySegment(path: string): boolean {
  return path
    .split('/')
    .slice(1)
    .some((s) => s === '' || s === '.' || s === '..');
}

// Under the prefix strategy a path starting with a locale code is split off (or re-cased) before
// the table is consulted, so such a `from` could never match.
function startsWithLocaleSegment(path: string): boolean {
  const first = path.split('/')[1] ?? '';
  return /^[A-Za-z]{2}-[A-Za-z]{2}$/.test(first) && localeFromSegment(first) !== undefined;
}

// Redirects win over pages (design.md), so a legacy path must not hide a page of the new site:
// a path-table page, or a station page under the locale's stations base path.
function shadowedPage(from: string, locale: LocaleCode): string | null {
  const stations = pathFor('stations', locale);
  if (from === stations || from.startsWith(`${stations}/`)) return `"${from}" would hide station pages under ${stations}`;
  const page = pageKeys.find((key) => pathFor(key, locale) === from);
  return page ? `"${from}" would hide the ${page} page` : null;
}

/** A legacy path: a decoded site path in NFC, no trailing slash, no query, not the landing page. */
export const fromPathSchema = z
  .string()
  .max(MAX_FROM_LENGTH)
  .refine(isSitePath, 'must be a site path starting with one "/"')
  .refine((p) => p !== '/', 'the landing page "/" is never a legacy path')
  .refine((p) => !p.endsWith('/'), 'must not end with "/" (the trailing-slash rule runs first)')
  .refine((p) => !unmatchable.test(p), 'must not contain control characters, "\\", "?" or "#"')
  .refine((p) => !hasDotOrEmptySegment(p), 'must not contain empty, "." or ".." segments')
  .refine((p) => p === p.normalize('NFC'), 'must be in Unicode NFC (request paths are normalised to it)')
  .refine((p) => !startsWithLocaleSegment(p), 'must not start with a locale prefix');

/** Why a target is refused, or null: a site path (path only, no trailing slash but for "/") or an https URL. */
function targetProblem(target: string): string | null {
  if (target.startsWith('/') && !target.startsWith('//')) {
    if (!isSitePath(target) || unmatchable.test(target) || /\s/.test(target)) {
      return 'a site path must not contain whitespace, controls, "\\", "?" or "#"';
    }
    if (target !== '/' && target.endsWith('/')) return 'a site path must not end with "/"';
    if (target !== '/' && hasDotOrEmptySegment(target)) return 'a site path must not contain empty, "." or ".." segments';
    return null;
  }
  // Written exactly as the URL parser serialises it, so it is header-safe as it stands.
  try {
    const url = new URL(target);
    if (url.protocol === 'https:' && url.username === '' && url.password === '' && url.href === target) return null;
  } catch {
    // falls through to the message below
  }
  return 'must be a site path ("/x") or an absolute https URL without credentials, in canonical form (e.g. "https://host/")';
}

/** A redirect target: a site path within the table's locale, or an absolute https URL. */
export const targetSchema = z
  .string()
  .max(MAX_TO_LENGTH)
  .superRefine((target, ctx) => {
    const problem = targetProblem(target);
    if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem });
  });

/** One table entry; `group` names the spec 2.6 group it belongs to (for people, not for matching). */
export const redirectEntrySchema = z
  .object({
    from: fromPathSchema,
    to: targetSchema,
    group: z.string().regex(/^[a-z][a-z0-9-]*$/, 'must be a lowercase kebab-case name'),
  })
  .strict();

/** A whole table file: unique `from`s, and no `from` that is also a target (no loops, no chains). */
export const redirectTableSchema = z
  .object({
    locale: z.enum(localeCodes),
    entries: z.array(redirectEntrySchema),
  })
  .strict()
  .superRefine((table, ctx) => {
    const seen = new Set<string>();
    const targets = new Set(table.entries.map((e) => e.to));
    table.entries.forEach((entry, index) => {
      const shadowed = shadowedPage(entry.from, table.locale);
      if (shadowed) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['entries', index, 'from'], message: shadowed });
      }
      if (seen.has(entry.from)) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['entries', index, 'from'], message: `duplicate from "${entry.from}"` });
      }
      seen.add(entry.from);
      if (targets.has(entry.from)) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          path: ['entries', index, 'from'],
          message: `"${entry.from}" is also a target in this table (a loop or a chain)`,
        });
      }
    });
  });

export type RedirectTable = z.infer<typeof redirectTableSchema>;
