/**
 * The site server's response object (node:http's `ServerResponse` option). The fields every answer
 * carries whatever route writes it — the request's id (./observe/requests.ts), the build that
 * answered (./site.ts) — are handed over when the request arrives and written with the head.
 *
 * Why not `setHeader` at once: node:http writes a head given as a ready list (a kept page's
 * precomputed fields: ./respond.ts sendEntry) directly, but once any field was set one by one it
 * removes and adds every field of the list into its header object first, on every request. Carried
 * fields keep a page hit on the direct path (design.md "Performance targets"), and every other
 * route gets them exactly as if they had been set first: a field the route sets itself wins.
 */
import { ServerResponse, type IncomingMessage, type OutgoingHttpHeader, type OutgoingHttpHeaders } from 'node:http';

type HeadFields = OutgoingHttpHeaders | OutgoingHttpHeader[];

export class SiteResponse<Request extends IncomingMessage = IncomingMessage> extends ServerResponse<Request> {
  /** carried fields not written yet: name, value, name, value … (names lower case) */
  private carried: string[] | null = null;

  /** Adds a field the head will carry unless the route sets the same field itself. */
  carry(name: string, value: string): void {
    (this.carried ??= []).push(name, value);
  }

  override writeHead(statusCode: number, reason?: string | HeadFields, fields?: HeadFields): this {
    const carried = this.carried;
    if (carried === null || this.headersSent) return this.writeWith(statusCode, reason, fields);
    this.carried = null;
    const given = typeof reason === 'string' ? fields : reason;
    // a flat list (name, value, …) and nothing set one by one: the carried fields go in front of it,
    // so node:http still writes the list directly
    if (Array.isArray(given) && given.length % 2 === 0 && typeof given[0] === 'string' && this.getHeaderNames().length === 0) {
      const list: OutgoingHttpHeader[] = [];
      for (let i = 0; i < carried.length; i += 2) if (!namesField(given, carried[i]!)) list.push(carried[i]!, carried[i + 1]!);
      for (const item of given) list.push(item);
      return typeof reason === 'string' ? this.writeWith(statusCode, reason, list) : this.writeWith(statusCode, list);
    }
    // otherwise as if they had been set first: the route's own fields, set or given here, win
    for (let i = 0; i < carried.length; i += 2) {
      const name = carried[i]!;
      if (!this.hasHeader(name) && !(given && (Array.isArray(given) ? namesField(given, name) : Object.keys(given).some((k) => k.toLowerCase() === name))))
        this.setHeader(name, carried[i + 1]!);
    }
    return this.writeWith(statusCode, reason, fields);
  }

  private writeWith(statusCode: number, reason?: string | HeadFields, fields?: HeadFields): this {
    if (typeof reason === 'string') return super.writeHead(statusCode, reason, fields);
    return super.writeHead(statusCode, reason);
  }
}

/** Whether a flat field list names `name` (lower case). */
function namesField(list: readonly OutgoingHttpHeader[], name: string): boolean {
  for (let i = 0; i < list.length; i += 2) {
    const field = list[i];
    if (typeof field === 'string' && field.length === name.length && field.toLowerCase() === name) return true;
  }
  return false;
}

/** Carries a field on a site response, or sets it at once on any other (a test's plain server). */
export function carryHeader(res: ServerResponse, name: string, value: string): void {
  if (res instanceof SiteResponse) res.carry(name, value);
  else res.setHeader(name, value);
}
