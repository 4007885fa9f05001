/**
 * `npm run serve`: serves an existing build (dist/) on PORT. Its startup pull of the change feed
 * renders only what changed since the build's cursor (src/server/regen/feed-follower.ts).
 */
import { resolve } from 'node:path';
import { env } from '../config/env';
import { readCursor } from './regen/feed-follower';
import { startSite } from './site';

const cursor = await readCursor(resolve(env().DIST_DIR));
console.log(cursor ? `[build] serving the existing build; changes since cursor ${cursor} render at startup` : '[build] serving the existing build (no change-feed cursor stored)');
const site = await startSite();
console.log(`Site ready at ${site.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void site.close().then(() => process.exit(0));
  });
}
