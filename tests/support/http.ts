/**
 * The tests' one HTTP helper: GET and POST against a server a test started, by path. A base given
 * as a function is read at each request (servers start in `beforeAll`, after the module loads).
 * Redirects are followed, as fetch does, unless `redirect: 'manual'`; a POST body that is not a
 * string goes as JSON.
 */
export interface HttpOptions {
  /** headers every request sends; a request's own headers win */
  headers?: Record<string, string>;
  redirect?: RequestRedirect;
}

export interface HttpClient {
  get: (path: string, headers?: Record<string, string>) => Promise<Response>;
  /** `body`: a string as is (with a JSON content type unless the headers give one), anything else as JSON */
  post: (path: string, body: unknown, headers?: Record<string, string>) => Promise<Response>;
}

export function httpClient(base: string | (() => string), options: HttpOptions = {}): HttpClient {
  const url = (path: string) => `${typeof base === 'string' ? base : base()}${path}`;
  const { redirect } = options;
  return {
    get: (path, headers = {}) => fetch(url(path), { headers: { ...options.headers, ...headers }, redirect }),
    post: (path, body, headers = {}) =>
      fetch(url(path), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...options.headers, ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
        redirect,
      }),
  };
}
