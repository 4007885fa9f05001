/** GET /healthz: the backend is up and has its content loaded. */
import { sendJsonText } from '../../../../src/lib/http/json';
import type { Router } from '../router';

const ok = Buffer.from('{"ok":true}');

/** Registers the health check. */
export function registerHealthRoutes(router: Router): void {
  router.on('GET', '/healthz', ({ res }) => sendJsonText(res, 200, ok));
}
