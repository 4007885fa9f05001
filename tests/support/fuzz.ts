/**
 * Shared pieces of the bad-input fuzz tests (tests/integration/fuzz-*.test.ts): run counts, the
 * hostile fragments inputs are built from, and the one check every answer must pass: no 5xx, no
 * dropped connection, the security headers, no off-site Location, no input reflected unescaped.
 *
 * Runs are sized for CI. FUZZ_RUNS=<n> runs every property n times (e.g. FUZZ_RUNS=5000 for a
 * long run); FUZZ_SEED=<n> replays a run.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import type { RawResponse } from './raw-http';
import { loadConfig } from '../../src/config/load';
import { isSubresourceType } from '../../src/server/security/headers';

/** Runs of one property: the CI default, or FUZZ_RUNS. */
export function runs(ciDefault: number): number {
  const given = Number(process.env.FUZZ_RUNS);
  return Number.isInteger(given) && given > 0 ? given : ciDefault;
}

/** fast-check parameters of one property. */
export function params(ciDefault: number): fc.Parameters<unknown> {
  const seed = Number(process.env.FUZZ_SEED);
  return { numRuns: runs(ciDefault), ...(Number.isInteger(seed) ? { seed } : {}), endOnFailure: true };
}

/** The marker of injected markup: an answer that contains it unescaped reflected our input. */
export const MARKER = 'fz9';

/** Fragments an attacker would try: markup, quotes, URLs, traversal, encodings, header breaks. */
export const hostileFragments = [
  `<${MARKER}>`,
  `"><${MARKER} x=1>`,
  `'><svg/onload=${MARKER}()>`,
  `javascript:${MARKER}()`,
  `//evil.example/${MARKER}`,
  `https://evil.example/${MARKER}`,
  '/\\evil.example',
  '..',
  '.',
  '%2e%2e',
  '%2F',
  '%5C',
  '%00',
  '%0d%0aSet-Cookie:%20x=1',
  '%3Cfz9%3E',
  '%zz',
  '%C0%AF',
  '%E2%82%AC',
  'ä',
  '€',
  '😀',
  '\u202e',
  ';',
  '?',
  '#',
  '&',
  '=',
  '+',
  '%',
  ' ',
  '\t',
  '\\',
  '{"a":1}',
  '__proto__',
  'constructor',
  'x'.repeat(300),
] as const;

/** A string mixing plain text with hostile fragments. */
export const hostileString: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...hostileFragments) },
      { weight: 2, arbitrary: fc.string({ maxLength: 12 }) },
      { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 6 }) },
    ),
    {
      maxLength: 6,
    },
  )
  .map((parts) => parts.join(''));

/** Percent-encodes what a request target cannot carry raw, keeping the hostile structure otherwise. */
export function asTarget(text: string): string {
  return [...text]
    .map((ch) => {
      const code = ch.codePointAt(0)!;
      if (code > 0x20 && code < 0x7f && ch !== '#') return ch;
      // byte by byte (a lone surrogate becomes U+FFFD, where encodeURIComponent would throw)
      return [...Buffer.from(ch, 'utf8')].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
    })
    .join('');
}

/** A response Node's HTTP parser wrote itself (malformed request line): not the site's answer. */
export function fromHttpParser(res: RawResponse): boolean {
  return res.status === 400 && res.headers['content-type'] === undefined && res.headers['x-content-type-options'] === undefined;
}

export interface Expectations {
  /** the site's origin, for resolving Location */
  siteUrl: string;
  /** hosts a redirect may point at: the configured ones (site, account hub, payment) */
  allowedHosts: ReadonlySet<string>;
  /** what was sent, for the failure message */
  label: string;
}

/** The checks every answer to bad input must pass. */
export function expectSafeAnswer(res: RawResponse, e: Expectations): void {
  const label = `${e.label} → ${res.status} ${res.headers['content-type'] ?? ''}`;
  expect(res.dropped, `${label}: connection dropped without an answer`).toBe(false);
  expect(res.status, `${label}: server error`).toBeLessThan(500);
  if (fromHttpParser(res)) return;

  expect(res.headers['x-content-type-options'], label).toBe('nosniff');
  // a script, stylesheet, font or raster image of the build may go without a document's policy
  // (src/server/security/headers.ts isSubresourceType; the image proxy keeps its own); any other
  // answer has one, and every policy sent keeps the site out of frames
  const policy = res.headers['content-security-policy'];
  if (policy !== undefined || !isSubresourceType(res.headers['content-type'] ?? '')) expect(policy ?? '', label).toContain("frame-ancestors 'none'");
  expect(res.headers['content-security-policy'] ?? '', label).not.toMatch(/script-src[^;]*'unsafe-inline'/);

  const location = res.headers.location;
  if (location !== undefined) {
    expect(location, `${label}: Location ${location}`).not.toMatch(/[\r\n<>"]/);
    const target = new URL(location, e.siteUrl);
    expect(['http:', 'https:'], `${label}: Location ${location}`).toContain(target.protocol);
    expect([...e.allowedHosts], `${label}: off-site Location ${location}`).toContain(target.host);
  }

  const type = res.headers['content-type'] ?? '';
  const body = res.body.toString('utf8');
  if (/text\/html/i.test(type)) {
    const lower = body.toLowerCase();
    expect(lower.includes(`<${MARKER}`), `${label}: input reflected as markup`).toBe(false);
    expect(lower.includes(`<svg/onload=${MARKER}`), `${label}: input reflected as markup`).toBe(false);
    expect(/(href|src|action)\s*=\s*["']?\s*javascript:/i.test(body), `${label}: script URL in an attribute`).toBe(false);
  } else if (/json/i.test(type) && res.body.length > 0) {
    expect(() => JSON.parse(body), `${label}: invalid JSON`).not.toThrow();
  } else if (res.body.length > 0 && res.status >= 400) {
    // anything else an error may answer with must not be sniffable as markup
    expect(type, label).toMatch(/^(text\/plain|application\/(json|xml)|image\/)/i);
  }
}

/** Hosts a redirect may point at: the site's configured origins, the site itself, and the configured services. */
export function allowedRedirectHosts(siteUrl: string, configured: readonly string[]): Set<string> {
  return new Set([siteUrl, ...configured].map((u) => new URL(u).host));
}

/** The hosts a redirect may point at in the test stack: the site, its backend and the origins of the stack's configuration. */
export function stackRedirectHosts(siteUrl: string, backendUrl: string): Set<string> {
  const config = loadConfig();
  return allowedRedirectHosts(siteUrl, [backendUrl, config.SITE_URL, config.ACCOUNT_BASE_URL, config.ORDER_BASE_URL, ...Object.values(config.siteOrigins)]);
}
