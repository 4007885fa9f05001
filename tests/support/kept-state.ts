/**
 * What a site keeps: every file under its output folder's client directory, the manifest's pages
 * and redirects, and the sitemap's URL count. Tests snapshot it before and after hostile traffic.
 */
import { readdir, readFile } from 'node:fs/promises';
import { readManifest } from '../../src/server/output/manifest-journal';
import { join, relative } from 'node:path';
import { waitForManifestSaved } from './cms';

export interface KeptState {
  files: Set<string>;
  pages: Set<string>;
  redirects: Set<string>;
  sitemapUrls: number;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  // temporary files of an atomic write in progress are not kept files
  return entries.filter((e) => e.isFile() && !e.name.endsWith('.tmp')).map((e) => relative(dir, join(e.parentPath, e.name)));
}

export async function keptState(siteUrl: string, distDir: string): Promise<KeptState> {
  // the manifest's journal is appended on the turn after a change: wait until it holds every change
  await waitForManifestSaved(siteUrl);
  // the snapshot with its journal replayed: what a restart would load (src/server/output/page-index.ts)
  const { manifest } = await readManifest(distDir);
  const sitemap = await (await fetch(`${siteUrl}/sitemap.xml`)).text();
  return {
    files: new Set(await listFiles(join(distDir, 'client'))),
    pages: new Set(Object.keys(manifest.pages)),
    redirects: new Set(Object.keys(manifest.redirects)),
    sitemapUrls: (sitemap.match(/<loc>/g) ?? []).length,
  };
}

/** What `after` holds that `before` did not. */
export function added(before: KeptState, after: KeptState): { files: string[]; pages: string[]; redirects: string[] } {
  const diff = (a: Set<string>, b: Set<string>) => [...b].filter((x) => !a.has(x));
  return { files: diff(before.files, after.files), pages: diff(before.pages, after.pages), redirects: diff(before.redirects, after.redirects) };
}

/** Resident memory of a process in MB (Linux), or null where /proc is not there. */
export async function rssMb(pid: number): Promise<number | null> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => null);
  const kb = status ? /VmRSS:\s+(\d+)/.exec(status)?.[1] : undefined;
  return kb ? Number(kb) / 1024 : null;
}
