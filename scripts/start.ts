/**
 * `npm start`: the newcomer's one command. With no CMS_BASE_URL configured it generates the demo
 * content (skipped when up to date), starts the embedded backend, builds the site against it and
 * serves it at http://127.0.0.1:${PORT:-4321}. With CMS_BASE_URL set, it builds against that backend
 * and serves. Ctrl-C stops everything.
 */
import { resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { WEBHOOK_PATH } from '../src/cms/webhook';
import { Children, finished, repoRoot, waitForHealth } from './support/children';

// The site's configuration is read once per process (src/config/env.ts), and some modules read it
// when they load: everything this script decides goes into the environment first, and the build and
// the site are imported only after that (see main).

const root = repoRoot;
const embedded = !process.env.CMS_BASE_URL;
const backendPort = process.env.BACKEND_PORT ?? '4322';
const children = new Children();

async function main(): Promise<void> {
  // the embedded CMS signs its webhooks with this; the site checks them
  process.env.CMS_WEBHOOK_SECRET ??= randomBytes(24).toString('hex');
  const sitePort = process.env.PORT || '4321';
  // canonicals, the login callback and the payment return follow the port the site is served on
  process.env.SITE_URL ||= `http://127.0.0.1:${sitePort}`;
  if (embedded) {
    const backendUrl = `http://127.0.0.1:${backendPort}`;
    process.env.CMS_BASE_URL = backendUrl;
    console.log('[start] generating demo content (skipped when up to date)');
    await finished(children.tsx('scripts/backend/generate/cli.ts'));
    const backend = children.tsx('scripts/backend/serve.ts', {
      BACKEND_PORT: backendPort,
      BACKEND_WEBHOOK_URL: `http://127.0.0.1:${sitePort}${WEBHOOK_PATH}`,
    });
    await waitForHealth(`${backendUrl}/healthz`, backend, 'the embedded backend');
  }
  const { build } = await import('./build/index');
  const { startSite } = await import('../src/server/site');
  const { env } = await import('../src/config/env');
  const { restartDecision } = await import('./build/state');
  const { describeRestart } = await import('./build/restart');
  const distDir = resolve(root, env().DIST_DIR);
  const decision = process.env.FORCE_BUILD ? { build: true, reason: 'FORCE_BUILD set: full render' } : await restartDecision(root, distDir, env().CMS_BASE_URL);
  if (decision.build) {
    console.log(`[build] ${decision.reason}`);
    await build();
  } else {
    console.log(`[build] ${await describeRestart(decision.reason, distDir, env().CMS_BASE_URL, env().BACKEND_TIMEOUT_MS)}`);
  }
  const site = await startSite();
  console.log(`\n  Site ready at ${site.url}\n`);
  const stop = () => {
    children.stop();
    void site.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  children.stop();
  process.exit(1);
});
