/**
 * The site's output (design.md "Output"): its one owner (./owner.ts: a page's files, manifest
 * record and memory kept and removed together), the lock every write of a page takes (./lock.ts),
 * the files of a page (./files.ts), the manifest (./manifest.ts, ./manifest-journal.ts,
 * ./page-index.ts), the claim of the folder by one instance (./folder-claim.ts), and a full build's
 * output, staged and swapped in whole (./staged.ts, ./swap.ts).
 */
export { SiteOutput } from './owner';
export { StagedOutput } from './staged';
