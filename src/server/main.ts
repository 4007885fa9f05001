/**
 * `npm run serve`: serves an existing build (dist/) on PORT. Its startup pull of the change feed
 * renders only what changed since the build's cursor (src/server/regen/feed-follower.ts).
 * Run from the compiled bundle (dist/server/site-server.mjs, made by the build): see docs/running.md "What runs compiled".
 */
// first: .env is in the environment before any module reads it while it loads
import '../config/dotenv';
import { resolve } from 'node:path';
import { loadConfig } from '../config/load';
import { readCursor } from './regen/feed-follower';
import { startSite } from './site';
import { assertPortsFree, sitePortUses } from './port-check';
import { OutputFolderInUse } from './output/folder-claim';

const config = loadConfig();
// a port in use is one clear line, not a stack trace (src/server/port-check.ts)
await assertPortsFree(sitePortUses(config)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
const cursor = await readCursor(resolve(config.DIST_DIR));
console.log(
  cursor
    ? `[build] serving the existing build; changes since cursor ${cursor} render at startup`
    : '[build] serving the existing build (no change-feed cursor stored)',
);
// a second server on an output folder another serves is one clear line too (src/server/output/folder-claim.ts)
const site = await startSite(config).catch((error: unknown) => {
  if (!(error instanceof OutputFolderInUse)) throw error;
  console.error(error.message);
  process.exit(1);
});
// before "Site ready", which those who start the server wait for (tests/support/site-process.ts)
if (site.metricsUrl) console.log(`Metrics at ${site.metricsUrl}`);
console.log(`Site ready at ${site.url}`);

// SIGTERM (a supervisor, a rolling deploy) drains: the edge takes the instance out before it stops
// (src/server/shutdown.ts); Ctrl-C in a terminal stops at once. A second signal ends the process.
process.once('SIGTERM', () => {
  void site.drain().then(() => process.exit(0));
});
process.once('SIGINT', () => {
  void site.close().then(() => process.exit(0));
});
