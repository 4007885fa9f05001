/**
 * Link prefetch (spec 4 "Link prefetch") as the browser's own Speculation Rules, a JSON rule set in
 * the page's head instead of a script (design.md, performance targets: ≤ 2 KB of JS before
 * interaction). The browser prefetches a same-site page link when the visitor shows intent
 * ("moderate": a pointer resting on it, or its pointerdown on a touch screen), and never with
 * save-data on or in its battery or memory saver modes; it keeps at most two such prefetches
 * (Chromium's limit for "moderate"), under spec 4's five. Browsers without the API prefetch
 * nothing and lose nothing else. README "Where the site differs from the spec".
 *
 * Left out: API, proxy and asset routes (a login or locale-switch link must
 * never run ahead of a click: they set cookies), files, links that download or open a new tab, and
 * rel=nofollow links (the account link).
 */

/** Path patterns (URL Pattern syntax) that are never prefetched. */
const NEVER_PREFETCHED = ['/api/*', '/proxy/*', '/assets/*', '/_astro/*', '/_edge/*', '/preview/*', '/*.*'] as const;

const rules = {
  prefetch: [
    {
      source: 'document',
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: [...NEVER_PREFETCHED] } },
          { not: { selector_matches: '[download], [target=_blank], [rel~=nofollow]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
};

/** The rule set, as the text of the head's `<script type="speculationrules">`. */
export const SPECULATION_RULES = JSON.stringify(rules);
