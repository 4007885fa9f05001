/** Looks up visitor-facing strings in the per-locale tables, with `{name}` placeholders filled. */
import type { LocaleCode } from '../config/locales';
import { en, type StringKey, type Strings } from './strings/en-EU';
import { fi } from './strings/fi-FI';
import { sv } from './strings/sv-SE';
import { no } from './strings/no-NO';

export type { StringKey };

const tables: Record<LocaleCode, Strings> = { 'fi-FI': fi, 'en-EU': en, 'sv-SE': sv, 'no-NO': no };

export type Params = Record<string, string | number>;

/** Fills `{name}` placeholders; unknown placeholders stay as they are. */
export function format(template: string, params: Params = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** The string for a key in a locale. */
export function t(locale: LocaleCode, key: StringKey, params?: Params): string {
  return format(tables[locale][key], params);
}

/** A translator bound to one locale, for components. */
export function useStrings(locale: LocaleCode): (key: StringKey, params?: Params) => string {
  return (key, params) => t(locale, key, params);
}

/** Whether a string key exists (for keys built from data, such as `service.${key}`). */
export function isStringKey(key: string): key is StringKey {
  return Object.hasOwn(en, key);
}
