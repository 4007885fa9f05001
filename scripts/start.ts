/**
 * `npm start`: the newcomer's one command. With no CMS_BASE_URL configured it generates the demo
 * content (skipped when up to date), starts the embedded backend, builds the site against it and
 * serves it at http://127.0.0.1:${PORT:-4321} from the compiled server (dist/server/site-server.mjs).
 * With CMS_BASE_URL set, it builds against that backend and serves. Ctrl-C stops everything.
 *
 * It keeps what it started running: a process that stops on its own is logged and started again
 * (scripts/support/restart-policy.ts), and when one keeps stopping `npm start` stops as a whole with
 * exit code 1. The secrets it makes are kept for the next run and for the site started alone
 * (scripts/support/start-secrets.ts).
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
import { siteServerArgs } from './build/server-bundle';
import { backendSiteEnv, printEditorLogin } from './support/editor-login';
import { Children, finished, repoRoot, waitForHealth } from './support/children';
import { assertPortsFree, sitePortUses } from '../src/server/port-check';
import { decideStartSecrets, START_SECRETS_FILE } from './support/start-secrets';
import { supervise } from './support/supervise';

const children = new Children();
let stopping = false;

/** Stops every child and then this process with `code`. */
function shutdown(code: number): void {
  stopping = true;
  children.stop();
  void children.exited().then(() => process.exit(code));
}

async function main(): Promise<void> {
  // from the first step: a stop while the backend starts or the site builds stops what was started
  // so far (a process manager's SIGTERM reaches this process alone, and its children would outlive it)
  process.once('SIGINT', () => shutdown(0));
  process.once('SIGTERM', () => shutdown(0));
  const given = loadConfig();
  const embedded = !process.env.CMS_BASE_URL;
  // a port in use stops everything before anything starts or is written (src/server/port-check.ts)
  const ports = loadConfig({ overrides: embedded ? { CMS_BASE_URL: `http://127.0.0.1:${given.BACKEND_PORT}` } : {} });
  await assertPortsFree([
    ...sitePortUses(ports),
    ...(embedded ? [{ port: ports.BACKEND_PORT, host: '127.0.0.1', variable: 'BACKEND_PORT', what: 'the embedded backend' }] : []),
  ]);
  // the embedded CMS signs its webhooks with CMS_WEBHOOK_SECRET and the site checks them; its editor
  // and edit API want CMS_EDITOR_TOKEN (`npm run cms` sends it); its Preview link carries
  // PREVIEW_SECRET. Kept in .data/start-secrets.env for the next run and the site started alone.
  const kept = embedded ? decideStartSecrets(given, repoRoot) : null;
  // what this command decides itself, on top of the environment; the compiled server gets the same
  const decided: Record<string, string> = {
    ...(kept ? kept.secrets : { CMS_WEBHOOK_SECRET: given.CMS_WEBHOOK_SECRET ?? randomBytes(24).toString('hex') }),
    // canonicals, the login callback and the payment return follow the port the site is served on
    SITE_URL: process.env.SITE_URL || `http://127.0.0.1:${given.PORT}`,
    ...(embedded ? { CMS_BASE_URL: `http://127.0.0.1:${given.BACKEND_PORT}` } : {}),
  };
  const config = loadConfig({ overrides: decided });
  if (embedded) {
    console.log('[start] generating demo content (skipped when up to date)');
    await finished(children.tsx('scripts/backend/generate/cli.ts'));
    const launchBackend = () =>
      children.tsx('scripts/backend/serve.ts', {
        BACKEND_PORT: String(config.BACKEND_PORT),
        BACKEND_WEBHOOK_URL: `http://127.0.0.1:${config.PORT}${WEBHOOK_PATH}`,
        CMS_WEBHOOK_SECRET: decided.CMS_WEBHOOK_SECRET!,
        CMS_EDITOR_TOKEN: decided.CMS_EDITOR_TOKEN!,
        // the editor's page makes preview links with the site's secret
        PREVIEW_SECRET: decided.PREVIEW_SECRET!,
        // the editor's Preview link and the returns to the site go to the port it is served on
        ...backendSiteEnv(config),
      });
    const backend = launchBackend();
    const backendHealth = `${config.CMS_BASE_URL}/healthz`;
    await waitForHealth(backendHealth, backend, 'the embedded backend');
    supervise({
      name: 'the embedded backend',
      first: backend,
      launch: launchBackend,
      healthUrl: backendHealth,
      timeoutMs: 30_000,
      stopping: () => stopping,
      giveUp: () => shutdown(1),
    });
    printEditorLogin(
      config.CMS_BASE_URL,
      decided.CMS_EDITOR_TOKEN!,
      kept?.source.CMS_EDITOR_TOKEN !== 'environment',
      `kept in ${START_SECRETS_FILE} for the next start, \`npm run cms\` and \`npm run serve\`; or set your own in .env`,
    );
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
  const launchSite = () => children.spawn(process.execPath, siteServerArgs(distDir), decided);
  const site = launchSite();
  const url = `http://${config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST}:${config.PORT}`;
  // the server itself prints "Site ready at <url>" once it listens
  await waitForHealth(`${url}/healthz`, site, 'the site server', 60_000);
  supervise({
    name: 'the site server',
    first: site,
    launch: launchSite,
    healthUrl: `${url}/healthz`,
    timeoutMs: 60_000,
    stopping: () => stopping,
    giveUp: () => shutdown(1),
  });
}

main().catch((error: unknown) => {
  // a child that stopped because this process is stopping is no failure: shutdown exits
  if (stopping) return;
  console.error(error instanceof Error ? error.message : error);
  stopping = true;
  children.stop();
  process.exit(1);
});
