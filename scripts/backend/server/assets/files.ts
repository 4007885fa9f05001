/**
 * Where asset files live and which names are allowed: `<assetsDir>/<kind>/<file>` with a plain file
 * name (no separators, no '..') whose extension belongs to its kind. Nothing outside the assets
 * folder can be named, whatever the encoding of the request.
 */
import { resolve, sep } from 'node:path';
import { HttpError } from '../../../../src/lib/http/errors';

/** Extensions allowed per asset folder, with their Content-Type. */
const kinds = {
  img: { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', avif: 'image/avif' },
  svg: { svg: 'image/svg+xml' },
  video: { mp4: 'video/mp4', webm: 'video/webm' },
  files: { pdf: 'application/pdf' },
} as const satisfies Record<string, Record<string, string>>;

export type AssetKind = keyof typeof kinds;

/** A validated asset: its folder, file name, extension, Content-Type and absolute path. */
export interface AssetFile {
  kind: AssetKind;
  name: string;
  ext: string;
  contentType: string;
  path: string;
}

const safeName = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

function isKind(value: string): value is AssetKind {
  return Object.hasOwn(kinds, value);
}

/**
 * Resolves `<kind>/<name>` (both already percent-decoded) under assetsDir.
 * An unknown folder is a 404; a name that is not a plain file name of that kind is a 400.
 */
export function resolveAsset(assetsDir: string, kind: string, name: string): AssetFile {
  if (!isKind(kind)) throw new HttpError(404, 'not_found', `No asset folder "${kind.slice(0, 40)}"`);
  if (!safeName.test(name) || name.includes('..')) {
    throw new HttpError(400, 'invalid_asset_name', `file: "${name.slice(0, 80)}" is not a valid asset file name`);
  }
  const ext = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  const types: Readonly<Record<string, string>> = kinds[kind];
  const contentType = types[ext];
  if (!name.includes('.') || contentType === undefined) {
    throw new HttpError(400, 'invalid_asset_name', `file: ".${ext}" is not a ${kind} asset type`);
  }
  const root = resolve(assetsDir);
  const path = resolve(root, kind, name);
  // Belt and braces: the name rules above already keep the path inside the folder.
  if (!path.startsWith(root + sep)) throw new HttpError(400, 'invalid_asset_name', 'file: outside the assets folder');
  return { kind, name, ext, contentType, path };
}

/** True for assets the image proxy can resize. */
export function isRaster(asset: AssetFile): boolean {
  return asset.kind === 'img';
}
