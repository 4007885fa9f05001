/**
 * The edge's VCL, generated from the rules the site's own headers follow (design.md "The edge"),
 * for Debian's Varnish 7 with varnish-modules' `xkey`:
 * - TTL from `Surrogate-Control`, grace from `CDN-Cache-Control`, purge keys from `Surrogate-Key`, the
 *   header names and the grace of the edge policy (./policy.ts) the site's own headers follow;
 * - what is stored follows RFC 9111 (3, 5.2.2): never `private`, `no-store`, a `Set-Cookie`, a 5xx or
 *   `Vary: *`; `no-cache` or no freshness (`max-age=0` without `s-maxage`) only when the
 *   surrogate-targeted `Surrogate-Control` gives the edge a lifetime of its own;
 * - grace: `stale-while-revalidate` while an instance is healthy, `stale-if-error` when none is;
 *   a purge is soft, so a purged page is still there for grace when every instance is down;
 * - a round-robin director over the site instances, each probed on /healthz;
 * - `Accept-Encoding` normalised to br, gzip or nothing (the origin keeps all three);
 * - the cache key: the path without its query (pages do not read it; the browser does), except the
 *   image proxy (/assets/), whose parameters choose the image; what reads the query or a session
 *   (/api, /proxy, /preview) is never cached; a path with an empty segment ('//', an alias of
 *   another path or an error at the origin) is passed, never kept under a key of its own;
 * - cookies stripped on cacheable requests;
 * - the locale entry at `/` (spec 4) cached by the locale it resolves to: the edge reduces the
 *   headers the decision reads to the normal form of src/lib/request-locale.ts (`entryInputs`),
 *   asks the origin once per distinct form, keeps the decision briefly under a purge key, and
 *   fetches the page under the decision with headers that say only that decision;
 * - `x-cache: HIT|MISS`; PURGE only from the allowed networks with the token.
 * - `x-request-id`: the client's when valid, else one made here; passed to the origin, and on every answer.
 */
import { ENTRY_DECISION_PATH, ENTRY_KEY_HEADER } from '../locale-entry';
import { localeCodes } from '../../config/locales';
import { MAX_REQUEST_TARGET_LENGTH } from '../../lib/request-target';
import { CDN_STALE_IF_ERROR, CDN_STALE_WHILE_REVALIDATE, EDGE_HEADERS, EDGE_MAX_REQUEST_BODY, type EdgeHosts } from './policy';
import { LOCALE_COOKIE } from '../../lib/locale-detection';
import { CODING_NAMES, codingWeightPattern, WEIGHT_SPELLING } from '../../lib/http/accept-encoding';
import { IF_NONE_MATCH_PATTERN } from '../../lib/http/conditional';
import { HOST_FIELD_PATTERN } from '../../lib/http/request-head';

export interface VarnishOptions {
  /** the site instances, host:port */
  backends: { host: string; port: number }[];
  /** the token a PURGE must carry in `x-purge-token` */
  purgeToken: string;
  /** networks a PURGE may come from (addresses or CIDRs) */
  purgeFrom: string[];
  /** whether `/` is the locale entry (the prefix strategy) */
  localeEntry: boolean;
  /** the site's own hosts, and the one every other Host is answered as (./policy.ts edgeHosts) */
  hosts: EdgeHosts;
}

/** Request header a PURGE carries its keys in (space-separated surrogate keys). */
export const PURGE_KEYS_HEADER = 'xkey-purge';
/** Request header a PURGE carries its token in. */
export const PURGE_TOKEN_HEADER = 'x-purge-token';

/** A value VCL takes literally inside a "…" string (no quotes, no newlines, no control characters). */
function literal(value: string): string {
  if (/["\\\u0000-\u001f\u007f]/.test(value) || value.includes('%')) throw new Error(`[varnish] "${value}" cannot be written as a VCL string`);
  return `"${value}"`;
}

/**
 * `<tag>#<If-None-Match>` where the list holds the tag, compared weakly: the tag is read back
 * (\\1) from the front, since a VCL regular expression cannot be built from a header.
 */
const LISTED_TAG_PATTERN = '^(?:W/)?("[^"]*")#(?:.*,)?[ \\t]*(?:W/)?\\1[ \\t]*(?:,|$)';

/** The origin's 413 body (src/lib/http/read.ts), for a body the edge refuses itself; written in two parts, as `"}` ends a long VCL string. */
const TOO_LARGE_BODY = JSON.stringify({ error: 'payload_too_large', message: `Body over ${EDGE_MAX_REQUEST_BODY} bytes` });

/** A long VCL string `{"…"}`, for a regular expression that holds double quotes. */
function longLiteral(value: string): string {
  if (value.includes('"}') || /[\u0000-\u001f\u007f]/.test(value)) throw new Error(`[varnish] "${value}" cannot be written as a long VCL string`);
  return `{"${value}"}`;
}

/** A host as a regular expression matching it literally. */
const hostPattern = (host: string) => host.replace(/[.[\]]/g, (c) => `\\${c}`);

/**
 * The Host a request is looked up and fetched under: the configured host it names (compared as the
 * origin compares it, src/lib/request-locale.ts configuredLocaleOf: lower case, no trailing dot,
 * with or without a port), its `www.` form (which the origin redirects), or else the canonical
 * host, which the origin answers exactly as it answers a Host it does not know (the default host's
 * locale; no www. rule applies). So a Host made up by a stranger never keys an object of its own.
 */
function hostNormalForm(hosts: EdgeHosts): string {
  const known = [...new Set(hosts.site.map((h) => h.toLowerCase()))].flatMap((host) => [host, `www.${host}`]);
  const rules = known.map((host, i) => {
    const test = `req.http.x-host == ${literal(host)} || req.http.x-host ~ ${longLiteral(`^${hostPattern(host)}:[0-9]+$`)}`;
    return `    ${i === 0 ? 'if' : '} elsif'} (${test}) {\n        set req.http.host = ${literal(host)};`;
  });
  return `
# The Host the edge keeps and fetches a page under (src/server/edge/policy.ts edgeHosts)
sub host_normal_form {
    set req.http.x-host = std.tolower(regsub(req.http.host, "\\.$", ""));
${rules.join('\n')}
    } else {
        set req.http.host = ${literal(hosts.canonical.toLowerCase())};
    }
    unset req.http.x-host;
}
`;
}

/** The weight the client gives one coding, into `header`, as src/lib/http/accept-encoding.ts reads it; `otherwise` when no valid element names it. */
function codingWeight(name: string, header: string, otherwise: string): string {
  const pattern = `(?i)${codingWeightPattern(name)}`;
  return `    set ${header} = ${otherwise};
    if (req.http.Accept-Encoding ~ ${longLiteral(pattern)}) {
        set ${header} = regsub(req.http.Accept-Encoding, ${longLiteral(`${pattern}.*$`)}, ${longLiteral(WEIGHT_SPELLING.vcl)});
        if (${header} == ${literal(WEIGHT_SPELLING.unweighted)}) {
            set ${header} = "1";
        }
    }`;
}

/**
 * Accept-Encoding reduced to the one coding the origin would choose for it (chooseCoding in
 * src/lib/http/accept-encoding.ts): each coding's weight read with the same pattern, compared the
 * same way (brotli before gzip on a tie; the body itself when the client weighs it above both).
 */
const ACCEPT_ENCODING_NORMAL_FORM = `
# Accept-Encoding as src/lib/http/accept-encoding.ts chooseCoding reads it: br, gzip, or none
sub accept_encoding_normal_form {
    if (!req.http.Accept-Encoding) {
        return;
    }
${codingWeight(CODING_NAMES.any, 'req.http.x-ae-any', '"0"')}
${codingWeight(CODING_NAMES.br, 'req.http.x-ae-br', 'req.http.x-ae-any')}
${codingWeight(CODING_NAMES.gzip, 'req.http.x-ae-gzip', 'req.http.x-ae-any')}
${codingWeight(CODING_NAMES.identity, 'req.http.x-ae-identity', 'req.http.x-ae-any')}
    if (std.real(s = req.http.x-ae-br, fallback = 0.0) > 0.0 && std.real(s = req.http.x-ae-br, fallback = 0.0) >= std.real(s = req.http.x-ae-gzip, fallback = 0.0) &&
        std.real(s = req.http.x-ae-br, fallback = 0.0) >= std.real(s = req.http.x-ae-identity, fallback = 0.0)) {
        set req.http.Accept-Encoding = "br";
    } elsif (std.real(s = req.http.x-ae-gzip, fallback = 0.0) > 0.0 && std.real(s = req.http.x-ae-gzip, fallback = 0.0) >= std.real(s = req.http.x-ae-identity, fallback = 0.0)) {
        set req.http.Accept-Encoding = "gzip";
    } else {
        unset req.http.Accept-Encoding;
    }
    unset req.http.x-ae-any;
    unset req.http.x-ae-br;
    unset req.http.x-ae-gzip;
    unset req.http.x-ae-identity;
}
`;

function aclEntry(entry: string): string {
  const match = /^([0-9a-f.:]+)(?:\/(\d{1,3}))?$/i.exec(entry.trim());
  if (!match) throw new Error(`[varnish] "${entry}" is not an address or CIDR`);
  return match[2] ? `    ${literal(match[1]!)}/${match[2]};` : `    ${literal(match[1]!)};`;
}

export function varnishVcl(options: VarnishOptions): string {
  if (options.backends.length === 0) throw new Error('[varnish] at least one site instance is needed');
  if (options.purgeToken.length < 16) throw new Error('[varnish] the purge token needs at least 16 characters');
  const backends = options.backends
    .map(
      (b, i) => `backend site_${i + 1} {
    .host = ${literal(b.host)};
    .port = ${literal(String(b.port))};
    .probe = site_probe;
    .connect_timeout = 1s;
    .first_byte_timeout = 15s;
    .between_bytes_timeout = 5s;
}`,
    )
    .join('\n\n');
  const adds = options.backends.map((_, i) => `    site.add_backend(site_${i + 1});`).join('\n');
  const locales = localeCodes.join('|');
  const entry = options.localeEntry
    ? `
    # the locale entry (spec 4): ask the origin which way '/' goes for the normal form of the headers
    # it decides from (src/lib/request-locale.ts entryInputs), then look the page up under that
    # decision, never under the raw Accept-Language, Cookie or Sec-Fetch-Site
    if (req.restarts == 0 && req.url ~ "^/(\\?|$)") {
        set req.http.x-entry-url = req.url;
        set req.url = ${literal(ENTRY_DECISION_PATH)};
        # the first ${LOCALE_COOKIE} pair, trimmed of spaces and tabs (readLocaleCookie)
        if (req.http.Cookie ~ "^([^;]*;)*?[ \\t]*${LOCALE_COOKIE}[ \\t]*=") {
            set req.http.x-entry-cookie = regsuball(regsub(req.http.Cookie, "^([^;]*;)*?[ \\t]*${LOCALE_COOKIE}[ \\t]*=([^;]*).*$", "\\2"), "^[ \\t]+|[ \\t]+$", "");
            if (req.http.x-entry-cookie !~ "^(${locales})$") {
                set req.http.x-entry-cookie = "other";
            }
        } else {
            set req.http.x-entry-cookie = "none";
        }
        if (req.http.Sec-Fetch-Site == "same-origin") {
            set req.http.x-entry-site = "same-origin";
        } else {
            set req.http.x-entry-site = "other";
        }
        call entry_normal_form;
        return (hash);
    }
    if (req.http.x-entry-url) {
        if (req.http.x-entry-key !~ "^(stay|(${locales})(\\+cookie)?)$") {
            # no usable decision (the origin failed to answer one): it decides this request itself
            call entry_normal_form;
            return (pass);
        }
        # the page under the decision: the fetch carries the decision and nothing else, so the
        # origin answers exactly it and never decides again from other headers
        unset req.http.Cookie;
        unset req.http.Accept-Language;
        unset req.http.Sec-Fetch-Site;
        unset req.http.Authorization;
        if (req.http.x-entry-key == "stay") {
            set req.http.Sec-Fetch-Site = "same-origin";
        } elsif (req.http.x-entry-key ~ "\\+cookie$") {
            # the answer sets the locale cookie: never stored
            set req.http.Accept-Language = regsub(req.http.x-entry-key, "\\+cookie$", "");
            return (pass);
        } else {
            set req.http.Cookie = ${literal(`${LOCALE_COOKIE}=`)} + req.http.x-entry-key;
        }
        return (hash);
    }`
    : '';
  const entrySub = options.localeEntry
    ? `
# The entry decision's inputs as src/lib/request-locale.ts entryInputs reads them, and nothing else
sub entry_normal_form {
    unset req.http.Cookie;
    if (req.http.x-entry-cookie == "other") {
        set req.http.Cookie = ${literal(`${LOCALE_COOKIE}=`)};
    } elsif (req.http.x-entry-cookie != "none") {
        set req.http.Cookie = ${literal(`${LOCALE_COOKIE}=`)} + req.http.x-entry-cookie;
    }
    if (req.http.x-entry-site == "same-origin") {
        set req.http.Sec-Fetch-Site = "same-origin";
    } else {
        unset req.http.Sec-Fetch-Site;
    }
    unset req.http.Authorization;
}
`
    : '';

  return `vcl 4.1;
# Generated by the project (src/server/edge/varnish.ts) from the site's header rules. Do not edit.

import std;
import directors;
import xkey;

probe site_probe {
    .url = "/healthz";
    .interval = 1s;
    .timeout = 1s;
    .window = 3;
    .threshold = 2;
    .initial = 2;
}

${backends}

acl purgers {
${options.purgeFrom.map(aclEntry).join('\n')}
}

sub vcl_init {
    new site = directors.round_robin();
${adds}
}

${entrySub}${hostNormalForm(options.hosts)}${ACCEPT_ENCODING_NORMAL_FORM}
sub vcl_recv {
    set req.backend_hint = site.backend();
    if (req.restarts == 0) {
        # headers only this VCL may set
        unset req.http.x-entry-url;
        unset req.http.x-entry-key;
        unset req.http.x-entry-cookie;
        unset req.http.x-entry-site;
        # a header sent on several lines is its lines joined, as Node joins them (request-locale.ts):
        # the edge and the origin then read one value, never the first line against all of them
        std.collect(req.http.Accept-Language, ", ");
        std.collect(req.http.Sec-Fetch-Site, ", ");
        std.collect(req.http.Cookie, "; ");
        std.collect(req.http.Accept-Encoding, ", ");
        std.collect(req.http.If-None-Match, ", ");
        # the request id that follows the request to the origin and its backends (docs/operations.md "Operating
        # the site"): the client's when it is a short token (src/lib/http/request-context.ts), else the edge's own
        if (req.http.x-request-id !~ "^[A-Za-z0-9._-]{1,128}$") {
            set req.http.x-request-id = "edge-" + req.xid;
        }
    }

    if (req.method == "PURGE") {
        if (client.ip !~ purgers || req.http.${PURGE_TOKEN_HEADER} != ${literal(options.purgeToken)}) {
            return (synth(403, "Forbidden"));
        }
        if (!req.http.${PURGE_KEYS_HEADER}) {
            return (synth(400, "Name the surrogate keys in ${PURGE_KEYS_HEADER}"));
        }
        # soft: a purged page stays for grace (stale-if-error), never served as fresh again
        set req.http.x-purged = xkey.softpurge(req.http.${PURGE_KEYS_HEADER});
        return (synth(200, "Purged " + req.http.x-purged));
    }
    if (req.method != "GET" && req.method != "HEAD") {
        # a body larger than the origin reads to its end whatever it answers (src/server/drain.ts) is
        # refused here with the origin's own 413: sent on, the origin's early answer would end its
        # connection while Varnish still writes the body, and the visitor would get a 503
        if (std.integer(req.http.Content-Length, 0) > ${EDGE_MAX_REQUEST_BODY}) {
            # no 100 Continue first (RFC 9110 10.1.1): a client that waits for it never sends the body
            std.late_100_continue(true);
            return (synth(413, "Payload Too Large"));
        }
        return (pass);
    }

    # stale-while-revalidate while an instance is up; stale-if-error (the object's whole grace) when none is
    if (std.healthy(req.backend_hint)) {
        set req.grace = ${CDN_STALE_WHILE_REVALIDATE}s;
    }

    # what is never cached: what reads the query or a session (the site's API and proxy, previews),
    # health, and the entry decision asked from outside (the edge asks it only in its normal form)
    if (req.restarts == 0 && (req.url ~ "^/(api|proxy|_edge)/" || req.url ~ "^/preview(/|\\?|$)" || req.url ~ "^/healthz(\\?|$)")) {
        return (pass);
    }
    # a path with an empty segment names another path's page (or an error) at the origin: its
    # answer is the origin's, never an object of its own the page's purge would not reach; and a
    # target the origin refuses whole (src/lib/request-target.ts: not visible ASCII, a fragment,
    # too long) is its refusal, never a kept page found under the path without the query
    if (req.url ~ "^[^?]*//" || req.url ~ "[^\x21-\x7e]|#" || req.url ~ "^.{${MAX_REQUEST_TARGET_LENGTH + 1}}") {
        return (pass);
    }

    # a Host the origin refuses (RFC 9112 3.2: no host[:port], or none on HTTP/1.1) is its refusal,
    # never a stranger's host answered as the site's (src/lib/http/request-head.ts)
    if (req.http.host && req.http.host !~ ${longLiteral(HOST_FIELD_PATTERN)}) {
        return (pass);
    }
    if (!req.http.host && req.proto == "HTTP/1.1") {
        return (synth(400, "Bad Request"));
    }
    # pages are kept under the site's own hosts only: any other Host is the canonical one
    call host_normal_form;
    # one variant per coding the origin keeps, chosen as the origin chooses
    call accept_encoding_normal_form;
${entry}
    unset req.http.Cookie;
    unset req.http.Authorization;
    return (hash);
}

sub vcl_hash {
    # pages are kept by path: the query is read in the browser (the locator's state), so every
    # query variant is one object; the image proxy's parameters choose its image
    if (req.url ~ "^/assets/") {
        hash_data(req.url);
    } else {
        hash_data(regsub(req.url, "\\?.*$", ""));
    }
    if (req.http.host) {
        hash_data(req.http.host);
    } else {
        hash_data(server.ip);
    }
    if (req.url == ${literal(ENTRY_DECISION_PATH)} && req.http.x-entry-url) {
        # exactly what the origin decides from (request-locale.ts entryInputs)
        hash_data("site:" + req.http.x-entry-site);
        if (req.http.x-entry-site != "same-origin") {
            hash_data("cookie:" + req.http.x-entry-cookie);
            if (req.http.x-entry-cookie == "none" || req.http.x-entry-cookie == "other") {
                hash_data("accept-language:" + req.http.Accept-Language);
            }
        }
    }
    if (req.http.x-entry-key) {
        hash_data("entry:" + req.http.x-entry-key);
    }
    return (lookup);
}

sub vcl_backend_response {
    if (bereq.uncacheable) {
        return (deliver);
    }
    # revalidating in the background: an error keeps the stale copy (stale-if-error)
    if (beresp.status >= 500 && bereq.is_bgfetch) {
        return (abandon);
    }
    # the lifetime: the surrogate-targeted Surrogate-Control first; else Cache-Control's s-maxage or
    # max-age (Varnish's own reading), where no-cache means no lifetime (RFC 9111 5.2.2.4)
    if (beresp.http.${EDGE_HEADERS.lifetime} ~ "(?i)(^|[,\\s])max-age=[0-9]+") {
        set beresp.ttl = std.duration(regsub(beresp.http.${EDGE_HEADERS.lifetime}, "(?i)^(.*[,\\s])?max-age=([0-9]+).*$", "\\2") + "s", 0s);
    } elsif (beresp.http.Cache-Control ~ "(?i)(^|[,\\s])no-cache") {
        set beresp.ttl = 0s;
    }
    # never stored (RFC 9111 3, 5.2.2): private or no-store answers, a cookie, a server error,
    # Vary: *, and anything without a lifetime for the edge (max-age=0 without s-maxage or
    # Surrogate-Control, no-cache): those would be served without the origin's say
    if (beresp.status >= 500 || beresp.http.Set-Cookie || beresp.http.Vary == "*" || beresp.ttl <= 0s ||
        beresp.http.Cache-Control ~ "(?i)(^|[,\\s])(private|no-store)" || beresp.http.${EDGE_HEADERS.lifetime} ~ "(?i)no-store") {
        set beresp.uncacheable = true;
        set beresp.ttl = 60s;
        set beresp.grace = 0s;
        return (deliver);
    }
    if (beresp.http.${EDGE_HEADERS.cdnCacheControl} ~ "stale-if-error=[0-9]+") {
        set beresp.grace = std.duration(regsub(beresp.http.${EDGE_HEADERS.cdnCacheControl}, "^.*stale-if-error=([0-9]+).*$", "\\1") + "s", 0s);
    } else {
        set beresp.grace = ${CDN_STALE_IF_ERROR}s;
    }
    set beresp.http.xkey = beresp.http.${EDGE_HEADERS.keys};
    if (bereq.url == ${literal(ENTRY_DECISION_PATH)}) {
        # kept under its normal form (vcl_hash): one object, whatever the raw headers were
        unset beresp.http.Vary;
    } elsif (bereq.http.x-entry-key) {
        # looked up under the entry decision: the raw headers the origin varies on no longer split it
        set beresp.http.x-origin-vary = beresp.http.Vary;
        set beresp.http.Vary = "Accept-Encoding";
    }
    return (deliver);
}

sub vcl_deliver {
    if (req.url == ${literal(ENTRY_DECISION_PATH)} && req.http.x-entry-url) {
        set req.http.x-entry-key = resp.http.${ENTRY_KEY_HEADER};
        if (resp.status != 204 || !req.http.x-entry-key) {
            set req.http.x-entry-key = "undecided";
        }
        set req.url = req.http.x-entry-url;
        return (restart);
    }
    if (resp.http.x-origin-vary) {
        set resp.http.Vary = resp.http.x-origin-vary;
        unset resp.http.x-origin-vary;
    }
    # If-None-Match as RFC 9110 13.1.2 reads it (src/lib/http/conditional.ts namesCurrent): weak
    # comparison over the list, * for any current representation; Varnish itself then answers 304
    # to the one tag it compares exactly, and nothing else
    if (req.http.If-None-Match && resp.status == 200) {
        set req.http.x-inm = resp.http.ETag + "#" + req.http.If-None-Match;
        if (resp.http.ETag && req.http.If-None-Match ~ ${longLiteral(IF_NONE_MATCH_PATTERN)} &&
            (req.http.If-None-Match ~ "^[ \\t]*\\*[ \\t]*$" || req.http.x-inm ~ ${longLiteral(LISTED_TAG_PATTERN)})) {
            set req.http.If-None-Match = resp.http.ETag;
        } else {
            unset req.http.If-None-Match;
        }
        unset req.http.x-inm;
    }
    # a stored answer carries the id of the request that fetched it: each answer names its own request
    set resp.http.x-request-id = req.http.x-request-id;
    if (obj.hits > 0) {
        set resp.http.x-cache = "HIT";
    } else {
        set resp.http.x-cache = "MISS";
    }
    # what the edge consumed
    unset resp.http.xkey;
    unset resp.http.${EDGE_HEADERS.keys};
    unset resp.http.${EDGE_HEADERS.lifetime};
    unset resp.http.${EDGE_HEADERS.cacheTag};
    unset resp.http.Via;
    unset resp.http.X-Varnish;
}

sub vcl_backend_error {
    # an instance that went away before its probe noticed: the director picks another
    if ((bereq.method == "GET" || bereq.method == "HEAD") && bereq.retries < ${options.backends.length}) {
        return (retry);
    }
}

sub vcl_synth {
    set resp.http.cache-control = "no-store";
    set resp.http.x-cache = "MISS";
    if (resp.status == 413) {
        # the origin's own answer to a body over its limit (src/lib/http/read.ts)
        set resp.http.content-type = "application/json; charset=utf-8";
        set resp.http.connection = "close";
        set resp.body = ${longLiteral(TOO_LARGE_BODY.slice(0, -1))} + "}";
        return (deliver);
    }
    set resp.http.content-type = "text/plain; charset=utf-8";
    set resp.body = resp.reason;
    return (deliver);
}
`;
}
