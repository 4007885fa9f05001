/** Shapes shared by the four glossaries (src/i18n/glossary/<locale>.ts). */
import type { Terms } from './en-EU';

/** A term by section and key: 'service.evcharging', 'page.customerService'. */
export type TermId = { [S in keyof Terms]: `${S}.${Extract<keyof Terms[S], string>}` }[keyof Terms];

/**
 * Another word for a term, which neither the string tables nor the content may use in that
 * locale: what the term replaced, or what a writer reaches for instead of it.
 */
export interface Variant {
  term: TermId;
  pattern: RegExp;
}
