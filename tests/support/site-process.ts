/**
 * A site process for a test: the compiled server the test stack's build made (`<dist>/server/
 * site-server.mjs`, as `npm start` and a deployment run it, from the same sources), not
 * `src/server/main.ts` through tsx, which transforms the whole server again at every start.
 */
import { siteServerOf } from '../../scripts/build/server-bundle';
import { startSiteProcess } from '../../scripts/support/process';

export type SiteProcess = Awaited<ReturnType<typeof startSiteProcess>>;

/** Starts the stack's compiled server (`stackDistDir`: the stack's output folder) with this environment. */
export function startTestSite(stackDistDir: string, env: Record<string, string>): Promise<SiteProcess> {
  return startSiteProcess(env, { compiled: siteServerOf(stackDistDir) });
}
