/**
 * The reference of the origin target (design.md "Performance targets"): a bare `node:http` server
 * answering one file's gzip bytes from memory with six headers, nothing else. Run as its own
 * process by the bench: `tsx scripts/bench/bare-node.ts <file.gz> <port> [<head.json>]`; prints "ready".
 *
 * With `head.json` (a flat list: name, value, name, value …) it answers with those fields instead:
 * the bench gives it the site's own head for the page, so the same bytes go out as from the site,
 * an `x-request-id` in the list made afresh for each request as the site makes one
 * (./origin.ts siteHead). What the site's head costs Node is then apart from what its code costs.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';

const [file, port, headFile] = process.argv.slice(2);
if (!file || !port) throw new Error('usage: bare-node.ts <file.gz> <port> [<head.json>]');
const body = readFileSync(file);

// the reference as it has always been measured: six fields, given as an object
const six = {
  'content-type': 'text/html; charset=utf-8',
  'content-encoding': 'gzip',
  'content-length': String(body.length),
  'cache-control': 'public, max-age=0, must-revalidate',
  etag: '"bare"',
  vary: 'Accept-Encoding',
};

function readHead(path: string): string[] {
  const list: unknown = JSON.parse(readFileSync(path, 'utf8'));
  if (!Array.isArray(list) || list.length % 2 !== 0 || !list.every((v) => typeof v === 'string'))
    throw new Error(`${path}: not a flat list of names and values`);
  return list;
}

/** Where the value of the field `name` (lower case) stands in a flat list, or -1 when the list has none. */
function valueAt(list: readonly string[], name: string): number {
  for (let i = 0; i + 1 < list.length; i += 2) if (list[i]!.toLowerCase() === name) return i + 1;
  return -1;
}

const head = headFile ? readHead(headFile) : null;
if (head && head[valueAt(head, 'content-length')] !== String(body.length)) throw new Error(`${headFile}: its content-length is not ${file}'s ${body.length} B`);
/** where the request id's value stands in `head` (-1: it has none) */
const idAt = head ? valueAt(head, 'x-request-id') : -1;

const server = createServer((_req, res) => {
  if (head === null) return void res.writeHead(200, six).end(body);
  if (idAt !== -1) head[idAt] = randomUUID();
  res.writeHead(200, head);
  res.end(body);
});
server.keepAliveTimeout = 65_000;
server.listen(Number(port), '127.0.0.1', () => console.log('ready'));
