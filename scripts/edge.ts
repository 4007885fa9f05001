/**
 * `npm run edge`: the site as it runs behind a CDN (design.md "The edge"). It starts the embedded
 * backend, two shared-nothing site instances (each with its own output folder, following the
 * change feed and purging the edge after each of its passes) and Varnish in front, with the VCL the
 * project generates (src/server/edge/varnish.ts). Ctrl-C stops everything it started.
 *
 * It keeps to its own folder (.edge/) and ports, so it runs beside `npm start`:
 *   EDGE_PORT (default 4330)   Varnish
 *   PORT (default 4331)        the first site instance; the second listens on the next port
 *   BACKEND_PORT (default 4333) the embedded backend (not started when CMS_BASE_URL is set)
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { WEBHOOK_PATH } from '../src/cms/webhook';
import { Children, finished, repoRoot, waitForHealth } from './support/children';
import { startVarnish, varnishd } from './support/varnish';

const INSTANCES = 2;
const edgeDir = resolve(repoRoot, '.edge');
const children = new Children();

function port(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 65534) throw new Error(`${name} must be a port number, not "${value}"`);
  return n;
}

async function main(): Promise<void> {
  const edgePort = port('EDGE_PORT', 4330);
  const firstPort = port('PORT', 4331);
  const sitePorts = Array.from({ length: INSTANCES }, (_, i) => firstPort + i);
  const backendPort = port('BACKEND_PORT', 4333);
  const edgeUrl = `http://127.0.0.1:${edgePort}`;
  // fail before any work when Varnish is missing
  varnishd();

  // one secret set for every process: webhook signatures, sessions and preview cookies must open on
  // whichever instance the edge picks
  const secrets = {
    CMS_WEBHOOK_SECRET: process.env.CMS_WEBHOOK_SECRET || randomBytes(24).toString('hex'),
    SESSION_SECRET: process.env.SESSION_SECRET || randomBytes(32).toString('base64url'),
    PREVIEW_SECRET: process.env.PREVIEW_SECRET || randomBytes(24).toString('hex'),
    EDGE_PURGE_TOKEN: process.env.EDGE_PURGE_TOKEN || randomBytes(24).toString('hex'),
  };
  Object.assign(process.env, secrets);
  // visitors reach the site through the edge: canonicals, logins and payment returns name it
  process.env.SITE_URL ||= edgeUrl;

  if (!process.env.CMS_BASE_URL) {
    const backendUrl = `http://127.0.0.1:${backendPort}`;
    process.env.CMS_BASE_URL = backendUrl;
    const dataDir = join(edgeDir, 'data');
    console.log('[edge] generating demo content (skipped when up to date)');
    await finished(children.tsx('scripts/backend/generate/cli.ts', { BACKEND_DATA_DIR: dataDir }));
    const backend = children.tsx('scripts/backend/serve.ts', {
      BACKEND_PORT: String(backendPort),
      BACKEND_DATA_DIR: dataDir,
      // every instance hears every edit (the change feed catches what a lost webhook misses)
      BACKEND_WEBHOOK_URL: sitePorts.map((p) => `http://127.0.0.1:${p}${WEBHOOK_PATH}`).join(' '),
    });
    await waitForHealth(`${backendUrl}/healthz`, backend, 'the embedded backend');
  }

  // one build, copied: each instance then keeps and regenerates its own folder
  const distDirs = sitePorts.map((_, i) => join(edgeDir, `site-${String.fromCharCode(97 + i)}`));
  process.env.DIST_DIR = distDirs[0]!;
  const { build } = await import('./build/index');
  const { env } = await import('../src/config/env');
  const { restartDecision } = await import('./build/state');
  const decision = process.env.FORCE_BUILD ? { build: true, reason: 'FORCE_BUILD set: full render' } : await restartDecision(repoRoot, distDirs[0]!, env().CMS_BASE_URL);
  if (decision.build) {
    console.log(`[edge] building: ${decision.reason}`);
    await build();
  } else {
    console.log('[edge] the build is up to date');
  }
  for (const dir of distDirs.slice(1)) {
    if (decision.build || !existsSync(dir)) {
      await rm(dir, { recursive: true, force: true });
      await cp(distDirs[0]!, dir, { recursive: true });
    }
  }

  const instances = sitePorts.map((sitePort, i) =>
    children.tsx('src/server/main.ts', {
      PORT: String(sitePort),
      DIST_DIR: distDirs[i]!,
      EDGE_PURGE_URL: edgeUrl,
    }),
  );
  await Promise.all(instances.map((child, i) => waitForHealth(`http://127.0.0.1:${sitePorts[i]}/healthz`, child, `site instance ${i + 1}`, 60_000)));

  const { varnishVcl } = await import('../src/server/edge/varnish');
  const vcl = varnishVcl({
    backends: sitePorts.map((p) => ({ host: '127.0.0.1', port: p })),
    purgeToken: secrets.EDGE_PURGE_TOKEN,
    purgeFrom: ['127.0.0.1', '::1'],
    localeEntry: env().LOCALE_STRATEGY === 'prefix',
  });
  // the VCL goes into the build output beside the nginx export, and varnishd runs from there
  const varnish = await startVarnish({ vcl, port: edgePort, dir: join(distDirs[0]!, 'varnish') });
  children.adopt(varnish.child);
  const vclFile = join(distDirs[0]!, 'varnish', 'site.vcl');

  console.log(`\n  Edge ready at ${edgeUrl}`);
  console.log(`  instances: ${sitePorts.map((p) => `http://127.0.0.1:${p}`).join(', ')}; VCL: ${vclFile}`);
  if (process.env.CMS_BASE_URL === `http://127.0.0.1:${backendPort}`) console.log(`  editor's page: http://127.0.0.1:${backendPort}/\n`);

  const stop = () => {
    children.stop();
    void children.exited().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  children.stop();
  process.exit(1);
});
