/**
 * `npm start`: the newcomer's one command. With no CMS_BASE_URL configured it generates the demo
 * content (skipped when up to date), starts the embedded backend, builds the site against it and
 * serves it at http://127.0.0.1:${PORT:-4321} from the compiled server (dist/server/site-server.mjs).
 * With CMS_BASE_URL set, it builds against that backend and serves. Ctrl-C stops everything.
 */
// first: .env is in the environment before any module reads it while it loads
import '../src/config/dotenv';
import { resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { WEBHOOK_PATH } from '../src/cms/webhook';
import { loadConfig } from '../src/config/load';
import { build } from './build/index';
import { restartDecision } from './build/state';
import { describeRestart } from './build/restart';
import { siteServerOf } from './build/server-bundle';
import { backendSiteEnv, printEditorLogin } from './support/editor-login';
import { Children, finished, repoRoot, waitForHealth } from './support/children';
import { assertPortsFree, sitePortUses } from '../src/server/port-check';

const children = new Children();

async function main(): Promise<void> {
  const given = loadConfig();
  const embedded = !process.env.CMS_BASE_URL;
  // what this command decides itself, on top of the environment; the compiled server gets the same
  const decided: Record<string, string> = {
    // the embedded CMS signs its webhooks with this; the site checks them
    CMS_WEBHOOK_SECRET: given.CMS_WEBHOOK_SECRET ?? randomBytes(24).toString('hex'),
    // the embedded CMS's editor and edit API want this login; `npm run cms` sends it
    ...(embedded ? { CMS_EDITOR_TOKEN: given.CMS_EDITOR_TOKEN ?? randomBytes(24).toString('hex') } : {}),
    // canonicals, the login callback and the payment return follow the port the site is served on
    SITE_URL: process.env.SITE_URL || `http://127.0.0.1:${given.PORT}`,
    ...(embedded ? { CMS_BASE_URL: `http://127.0.0.1:${given.BACKEND_PORT}` } : {}),
  };
  const config = loadConfig({ overrides: decided });
  // a port in use stops everything before anything starts (src/server/port-check.ts)
  await assertPortsFree([
    ...sitePortUses(config),
    ...(embedded ? [{ port: config.BACKEND_PORT, host: '127.0.0.1', variable: 'BACKEND_PORT', what: 'the embedded backend' }] : []),
  ]);
  if (embedded) {
    console.log('[start] generating demo content (skipped when up to date)');
    await finished(children.tsx('scripts/backend/generate/cli.ts'));
    const backend = children.tsx('scripts/backend/serve.ts', {
      BACKEND_PORT: String(config.BACKEND_PORT),
      BACKEND_WEBHOOK_URL: `http://127.0.0.1:${config.PORT}${WEBHOOK_PATH}`,
      CMS_WEBHOOK_SECRET: decided.CMS_WEBHOOK_SECRET!,
      CMS_EDITOR_TOKEN: decided.CMS_EDITOR_TOKEN!,
      // the editor's Preview link and the returns to the site go to the port it is served on
      ...backendSiteEnv(config),
    });
    await waitForHealth(`${config.CMS_BASE_URL}/healthz`, backend, 'the embedded backend');
    printEditorLogin(config.CMS_BASE_URL, decided.CMS_EDITOR_TOKEN!, given.CMS_EDITOR_TOKEN === undefined);
  }
  const distDir = resolve(repoRoot, config.DIST_DIR);
  const decision = config.FORCE_BUILD ? { build: true, reason: 'FORCE_BUILD set: full render' } : await restartDecision(repoRoot, distDir, config);
  if (decision.build) {
    console.log(`[build] ${decision.reason}`);
    await build(config);
  } else {
    console.log(`[build] ${await describeRestart(decision.reason, distDir, config.CMS_BASE_URL, config.BACKEND_TIMEOUT_MS)}`);
  }
  // production runs compiled JavaScript: the server bundle the build wrote, with plain Node
  const site = children.spawn(process.execPath, ['--enable-source-maps', siteServerOf(distDir)], decided);
  const url = `http://${config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST}:${config.PORT}`;
  // the server itself prints "Site ready at <url>" once it listens
  await waitForHealth(`${url}/healthz`, site, 'the site server', 60_000);
  const stop = () => {
    children.stop();
    void children.exited().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  site.once('exit', (code) => {
    if (code !== 0 && code !== null) {
      console.error(`[start] the site server exited with ${code}`);
      children.stop();
      process.exit(1);
    }
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  children.stop();
  process.exit(1);
});
