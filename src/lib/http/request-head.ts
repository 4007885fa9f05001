/**
 * What RFC 9112 refuses in a request's head that Node's parser (llhttp, with `insecureHTTPParser`
 * off) lets through. llhttp already answers 400 to obs-folded header lines (5.2), to a missing Host
 * on HTTP/1.1 (`requireHostHeader`) and to versions other than 0.9, 1.x and 2.0; it accepts a second
 * Host line (Node keeps the first), a Host value that is no `uri-host [ ":" port ]`, and the request
 * lines `HTTP/0.9` and `HTTP/2.0`, which are no HTTP/1 messages (HTTP/0.9 never named its version;
 * HTTP/2 starts with a preface, not a request line). RFC 9112 3.2: "A server MUST respond with a 400
 * (Bad Request) status code to any HTTP/1.1 request message that lacks a Host header field and to
 * any request message that contains more than one Host header field line or a Host header field
 * with an invalid field value." Pure; the pipeline asks it first (src/server/pipeline.ts).
 */

/**
 * RFC 3986 3.2.2-3.2.3 `host [ ":" port ]`: an IP literal, or a reg-name (which may be empty) of
 * unreserved characters, sub-delims and percent-escapes, with an optional port of digits. The edge's
 * VCL tests the same pattern (src/server/edge/varnish.ts), so it hands the origin every Host value
 * the origin refuses rather than treating it as a stranger's host.
 */
export const HOST_FIELD_PATTERN =
  "^(?:\\[(?:[0-9A-Fa-f:.]+|[vV][0-9A-Fa-f]+\\.[A-Za-z0-9._~!$&'()*+,;=:-]+)\\]|(?:[A-Za-z0-9._~!$&'()*+,;=-]|%[0-9A-Fa-f]{2})*)(?::[0-9]*)?$";
const hostField = new RegExp(HOST_FIELD_PATTERN);

/** Whether a Host field value is `uri-host [ ":" port ]` (RFC 9112 3.2, RFC 3986 3.2.2). */
export function isValidHostField(value: string): boolean {
  return hostField.test(value);
}

/** The parts of a parsed request head the checks read (node:http's IncomingMessage has them). */
export interface RequestHead {
  httpVersion: string;
  /** the header lines as received: name, value, name, value … */
  rawHeaders: readonly string[];
}

/** Why a request head must be answered 400, or null when it is acceptable. */
export function requestHeadProblem(head: RequestHead): string | null {
  if (head.httpVersion !== '1.1' && head.httpVersion !== '1.0') return `HTTP/${head.httpVersion} is not HTTP/1.1`;
  let host: string | undefined;
  const raw = head.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!;
    if (name.length !== 4 || name.toLowerCase() !== 'host') continue;
    if (host !== undefined) return 'more than one Host line';
    host = raw[i + 1] ?? '';
  }
  if (host !== undefined && !isValidHostField(host)) return 'the Host value is no host[:port]';
  return null;
}
