/**
 * Renders the asset catalogue into files: rasters with sharp from the composed SVG scenes, videos
 * copied from the committed compressed clips (../clips/), PDFs with pdf-lib (./pdf.ts). A manifest
 * of recipe hashes lets a later run skip files whose recipe did not change.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { writeAtomic } from '../../../src/lib/fs/atomic-write';
import type { AssetFile, Recipe } from './assets';
import { createPdf } from './pdf';
import { composeScene } from './scenes';

/** Where the committed clips live (made once by make.ts there). */
const clipsDir = resolve(import.meta.dirname, '../clips');

/** The manifest's name inside the assets folder. */
export const recipeManifest = '.recipes.json';

/** A short hash of a recipe: a changed recipe re-renders its file. */
export function recipeHash(recipe: Recipe): string {
  return createHash('sha256').update(JSON.stringify(recipe)).digest('hex').slice(0, 16);
}

async function renderRaster(recipe: Extract<Recipe, { kind: 'raster' }>): Promise<Uint8Array> {
  const { svg } = composeScene(recipe.scene, { width: recipe.width, height: recipe.height, seed: recipe.seed });
  const image = sharp(Buffer.from(svg));
  if (recipe.format === 'jpg') return image.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  if (recipe.format === 'webp') return image.webp({ quality: 80 }).toBuffer();
  // Palette PNG keeps the flat illustrations small; gradients dither a little, which is fine.
  return image.png({ palette: true, compressionLevel: 9 }).toBuffer();
}

/** A committed clip's bytes, checked against the hash its recipe names. */
async function readClip(recipe: Extract<Recipe, { kind: 'clip' }>): Promise<Uint8Array> {
  const bytes = await readFile(join(clipsDir, recipe.source));
  const actual = createHash('sha256').update(bytes).digest('hex');
  if (actual !== recipe.sha256) throw new Error(`assets: clip ${recipe.source} has sha256 ${actual}, the catalogue expects ${recipe.sha256}`);
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** The bytes of one asset file. */
export async function renderAsset(recipe: Recipe): Promise<Uint8Array> {
  switch (recipe.kind) {
    case 'raster':
      return renderRaster(recipe);
    case 'svg':
      return new TextEncoder().encode(recipe.svg);
    case 'clip':
      return readClip(recipe);
    case 'pdf':
      return createPdf({ title: recipe.title, lines: recipe.lines });
  }
}

async function readManifest(assetsDir: string): Promise<Record<string, string>> {
  try {
    const parsed: unknown = JSON.parse(await readFile(join(assetsDir, recipeManifest), 'utf8'));
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** Files that are missing or whose recipe changed since they were rendered. */
export async function staleAssets(assetsDir: string, files: readonly AssetFile[]): Promise<AssetFile[]> {
  const manifest = await readManifest(assetsDir);
  return files.filter((file) => manifest[file.path] !== recipeHash(file.recipe) || !existsSync(join(assetsDir, file.path)));
}

/** Renders the stale files (two at a time: sharp uses the other core) and updates the manifest. */
export async function renderAssets(assetsDir: string, files: readonly AssetFile[]): Promise<{ rendered: number }> {
  const stale = await staleAssets(assetsDir, files);
  const manifest = await readManifest(assetsDir);
  // Files this generator rendered earlier that the catalogue no longer has (renamed or dropped).
  const current = new Set(files.map((file) => file.path));
  for (const path of Object.keys(manifest)) {
    if (current.has(path)) continue;
    // Only names this generator can have written: a hand-edited manifest must not delete elsewhere.
    if (/^(img|svg|video|files)\/[A-Za-z0-9._-]+$/.test(path)) await rm(join(assetsDir, path), { force: true });
    delete manifest[path];
  }
  const queue = [...stale];
  const worker = async (): Promise<void> => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      await writeAtomic(join(assetsDir, file.path), await renderAsset(file.recipe));
      manifest[file.path] = recipeHash(file.recipe);
    }
  };
  await Promise.all([worker(), worker()]);
  const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
  await writeAtomic(join(assetsDir, recipeManifest), `${JSON.stringify(sorted, null, 2)}\n`);
  return { rendered: stale.length };
}
