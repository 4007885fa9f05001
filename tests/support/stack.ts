/**
 * The test stack: demo content generated into .data-test, the embedded backend on an ephemeral
 * port, a full build into dist-test against it, and the site server on an ephemeral port. The test
 * runner (scripts/test.ts) starts it once for the integration and e2e suites; each suite can also
 * start it alone when run by itself.
 */
import { spawn } from 'node:child_process';
import { copyFile, cp, mkdir, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { WEBHOOK_PATH } from '../../src/cms/webhook';
import { loadConfig } from '../../src/config/load';
import { build } from '../../scripts/build/index';
import { startSite } from '../../src/server/site';
import { copyFolder } from '../../scripts/support/roll';
import { startTestSite } from './site-process';

const root = resolve(import.meta.dirname, '../..');

export interface Stack {
  backendUrl: string;
  siteUrl: string;
  distDir: string;
  dataDir: string;
  /** the process the site server runs in (the integration tests measure its memory) */
  sitePid: number;
  close(): Promise<void>;
}

export const TEST_DATA_DIR = resolve(root, '.data-test');
/** The webhook secret the test stack's backend and site share. */
export const TEST_WEBHOOK_SECRET = 'test-stack-webhook-secret-0123456789';
/** The preview secret of the test stack's site and its CMS's editor page. */
export const TEST_PREVIEW_SECRET = 'test-stack-preview-secret-0123456789';
/** the stack CMS's editor login (its edit API and editor's page want it) */
export const TEST_EDITOR_TOKEN = 'test-stack-editor-token-0123456789';
/** One build folder per test run, so runs side by side never share output. Removed on close. */
export const TEST_DIST_DIR = resolve(root, `dist-test-${process.pid}`);

function runGenerator(dataDir: string): Promise<void> {
  return new Promise((ok, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', resolve(root, 'scripts/backend/generate/cli.ts'), '--out', dataDir], {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', fail);
    child.on('exit', (code) => (code === 0 ? ok() : fail(new Error(`content generator exited with ${code}`))));
  });
}

/**
 * A fixed port from the environment (TEST_BACKEND_PORT, TEST_SITE_PORT), for a machine where each
 * engineer keeps to a range; else 0, an ephemeral port.
 */
function portFromEnv(name: string): number {
  const value = process.env[name];
  if (value === undefined || value === '') return 0;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${name}=${value} is not a port`);
  return port;
}

/** Starts the whole stack in this process (the build runs `astro build` as a child). */
export async function startStack(options: { quiet?: boolean } = {}): Promise<Stack> {
  await runGenerator(TEST_DATA_DIR);
  // tests edit content through the CMS's edit API, which saves: each run edits its own copy
  const dataDir = resolve(TEST_DATA_DIR, `run-${process.pid}`);
  await rm(dataDir, { recursive: true, force: true });
  await mkdir(dataDir, { recursive: true });
  await copyFile(resolve(TEST_DATA_DIR, 'content.json'), resolve(dataDir, 'content.json'));
  await cp(resolve(TEST_DATA_DIR, 'assets'), resolve(dataDir, 'assets'), { recursive: true });
  const { startBackend } = await import('../../scripts/backend/server/index');
  // the CMS's editor page reads its environment per request: the stack's, and the site's address
  // once it listens, so it follows a published change to this stack's site
  const editorEnv: Record<string, string | undefined> = {};
  const backend = await startBackend({ port: portFromEnv('TEST_BACKEND_PORT'), dataDir, editorToken: TEST_EDITOR_TOKEN, editor: { env: editorEnv } });

  // the stack's configuration, parsed once and passed to the build and the site
  const stackEnv = {
    CMS_BASE_URL: backend.url,
    CMS_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    PREVIEW_SECRET: TEST_PREVIEW_SECRET,
    DIST_DIR: TEST_DIST_DIR,
    LOG_LEVEL: options.quiet === false ? 'info' : 'silent',
  };
  const config = loadConfig({ overrides: stackEnv });
  // the same values for what the tests start themselves (site processes, the CMS's editor page,
  // which reads PREVIEW_SECRET per request): they inherit this process's environment
  Object.assign(process.env, stackEnv);
  await build(config, { quiet: options.quiet ?? true });
  const site = await startSite(config, { port: portFromEnv('TEST_SITE_PORT'), quiet: options.quiet ?? true });
  backend.webhook.configure({ url: `${site.url}${WEBHOOK_PATH}`, secret: TEST_WEBHOOK_SECRET });
  Object.assign(editorEnv, process.env, { SITE_URL: site.url });

  return {
    backendUrl: backend.url,
    siteUrl: site.url,
    distDir: TEST_DIST_DIR,
    dataDir,
    sitePid: process.pid,
    async close() {
      await site.close();
      await backend.close();
      await rm(TEST_DIST_DIR, { recursive: true, force: true });
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second stack from the first one's build, before any test has edited either: a copy of its
 * content (the backend's whole data folder, change log included, so the copied build's feed cursor
 * means the same) behind a backend of its own, and a copy of its output served by the compiled site
 * server in a child process. A suite that edits content runs on its own stack this way, side by side
 * with the browser suites, and neither sees the other's edits. No second build: the output names no
 * backend address, the site reads that from its configuration.
 */
export async function cloneStack(from: Stack, name: string): Promise<Stack> {
  const dataDir = `${from.dataDir}-${name}`;
  const distDir = `${from.distDir}-${name}`;
  for (const dir of [dataDir, distDir]) await rm(dir, { recursive: true, force: true });
  await copyFolder(from.dataDir, dataDir);
  await copyFolder(from.distDir, distDir);
  const { startBackend } = await import('../../scripts/backend/server/index');
  const backend = await startBackend({ port: 0, dataDir, editorToken: TEST_EDITOR_TOKEN });
  const site = await startTestSite(distDir, {
    CMS_BASE_URL: backend.url,
    CMS_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    PREVIEW_SECRET: TEST_PREVIEW_SECRET,
    DIST_DIR: distDir,
    LOG_LEVEL: 'silent',
  });
  backend.webhook.configure({ url: `${site.url}${WEBHOOK_PATH}`, secret: TEST_WEBHOOK_SECRET });
  return {
    backendUrl: backend.url,
    siteUrl: site.url,
    distDir,
    dataDir,
    sitePid: site.child.process.pid ?? 0,
    async close() {
      await site.stop();
      await backend.close();
      await rm(distDir, { recursive: true, force: true });
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
