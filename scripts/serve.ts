/**
 * `npm run serve`: serves an existing build from its compiled server (dist/server/site-server.mjs)
 * with plain Node. Started beside a running `npm start`'s backend (say after stopping its site),
 * it takes the secrets `npm start` kept (.data/start-secrets.env: the webhook signature and the
 * preview secret) where the environment sets none, so the CMS's webhooks still open.
 */
// first: .env is in the environment before any module reads it while it loads
import '../src/config/dotenv';
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { loadConfig } from '../src/config/load';
import { siteServerArgs } from './build/server-bundle';
import { repoRoot } from './support/children';
import { useSavedStartSecrets } from './support/start-secrets';

useSavedStartSecrets(repoRoot);
const config = loadConfig();
const server = spawn(process.execPath, siteServerArgs(resolve(repoRoot, config.DIST_DIR)), { cwd: repoRoot, stdio: 'inherit' });
// Ctrl-C and a stop reach the server, which drains (src/server/shutdown.ts); its exit is this one's
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
