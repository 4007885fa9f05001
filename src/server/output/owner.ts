/**
 * The one owner of the site's output (design.md "Output": the output folder and its manifest
 * agree). A page the site keeps is three things: its files in the output folder (the HTML and its
 * .gz/.br bodies, ./files.ts), its manifest record (./page-index.ts, journalled) and its copy in
 * memory (../static-files.ts). Keeping a page writes all three, removing it drops all three, each
 * as one step under the output lock (./lock.ts): a write that fails changes none of them, and no
 * other write of the same path interleaves. The on-demand render (../page-handler.ts), a
 * regeneration pass (../regen/regenerator.ts), a resync and a restart (../site.ts) go through it
 * alone. A full build's output is made beside the live one, by the same module's other owner
 * (./staged.ts: its workers write a staging folder nobody serves, ./files.ts workerPageWriter; it
 * records each page, writes the manifest whole and swaps the folder in).
 */
import { StaticFiles, type StaticEntry } from '../static-files';
import { encode, PagePathError, pageFiles, pagePathsOnDisk, removePage, writePage, type Encoded, type WorkerOutcome } from './files';
import { claimOutputFolder } from './folder-claim';
import { OutputLock, type KeepTicket } from './lock';
import type { PageRecord } from './manifest';
import { PageIndex } from './page-index';

export interface SiteOutputOptions {
  clientDir: string;
  /** the manifest's records */
  index: PageIndex;
  /** the pages in memory */
  files: StaticFiles;
  brotliQuality: number;
}

/** A page kept: the file it is in (relative to the output folder) and its copy in memory. */
export interface Kept {
  file: string;
  entry: StaticEntry;
}

export class SiteOutput {
  readonly lock = new OutputLock();
  private readonly keptListeners: ((path: string) => void)[] = [];

  constructor(private readonly options: SiteOutputOptions) {}

  /**
   * The output of the folder `distDir` as the server last left it (a restart): the folder claimed
   * for this process (./folder-claim.ts: throws OutputFolderInUse while another serves it), then
   * the manifest's snapshot and journal replayed (./manifest-journal.ts).
   */
  static async open(distDir: string, clientDir: string, brotliQuality: number): Promise<{ output: SiteOutput; release: () => void }> {
    const release = claimOutputFolder(distDir);
    try {
      const index = await PageIndex.load(distDir);
      return { output: new SiteOutput({ clientDir, index, files: new StaticFiles(clientDir, brotliQuality), brotliQuality }), release };
    } catch (error) {
      release();
      throw error;
    }
  }

  /** The manifest's records, to read (every change goes through this owner). */
  get index(): PageIndex {
    return this.options.index;
  }

  /** The pages and assets in memory, to read (a page's copy changes only through this owner). */
  get files(): StaticFiles {
    return this.options.files;
  }

  /** Calls `listener` with the path of each page kept (a page there now: a remembered 404 of it is stale). */
  onKept(listener: (path: string) => void): void {
    this.keptListeners.push(listener);
  }

  /** A page's bodies, compressed once for every later request (outside the lock: CPU, not output). */
  encode(body: string | Buffer): Promise<Encoded> {
    return encode(body, this.options.brotliQuality);
  }

  /**
   * Keeps a page: its files, then its record (`record` makes it from the file's name), then its copy
   * in memory. The record is made before anything is written and the files are renamed into place
   * only once all three are written, so a failure leaves the previous files, record and memory.
   */
  keep(path: string, bodies: Encoded, record: (file: string) => PageRecord): Promise<Kept> {
    return this.lock.exclusive(path, () => this.keepNow(path, bodies, record));
  }

  /**
   * Removes a page: its files, its record (or the redirect recorded at its path) and its copy in
   * memory. A path that may have no files (./files.ts outputPathProblem) has none to remove: its
   * record and memory go, and the answer is why it has no files; otherwise null. Any other failure
   * throws and leaves all three as they were.
   */
  remove(path: string): Promise<PagePathError | null> {
    return this.lock.exclusive(path, () => this.removeNow(path));
  }

  /** The page now answers with a redirect (spec 2.5): its page goes (as remove) and the 307 is recorded. */
  redirect(path: string, location: string): Promise<void> {
    return this.lock.exclusive(path, () => this.redirectNow(path, location));
  }

  /**
   * Puts in place what a render worker made of a page: it wrote the files already (in the live
   * folder, atomically: ./files.ts workerPageWriter); the record follows, and memory forgets the
   * old copy (the next request reads the new files). A redirect or an absent page goes as above.
   */
  adopt(path: string, outcome: WorkerOutcome): Promise<void> {
    return this.lock.exclusive(path, async () => {
      this.options.files.forgetPage(path);
      if (outcome.kind === 'page') {
        this.options.index.set(path, outcome.record);
        this.kept(path);
      } else if (outcome.kind === 'redirect') await this.redirectNow(path, outcome.location);
      else await this.removeNow(path);
    });
  }

  /**
   * Removes what files a page the site does not keep has (no record): a write cut short by a crash
   * leaves siblings that no later pass would remove while the page fails to render. Never throws.
   */
  clearUnkept(path: string): Promise<void> {
    return this.lock.exclusive(path, async () => {
      if (!this.options.index.get(path)) await removePage(this.options.clientDir, path).catch(() => undefined);
    });
  }

  /** A regeneration pass is about to decide these paths: on-demand renders of them under way are not kept. */
  claim(paths: Iterable<string>): void {
    this.lock.claim(paths);
  }

  /** An on-demand render of `path` begins (keepRendered or end follows). */
  begin(path: string): KeepTicket {
    return this.lock.begin(path);
  }

  /** An on-demand render ended without a keep. */
  end(ticket: KeepTicket): void {
    this.lock.end(ticket);
  }

  /** Keeps an on-demand render's page (as keep), unless a pass claimed its path meanwhile: then null. */
  async keepRendered(ticket: KeepTicket, bodies: Encoded, record: (file: string) => PageRecord): Promise<Kept | null> {
    let kept: Kept | null = null;
    await this.lock.keep(ticket, async () => {
      kept = await this.keepNow(ticket.path, bodies, record);
    });
    return kept;
  }

  /** Keeps an on-demand render's redirect (as redirect), unless a pass claimed its path meanwhile. */
  keepRedirect(ticket: KeepTicket, location: string): Promise<boolean> {
    return this.lock.keep(ticket, () => this.redirectNow(ticket.path, location));
  }

  /** A new build id after a regeneration pass (the full build's id with the pass number). */
  bumpBuild(pass: number): string {
    return this.options.index.bumpBuild(pass);
  }

  /** Makes every record change so far durable (the manifest's journal on disk). */
  save(): Promise<void> {
    return this.options.index.save();
  }

  /** The page paths that have files in the output folder (a resync compares them with the CMS). */
  pathsOnDisk(): Promise<string[]> {
    return pagePathsOnDisk(this.options.clientDir);
  }

  private async keepNow(path: string, bodies: Encoded, makeRecord: (file: string) => PageRecord): Promise<Kept> {
    const { clientDir, index, files } = this.options;
    const record = makeRecord(pageFiles(clientDir, path).rel);
    const file = await writePage(clientDir, path, bodies);
    index.set(path, record);
    const entry = files.setPage(path, bodies);
    this.kept(path);
    return { file, entry };
  }

  private async removeNow(path: string): Promise<PagePathError | null> {
    let problem: PagePathError | null = null;
    try {
      await removePage(this.options.clientDir, path);
    } catch (error) {
      if (!(error instanceof PagePathError)) throw error;
      problem = error;
    }
    this.options.index.delete(path);
    this.options.files.forgetPage(path);
    return problem;
  }

  private async redirectNow(path: string, location: string): Promise<void> {
    await this.removeNow(path);
    this.options.index.setRedirect(path, location);
  }

  private kept(path: string): void {
    for (const listener of this.keptListeners) listener(path);
  }
}
