/**
 * The locale routing strategy (spec 2.1) of this process, for the link builder
 * (src/i18n/paths.ts), which every layer uses without a configuration object in hand.
 *
 * On the server it is the environment's LOCALE_STRATEGY (src/config/load.ts parses the same value
 * for the entry points, refusing anything but 'prefix' or 'domain'; src/server/site.ts refuses to
 * start when the two differ). Browser code has no environment: it never builds a localized link from this default:
 * links it shows come rendered by the server (the terms modal's: src/server/api/terms.ts), or from
 * the strategy the server wrote into the page (the article list's data, read by
 * `strategyFromPage`). Only
 * src/config reads `process.env` (tests/unit/project/layers.test.ts).
 */
export type LocaleStrategy = 'prefix' | 'domain';

/** A strategy as written ('prefix' unless it is 'domain'); the schema refuses any other value at startup. */
const strategyOf = (value: string | undefined): LocaleStrategy => (value === 'domain' ? 'domain' : 'prefix');

/**
 * The strategy of the process's environment; 'prefix' where there is none (the browser). This
 * module stays free of the schema and zod: the link builder is in every browser bundle.
 */
export const processLocaleStrategy: LocaleStrategy = strategyOf(typeof process !== 'undefined' ? process.env?.LOCALE_STRATEGY : undefined);

/** The strategy a page hands its browser code (the strategy the server wrote from its config). */
export const strategyFromPage = strategyOf;
