/**
 * The Content-Security-Policy of the site.
 *
 * Pages are pre-rendered files served many times, so a per-request nonce cannot work: the policy
 * allows inline scripts and styles by their sha256 hashes, taken from the exact bytes of the page
 * that is served (the island hydration script Astro inlines, the theme `<style>` of the shell,
 * anything else a component inlines). No 'unsafe-inline' for scripts, ever.
 *
 * Style attributes (`style="object-position:…"` on images, and what map libraries set) cannot run
 * script, so `style-src-attr` allows them; `<style>` elements still need their hash.
 */
import { createHash } from 'node:crypto';

export interface InlineHashes {
  /** 'sha256-…' of every executable inline `<script>` */
  scripts: string[];
  /** 'sha256-…' of every `<style>` element */
  styles: string[];
}

/** Script types a browser does not execute (data blocks): they need no hash. */
const DATA_SCRIPT_TYPE = /^(application\/(ld\+)?json|text\/(template|plain|html|x-template))$/i;
/** A tag's attributes, allowing `>` inside quoted values. */
const ATTRS = `((?:[^>"']|"[^"]*"|'[^']*')*)`;
const SCRIPT = new RegExp(`<script\\b${ATTRS}>([\\s\\S]*?)</script\\s*>`, 'gi');
const STYLE = new RegExp(`<style\\b${ATTRS}>([\\s\\S]*?)</style\\s*>`, 'gi');
const SRC_ATTR = /(?:^|\s)src\s*=/i;
const TYPE_ATTR = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

/** The CSP source expression of a text's sha256 (the browser hashes the element's text as UTF-8). */
export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Whether a `<script>` with these attributes and no src runs (rather than holding data). */
function isExecutableInline(attrs: string): boolean {
  if (SRC_ATTR.test(attrs)) return false;
  const type = TYPE_ATTR.exec(attrs);
  const value = (type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim();
  return !DATA_SCRIPT_TYPE.test(value);
}

/** The hashes of a page's inline scripts and styles, each listed once, in document order. */
export function inlineHashes(html: string): InlineHashes {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const [, attrs = '', body = ''] of html.matchAll(SCRIPT)) {
    if (isExecutableInline(attrs)) scripts.add(sha256Source(body));
  }
  for (const [, , body = ''] of html.matchAll(STYLE)) styles.add(sha256Source(body));
  return { scripts: [...scripts], styles: [...styles] };
}

export interface PolicySettings {
  /** the configured site origin is https: upgrade any http subresource */
  https: boolean;
  /** origins forms may post to besides the site (the order and account services: payment, login hub) */
  formActions: readonly string[];
  /** third-party origins allowed to load scripts, styles, images, frames and connections (tag manager, consent) */
  thirdParty: readonly string[];
}

const join = (...parts: readonly string[]) => parts.filter(Boolean).join(' ');

/** The policy of an HTML document with these inline hashes. */
export function documentPolicy(hashes: InlineHashes, settings: PolicySettings): string {
  const extra = settings.thirdParty;
  const directives = [
    `default-src 'self'`,
    `script-src ${join("'self'", ...hashes.scripts, ...extra)}`,
    `style-src ${join("'self'", ...hashes.styles, ...extra)}`,
    `style-src-attr 'unsafe-inline'`,
    // map tiles come from a configurable https host; images cannot run script
    `img-src ${join("'self'", 'data:', 'blob:', 'https:')}`,
    `font-src 'self'`,
    `connect-src ${join("'self'", ...extra)}`,
    `media-src 'self'`,
    `worker-src 'self' blob:`,
    `manifest-src 'self'`,
    `frame-src ${extra.length > 0 ? join(...extra) : "'none'"}`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action ${join("'self'", ...settings.formActions)}`,
    // only a header can say this (a <meta> policy ignores frame-ancestors)
    `frame-ancestors 'none'`,
  ];
  if (settings.https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/** The policy of every response that is not an HTML document (JSON, assets, redirects, text). */
export const NON_DOCUMENT_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The policy of proxied media (/assets/*): opened directly, an SVG must not run script in the
 * site's origin, but may carry its own inline styles.
 */
export const ASSET_POLICY = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";
