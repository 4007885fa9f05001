/**
 * Shapes of the phrase tables. The tables themselves are JSON beside this file (one entry per
 * language, written in that language); each module here reads its table through a zod schema, so
 * a mistyped key or a missing translation stops the generator instead of reaching the content.
 */
import { z } from 'zod';
import type { LocaleCode } from '../../../../src/config/locales';
import { describeZodError } from '../../../../src/config/zod-issues';

/** The four languages of the tables, in the order the JSON files list them. */
export const languages = ['fi', 'en', 'sv', 'no'] as const;

/** A value in each of the four languages. */
export interface ByLanguage<T> {
  fi: T;
  en: T;
  sv: T;
  no: T;
}

/** A value in some of the four languages (pages that exist only in some locales). */
export type SomeLanguages<T> = Partial<ByLanguage<T>>;

/** [title, lead]: the lead is the hero text, meta description and Open Graph description. */
export type PageText = readonly [title: string, lead: string];

/** An object with exactly these keys, each holding a `value`. */
export function keyed<K extends string, T extends z.ZodTypeAny>(keys: readonly K[], value: T) {
  const shape = Object.fromEntries(keys.map((key) => [key, value])) as Record<K, T>;
  return z.object(shape).strict();
}

/** A value in each of the four languages. */
export const byLanguage = <T extends z.ZodTypeAny>(value: T) => keyed(languages, value);

/** A value in some of the four languages. */
export const someLanguages = <T extends z.ZodTypeAny>(value: T) => keyed(languages, value).partial();

/** [title, lead] of a page. */
export const pageTextSchema = z.tuple([z.string(), z.string()]);

/** Reads a JSON table through its schema; the error names the file. */
export function readTable<T extends z.ZodTypeAny>(file: string, schema: T, data: unknown): z.output<T> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new Error(`generate/text/${file}: ${describeZodError(parsed.error, { root: '' })}`);
  return parsed.data as z.output<T>;
}

const languageOf = { 'fi-FI': 'fi', 'en-EU': 'en', 'sv-SE': 'sv', 'no-NO': 'no' } as const satisfies Record<LocaleCode, keyof ByLanguage<unknown>>;

/** The locale's entry of a phrase table. */
export function inLocale<T>(table: ByLanguage<T>, locale: LocaleCode): T {
  return table[languageOf[locale]];
}

/** The locale's entry of a partial table, or undefined. */
export function maybeInLocale<T>(table: SomeLanguages<T>, locale: LocaleCode): T | undefined {
  return table[languageOf[locale]];
}
