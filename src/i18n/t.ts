/** Looks up visitor-facing strings in the per-locale tables, with `{name}` placeholders filled. */
import type { LocaleCode } from '../config/locales';
import { en, type StringKey, type Strings } from './strings/en-EU';
import { fi } from './strings/fi-FI';
import { sv } from './strings/sv-SE';
import { no } from './strings/no-NO';
import { fill } from './fill';

export type { StringKey };

const tables: Record<LocaleCode, Strings> = { 'fi-FI': fi, 'en-EU': en, 'sv-SE': sv, 'no-NO': no };

export type Params = Record<string, string | number>;

/**
 * Fills `{name}` placeholders and plural choices (`{count, plural, one {…} other {…}}`, by the
 * locale's plural rules); unknown placeholders stay as they are.
 */
export function format(template: string, params: Params = {}, locale: LocaleCode = 'en-EU'): string {
  return fill(template, params, locale);
}

/** Strings without parameters, filled once (every page asks for the same few dozen). */
const plain = new Map<string, string>();

/** The string for a key in a locale. */
export function t(locale: LocaleCode, key: StringKey, params?: Params): string {
  if (params) return format(tables[locale][key], params, locale);
  const id = `${locale}\0${key}`;
  let text = plain.get(id);
  if (text === undefined) plain.set(id, (text = format(tables[locale][key], {}, locale)));
  return text;
}

/** Whether a string key exists (for keys built from data, such as `service.${key}`). */
export function isStringKey(key: string): key is StringKey {
  return Object.hasOwn(en, key);
}
