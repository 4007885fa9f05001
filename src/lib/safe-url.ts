/**
 * Classifies a raw href from content (a link value, a rich-text uri) as an external URL that is
 * safe to emit, a path on this site, or something that must never become an href.
 * Allow-list, not block-list: anything not recognised as one of the safe forms is invalid.
 */
import { isSitePath } from '../i18n/paths';

export type HrefClass = { kind: 'external'; href: string } | { kind: 'internal'; path: string } | { kind: 'invalid' };

/** Schemes a visitor may follow off the site (spec 5: http(s), mailto, tel). */
export const externalSchemes: readonly string[] = ['http:', 'https:', 'mailto:', 'tel:'];

/** The schemes whose links open a web page (and so a new tab); mailto/tel hand off to an app. */
export const webSchemes: readonly string[] = ['http:', 'https:'];

// C0 controls, DEL and the Unicode line/paragraph separators. Browsers silently drop tabs and
// newlines inside a URL ('java\tscript:' runs as 'javascript:'), so any such character is refused
// outright rather than guessed about.
const controlChars = /[\u0000-\u001f\u007f\u2028\u2029]/;
const schemePrefix = /^[A-Za-z][A-Za-z0-9+.-]*:/;
// Only used to check where an internal path resolves; never part of an output.
const probeBase = 'http://site.invalid';

/** Classifies a raw href: an allowed external URL (re-serialized), a site path, or invalid. */
export function classifyHref(raw: string): HrefClass {
  if (typeof raw !== 'string' || controlChars.test(raw)) return { kind: 'invalid' };
  // Editors often leave a space around a pasted URL; browsers trim these too. Only plain spaces
  // are trimmed: other whitespace (NBSP, …) is not something a browser strips, so it stays invalid.
  const value = raw.replace(/^ +| +$/g, '');
  if (value === '') return { kind: 'invalid' };

  if (schemePrefix.test(value)) return classifyAbsolute(value);
  if (isSitePath(value) && staysOnSite(value)) return { kind: 'internal', path: value };
  return { kind: 'invalid' };
}

/** Whether a raw href is a web (http/https) URL, the kind that opens in a new tab. */
export function isWebUrl(href: string): boolean {
  const found = classifyHref(href);
  return found.kind === 'external' && webSchemes.includes(new URL(found.href).protocol);
}

function classifyAbsolute(value: string): HrefClass {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { kind: 'invalid' };
  }
  if (!externalSchemes.includes(url.protocol)) return { kind: 'invalid' };
  // 'http:evil.example' parses as http://evil.example/; require the authority to be spelled out
  // so what the editor wrote and what the visitor gets cannot differ.
  if (webSchemes.includes(url.protocol) && (!/^[a-z]+:\/\//i.test(value) || url.hostname === '')) {
    return { kind: 'invalid' };
  }
  if (!webSchemes.includes(url.protocol) && url.pathname === '') return { kind: 'invalid' };
  return { kind: 'external', href: url.href };
}

// Dot segments ('/a/../..//x') can make a path that starts with one '/' resolve to '//x', which
// a later redirect (trailing-slash removal) could turn into a protocol-relative host.
function staysOnSite(path: string): boolean {
  // fast path (most links): with no dot segment (plain or %2e) and no '//' there is nothing to resolve
  if (!/\/(?:\.|%2e)|\/\//i.test(path)) return true;
  try {
    const url = new URL(path, probeBase);
    return url.origin === probeBase && !url.pathname.startsWith('//');
  } catch {
    return false;
  }
}
