/**
 * The build's station-locator step (spec 2.4): each locale's station data file is made from the
 * summaries the station pages leave in the manifest, and the pages that list every station (the
 * locator, whose list without JavaScript reads that file) are rendered again once it is there.
 *
 * The files are compressed at brotli 11 for the visitors who fetch them, about 1.9 s of CPU at
 * scale 1 (en-EU's alone 1 s). The build renders its station pages first, so that work runs while
 * the workers render the rest of the site, instead of after it with the workers idle (design.md,
 * performance targets: full build).
 */
import { ALL_STATIONS } from '../../src/cms/page-data';
import type { StagedOutput } from '../../src/server/output';
import { writeStationData } from '../../src/server/station-data';
import type { WorkerOutcome } from '../../src/server/output/files';

/** Whether a build job is a station page (the listing says which are). */
export const isStationPage = (job: { contentType: string }): boolean => job.contentType === 'stationPage';

/** The build's jobs with every station page first. */
export function stationPagesFirst<T extends { contentType: string }>(jobs: readonly T[]): T[] {
  return [...jobs.filter(isStationPage), ...jobs.filter((j) => !isStationPage(j))];
}

/**
 * Writes the data files once every station page is in the build's manifest (`stationsIn`), then, once every
 * page is (`allIn`), renders the pages that depend on all stations again; returns how many. Waits
 * for both the writes and the renders to settle before it rejects, so nothing is still writing
 * into a build that failed.
 */
export async function buildLocatorData(
  output: StagedOutput,
  progress: { stationsIn: Promise<unknown>; allIn: Promise<unknown> },
  rerender: (job: { locale: string; pathname: string }) => Promise<WorkerOutcome>,
): Promise<number> {
  const [written, rendered] = await Promise.allSettled([progress.stationsIn.then(() => writeStationData(output.clientDir, output.manifest)), progress.allIn]);
  if (rendered.status === 'rejected') throw rendered.reason;
  if (written.status === 'rejected') throw written.reason;
  const dependents = Object.entries(output.manifest.pages).filter(([, record]) => record.deps.station === ALL_STATIONS);
  await Promise.all(
    dependents.map(async ([pathname, record]) => {
      const outcome = await rerender({ locale: record.deps.locale, pathname });
      if (outcome.kind === 'page') output.adopt(pathname, outcome);
    }),
  );
  return dependents.length;
}
