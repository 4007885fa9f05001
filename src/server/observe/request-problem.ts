/**
 * What goes wrong while serving a request, in the site's log (docs/operations.md "Operating the site", "Logs"):
 * an error line with the request's id, so the request's own line and its backend's trouble are
 * found together (`jq -c 'select(.id=="<id>")'`). The API handlers call it where a backend failed
 * or answered what the contract (spec 7) does not allow; the visitor gets a 502/503 meanwhile.
 */
import { currentRequest } from '../../lib/http/request-context';

/** Logs `message` as an error of the request being served (`event: "upstream"`, its `id`). */
export function logRequestProblem(message: string, fields: Record<string, unknown> = {}): void {
  const request = currentRequest();
  if (request?.log) request.log.error({ event: 'upstream', id: request.id, ...fields }, message);
  // called outside a served request (a handler driven directly, as a unit test does): the console
  else console.error(message);
}
