/**
 * The regeneration invariant, model-based (docs/architecture.md "Incremental regeneration": after the change feed
 * has caught up, the site holds what a full build of the CMS's current content would). fast-check
 * generates sequences of CMS operations (tests/support/regen-model.ts: create, edit, rename and
 * rename back, turn into a redirect and back, delete, re-create at a freed path, a layout change,
 * an entry that fails the content schema and is mended) and of ways to deliver them to one site
 * instance: a webhook each, edits without a webhook that the next webhook's feed pull takes in one
 * pass, an interval pull, the instance stopped while edits are made and started again (its startup
 * pull), and a resync (the CMS's history replaced). The instance is the real code: Regenerator,
 * FeedFollower (with a feed of 3 changes a page), PageIndex and its files on disk; only the
 * renderer and the CMS are the model's. At the end of each sequence the feed is caught up and the
 * kept output is compared with the model's full build.
 *
 * Crashes: a delivery, a pull or a start may carry a crash, and the instance then dies (SIGKILL)
 * before its k-th write to disk (tests/support/crash-fs.ts replaces node:fs/promises, so the
 * crash points are the real code's writes: page files, removals, journal appends, compaction, the
 * cursor, the parked list). Nothing it held in memory survives; the next start loads what is on
 * disk (the manifest's snapshot and journal, the cursor, the parked list), as a real restart does.
 * The manifest compacts whenever its journal outgrows half the snapshot, so compaction is crashed
 * too. At the end the files on disk are also checked: every page the manifest lists has its file,
 * and no page file is there that the manifest does not list.
 *
 * Fixed seed and a small budget in the unit suite; `npm run test:model -- --runs 500` searches
 * longer, `-- --seed S --path P` replays a counterexample (docs/architecture.md "How it is tested").
 */
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { answerFeed, type FeedEntry } from '../../../../src/cms/change-feed';
import type { WebhookChange } from '../../../../src/cms/webhook';
import type { LocaleCode } from '../../../../src/config/locales';
import { localeCodes } from '../../../../src/config/locales';
import { splitLocale } from '../../../../src/i18n/paths';
import { MANIFEST_FILE } from '../../../../src/server/output/manifest';
import { PageIndex } from '../../../../src/server/output/page-index';
import { readManifest } from '../../../../src/server/output/manifest-journal';
import { htmlFileFor, pagePathsOnDisk } from '../../../../src/server/output/files';
import { FeedFollower, writeCursor } from '../../../../src/server/regen/feed-follower';
import { SiteOutput } from '../../../../src/server/output/owner';
import { isUnfinished, Regenerator } from '../../../../src/server/regen/regenerator';
import { resyncChanges, type ListedPage } from '../../../../src/server/regen/resync';
import { stationDataPath } from '../../../../src/server/station-data-file';
import { writeStationData } from '../../../../src/server/station-data';
import { stationDataFileSchema } from '../../../../src/cms/blocks/station-summary';
import type { StationSummary } from '../../../../src/features/locator/types';
import type { Render } from '../../../../src/server/renderer';
import { StaticFiles } from '../../../../src/server/static-files';
import { manifestOf, pageRecord } from '../../../support/page-record';
import { SimProcess } from '../../../support/crash-fs';
import {
  applyOp,
  emptyCms,
  contentTypeOf,
  fullBuild,
  invalidPaths,
  listItem,
  opOrBreakArb,
  pullArb,
  render,
  startArb,
  targetOf,
  type Cms,
  type ModelPage,
  type Op,
  type OpTarget,
} from '../../../support/regen-model';
import { PullStats } from '../../../support/regen-model-stats';

// every file call of the site's code goes through the crash gate (a SimProcess's calls only)
vi.mock('node:fs/promises', async (original) => (await import('../../../support/crash-fs')).crashingFs(await original()));

const RUNS = Number(process.env.MODEL_RUNS || 50);
const SEED = Number(process.env.MODEL_SEED || 31);
const PATH = process.env.MODEL_PATH || undefined;
/** `npm run test:model -- --stats`: print which kinds of change the run's pulls mixed */
const STATS = Boolean(process.env.MODEL_STATS);

/** `crash`: the instance dies before its crash-th write from the step's start (none: it does not crash). */
type Step =
  | { step: 'edit'; op: Op; webhook: boolean; crash?: number | undefined }
  | { step: 'pull'; crash?: number | undefined }
  | { step: 'down' }
  | { step: 'up'; crash?: number | undefined }
  | { step: 'resync' };

/** Mostly no crash; otherwise before one of the first writes (a page is about 9: folder, temporary file and rename of .gz, .br, .html). */
const crashArb = fc.oneof({ weight: 2, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.nat(24) });

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 8, arbitrary: fc.record({ step: fc.constant('edit' as const), op: opOrBreakArb, webhook: fc.boolean(), crash: crashArb }) },
  { weight: 1, arbitrary: fc.record({ step: fc.constant('pull' as const), crash: crashArb }) },
  { weight: 1, arbitrary: fc.constant({ step: 'down' as const }) },
  { weight: 1, arbitrary: fc.record({ step: fc.constant('up' as const), crash: crashArb }) },
  { weight: 1, arbitrary: fc.constant({ step: 'resync' as const }) },
);

/**
 * One pull of several kinds of change (tests/support/regen-model.ts `pullArb`): its edits made
 * without a webhook, then delivered together by the last one's webhook or by an interval pull. A
 * pull that crashes the instance is mostly followed by its start (as a supervisor restarts it), so
 * the next pulls find it up rather than pile into one startup pull; else it stays down a while.
 */
const pullStepsArb: fc.Arbitrary<Step[]> = fc
  .record({ ops: pullArb, webhook: fc.boolean(), crash: crashArb, restart: fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, fc.constant(false)) })
  .map(({ ops, webhook, crash, restart }): Step[] => {
    const edits = ops.map((op): Step => ({ step: 'edit', op, webhook: false }));
    const up: Step[] = crash !== undefined && restart ? [{ step: 'up' }] : [];
    if (!webhook) return [...edits, { step: 'pull', crash }, ...up];
    return [...edits.slice(0, -1), { step: 'edit', op: ops[ops.length - 1]!, webhook: true, crash }, ...up];
  });

/** Single steps and whole pulls of mixed changes. */
const stepsArb: fc.Arbitrary<Step[]> = fc
  .array(fc.oneof({ weight: 1, arbitrary: stepArb.map((step) => [step]) }, { weight: 2, arbitrary: pullStepsArb }), { minLength: 1, maxLength: 8 })
  .map((groups) => groups.flat());

/**
 * Changes a feed page: mostly enough for a whole pull to be one pass, so a pull's changes are
 * folded and planned together; else 3, so pulls page and a pull spans several passes.
 */
const pageSizeArb = fc.oneof({ weight: 3, arbitrary: fc.constant(50) }, { weight: 1, arbitrary: fc.constant(3) });

const localeOf = (path: string) => splitLocale(path).locale;

/** A station page's summary, as its render carries it into the manifest: the locator's data file is made of these. */
function summaryOf(path: string, page: ModelPage): StationSummary {
  return {
    code: page.id,
    name: `v${page.version}`,
    href: splitLocale(path).path,
    street: '',
    city: '',
    lat: 60,
    lng: 25,
    filters: [],
    tz: 'Europe/Helsinki',
    hours: '24h',
  };
}

/** A page's dependency record, as the page route's headers give it. */
function recordOf(path: string, page: ModelPage) {
  return {
    ...pageRecord({
      id: page.id,
      locale: localeOf(path),
      kind: page.kind,
      tags: page.kind === 'articleList' ? ['*'] : [],
      station: page.kind === 'station' ? page.id : page.kind === 'locator' ? '*' : undefined,
    }),
    ...(page.kind === 'station' ? { locator: summaryOf(path, page) } : {}),
  };
}

/** What the locator's list shows: the stations of its market's data file in the output folder, as the page route reads it. */
async function stationsListed(clientDir: string, path: string): Promise<string> {
  const text = await readFile(stationDataPath(clientDir, localeOf(path)), 'utf8').catch(() => null);
  const stations = text === null ? [] : stationDataFileSchema.parse(JSON.parse(text)).stations;
  return stations
    .map((s) => listItem(s.code, s.href, Number(s.name.slice(1))))
    .sort()
    .join(',');
}

/** The renderer: answers each path from the CMS model as the page route would (a locator's list from the data file on disk). */
const rendererOf =
  (cms: () => Cms, clientDir: string): Render =>
  async (pathname) => {
    const r = render(cms(), pathname);
    if (r.kind === 'error') throw new Error(r.reason);
    if (r.kind === 'absent') return { status: 404, headers: new Headers(), body: 'not found' };
    if (r.kind === 'redirect') return { status: 307, headers: new Headers({ location: r.location }), body: '' };
    const page = r.page.kind === 'locator' ? { ...r.page, listed: await stationsListed(clientDir, pathname) } : r.page;
    const record = recordOf(pathname, page);
    const headers = new Headers({
      'x-content-version': String(page.version),
      'x-page-kind': page.kind,
      'x-page-deps': encodeURIComponent(JSON.stringify(record.deps)),
    });
    if (record.locator) headers.set('x-station-summary', encodeURIComponent(JSON.stringify(record.locator)));
    return { status: 200, headers, body: JSON.stringify(page) };
  };

/** The CMS's change feed over the model's changes (the embedded CMS's own pure answer, 3 a page). */
class Feed {
  constructor(readonly pageSize = 3) {}
  epoch = 'epoch1';
  entries: FeedEntry[] = [];
  head = 0;
  push(changes: WebhookChange[]): void {
    for (const change of changes) this.entries.push({ seq: ++this.head, at: new Date().toISOString(), change });
  }
  /** a new history (the content was generated again): every cursor needs a resync */
  reset(): void {
    this.epoch = `epoch${Number(this.epoch.slice('epoch'.length)) + 1}`;
    this.entries = [];
  }
  readonly fetch: typeof fetch = async (input) => {
    const url = new URL(input instanceof Request ? input.url : input);
    const page = answerFeed({ epoch: this.epoch, head: this.head, entries: this.entries }, url.searchParams.get('since') || null, this.pageSize);
    return new Response(JSON.stringify(page), { status: 200, headers: { 'content-type': 'application/json' } });
  };
}

interface Instance {
  regen: Regenerator;
  feed: FeedFollower;
  index: PageIndex;
  proc: SimProcess;
}

/**
 * Starts an instance on the output folder as it is on disk (its startup pull included), in a
 * process of its own. Answers null when the process died (a crash during the start).
 */
async function startInstance(dir: string, cms: () => Cms, feed: Feed, crash?: number): Promise<Instance | null> {
  const proc = new SimProcess();
  if (crash !== undefined) proc.crashAfter(crash);
  const made: { instance?: Instance } = {};
  const starting = proc.run(async () => {
    const instance = (made.instance = await openInstance(dir, cms, feed, proc));
    await instance.regen.loadParked();
    await instance.feed.start();
    await instance.regen.idle();
    return instance;
  });
  const outcome = await Promise.race([starting, proc.died.then(() => null)]);
  if (outcome === null) {
    if (made.instance) halt(made.instance);
    return null;
  }
  proc.crashAt = null;
  return outcome;
}

async function openInstance(dir: string, cms: () => Cms, feed: Feed, proc: SimProcess): Promise<Instance> {
  const clientDir = join(dir, 'client');
  // compacts whenever the journal outgrows half the snapshot, so crashes land in compactions too
  const index = await PageIndex.load(dir, { compactMinBytes: 0, compactChunk: 2 });
  const regen = new Regenerator({
    render: rendererOf(cms, clientDir),
    writeLocatorData: (locales) => writeStationData(clientDir, index.manifest, locales, 1),
    output: new SiteOutput({ clientDir: clientDir, index: index, files: new StaticFiles(clientDir, 5), brotliQuality: 1 }),
    coalesceMs: 2,
    log: (m) => process.env.MODEL_LOG && console.log(m),
    retryDelaysMs: [],
    parkedDir: dir,
    // parked pages are tried again only by their changes within a sequence
    parkBackoffMs: [3_600_000],
  });
  const follower = new FeedFollower({
    baseUrl: 'http://cms.model',
    timeoutMs: 5_000,
    distDir: dir,
    intervalMs: 0,
    log: (m) => process.env.MODEL_LOG && console.log(m),
    fetchImpl: feed.fetch,
    apply: async (changes) => {
      const before = regen.status().passes;
      regen.enqueue(changes);
      await regen.idle();
      return { unfinished: regen.passesSince(before).flatMap((p) => p.failed.filter(isUnfinished).map((f) => f.path)) };
    },
    resync: async () => {
      const listings = Object.fromEntries(localeCodes.map((l) => [l, [] as ListedPage[]])) as Record<LocaleCode, ListedPage[]>;
      for (const e of cms().entries.values()) listings[e.locale].push({ path: e.path, contentType: contentTypeOf(e.kind) });
      return resyncChanges(
        index.manifest,
        listings,
        regen.parkedPages().map((p) => p.path),
        await pagePathsOnDisk(clientDir),
      );
    },
  });
  return { regen, feed: follower, index, proc };
}

/** Stops the instance's timers (its process is dead: nothing it does reaches the disk). */
function halt(instance: Instance): void {
  instance.feed.stop();
  instance.regen.stop();
}

/** A clean stop: the passes finish, then the process exits (a compaction under way goes with it). */
async function stopInstance(instance: Instance): Promise<void> {
  await instance.regen.idle();
  halt(instance);
  instance.proc.kill();
}

/**
 * Runs a step's work in the instance's process, with its crash armed; answers whether the process
 * survived it (else it is halted: the caller starts it again from disk).
 */
async function survives(instance: Instance, crash: number | undefined, work: () => Promise<void>): Promise<boolean> {
  if (crash !== undefined) instance.proc.crashAfter(crash);
  const done = instance.proc.run(work);
  const outcome = await Promise.race([done.then(() => 'done' as const), instance.proc.died.then(() => 'died' as const)]);
  instance.proc.crashAt = null;
  if (outcome === 'done') return true;
  halt(instance);
  return false;
}

/** Every file under `dir`, relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name)));
}

/**
 * What the output folder keeps, as a restart reads it (the manifest's snapshot and journal): each
 * page's content (from its file) and each redirect. A page listed without its file fails here.
 */
async function kept(dir: string) {
  const { manifest } = await readManifest(dir);
  const pages: Record<string, unknown> = {};
  for (const [path, record] of Object.entries(manifest.pages)) pages[path] = JSON.parse(await readFile(join(dir, 'client', record.file), 'utf8'));
  // no page file the manifest does not list (a removal the manifest never heard of, or the reverse)
  const listed = new Set(Object.values(manifest.pages).flatMap((r) => [r.file, `${r.file}.gz`, `${r.file}.br`]));
  // (the locator's data files are no pages)
  const unlisted = (await filesUnder(join(dir, 'client'))).filter((f) => !f.endsWith('.tmp') && !f.startsWith('data/') && !listed.has(f));
  return { pages, redirects: { ...manifest.redirects }, manifest, unlisted };
}

/**
 * The kept site (as `kept` reads it) is what a full build of the CMS gives, but for the pages whose
 * entry fails the schema (they keep their old output, and are what is parked) and the 307s slug
 * changes leave where the full build has nothing.
 */
function expectFullBuild(site: Awaited<ReturnType<typeof kept>>, cms: Cms, parked: readonly { path: string }[]): void {
  const expected = fullBuild(cms);
  const broken = invalidPaths(cms);
  // a station whose entry fails the schema keeps its old page, so the data file keeps its old
  // summary, where a full build has none: the lists are compared without it
  const brokenIds = [...cms.entries.values()].filter((e) => e.invalid).map((e) => `${e.id}@`);
  const withoutBroken = (page: unknown) => {
    if (page === null || typeof page !== 'object' || !('listed' in page) || typeof page.listed !== 'string') return page;
    return {
      ...page,
      listed: page.listed
        .split(',')
        .filter((item) => !brokenIds.some((id) => item.startsWith(id)))
        .join(','),
    };
  };
  for (const path of new Set([...Object.keys(site.pages), ...expected.pages.keys(), ...Object.keys(site.redirects), ...expected.redirects.keys()])) {
    // a page whose entry fails the schema keeps its old output (a full build could not render it)
    if (broken.has(path)) continue;
    const want = expected.pages.get(path) ?? (expected.redirects.has(path) ? { redirect: expected.redirects.get(path) } : null);
    let got: unknown = site.pages[path] ?? (path in site.redirects ? { redirect: site.redirects[path] } : null);
    // a slug change's old path 307s to the new one (README "Where the site differs from the
    // spec"): a full build has nothing there. Allowed only where the full build has nothing,
    // and never when it leads back to itself.
    if (want === null && got !== null && 'redirect' in (got as object)) {
      // (a chain may end in the content's own redirects, as a full build's would)
      const seen = new Set([path]);
      let at = site.redirects[path]!;
      while (at in site.redirects && !seen.has(at)) {
        seen.add(at);
        at = site.redirects[at]!;
      }
      expect({ path, loopsBack: at === path }).toEqual({ path, loopsBack: false });
      got = null;
    }
    expect({ path, page: withoutBroken(got) }).toEqual({ path, page: withoutBroken(want) });
  }
  // what is parked is what fails, nothing else
  for (const page of parked) expect(broken).toContain(page.path);
}

/**
 * Runs one sequence from an empty CMS's full build, with a feed of `pageSize` changes a page;
 * `stats` hears each pull's operations.
 */
async function runSequence(start: Op[], steps: Step[], pageSize = 3, stats?: PullStats): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'regen-model-'));
  try {
    const cms = emptyCms();
    for (const op of start) applyOp(cms, op);
    // the full build the instance starts from, with the feed's cursor of that moment
    const feed = new Feed(pageSize);
    const built = fullBuild(cms);
    await mkdir(join(dir, 'client'), { recursive: true });
    const records: Record<string, ReturnType<typeof pageRecord>> = {};
    for (const [path, page] of built.pages) {
      // the build's own layout (output.ts), which a pass writes and removes by
      const file = htmlFileFor(path);
      await mkdir(join(dir, 'client', file, '..'), { recursive: true });
      await writeFile(join(dir, 'client', file), JSON.stringify(page));
      records[path] = { ...recordOf(path, page), file, version: String(page.version) };
    }
    await writeStationData(join(dir, 'client'), manifestOf(records), undefined, 1);
    await writeFile(join(dir, MANIFEST_FILE), JSON.stringify({ ...manifestOf(records), redirects: Object.fromEntries(built.redirects) }));
    await writeCursor(dir, `${feed.epoch}.0`);

    const current = () => cms;
    let instance: Instance | null = await startInstance(dir, current, feed);
    /** the operations the feed holds that no pull has taken yet */
    let pending: OpTarget[] = [];
    const delivered = () => {
      stats?.record(pending);
      pending = [];
    };
    // after a pull it made, the instance has taken every change the feed holds: the site is the
    // full build of the CMS as it is now, at every point of the sequence, not only at its end
    const caughtUp = async (live: Instance) => {
      await live.regen.idle();
      const site = await kept(dir);
      expect(site.unlisted).toEqual([]);
      expectFullBuild(site, cms, live.regen.parkedPages());
    };
    for (const step of steps) {
      if (step.step === 'edit') {
        const target = targetOf(cms, step.op);
        const changes = applyOp(cms, step.op);
        feed.push(changes);
        if (changes.length > 0) pending.push(target);
        // the webhook: its changes queued at once, and a pull whose copy joins the same pass
        if (instance && step.webhook && changes.length > 0) {
          delivered();
          const { feed: follower, regen } = instance;
          const alive = await survives(instance, step.crash, async () => {
            const pull = follower.pullWithHandover('webhook');
            regen.enqueue(changes, pull.handedOver);
            await pull.done;
            await regen.idle();
          });
          if (alive) await caughtUp(instance);
          else instance = null;
        }
      } else if (step.step === 'pull') {
        const { feed: follower, regen } = instance ?? {};
        if (instance && follower && regen) {
          delivered();
          if (
            !(await survives(instance, step.crash, async () => {
              await follower.pull('interval');
              await regen.idle();
            }))
          )
            instance = null;
          else await caughtUp(instance);
        }
      } else if (step.step === 'down') {
        if (instance) await stopInstance(instance);
        instance = null;
      } else if (step.step === 'up') {
        if (!instance) {
          delivered();
          instance = await startInstance(dir, current, feed, step.crash);
          if (instance) await caughtUp(instance);
        }
      } else {
        feed.reset();
        // the resync's changes come from the CMS's listings, not from these
        pending = [];
      }
      if (instance) await instance.regen.idle();
    }
    // the feed catches up
    delivered();
    instance ??= await startInstance(dir, current, feed);
    if (!instance) throw new Error('a start without a crash armed died');
    const { feed: follower, regen, index } = instance;
    await instance.proc.run(async () => {
      await follower.pull('interval');
      await regen.idle();
      await index.save();
    });
    const parked = instance.regen.parkedPages();
    const memory = { pages: { ...instance.index.manifest.pages }, redirects: { ...instance.index.manifest.redirects } };
    await stopInstance(instance);
    const site = await kept(dir);
    // what a restart loads is what the instance had in memory
    expect({ pages: site.manifest.pages, redirects: site.manifest.redirects }).toEqual(memory);
    expect(site.unlisted).toEqual([]);

    expectFullBuild(site, cms, parked);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('the site after any sequence of edits, deliveries and restarts is the full build of the CMS (model-based)', () => {
  it('a rename and its reverse taken by one feed pull after the instance was down', async () => {
    await runSequence(
      [{ op: 'create', locale: 0, path: 0, kind: 'standard' }],
      [
        { step: 'down' },
        { step: 'edit', op: { op: 'rename', entry: 0, path: 1 }, webhook: false },
        { step: 'edit', op: { op: 'rename', entry: 0, path: 0 }, webhook: false },
        { step: 'up' },
      ],
    );
  });

  it('a page moved away and another created at its path, in one pull', async () => {
    await runSequence(
      [{ op: 'create', locale: 0, path: 0, kind: 'standard' }],
      [
        { step: 'edit', op: { op: 'rename', entry: 0, path: 1 }, webhook: false },
        { step: 'edit', op: { op: 'create', locale: 0, path: 0, kind: 'article' }, webhook: true },
      ],
    );
  });

  it('an entry that fails the schema is parked and the rest goes on; mended, it renders', async () => {
    await runSequence(
      [
        { op: 'create', locale: 0, path: 0, kind: 'standard' },
        { op: 'create', locale: 0, path: 1, kind: 'standard' },
      ],
      [
        { step: 'edit', op: { op: 'break', entry: 0, invalid: true }, webhook: true },
        { step: 'edit', op: { op: 'edit', entry: 1 }, webhook: true },
        { step: 'down' },
        { step: 'up' },
        { step: 'edit', op: { op: 'break', entry: 0, invalid: false }, webhook: false },
      ],
    );
  });

  it('a parked page whose entry moved away while a resync replaced the history leaves the list', async () => {
    await runSequence(
      [{ op: 'create', locale: 0, path: 0, kind: 'standard' }],
      [
        { step: 'edit', op: { op: 'break', entry: 0, invalid: true }, webhook: true },
        { step: 'resync' },
        { step: 'edit', op: { op: 'rename', entry: 0, path: 1 }, webhook: false },
      ],
    );
  });

  it('a page turned into a redirect and deleted while a resync replaced the history: its redirect goes', async () => {
    await runSequence(
      [{ op: 'create', locale: 0, path: 0, kind: 'standard' }],
      [
        { step: 'edit', op: { op: 'redirect', entry: 0, to: 1 }, webhook: true },
        { step: 'edit', op: { op: 'delete', entry: 0 }, webhook: false },
        { step: 'resync' },
      ],
    );
  });

  it('a page moved and then turned into a redirect to itself: the old path 307s into the content, not round to itself', async () => {
    await runSequence(
      [{ op: 'create', locale: 0, path: 0, kind: 'standard' }],
      [
        { step: 'edit', op: { op: 'rename', entry: 0, path: 3 }, webhook: false },
        { step: 'edit', op: { op: 'redirect', entry: 0, to: 3 }, webhook: false },
      ],
    );
  });

  it("a crash between a page's compressed files and its HTML, then the entry fails the schema: no stray files stay", async () => {
    await runSequence(
      [],
      [
        { step: 'edit', op: { op: 'create', locale: 0, path: 0, kind: 'standard' }, webhook: false },
        // the pass of the rename dies after the .gz and .br of /b are in place, before its .html
        { step: 'edit', op: { op: 'rename', entry: 0, path: 1 }, webhook: true, crash: 9 },
        { step: 'edit', op: { op: 'break', entry: 0, invalid: true }, webhook: false },
        { step: 'pull', crash: 0 },
      ],
    );
  });

  it("a crash before a new page's HTML, then a resync after its entry went: its compressed files go too", async () => {
    await runSequence(
      [
        { op: 'create', locale: 0, path: 1, kind: 'standard' },
        { op: 'create', locale: 0, path: 0, kind: 'standard' },
      ],
      [
        { step: 'edit', op: { op: 'delete', entry: 3 }, webhook: false, crash: 0 },
        { step: 'pull', crash: undefined },
        { step: 'resync' },
        // the pass (with the resync's changes) dies after the .gz and .br of /a are in place
        { step: 'edit', op: { op: 'rename', entry: 0, path: 0 }, webhook: true, crash: 9 },
        { step: 'edit', op: { op: 'delete', entry: 0 }, webhook: false, crash: undefined },
        { step: 'edit', op: { op: 'break', entry: 0, invalid: false }, webhook: false, crash: 0 },
      ],
    );
  });

  it("a page moved, then given a redirect back to its old path: the old path's 307 goes rather than loop", async () => {
    await runSequence(
      [],
      [
        { step: 'edit', op: { op: 'create', locale: 0, path: 1, kind: 'standard' }, webhook: false },
        { step: 'edit', op: { op: 'rename', entry: 0, path: 0 }, webhook: true },
        // a later pass renders /a as a redirect to /b, whose 307 (from the rename) leads back to /a
        { step: 'edit', op: { op: 'redirect', entry: 0, to: 1 }, webhook: false },
      ],
    );
  });

  it(`any sequence (${RUNS} runs, seed ${SEED})`, async () => {
    const stats = new PullStats();
    let runs = 0;
    try {
      await fc.assert(
        fc.asyncProperty(startArb, stepsArb, pageSizeArb, (start, steps, pageSize) =>
          // the run's own sequences, not the shrinking's
          runSequence(start, steps, pageSize, STATS && runs++ < RUNS ? stats : undefined),
        ),
        { seed: SEED, numRuns: RUNS, ...(PATH ? { path: PATH } : {}), endOnFailure: false },
      );
    } finally {
      if (STATS) console.log(stats.report());
    }
  }, 600_000);
});
