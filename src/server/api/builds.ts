/**
 * GET /builds/latest.json and /builds/meta/{buildId}.json (spec 7.6): read from the output folder,
 * never cached by browsers, so a poll always sees the current build.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BUILD_ID_PATTERN } from '../regen/build-meta';
import { HttpError } from '../../lib/http/errors';
import { BASE_HEADERS } from '../respond';
import { cacheControl } from '../edge/policy';

export function createBuildRoutes(clientDir: string) {
  async function send(req: IncomingMessage, res: ServerResponse, file: string): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') throw new HttpError(405, 'method_not_allowed', 'Use GET');
    const body = await readFile(file).catch(() => null);
    if (!body) throw new HttpError(404, 'not_found', 'No such build');
    res.writeHead(200, {
      ...BASE_HEADERS(),
      'content-type': 'application/json; charset=utf-8',
      'cache-control': cacheControl('revalidate'),
      'content-length': body.length,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }
  return {
    '/builds/latest.json': (req: IncomingMessage, res: ServerResponse) => send(req, res, join(clientDir, 'builds', 'latest.json')),
    '/builds/meta/*': (req: IncomingMessage, res: ServerResponse, url: URL) => {
      const name = url.pathname.slice('/builds/meta/'.length);
      const id = name.endsWith('.json') ? name.slice(0, -5) : '';
      if (!BUILD_ID_PATTERN.test(id)) throw new HttpError(404, 'not_found', 'No such build');
      return send(req, res, join(clientDir, 'builds', 'meta', `${id}.json`));
    },
  };
}
