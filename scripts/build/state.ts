/**
 * Whether a restart needs a build (design.md: "a restart with unchanged content renders 0 pages").
 * The build records, next to its manifest, the digest of the sources it was built from and of the
 * server bundle it rendered with, the content backend it asked, the site's origins its pages
 * link to, a digest of every configuration value that shapes kept output (the one list in
 * src/config/output-shaping.ts) and the footer's year. `npm start` builds again only when one of
 * them differs, and says which (`[build] THEME changed: full render`); otherwise the site starts on the
 * output as it is and its startup pull of the change feed renders exactly what changed since the
 * build's cursor. The same record tells a build whether the compiled site can be reused
 * (compiled-site.ts).
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { Config } from '../../src/config/config';
import { keptOutputValues } from '../../src/config/output-shaping';
import { copyrightYear } from '../../src/cms/footer';
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
  /** a digest of each configuration value that shapes kept output, by variable */
  config: Record<string, string>;
  /** the footer's copyright year the pages were rendered in (spec 9) */
  year: number;
}

/** What the build state records of a configuration and a moment: its digests and the footer's year. */
export function configState(config: Config, now = new Date()): Pick<BuildState, 'config' | 'year'> {
  const digest = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 16);
  return { config: Object.fromEntries(Object.entries(keptOutputValues(config)).map(([name, value]) => [name, digest(value)])), year: copyrightYear(now) };
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

const sameOrigins = (a: Record<string, string> | undefined, b: Record<string, string>) =>
  a !== undefined && Object.keys(a).length === Object.keys(b).length && Object.entries(b).every(([k, v]) => a[k] === v);

/** Decides whether `distDir` can be served as it is for these sources and this configuration, at `now`. */
export async function restartDecision(root: string, distDir: string, target: Config, now = new Date()): Promise<RestartDecision> {
  const state = await readBuildState(distDir);
  if (!state) return { build: true, reason: 'no build yet: full render' };
  if (state.cmsBaseUrl !== target.CMS_BASE_URL) return { build: true, reason: 'content backend changed: full render' };
  // the pages' canonical, alternate and structured-data links name the origins
  if (!sameOrigins(state.siteOrigins, target.siteOrigins)) return { build: true, reason: 'site URL changed: full render' };
  if (state.sourceDigest !== (await sourceDigest(root))) return { build: true, reason: 'code changed: full render' };
  if (state.serverDigest !== (await serverDigest(distDir))) return { build: true, reason: 'code changed (server bundle): full render' };
  // the configuration values written into the pages: each one that differs is named
  const wanted = configState(target, now);
  if (!state.config) return { build: true, reason: 'configuration not recorded with this build: full render' };
  const changed = Object.keys(wanted.config).filter((name) => state.config[name] !== wanted.config[name]);
  if (changed.length > 0) return { build: true, reason: `${changed.join(', ')} changed: full render` };
  // the footer's ©: the New Year's re-render is a timer of a running process (regen/year-change.ts)
  if (state.year !== wanted.year) return { build: true, reason: `year changed (${state.year} → ${wanted.year}): full render` };
  return { build: false, reason: 'code unchanged' };
}
