/**
 * Writes generated content into a data folder: `content.json` atomically (temp file + rename),
 * the asset files that are missing or changed, and a stamp that lets the next run skip when
 * nothing would change.
 */
import { createHash } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { AssetFile } from './assets';
import { writeAtomic } from '../../../src/lib/fs/atomic-write';
import { renderAssets, staleAssets } from './assets-render';
import type { ContentFile } from './validate';
import { generatorVersion } from './version';
import { journalFilePath } from '../server/content-file';

/** The stamp's name in the data folder. */
export const stampFile = 'generator-stamp.json';

/** What the stamp records about the content in the folder. */
export interface Stamp {
  generatorVersion: number;
  seed: number;
  scale: number;
  today: string;
  /** sha256 of content.json as written */
  contentSha256: string;
  /** wall-clock time of the run that wrote it (kept out of content.json, which must be reproducible) */
  writtenAt: string;
}

/** What a write did. */
export interface WriteResult {
  contentBytes: number;
  assetsRendered: number;
  assetsTotal: number;
}

const sha256 = (data: string | Uint8Array): string => createHash('sha256').update(data).digest('hex');

/** The stamp of the data folder, or null when there is none (or it is unreadable). */
export async function readStamp(dir: string): Promise<Stamp | null> {
  try {
    const parsed: unknown = JSON.parse(await readFile(join(dir, stampFile), 'utf8'));
    return typeof parsed === 'object' && parsed !== null ? (parsed as Stamp) : null;
  } catch {
    return null;
  }
}

/**
 * Whether the folder already holds this generator version's content for the same inputs, intact
 * (content.json hashes to the stamp), with every asset file present and current.
 */
export async function isUpToDate(dir: string, inputs: { seed: number; scale: number; today: string }, assets: readonly AssetFile[]): Promise<boolean> {
  const stamp = await readStamp(dir);
  if (!stamp || stamp.generatorVersion !== generatorVersion) return false;
  if (stamp.seed !== inputs.seed || stamp.scale !== inputs.scale || stamp.today !== inputs.today) return false;
  try {
    if (sha256(await readFile(join(dir, 'content.json'))) !== stamp.contentSha256) return false;
  } catch {
    return false;
  }
  return (await staleAssets(join(dir, 'assets'), assets)).length === 0;
}

/** Writes content.json, the stale assets and the stamp into `dir`. */
export async function writeContent(
  dir: string,
  generated: { content: ContentFile; assets: readonly AssetFile[] },
  now: Date = new Date(),
): Promise<WriteResult> {
  const { content, assets } = generated;
  const { rendered } = await renderAssets(join(dir, 'assets'), assets);
  // Assets first: once content.json is in place, everything it references is there.
  const json = JSON.stringify(content);
  // edits made to the old content do not apply to the new (the backend would set them aside anyway)
  await rm(journalFilePath(dir), { force: true });
  await writeAtomic(join(dir, 'content.json'), json);
  const stamp: Stamp = {
    generatorVersion,
    seed: content.seed,
    scale: content.scale,
    today: content.today,
    contentSha256: sha256(json),
    writtenAt: now.toISOString(),
  };
  await writeAtomic(join(dir, stampFile), `${JSON.stringify(stamp, null, 2)}\n`);
  return { contentBytes: Buffer.byteLength(json), assetsRendered: rendered, assetsTotal: assets.length };
}
