/** The error a request handler throws to answer with a status and the error body `{ error, message }`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** headers the answer carries (Retry-After on a 503, Content-Range on a 416) */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
