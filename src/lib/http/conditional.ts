/**
 * Conditional requests against a representation's entity tag (RFC 9110 8.8.3, 13.1.2, 13.1.5).
 * Pure. The origin answers with them (src/server/respond.ts, src/server/api/assets.ts); the edge's
 * VCL reads If-None-Match with the same list pattern (src/server/edge/varnish.ts).
 */

/** etagc (RFC 9110 8.8.3): any visible byte but DQUOTE, and obs-text. */
const ETAGC = '[\\x21\\x23-\\x7e\\x80-\\xff]';
/** entity-tag = [ weak ] opaque-tag */
const ENTITY_TAG = `(?:W/)?"${ETAGC}*"`;

/**
 * A whole If-None-Match value (RFC 9110 13.1.2): `*`, or a list of entity tags, where a list may
 * hold empty elements (RFC 9110 5.6.1.2). A value of another form is no condition at all.
 */
export const IF_NONE_MATCH_PATTERN = `^[ \\t]*(?:\\*|(?:${ENTITY_TAG})?(?:[ \\t]*,[ \\t]*(?:${ENTITY_TAG})?)*)[ \\t]*$`;
const ifNoneMatchValue = new RegExp(IF_NONE_MATCH_PATTERN);
const listedTag = new RegExp(ENTITY_TAG, 'g');

/** The opaque part of an entity tag: what a weak comparison compares (RFC 9110 8.8.3.2). */
const opaque = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);

/**
 * Whether If-None-Match names the current representation, whose tag is `etag`: then a GET or HEAD
 * is answered 304 (RFC 9110 13.1.2). Weak comparison over the list; `*` names any current
 * representation; no header, or a value that is not of the field's form, names none.
 */
export function namesCurrent(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  // what a browser sends back: the tag it was given
  if (ifNoneMatch === etag) return true;
  if (!ifNoneMatchValue.test(ifNoneMatch)) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const wanted = opaque(etag);
  for (const [tag] of ifNoneMatch.matchAll(listedTag)) if (opaque(tag) === wanted) return true;
  return false;
}

/**
 * Whether an If-Range condition holds for the representation tagged `etag` (RFC 9110 13.1.5): the
 * Range is then answered, else the whole representation is. It holds only for a strong tag equal
 * to a strong current tag; a date never holds here (the site sends no Last-Modified to compare it
 * with), nor does a field sent on several lines (If-Range is one value), and no header always holds.
 */
export function ifRangeHolds(ifRange: string | readonly string[] | undefined, etag: string): boolean {
  if (ifRange === undefined) return true;
  if (typeof ifRange !== 'string') return false;
  const tag = ifRange.trim();
  return !etag.startsWith('W/') && /^"[^"]*"$/.test(tag) && tag === etag;
}
