/**
 * The locale routing strategy (spec 2.1) of this process, for the link builder
 * (src/i18n/paths.ts), which every layer uses without a configuration object in hand.
 *
 * On the server it is the environment's LOCALE_STRATEGY parsed by the schema's own rule (the same
 * value src/config/load.ts gives the entry points; src/server/site.ts refuses to start when they
 * differ). Browser code has no environment: it never builds a localized link from this default, but
 * from the strategy the server wrote into the page (a data attribute made from the parsed config,
 * read by `strategyFromPage`). Only src/config reads `process.env` (tests/unit/layers.test.ts).
 */
import { variables } from './schema';

export type LocaleStrategy = 'prefix' | 'domain';

/** The strategy of the process's environment; 'prefix' where there is none (the browser) or it is invalid. */
export const processLocaleStrategy: LocaleStrategy = (() => {
  const raw = typeof process !== 'undefined' ? process.env?.LOCALE_STRATEGY : undefined;
  const parsed = variables.LOCALE_STRATEGY.schema.safeParse(raw === '' ? undefined : raw);
  return parsed.success ? parsed.data : 'prefix';
})();

/** The strategy a page hands its browser code (the `data-locale-strategy` the server wrote from its config). */
export function strategyFromPage(value: string | undefined): LocaleStrategy {
  return value === 'domain' ? 'domain' : 'prefix';
}
