/**
 * The edge's side of the entry decision (spec 4; the decision itself is src/lib/request-locale.ts
 * `entryRedirect`): where an edge asks which way a visitor's entry to '/' goes, and how long it may
 * keep the answer (src/server/edge/varnish.ts, design.md "The edge").
 */
import { siteRoutes } from '../config/site-routes';

/**
 * Where an edge asks which way the entry goes: 204 with the decision's key in ENTRY_KEY_HEADER, so
 * the edge can keep '/' once per decision instead of once per raw Accept-Language and Cookie.
 */
export const ENTRY_DECISION_PATH = `${siteRoutes.edge}/entry-decision`;
export const ENTRY_KEY_HEADER = 'x-entry-key';
/** Surrogate key of every decision the edge keeps: `PURGE` with it drops them all. */
export const ENTRY_DECISION_KEY = 'entry-decision';
/**
 * Seconds the edge keeps a decision. Short: a decision is cheap to ask again, and a release that
 * changes the detection rules reaches every visitor within minutes even without a purge.
 */
export const ENTRY_DECISION_MAX_AGE = 300;

/** Vary header for responses whose answer depends on the entry decision. */
export const ENTRY_VARY = 'Accept-Encoding, Cookie, Accept-Language, Sec-Fetch-Site';
