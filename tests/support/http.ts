/**
 * The tests' one HTTP helper: GET, HEAD and POST against a server a test started, by path, and
 * `readAnswer` for what a test looks at in an answer (status, headers, the body as text or JSON). A base
 * given as a function is read at each request (servers start in `beforeAll`, after the module
 * loads); so are default headers given as a function. Redirects are followed, as fetch does,
 * unless `redirect: 'manual'`.
 *
 * What fetch will not send (a Host of the test's choosing, a request target it would normalise, a
 * body that stops half way) goes through raw-http.ts instead.
 */
type RequestHeaders = Record<string, string>;

export interface HttpOptions {
  /** headers every request sends; a request's own headers win */
  headers?: RequestHeaders | (() => RequestHeaders);
  redirect?: RequestRedirect;
}

export interface HttpClient {
  get: (path: string, headers?: RequestHeaders) => Promise<Response>;
  head: (path: string, headers?: RequestHeaders) => Promise<Response>;
  /**
   * `body`: a string as is (with a JSON content type unless the headers give one), a
   * URLSearchParams as a form (application/x-www-form-urlencoded), anything else as JSON
   */
  post: (path: string, body: unknown, headers?: RequestHeaders) => Promise<Response>;
}

/** Header names lower-cased, so that a test's `Content-Type` replaces the default instead of joining it. */
const lowerCased = (headers: RequestHeaders = {}): RequestHeaders =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

export function httpClient(base: string | (() => string), options: HttpOptions = {}): HttpClient {
  const url = (path: string) => `${typeof base === 'string' ? base : base()}${path}`;
  const { redirect } = options;
  const headersOf = (own: RequestHeaders, defaults: RequestHeaders = {}) => ({
    ...defaults,
    ...lowerCased(typeof options.headers === 'function' ? options.headers() : options.headers),
    ...lowerCased(own),
  });
  return {
    get: (path, headers = {}) => fetch(url(path), { headers: headersOf(headers), redirect }),
    head: (path, headers = {}) => fetch(url(path), { method: 'HEAD', headers: headersOf(headers), redirect }),
    post: (path, body, headers = {}) => {
      const form = body instanceof URLSearchParams;
      return fetch(url(path), {
        method: 'POST',
        headers: headersOf(headers, { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' }),
        body: form || typeof body === 'string' ? body.toString() : JSON.stringify(body),
        redirect,
      });
    },
  };
}

/** An answer read whole: what the tests look at. */
export interface Answer {
  status: number;
  headers: Headers;
  /** the Location header (a redirect's target), or null */
  location: string | null;
  text: string;
  /** the body parsed as JSON (throws on a body that is not) */
  json: <T = unknown>() => T;
}

/** Reads an answer whole: `const { status, text } = await readAnswer(http.get('/x'))`. */
export async function readAnswer(answer: Response | Promise<Response>): Promise<Answer> {
  const res = await answer;
  const text = await res.text();
  return { status: res.status, headers: res.headers, location: res.headers.get('location'), text, json: <T>() => JSON.parse(text) as T };
}
