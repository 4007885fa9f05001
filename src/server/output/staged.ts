/**
 * A full build's output (design.md "Output"), made beside the live one and put in its place whole.
 * The build's render workers write each page's files into the staging folder (./files.ts
 * workerPageWriter); this owner records what each render left (a page, a redirect), keeps the
 * manifest those records make, and at the end writes it and swaps the folder in (./swap.ts). The
 * build itself decides which pages to render and never writes the output's files or manifest.
 */
import { join } from 'node:path';
import { writeAtomic } from '../../lib/fs/atomic-write';
import type { WorkerOutcome } from './files';
import { MANIFEST_FILE, type Manifest } from './manifest';
import { keepOldAssets, swapInto } from './swap';

export class StagedOutput {
  private readonly records: Manifest;

  constructor(
    /** the staging folder the build's workers write into (its `client/` is served once swapped in) */
    readonly dir: string,
    buildId: string,
    builtAt = new Date().toISOString(),
  ) {
    this.records = { buildId, builtAt, pages: {}, redirects: {} };
  }

  /** The folder the pages' files are in. */
  get clientDir(): string {
    return join(this.dir, 'client');
  }

  /** The manifest so far, to read (a record changes only through adopt). */
  get manifest(): Readonly<Manifest> {
    return this.records;
  }

  get pageCount(): number {
    return Object.keys(this.records.pages).length;
  }

  get redirectCount(): number {
    return Object.keys(this.records.redirects).length;
  }

  /**
   * Records what a render worker left for `path`: a page's record, or the redirect it answers with
   * (spec 2.5). An absent page leaves nothing and is the caller's to report.
   */
  adopt(path: string, outcome: WorkerOutcome): void {
    if (outcome.kind === 'page') {
      delete this.records.redirects[path];
      this.records.pages[path] = outcome.record;
    } else if (outcome.kind === 'redirect') {
      delete this.records.pages[path];
      this.records.redirects[path] = outcome.location;
    }
  }

  /** Writes the manifest into the staging folder (before the build's other metadata is written). */
  async writeManifest(): Promise<void> {
    await writeAtomic(join(this.dir, MANIFEST_FILE), JSON.stringify(this.records));
  }

  /**
   * Puts the staging folder in place of `distDir` (two renames), keeping the live build's hashed
   * assets so an open page never meets a missing chunk.
   */
  async swapInto(distDir: string, liveDir: string): Promise<void> {
    await keepOldAssets(liveDir, this.dir);
    await swapInto(distDir, this.dir);
  }
}
