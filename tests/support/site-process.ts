/**
 * A site process for a test: the compiled server the test stack's build made (`<dist>/server/
 * site-server.mjs`, as `npm start` and a deployment run it, from the same sources), not
 * `src/server/main.ts` through tsx, which transforms the whole server again at every start.
 */
import { rm } from 'node:fs/promises';
import { startSiteProcess } from '../../scripts/support/process';
import { copyFolder } from '../../scripts/support/roll';

export type SiteProcess = Awaited<ReturnType<typeof startSiteProcess>>;

/** Starts the stack's compiled server (`stackDistDir`: the stack's output folder) with this environment. */
export function startTestSite(stackDistDir: string, env: Record<string, string>): Promise<SiteProcess> {
  return startSiteProcess(env, { compiledIn: stackDistDir });
}

/**
 * Starts a second server of the stack's build on a copy of its output folder (`<dist>-<name>`): one
 * live instance per folder (src/server/output/folder-claim.ts), and what the second one writes (a pass
 * against another backend, another configuration's pages) never reaches the stack's site. Its
 * `stop` also removes the copy.
 */
export async function startTestSiteOnCopy(stackDistDir: string, name: string, env: Record<string, string>): Promise<SiteProcess & { distDir: string }> {
  const distDir = `${stackDistDir}-${name}`;
  await rm(distDir, { recursive: true, force: true });
  await copyFolder(stackDistDir, distDir);
  const site = await startSiteProcess({ ...env, DIST_DIR: distDir }, { compiledIn: distDir }).catch(async (error: unknown) => {
    await rm(distDir, { recursive: true, force: true });
    throw error;
  });
  return {
    ...site,
    distDir,
    stop: async () => {
      await site.stop();
      await rm(distDir, { recursive: true, force: true });
    },
  };
}
