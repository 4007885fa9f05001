/**
 * Starts the site server over a built output folder: loads the renderer, the output manifest and
 * the redirect tables, and serves the request pipeline on node:http.
 */
import { createServer, type Server } from 'node:http';
import { join, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Config } from '../config/config';
import { localeCodes, type LocaleCode } from '../config/locales';
import { configuredStrategy } from '../i18n/paths';
import { accountServer } from './api/account/index';
import { createOrderHandlers } from './api/orders/handlers';
import { installSecuritySettings, settingsFrom } from './security/headers';
import { createCmsClient } from '../cms/client';
import { loadRedirectTables } from '../../redirects/index';
import type { RedirectContext } from '../lib/redirect-rules';
import { loadRenderer } from './renderer';
import type { PageIndex } from './output/page-index';
import { SiteOutput } from './output';
import { createPageHandler } from './page-handler';
import { createAssetProxy } from './api/assets';
import { createPipeline } from './pipeline';
import { apiRoutes } from './api/index';
import { isUnfinished, Regenerator } from './regen/regenerator';
import { createPassWorkers, renderOnWorkers } from './regen/bulk';
import { warmUpSample } from './regen/warm-up';
import { BUILD_HEADER, writeBuildMeta } from './regen/build-meta';
import { callPurgeHook } from './regen/cdn';
import { edgePurgeKeys } from './edge/policy';
import { EdgePurger } from './regen/edge-purge';
import { previewSessions } from './preview/session';
import { writeStationData } from './station-data';
import { FeedFollower } from './regen/feed-follower';
import { resyncChanges, type ListedPage } from './regen/resync';
import { scheduleYearChange } from './regen/year-change';
import { readBuildReport } from './build-report';
import { createLimiter } from '../lib/limiter';
import { ASSET_LIMITS } from './api/assets';
import { createSiteLog, textLog, type Logger } from './observe/log';
import { createMetrics } from './observe/metrics';
import { startMetricsServer, type MetricsServer } from './observe/metrics-server';
import { observeRequests } from './observe/requests';
import { siteEvents } from './observe/site-events';
import { IN_FLIGHT_LIMIT_MS, shutdownGate } from './shutdown';
import { endAfterBody } from './drain';
import { SiteResponse } from './site-response';

export interface SiteOptions {
  /** the output folder (default: the configuration's DIST_DIR) */
  distDir?: string;
  port?: number;
  host?: string;
  /** the metrics' port (default: the configuration's METRICS_PORT; unset there, no metrics) */
  metricsPort?: number;
  quiet?: boolean;
}

export interface RunningSite {
  url: string;
  server: Server;
  index: PageIndex;
  regenerator: Regenerator;
  feed: FeedFollower;
  logger: Logger;
  /** where Prometheus scrapes this instance (`…/metrics`), or null when METRICS_PORT is unset */
  metricsUrl: string | null;
  /**
   * stops without a visitor noticing (src/server/shutdown.ts): /healthz answers 503 for `delayMs`
   * (default DRAIN_DELAY_MS), then no new connection, the requests in flight finish, then close()
   */
  drain(delayMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** The redirect rules' view of the configuration: hosts from the configured origins only. */
export function redirectContext(config: Pick<Config, 'siteOrigins' | 'LOCALE_STRATEGY' | 'SITE_URL' | 'ROOT_REDIRECT'>): RedirectContext {
  const origins = config.siteOrigins;
  const hosts = Object.fromEntries(localeCodes.map((c) => [c, new URL(origins[c]).host])) as Record<LocaleCode, string>;
  return {
    tables: loadRedirectTables(),
    strategy: config.LOCALE_STRATEGY,
    hosts,
    defaultHost: new URL(config.SITE_URL).host,
    rootRedirect: config.ROOT_REDIRECT ?? null,
    scheme: new URL(config.SITE_URL).protocol.replace(':', '') === 'http' ? 'http' : 'https',
  };
}

/** Starts the site server of a configuration (parsed once by the entry point: src/config/load.ts). */
export async function startSite(config: Config, options: SiteOptions = {}): Promise<RunningSite> {
  // the link builder's default strategy is the process environment's, parsed by the schema
  // (src/config/locale-strategy.ts); the two must agree, or links and redirects would follow different rules
  if (config.LOCALE_STRATEGY !== configuredStrategy) {
    throw new Error(
      `Invalid configuration:\n  LOCALE_STRATEGY: "${config.LOCALE_STRATEGY}" here but "${configuredStrategy}" in the environment the link builder reads`,
    );
  }
  installSecuritySettings(settingsFrom(config));
  const distDir = resolve(options.distDir ?? config.DIST_DIR);
  const clientDir = join(distDir, 'client');
  // the restart: the folder claimed for this instance (one live instance per output folder:
  // ./output/folder-claim.ts) before anything reads or writes it, then its manifest as it was left
  const { output, release: releaseFolder } = await SiteOutput.open(distDir, clientDir, config.BROTLI_QUALITY);
  const { index, files } = output;
  const siteLog = createSiteLog({ level: options.quiet ? 'silent' : config.LOG_LEVEL, format: config.LOG_FORMAT });
  const { logger } = siteLog;
  const log = textLog(logger);
  // counted only when someone can read them (docs/operations.md "Operating the site")
  const metricsPort = options.metricsPort ?? config.METRICS_PORT;
  const metrics = metricsPort === undefined ? null : createMetrics();
  const events = siteEvents(logger, metrics);

  // Layouts are reused between renders while their revision stands: a layout webhook moves it on at
  // once, and without webhooks it moves on every minute.
  let regenerator: Regenerator | undefined;
  const layoutRevision = () => `${regenerator?.layoutRevision ?? 'l0'}-${Math.floor(Date.now() / 60_000)}`;
  const render = await loadRenderer(distDir, config, layoutRevision);
  const cms = createCmsClient({ baseUrl: config.CMS_BASE_URL, timeoutMs: config.BACKEND_TIMEOUT_MS });
  const standingWorkers = config.REGEN_WORKERS === 'standing';
  const passWorkers = createPassWorkers({
    distDir,
    config,
    standing: standingWorkers,
    warmUp: () => warmUpSample(index.manifest),
    log,
    onBusy: events.workerBusy,
  });
  // the page handler's keeps and the passes write a page through the one owner, one at a time (output/lock.ts)
  const pages = createPageHandler({
    output,
    render: renderOnWorkers(passWorkers, render, layoutRevision),
    log,
    onRender: events.render,
    onKeepFailed: (path, error) => events.outputWriteFailed('on_demand', path, error),
  });
  // a page kept (by a pass or a render) makes a remembered 404 of its path stale
  output.onKept((path) => pages.forgetNotFound(path));
  const redirects = redirectContext(config);
  const account = accountServer(config);
  const orders = createOrderHandlers(config);
  const edge = config.EDGE_PURGE_URL
    ? new EdgePurger({
        url: config.EDGE_PURGE_URL,
        token: config.EDGE_PURGE_TOKEN!,
        log,
        onRequest: events.purge,
        onRetry: events.purgeRetry,
      })
    : null;
  regenerator = new Regenerator({
    render,
    output,
    workers: passWorkers,
    log,
    warn: (message) => logger.warn(message),
    onPass: events.pass,
    parkedDir: distDir,
    writeLocatorData: (locales) => writeStationData(clientDir, index.manifest, locales, config.BROTLI_QUALITY),
    afterPass: async (report, extra) => {
      // a full disk keeps /builds/latest.json as it was (logged and counted); the next pass writes it again
      await writeBuildMeta(clientDir, {
        id: report.buildId,
        builtAt: report.finishedAt,
        kind: 'regeneration',
        pages: index.size,
        changed: report.rendered,
        removed: report.removed,
      }).catch((error: unknown) => events.outputWriteFailed('build_meta', '/builds/latest.json', error));
      const paths = [...report.rendered, ...report.removed];
      // this instance's pages are live: the edge drops its copies of them (in the background)
      edge?.purge(edgePurgeKeys(paths));
      await callPurgeHook(config.PURGE_URL, { paths, urls: paths.map((p) => `${config.SITE_URL}${p}`), keys: extra.keys, buildId: report.buildId }, log);
    },
  });
  const feed = new FeedFollower({
    baseUrl: config.CMS_BASE_URL,
    timeoutMs: config.BACKEND_TIMEOUT_MS,
    distDir,
    intervalMs: config.CMS_SYNC_INTERVAL_S * 1000,
    log,
    onPull: events.pull,
    onRefusedPath: events.refusedPath,
    apply: async (changes) => {
      const before = regenerator.status().passes;
      regenerator.enqueue(changes);
      await regenerator.idle();
      // a page that failed is parked by the regenerator and tried again on its own; only the pages a
      // stopping server left keep the cursor where it is
      const unfinished = regenerator.passesSince(before).flatMap((p) => p.failed.filter(isUnfinished).map((f) => f.path));
      return { unfinished };
    },
    resync: async () => {
      const listings = await Promise.all(
        localeCodes.map(async (locale) => {
          const listing = await cms.paths(locale);
          // pages at paths the site refuses are not made (src/cms/path-rule.ts); a kept one goes
          for (const r of listing.refused) events.refusedPath(r, 'listing', "a resync's listing");
          return [locale, listing.paths.map(({ path, contentType }) => ({ path, contentType }))] as const;
        }),
      );
      const parked = regenerator.parkedPages().map((p) => p.path);
      return resyncChanges(index.manifest, Object.fromEntries(listings) as Record<LocaleCode, ListedPage[]>, parked, await output.pathsOnDisk());
    },
  });
  const assetLimiter = createLimiter('assets', ASSET_LIMITS);
  const previews = config.PREVIEW_SECRET ? previewSessions({ secret: config.PREVIEW_SECRET, secure: redirects.scheme !== 'http' }) : null;
  const pipeline = createPipeline({
    files,
    cms,
    redirects,
    pages,
    assets: createAssetProxy(config.ASSET_ORIGIN, config.BACKEND_TIMEOUT_MS, ASSET_LIMITS, assetLimiter),
    proxy: { orders, account: account.proxy },
    api: apiRoutes({
      config,
      cms,
      index,
      files,
      render,
      redirects,
      distDir,
      regenerator,
      feed,
      previewSessions: previews,
      log,
      onRefusedPath: events.refusedPath,
      accountRoutes: account.routes,
      orders,
    }),
    previewSessions: previews,
    buildId: () => index.manifest.buildId,
    adminToken: config.ADMIN_TOKEN ?? config.CMS_WEBHOOK_SECRET,
    draining: () => gate.draining,
    logger,
    health: () => {
      const { cursor, lastPullAt, lagMs, lastFailure } = feed.status();
      const parked = regenerator.parkedPages();
      return {
        feed: { cursor, lastPullAt, lagMs, lastFailure },
        // pages served from older output because their render fails (regen/parked.ts)
        parked: { count: parked.length, pages: parked.slice(0, 20).map(({ path, reason, since }) => ({ path, reason, since })) },
        ...(edge ? { edgePurge: edge.status() } : {}),
      };
    },
  });

  // what the full build this output came from left out (its paths break the page-path rule)
  const buildRefused = (await readBuildReport(distDir))?.refused.length ?? 0;
  metrics?.readFrom({
    buildRefusedPages: () => buildRefused,
    notFoundMemory: () => pages.notFoundMemory(),
    logLinesDropped: siteLog.droppedLines,
    limiters: () => ({ assets: assetLimiter.load }),
    parkedPages: () => regenerator.parkedPages().length,
    feed: () => feed.status(),
    ...(edge ? { purgePending: () => edge.status().pending } : {}),
  });
  const gate = shutdownGate();
  // a page from memory first, outside the request's async context; the rest of the pipeline for
  // every other request (without asking memory a second time)
  const observed = observeRequests(pipeline.afterMemory, { logger, requestLog: siteLog.requests, metrics, fromMemory: pipeline.fromMemory });
  // Node's parser to the letter of RFC 9112 (obs-fold and a missing HTTP/1.1 Host are 400s); what
  // it lets through, the pipeline refuses (src/lib/http/request-head.ts)
  const server = createServer({ insecureHTTPParser: false, requireHostHeader: true, ServerResponse: SiteResponse }, (req, res) => {
    gate.track(req, res);
    // an answer that ends before the body was read still reaches a client sending one (drain.ts)
    endAfterBody(req, res);
    // which build answered (docs/operations.md "Operating the site": a rolling deploy): the edge keeps it on
    // what it stores, so a deploy can drop exactly the copies an older build made
    res.carry(BUILD_HEADER, index.manifest.buildId);
    observed(req, res);
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? config.PORT, options.host ?? config.HOST, () => ok());
  });
  const metricsServer: MetricsServer | null = metrics && (await startMetricsServer(metrics.registry, metricsPort!, options.host ?? config.HOST));
  // standing render workers load beside the serving thread (regen/bulk.ts): passes wait for them
  if (standingWorkers) passWorkers.prepare();
  // the startup pull: whatever changed while this instance was stopped (design.md "The edge");
  // the pages on disk are served meanwhile, so a long resync never delays serving
  void regenerator.loadParked().then(() => feed.start());
  // the footer's copyright year is in every kept page: at the year change every page renders again
  const yearChange = scheduleYearChange({ enqueue: (changes) => regenerator.enqueue(changes), log });
  const address = server.address() as AddressInfo;
  const url = `http://${address.address.includes(':') ? `[${address.address}]` : address.address}:${address.port}`;
  async function close(): Promise<void> {
    feed.stop();
    yearChange.stop();
    // a running pass ends with what it has: pages it did not get to are rendered at the next
    // start (the feed's cursor stays before them); stopping the workers ends their renders
    regenerator?.stop();
    await passWorkers.close();
    await regenerator?.idle();
    await Promise.race([edge?.idle(), new Promise((ok) => setTimeout(ok, 2_000).unref())]);
    await output.save().catch(() => undefined);
    server.closeAllConnections();
    await new Promise<void>((ok) => server.close(() => ok()));
    await metricsServer?.close();
    releaseFolder();
    // every line of every request answered is written before the process ends (a drain's, a roll's)
    await siteLog.flush();
  }

  async function drain(delayMs = config.DRAIN_DELAY_MS): Promise<void> {
    gate.start();
    logger.info({ event: 'drain', delayMs, inFlight: gate.inFlight }, `[server] draining: /healthz answers 503; no new connections in ${delayMs} ms`);
    await new Promise((ok) => setTimeout(ok, delayMs));
    // no new connection; idle kept-alive ones close now, busy ones after their answer
    server.close();
    server.closeIdleConnections();
    const finished = await gate.idle(IN_FLIGHT_LIMIT_MS);
    if (finished) logger.info({ event: 'drain', inFlight: 0 }, '[server] drained: every request in flight answered; stopping');
    else
      logger.warn(
        { event: 'drain', inFlight: gate.inFlight },
        `[server] ${gate.inFlight} requests still in flight after ${IN_FLIGHT_LIMIT_MS} ms; stopping anyway`,
      );
    await close();
  }

  return {
    url,
    server,
    index,
    regenerator,
    feed,
    logger,
    metricsUrl: metricsServer?.url ?? null,
    drain,
    close,
  };
}
