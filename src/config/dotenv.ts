/**
 * Loads `.env` (src/config/load.ts) as a side effect of being imported. An entry point imports it
 * first, so the file is in the environment before any module that reads the environment while it
 * loads: the link builder takes LOCALE_STRATEGY when src/i18n/paths.ts loads.
 */
import { loadDotEnv } from './load';

loadDotEnv();
