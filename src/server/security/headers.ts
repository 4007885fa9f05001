/**
 * Security headers of every response: the ones every response carries, and the
 * Content-Security-Policy of an HTML document, made from its own inline hashes.
 */
import type { Config } from '../../config/config';
import { localeCodes } from '../../config/locales';
import { thirdPartyConfig, type ThirdPartySettings } from '../../features/third-party/config';
import { documentPolicy, inlineHashes, NON_DOCUMENT_POLICY, type PolicySettings } from './csp';

/** Geolocation for the site itself (the station locator's "near me"), nothing else. */
export const PERMISSIONS_POLICY = 'geolocation=(self), camera=(), microphone=(), payment=(), usb=()';

/** One year; no includeSubDomains: the markets' other subdomains are not this site's to decide. */
export const HSTS = 'max-age=31536000';

const originOf = (url: string) => new URL(url).origin;

/** What the policy needs of the configuration. */
export type SecurityConfig = Pick<Config, 'SITE_URL' | 'ORDER_BASE_URL' | 'ACCOUNT_BASE_URL' | 'CSP_THIRD_PARTY_ORIGINS'> & ThirdPartySettings;

/**
 * The policy settings of a configuration (never of a request): CSP_THIRD_PARTY_ORIGINS (checked by
 * the schema) and the origins of the third parties the site is configured to load.
 */
export function settingsFrom(config: SecurityConfig): PolicySettings {
  const site = originOf(config.SITE_URL);
  const formActions = [...new Set([originOf(config.ORDER_BASE_URL), originOf(config.ACCOUNT_BASE_URL)])].filter((o) => o !== site);
  const thirdParty = [...new Set([...config.CSP_THIRD_PARTY_ORIGINS, ...configuredThirdParties(config)])];
  return { https: config.SITE_URL.startsWith('https:'), formActions, thirdParty };
}

/** Headers every response carries; an HTML document then replaces the CSP with its own. */
export function baseSecurityHeaders(settings: Pick<PolicySettings, 'https'>): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': NON_DOCUMENT_POLICY,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // for browsers without frame-ancestors
    'x-frame-options': 'DENY',
    'permissions-policy': PERMISSIONS_POLICY,
    'cross-origin-opener-policy': 'same-origin',
  };
  if (settings.https) headers['strict-transport-security'] = HSTS;
  return headers;
}

/**
 * A subresource: a body a browser uses inside a document (a script, a stylesheet, a font, a raster
 * image) and never renders as a document of its own. Of the headers every response carries, those
 * that govern a document (its Content-Security-Policy, framing, permissions, opener, the referrer
 * policy of what it fetches) have nothing to govern here; an SVG, HTML, JSON or text can be opened
 * as a document, so it keeps them all.
 */
export function isSubresourceType(contentType: string): boolean {
  return /^(text\/(javascript|css)|font\/|image\/(png|jpeg|webp|avif|gif|x-icon)|application\/wasm)\b/.test(contentType);
}

/**
 * The headers of a subresource (see isSubresourceType): `nosniff` (a script or stylesheet of another
 * type is refused) and, on https, HSTS (the host's). About 300 B less than a document's on every
 * script and stylesheet: on a phone's first load, before interaction, that is the headers of a
 * file (design.md, performance targets: ≤ 2 KB of JS before interaction, as Lighthouse counts it).
 */
export function subresourceSecurityHeaders(settings: Pick<PolicySettings, 'https'>): Record<string, string> {
  const headers: Record<string, string> = { 'x-content-type-options': 'nosniff' };
  if (settings.https) headers['strict-transport-security'] = HSTS;
  return headers;
}

/** The headers a document carries and a subresource does not (the pipeline sets them before it knows which it answers). */
export const DOCUMENT_ONLY_HEADERS = Object.keys(baseSecurityHeaders({ https: false })).filter(
  (name) => !(name in subresourceSecurityHeaders({ https: false })),
);

/**
 * Origins of the third-party scripts the site is configured to load (tag manager, consent; see
 * src/features/third-party/config.ts): with none configured, none is allowed.
 */
export function configuredThirdParties(settings: ThirdPartySettings): string[] {
  const origins = new Set<string>();
  for (const locale of localeCodes) {
    const config = thirdPartyConfig(locale, settings);
    for (const src of [config.tagManager?.src, config.consent?.src]) {
      const origin = src ? new URL(src).origin : null;
      if (origin && /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i.test(origin)) origins.add(origin);
    }
  }
  return [...origins];
}

/**
 * The serving process's settings. The response helpers (src/server/respond.ts) are called from
 * every handler of the pipeline, so the site server installs its configuration's settings here
 * once at startup (startSite) rather than threading them through each handler; until then, a
 * plain http site with no third parties.
 */
let settings: PolicySettings = { https: false, formActions: [], thirdParty: [] };
let base: Readonly<Record<string, string>> = baseSecurityHeaders(settings);
let subresource: Readonly<Record<string, string>> = subresourceSecurityHeaders(settings);

/** Installs the settings of the server's configuration (startSite calls it once). */
export function installSecuritySettings(next: PolicySettings): void {
  settings = next;
  base = baseSecurityHeaders(next);
  subresource = subresourceSecurityHeaders(next);
}

/** The installed settings. */
export function securitySettings(): PolicySettings {
  return settings;
}

/** The headers every response carries under the installed settings. */
export function baseHeaders(): Readonly<Record<string, string>> {
  return base;
}

/** The headers a subresource carries under the installed settings (see isSubresourceType). */
export function subresourceHeaders(): Readonly<Record<string, string>> {
  return subresource;
}

/** The CSP of an HTML body (its inline scripts and styles allowed by hash). */
export function policyForHtml(html: string | Buffer): string {
  const text = typeof html === 'string' ? html : html.toString('utf8');
  return documentPolicy(inlineHashes(text), securitySettings());
}

/**
 * Policies of cached documents, by the cached object: a pre-rendered page is hashed once, when it
 * is first served from memory, not on every request. The entry holds the exact bytes served, so
 * the header can never disagree with the body, whether the page was built, rendered on demand or
 * regenerated.
 */
const byEntry = new WeakMap<object, string>();

export function policyForEntry(entry: { raw: Buffer }): string {
  let policy = byEntry.get(entry);
  if (policy === undefined) {
    policy = policyForHtml(entry.raw);
    byEntry.set(entry, policy);
  }
  return policy;
}
