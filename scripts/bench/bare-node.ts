/**
 * The reference of the origin target (design.md "Performance targets"): a bare `node:http` server
 * answering one file's gzip bytes from memory with six headers, nothing else. Run as its own
 * process by the bench: `tsx scripts/bench/bare-node.ts <file.gz> <port>`; prints "ready".
 */
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';

const [file, port] = process.argv.slice(2);
if (!file || !port) throw new Error('usage: bare-node.ts <file.gz> <port>');
const body = readFileSync(file);
const headers = {
  'content-type': 'text/html; charset=utf-8',
  'content-encoding': 'gzip',
  'content-length': String(body.length),
  'cache-control': 'public, max-age=0, must-revalidate',
  etag: '"bare"',
  vary: 'Accept-Encoding',
};
const server = createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
});
server.keepAliveTimeout = 65_000;
server.listen(Number(port), '127.0.0.1', () => console.log('ready'));
