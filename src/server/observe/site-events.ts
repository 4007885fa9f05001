/**
 * What the site's components report (an on-demand render, a regeneration pass, a pull of the
 * change feed, a purge at the edge, a render worker's busy spell), turned into one log line each
 * (field `event`) and the matching metrics (docs/operations.md "Operating the site"). The components know
 * neither pino nor Prometheus: they call these hooks.
 */
import type { RenderEvent } from '../page-handler';
import type { PassReport } from '../regen/regenerator';
import type { PullEvent } from '../regen/feed-follower';
import type { Logger } from './log';
import type { OutputWrite, SiteMetrics } from './metrics';
import { refusedPathLine, type RefusedPath, type RefusedPathSource } from '../../cms/webhook';

/**
 * The words of a write to the output folder that failed (a full or read-only disk): the site's
 * event says them, and so does the page handler's own default where no event is wired.
 */
export function outputWriteFailedLine(where: OutputWrite, path: string, error: unknown): string {
  const what = where === 'on_demand' ? `${path} was served but not kept` : `the build metadata (${path}) stayed as it was`;
  return `[output] ${what}: ${error instanceof Error ? error.message : String(error)}`;
}

export function siteEvents(logger: Logger, metrics: SiteMetrics | null) {
  return {
    render: (r: RenderEvent): void => {
      metrics?.render(r.outcome, r.ms / 1000);
      const ms = Math.round(r.ms);
      const fields = {
        event: 'render',
        path: r.path,
        outcome: r.outcome,
        status: r.status,
        ms,
        ...(r.reason ? { reason: r.reason } : {}),
        ...(r.file ? { file: r.file } : {}),
      };
      const kept = r.outcome === 'kept' ? `, kept as ${r.file}` : ` (not kept${r.reason ? `: ${r.reason}` : ''})`;
      logger.info(fields, `[render] ${r.path} → ${r.status} in ${ms} ms${kept}`);
    },
    pass: (report: PassReport): void => {
      const rendered = report.rendered.length;
      const removed = report.removed.length;
      const failed = report.failed.length;
      metrics?.pass({ seconds: report.ms / 1000, rendered, removed, failed });
      logger.info(
        {
          event: 'pass',
          pass: report.pass,
          changes: report.changes,
          rendered,
          removed,
          failed,
          ms: report.ms,
          loopMaxMs: Math.round(report.loopMaxMs),
          onServerThread: report.onServerThread,
          buildId: report.buildId,
        },
        `[regen] pass ${report.pass}: ${report.changes} changes → ${rendered} rendered, ${removed} removed, ${failed} failed in ${report.ms} ms (build ${report.buildId})`,
      );
    },
    pull: (p: PullEvent): void => {
      metrics?.pull(p.outcome);
      const fields = { event: 'pull', ...p };
      if (p.outcome === 'failed') logger.warn(fields, `[feed] pull failed (${p.reason}): ${p.error}; the pages stay as they are`);
      else logger.info(fields, `[feed] pull (${p.reason}): ${p.resync ? 'resync' : `${p.changes} changes applied`} in ${p.ms} ms, cursor ${p.cursor}`);
    },
    purge: (r: { outcome: 'ok' | 'failed'; keys: number; ms: number; error?: string }): void => {
      metrics?.purge(r.outcome, r.keys);
      const fields = { event: 'purge', ...r };
      if (r.outcome === 'failed') logger.warn(fields, `[purge] the edge refused or missed ${r.keys} keys: ${r.error}`);
      else logger.info(fields, `[purge] ${r.keys} keys purged at the edge in ${r.ms} ms`);
    },
    purgeRetry: (r: { keys: number; delayMs: number; error: string | null }): void => {
      metrics?.purgeRetry();
      logger.warn({ event: 'purge_retry', ...r }, `[purge] retrying ${r.keys} keys in ${r.delayMs} ms`);
    },
    workerBusy: (seconds: number): void => {
      metrics?.workerBusy(seconds);
    },
    /** a write to the output that failed (design.md "Output"): what stays served, logged and counted */
    outputWriteFailed: (where: OutputWrite, path: string, error: unknown): void => {
      metrics?.outputWriteFailed(where);
      const code = (error as NodeJS.ErrnoException | null)?.code ?? null;
      const message = error instanceof Error ? error.message : String(error);
      logger.error({ event: 'output_write_failed', where, path, code, error: message }, outputWriteFailedLine(where, path, error));
    },
    /** a page path the page-path rule refused: a warning (an editor's page is not on the site) and its count */
    refusedPath: (refused: RefusedPath, source: RefusedPathSource, context: string): void => {
      metrics?.refusedPath(source, refused.problem.code);
      logger.warn(
        { event: 'path_refused', source, locale: refused.locale, path: refused.path, problem: refused.problem.code },
        refusedPathLine(refused, context),
      );
    },
  };
}
