/**
 * A tiny HTML builder for the editor's page: the `html` tag escapes every value
 * it interpolates unless it is already `Html` (markup built by the tag), so content from the store,
 * which is untrusted, never becomes markup.
 */
import type { ServerResponse } from 'node:http';
import { escapeHtml } from '../../../../src/lib/html-escape';

/** Markup built by `html` (or `raw` for a literal known to be safe). */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

/** A trusted literal, not escaped. Only for constants of this module's callers. */
export function raw(markup: string): Html {
  return new Html(markup);
}

type Value = Html | string | number | boolean | null | undefined | readonly Value[];

function render(value: Value): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof Html) return value.value;
  if (Array.isArray(value)) return value.map((v: Value) => render(v)).join('');
  return escapeHtml(String(value));
}

/** Tagged template: interpolations are escaped; nested `html` results and arrays of them are kept. */
export function html(strings: TemplateStringsArray, ...values: Value[]): Html {
  let out = strings[0] ?? '';
  for (let i = 0; i < values.length; i++) out += render(values[i]) + (strings[i + 1] ?? '');
  return new Html(out);
}

/** Sends a page: no caching (it may hold the preview secret), no framing, no foreign anything. */
export function sendHtml(res: ServerResponse, status: number, page: Html): void {
  const body = Buffer.from(page.value, 'utf8');
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': String(body.length),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    // the Preview link carries the secret in its query: no referrer leaves this origin (the link has
    // rel=noreferrer too). Not 'no-referrer': under it a browser posts forms with `Origin: null`,
    // which the same-origin check refuses.
    'referrer-policy': 'same-origin',
    'content-security-policy':
      "default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  });
  res.end(res.req.method === 'HEAD' ? undefined : body);
}

/** A 303 to a same-origin path (after a form POST). */
export function seeOther(res: ServerResponse, location: string): void {
  res.writeHead(303, { location, 'cache-control': 'no-store', 'content-length': '0' });
  res.end();
}
