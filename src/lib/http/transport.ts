/**
 * The transport of the content backend's calls: undici's `request` (the HTTP client Node's own
 * fetch is built on), answered as a WHATWG Response, so every caller stays on the fetch API
 * (src/lib/http/client.ts). Node's fetch costs about three times the CPU per call of `request`: a build and a layout pass make one call per page (design.md, performance targets:
 * full build, a layout pass's rate, on-demand renders). Failures look as fetch's do: a network
 * error is a TypeError('fetch failed') with the cause, an abort rejects with the signal's reason.
 * The body is read whole before the answer is given, within the same signal (the backend's
 * answers are JSON of a few KB); redirects are not followed (the backend never sends one).
 */
import { request } from 'undici';

/** Statuses whose Response has no body. */
const NULL_BODY = new Set([204, 205, 304]);

function headersOf(init: HeadersInit | undefined): Record<string, string> {
  if (!init) return {};
  if (init instanceof Headers) return Object.fromEntries(init.entries());
  if (Array.isArray(init)) return Object.fromEntries(init);
  return init;
}

export const backendFetch: typeof fetch = async (input, init = {}) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const method = (init.method ?? 'GET').toUpperCase();
  const signal = init.signal ?? undefined;
  try {
    const answer = await request(url, {
      method: method as 'GET',
      headers: headersOf(init.headers),
      body: typeof init.body === 'string' ? init.body : undefined,
      signal,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (Array.isArray(value)) for (const v of value) headers.append(name, v);
      else if (value !== undefined) headers.set(name, value);
    }
    if (NULL_BODY.has(answer.statusCode) || method === 'HEAD') {
      await answer.body.dump();
      return new Response(null, { status: answer.statusCode, headers });
    }
    return new Response(await answer.body.arrayBuffer(), { status: answer.statusCode, headers });
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    throw new TypeError('fetch failed', { cause: error });
  }
};
