/**
 * The error a request handler throws to answer with a status and the error body `{ error, message }`
 * (plus `detail`'s fields, such as the `fields` of a refused form: each field's rule failure).
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** headers the answer carries (Retry-After on a 503, Content-Range on a 416) */
    readonly headers: Readonly<Record<string, string>> = {},
    /** more fields of the error body */
    readonly detail: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
