/**
 * The content coding a response goes out in (RFC 9110 12.5.3 Accept-Encoding, 12.4.2 quality
 * values, 8.4.1.3 "x-gzip" is gzip), among what the site keeps of a body: brotli, gzip and the body
 * itself. Pure.
 *
 * The header is a list of `coding [ OWS ";" OWS "q=" qvalue ]`. An element that does not have that
 * form (another parameter, a qvalue over 1 or with four decimals) is ignored, and so is a coding
 * named again after its first valid element. A coding not named takes the weight of `*` when `*`
 * is named, else it is not acceptable; the body itself ("identity") is acceptable unless named with
 * q=0 (or left to `*;q=0`). The answer is the acceptable coding of the highest weight, brotli before
 * gzip on a tie, and no coding at all where the client weighs identity above both.
 *
 * The origin answers with it (src/server/respond.ts), and the edge reduces the header to the same
 * choice before it looks a page up (src/server/edge/varnish.ts): the VCL reads each coding's weight
 * with `codingWeightPattern`, the pattern this module reads it with, and compares the weights as
 * `chooseCoding` does, so a header gets the same body from the edge as from the origin.
 */

/** The codings the site keeps beside a body (src/server/output/files.ts encode). */
export type ContentCoding = 'br' | 'gzip';

/**
 * RFC 9110 12.4.2 qvalue, `( "0" [ "." 0*3DIGIT ] ) / ( "1" [ "." 0*3("0") ] )`, captured so that
 * groups 1 3 "." 2 4 "0" spell it as a decimal number ("0.50", "1.0000"; ".0" when there is no weight).
 */
const QVALUE = '(?:(0)(?:\\.([0-9]{0,3}))?|(1)(?:\\.(0{0,3}))?)';

/** How `codingWeightPattern`'s groups spell the weight, in VCL's regsub: a number, or ".0" without a weight. */
export const WEIGHT_SPELLING = { vcl: '\\1\\3.\\2\\40', unweighted: '.0' } as const;

/** The codings each name stands for: `x-gzip` is gzip (RFC 9110 8.4.1.3). */
export const CODING_NAMES = { br: 'br', gzip: '(?:x-)?gzip', identity: 'identity', any: '\\*' } as const;
type Named = keyof typeof CODING_NAMES;

/**
 * The first valid element naming `name` (one of CODING_NAMES' patterns) in an Accept-Encoding value,
 * read case-insensitively; its groups spell the weight (WEIGHT_SPELLING). Elements are skipped
 * whole (codings and weights hold no comma), so the element found is the first of that name that
 * has the element's form.
 */
export function codingWeightPattern(name: string): string {
  return `^(?:[^,]*,)*?[ \\t]*${name}[ \\t]*(?:;[ \\t]*q=${QVALUE})?[ \\t]*(?:,|$)`;
}

const patterns = Object.fromEntries(Object.entries(CODING_NAMES).map(([k, name]) => [k, new RegExp(codingWeightPattern(name), 'i')])) as Record<Named, RegExp>;

/** The weight of a named coding in a header, or undefined when no valid element names it. */
function weight(header: string, name: Named): number | undefined {
  const match = patterns[name].exec(header);
  if (!match) return undefined;
  const [, zero = '', decimals = '', one = '', zeros = ''] = match;
  const spelled = `${zero}${one}.${decimals}${zeros}0`;
  return spelled === WEIGHT_SPELLING.unweighted ? 1 : Number(spelled);
}

/**
 * The coding to send for an Accept-Encoding value, or null for the body itself. No header means
 * the body itself (RFC 9110 allows any coding then; clients that decode say so).
 */
export function chooseCoding(header: string | undefined): ContentCoding | null {
  if (header === undefined) return null;
  const any = weight(header, 'any');
  const br = weight(header, 'br') ?? any ?? 0;
  const gzip = weight(header, 'gzip') ?? any ?? 0;
  // unnamed (and no `*`), the body itself is acceptable but never preferred to a coding the client named
  const identity = weight(header, 'identity') ?? any ?? 0;
  if (br > 0 && br >= gzip && br >= identity) return 'br';
  if (gzip > 0 && gzip >= identity) return 'gzip';
  return null;
}
