/**
 * Build metadata (spec 7.6): `builds/latest.json` names the current build id, and
 * `builds/meta/{buildId}.json` describes each build. Written into the output folder (for a CDN or
 * an edge) after the full build and after every regeneration pass, and served by the site.
 */
import { join } from 'node:path';
import { writeAtomic } from '../../lib/fs/atomic-write';

export interface BuildMeta {
  id: string;
  builtAt: string;
  /** 'build' for a full build, 'regeneration' for a pass */
  kind: 'build' | 'regeneration';
  pages: number;
  /** pages changed by a regeneration pass */
  changed?: string[];
  removed?: string[];
}

/**
 * The response header naming the build an instance serves (its manifest's id, `<build>-r<pass>`),
 * on every answer: a rolling deploy (docs/operations.md "Operating the site") tells the new build's answers
 * from an older one's by it, and the edge, which keeps it on what it stores, drops exactly the
 * copies an older build made.
 */
export const BUILD_HEADER = 'x-build';

export const BUILD_ID_PATTERN = /^[A-Za-z0-9-]{1,80}$/;

export async function writeBuildMeta(clientDir: string, meta: BuildMeta): Promise<void> {
  if (!BUILD_ID_PATTERN.test(meta.id)) throw new Error(`[builds] unusable build id "${meta.id}"`);
  await writeAtomic(join(clientDir, 'builds', 'meta', `${meta.id}.json`), JSON.stringify(meta));
  // latest.json last: whoever reads it finds the meta file it names
  await writeAtomic(join(clientDir, 'builds', 'latest.json'), JSON.stringify({ id: meta.id, builtAt: meta.builtAt }));
}
