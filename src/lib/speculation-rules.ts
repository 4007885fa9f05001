/**
 * Link prefetch (spec 4 "Link prefetch") as the browser's own Speculation Rules, a JSON rule set in
 * the page's head instead of a script (design.md, performance targets: ≤ 2 KB of JS before
 * interaction). The browser prefetches a same-site page link when the visitor shows intent
 * ("moderate": a pointer resting on it, or its pointerdown on a touch screen), and never with
 * save-data on or in its battery or memory saver modes; it keeps at most two such prefetches
 * (Chromium's limit for "moderate"), under spec 4's five. Browsers without the API prefetch
 * nothing and lose nothing else. README "Where the site differs from the spec".
 *
 * Left out: the site's own routes and files (src/config/site-routes.ts: a login or locale-switch
 * link must never run ahead of a click, as they set cookies; the rest are no pages), links that
 * download or open a new tab, and rel=nofollow links (the account link). Every other same-site
 * path is a page's, a dotted one ('/erbjudanden/v.47') too (src/cms/path-rule.ts).
 */
import { siteRoutes } from '../config/site-routes';

/** Path patterns (URL Pattern syntax) that are never prefetched: each route and what lies under it. */
const NEVER_PREFETCHED = Object.values(siteRoutes).flatMap((path) => [path, `${path}/*`]);

const rules = {
  prefetch: [
    {
      source: 'document',
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: NEVER_PREFETCHED } },
          { not: { selector_matches: '[download], [target=_blank], [rel~=nofollow]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
};

/** The rule set, as the text of the head's `<script type="speculationrules">`. */
export const SPECULATION_RULES = JSON.stringify(rules);
