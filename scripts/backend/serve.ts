/**
 * CLI entry of the embedded backend: `tsx scripts/backend/serve.ts`.
 * BACKEND_PORT (default 4322), BACKEND_HOST (default 127.0.0.1) and BACKEND_DATA_DIR (default
 * .data at the repo root; a relative value is taken from the working directory) configure it;
 * CMS_EDITOR_TOKEN is the editor's login (a random one, printed, when unset);
 * SIGINT/SIGTERM close it cleanly.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBackend } from './server/index';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

function portFromEnv(value: string | undefined): number {
  if (value === undefined || value === '') return 4322;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`BACKEND_PORT must be a port number, not "${value}"`);
  return port;
}

async function main(): Promise<void> {
  // An explicit folder is taken relative to the working directory, like any CLI path.
  const dataDir = resolve(process.env['BACKEND_DATA_DIR'] || resolve(repoRoot, '.data'));
  const backend = await startBackend({
    port: portFromEnv(process.env['BACKEND_PORT']),
    host: process.env['BACKEND_HOST'] || '127.0.0.1',
    dataDir,
  });
  const pages = backend.store
    .locales()
    .map((l) => `${l} ${backend.store.pagesOf(l).length}`)
    .join(', ');
  console.log(`[backend] listening on ${backend.url} (data ${dataDir}; pages: ${pages})`);
  // the editor and the edit API want a login (server/editor/door.ts); a token made here is shown once
  if (backend.editorTokenGenerated) console.log(`[backend] CMS_EDITOR_TOKEN is unset: the editor's login token of this run is ${backend.editorToken}`);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`[backend] ${signal}: closing`);
    backend.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('[backend] close failed', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
