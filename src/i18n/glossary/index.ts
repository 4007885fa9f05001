/**
 * The four glossaries by locale, for the test that holds the string tables and the demo content
 * to them (tests/unit/i18n/glossary.test.ts). The string tables import their locale's `terms` directly.
 */
import type { LocaleCode } from '../../config/locales';
import { filterMention as enFilter, terms as enTerms, variants as enVariants, type Terms } from './en-EU';
import { filterMention as fiFilter, terms as fiTerms, variants as fiVariants } from './fi-FI';
import { filterMention as svFilter, terms as svTerms, variants as svVariants } from './sv-SE';
import { filterMention as noFilter, terms as noTerms, variants as noVariants } from './no-NO';
import type { TermId, Variant } from './types';

export type { Terms } from './en-EU';
export type { TermId, Variant } from './types';

export interface Glossary {
  terms: Terms;
  variants: readonly Variant[];
  /** how the language names a filter of the station search */
  filterMention: RegExp;
}

export const glossaries: Record<LocaleCode, Glossary> = {
  'fi-FI': { terms: fiTerms, variants: fiVariants, filterMention: fiFilter },
  'en-EU': { terms: enTerms, variants: enVariants, filterMention: enFilter },
  'sv-SE': { terms: svTerms, variants: svVariants, filterMention: svFilter },
  'no-NO': { terms: noTerms, variants: noVariants, filterMention: noFilter },
};

/** Every term id ('service.evcharging'), in the order en-EU defines them. */
export const termIds: readonly TermId[] = Object.entries(enTerms).flatMap(([section, entries]) =>
  Object.keys(entries).map((key) => `${section}.${key}` as TermId),
);

/** A term in a locale. */
export function term(locale: LocaleCode, id: TermId): string {
  const [section, key] = id.split('.') as [keyof Terms, string];
  return (glossaries[locale].terms[section] as Record<string, string>)[key] ?? '';
}
