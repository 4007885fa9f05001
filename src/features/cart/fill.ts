/** Fills a translated template (placeholders and plural choices; browser-safe: no string tables imported). */
export { fill } from '../../i18n/fill';
