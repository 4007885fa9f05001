/**
 * The asset file names the image proxy serves (docs/architecture.md "What the site keeps"): a folder, a name of
 * safe characters and an extension that folder holds. The proxy (src/server/api/assets.ts) and
 * the image placeholder's fetch (src/cms/image-placeholder.ts) read names by this one rule, so
 * content chooses a file name and nothing else of a URL either of them asks for.
 */

/** `/assets/<folder>/<name>.<ext>`; the folder and extension as groups 1 and 2. */
export const assetPath = /^\/assets\/(img|svg|video|files)\/[A-Za-z0-9][A-Za-z0-9._-]{0,150}\.([a-z0-9]{2,5})$/;

/** The file types each asset folder holds; a known name with another extension is a 404. */
export const assetExtensions: Readonly<Record<string, ReadonlySet<string>>> = {
  img: new Set(['jpg', 'jpeg', 'png', 'webp', 'gif']),
  svg: new Set(['svg']),
  video: new Set(['mp4', 'webm']),
  files: new Set(['pdf']),
};

/** Whether a path names an asset file the proxy serves (folder and extension agree). */
export function isAssetPath(path: string): boolean {
  const match = assetPath.exec(path);
  return match !== null && assetExtensions[match[1]!]!.has(match[2]!);
}
