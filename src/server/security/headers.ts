/**
 * Security headers of every response: the ones every response carries, and the
 * Content-Security-Policy of an HTML document, made from its own inline hashes.
 */
import { z } from 'zod';
import { env } from '../../config/env';
import { localeCodes } from '../../config/locales';
import { thirdPartyConfig } from '../../features/third-party/config';
import { documentPolicy, inlineHashes, NON_DOCUMENT_POLICY, type PolicySettings } from './csp';

/** Geolocation for the site itself (the station locator's "near me"), nothing else. */
export const PERMISSIONS_POLICY = 'geolocation=(self), camera=(), microphone=(), payment=(), usb=()';

/** One year; no includeSubDomains: the markets' other subdomains are not this site's to decide. */
export const HSTS = 'max-age=31536000';

const httpsOrigin = z
  .string()
  .url()
  .transform((s) => new URL(s))
  .refine((u) => u.protocol === 'https:' && u.pathname === '/' && !u.search && !u.hash, 'an https origin')
  .transform((u) => u.origin)
  // nothing but a host may reach the header: a policy delimiter in a "host" would add directives
  .refine((o) => /^https:\/\/[a-z0-9.-]+(:\d{1,5})?$/i.test(o), 'a plain host');

/** CSP_THIRD_PARTY_ORIGINS: space-separated https origins (tag manager, consent provider). */
export function parseThirdPartyOrigins(value: string | undefined): string[] {
  const parts = (value ?? '').split(/\s+/).filter(Boolean);
  return parts.map((part) => {
    const parsed = httpsOrigin.safeParse(part);
    if (!parsed.success) throw new Error(`Invalid configuration:\n  CSP_THIRD_PARTY_ORIGINS: "${part.slice(0, 80)}" is not an https origin`);
    return parsed.data;
  });
}

const originOf = (url: string) => new URL(url).origin;

/** The policy settings of a configuration (never of a request). */
export function settingsFrom(config: { SITE_URL: string; ORDER_BASE_URL: string; ACCOUNT_BASE_URL: string }, thirdParty: string | undefined): PolicySettings {
  const site = originOf(config.SITE_URL);
  const formActions = [...new Set([originOf(config.ORDER_BASE_URL), originOf(config.ACCOUNT_BASE_URL)])].filter((o) => o !== site);
  return { https: config.SITE_URL.startsWith('https:'), formActions, thirdParty: parseThirdPartyOrigins(thirdParty) };
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
 * Origins of the third-party scripts the site is configured to load (tag manager, consent; see
 * src/features/third-party/config.ts): with none configured, none is allowed.
 */
export function configuredThirdParties(source: Record<string, string | undefined> = process.env): string[] {
  const origins = new Set<string>();
  for (const locale of localeCodes) {
    const config = thirdPartyConfig(locale, source);
    for (const src of [config.tagManager?.src, config.consent?.src]) {
      const origin = src ? new URL(src).origin : null;
      if (origin && /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i.test(origin)) origins.add(origin);
    }
  }
  return [...origins];
}

let settings: PolicySettings | undefined;

/** This process's settings, read once. */
export function securitySettings(): PolicySettings {
  if (!settings) {
    const base = settingsFrom(env(), process.env.CSP_THIRD_PARTY_ORIGINS);
    settings = { ...base, thirdParty: [...new Set([...base.thirdParty, ...configuredThirdParties()])] };
  }
  return settings;
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
