/**
 * Whether a restart needs a build (design.md: "a restart with unchanged content renders 0 pages").
 * The build records, next to its manifest, the digest of the sources it was built from and of the
 * server bundle it rendered with, the content backend it asked and the site's origins its pages
 * link to. `npm start` builds again only when one of them differs; otherwise the site starts on the
 * output as it is and its startup pull of the change feed renders exactly what changed since the
 * build's cursor. The same record tells a build whether the compiled site can be reused
 * (compiled-site.ts).
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { Config } from '../../src/config/config';
import { writeAtomic } from '../../src/lib/fs/atomic-write';

export const STATE_FILE = 'build-state.json';

export interface BuildState {
  sourceDigest: string;
  serverDigest: string;
  cmsBaseUrl: string;
  /** SITE_URL at build time: `astro build` reads it (Astro.site, allowed hosts) */
  siteUrl: string;
  /** each locale's origin, as the pages' canonical and alternate links name it */
  siteOrigins: Record<string, string>;
}

/** What the site's build is made from (its code, public files, redirect tables, lockfile, the build's own steps). */
const SOURCES = ['src', 'public', 'redirects', 'scripts/build', 'astro.config.mjs', 'package-lock.json', 'tsconfig.json'];

async function filesUnder(root: string, entry: string): Promise<string[]> {
  const path = join(root, entry);
  const entries = await readdir(path, { recursive: true, withFileTypes: true }).catch(() => null);
  if (!entries) return [path];
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

async function digestOf(root: string, files: string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const file of files.sort()) {
    const data = await readFile(file).catch(() => null);
    if (data === null) continue;
    hash.update(relative(root, file)).update('\0').update(data).update('\0');
  }
  return hash.digest('hex');
}

export async function sourceDigest(root: string): Promise<string> {
  return digestOf(root, (await Promise.all(SOURCES.map((s) => filesUnder(root, s)))).flat());
}

/** The built server bundle's digest (the code every page was rendered with). */
export async function serverDigest(distDir: string): Promise<string> {
  return digestOf(distDir, await filesUnder(distDir, 'server'));
}

export async function writeBuildState(distDir: string, state: BuildState): Promise<void> {
  await writeAtomic(join(distDir, STATE_FILE), JSON.stringify(state, null, 2));
}

export async function readBuildState(distDir: string): Promise<BuildState | null> {
  const text = await readFile(join(distDir, STATE_FILE), 'utf8').catch(() => null);
  if (!text) return null;
  try {
    return JSON.parse(text) as BuildState;
  } catch {
    return null;
  }
}

export type RestartDecision = { build: false; reason: string } | { build: true; reason: string };

/** What a build is made for, besides its sources: the content backend and the site's origins. */
export type BuildTarget = Pick<Config, 'CMS_BASE_URL' | 'siteOrigins'>;

const sameOrigins = (a: Record<string, string> | undefined, b: Record<string, string>) =>
  a !== undefined && Object.keys(a).length === Object.keys(b).length && Object.entries(b).every(([k, v]) => a[k] === v);

/** Decides whether `distDir` can be served as it is for these sources, this content backend and these origins. */
export async function restartDecision(root: string, distDir: string, target: BuildTarget): Promise<RestartDecision> {
  const state = await readBuildState(distDir);
  if (!state) return { build: true, reason: 'no build yet: full render' };
  if (state.cmsBaseUrl !== target.CMS_BASE_URL) return { build: true, reason: 'content backend changed: full render' };
  // the pages' canonical, alternate and structured-data links name the origins
  if (!sameOrigins(state.siteOrigins, target.siteOrigins)) return { build: true, reason: 'site URL changed: full render' };
  if (state.sourceDigest !== (await sourceDigest(root))) return { build: true, reason: 'code changed: full render' };
  if (state.serverDigest !== (await serverDigest(distDir))) return { build: true, reason: 'code changed (server bundle): full render' };
  return { build: false, reason: 'code unchanged' };
}
