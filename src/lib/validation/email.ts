/**
 * Email addresses, one definition for the browser and every server: internationalised addresses
 * are accepted (RFC 6531: a UTF-8 local part, åsa@…; an internationalised domain, …@exämple.se).
 * An address is compared and sent on in its normal form: the local part as typed (NFC; RFC 5321
 * leaves its case to the mailbox), the domain in its IDNA form, lower case (exämple.se →
 * xn--exmple-cua.se), which the WHATWG URL parser gives in Node and in every browser alike.
 *
 * The local part is a dot-atom (RFC 5322 atext, plus any non-ASCII character); quoted local parts
 * and address literals ([192.0.2.1]) are not taken. Bounds are RFC 5321's, in octets: 64 for the
 * local part, 254 for the whole address (its domain in IDNA form).
 */

/** RFC 5321: a local part of at most 64 octets. */
export const EMAIL_LOCAL_MAX_OCTETS = 64;
/** RFC 5321 (a path of 256 octets, less its angle brackets). */
export const EMAIL_MAX_OCTETS = 254;

/** RFC 5322 atext, and (RFC 6531) any character beyond ASCII. */
const ATOM = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~\u0080-\u{10FFFF}-]+$/u;
/**
 * Never part of an address: controls, invisible format characters (a zero-width space, a bidi
 * mark), separators (every kind of space), lone surrogates and private-use characters. A visitor
 * cannot see them, and no mailbox is named with them.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Z}\p{Cs}\p{Co}]/u;
/** A domain as typed: ASCII letters, digits, hyphens and dots, or characters beyond ASCII. */
const DOMAIN_TYPED = /^[A-Za-z0-9.\-\u0080-\u{10FFFF}]+$/u;
/** The dots that separate labels (UTS 46 reads the ideographic and full-width ones as dots). */
const DOTS = /[.\u3002\uff0e\uff61]/u;
/** A label of the IDNA form: letters, digits and inner hyphens, 1–63 long. */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** A top-level domain: letters, or an IDNA one (never digits: an address is not an IP address). */
const TLD = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

const octets = (text: string): number => new TextEncoder().encode(text).length;

/** The IDNA (ASCII, lower-case) form of a domain, or null when it is not a domain an address can have. */
export function idnaDomain(domain: string): string | null {
  if (!DOMAIN_TYPED.test(domain) || INVISIBLE.test(domain)) return null;
  // a label begins and ends with a letter or digit, in its Unicode form too (IDNA 2008)
  if (domain.split(DOTS).some((label) => label.startsWith('-') || label.endsWith('-'))) return null;
  let ascii: string;
  try {
    ascii = new URL(`http://${domain}`).hostname;
  } catch {
    return null;
  }
  if (ascii.length > 253) return null;
  const labels = ascii.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return null;
  return TLD.test(labels[labels.length - 1]!) ? ascii : null;
}

/**
 * The address in its normal form (trimmed, local part NFC, domain in IDNA form), or null when the
 * text is not an address.
 */
export function normalizeEmail(text: string): string | null {
  const address = text.trim();
  const at = address.lastIndexOf('@');
  if (at <= 0) return null;
  const local = address.slice(0, at).normalize('NFC');
  if (INVISIBLE.test(local) || octets(local) > EMAIL_LOCAL_MAX_OCTETS) return null;
  if (!local.split('.').every((atom) => ATOM.test(atom))) return null;
  const domain = idnaDomain(address.slice(at + 1));
  if (domain === null) return null;
  const normal = `${local}@${domain}`;
  return octets(normal) <= EMAIL_MAX_OCTETS ? normal : null;
}

/** Whether the text is an email address. */
export function isEmail(text: string): boolean {
  return normalizeEmail(text) !== null;
}
