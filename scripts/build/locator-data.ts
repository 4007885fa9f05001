/**
 * The build's station-locator step (issue 4): once every page is rendered, write each locale's
 * station data file from the summaries the station pages left in the manifest, then render the
 * pages that list every station (the locator, whose list without JavaScript reads that file)
 * again, now that the file is there.
 */
import { ALL_STATIONS } from '../../src/cms/page-data';
import type { Manifest } from '../../src/server/page-index';
import { writeStationData } from '../../src/server/station-data';
import type { RenderOutcome } from '../../src/server/build/render-worker';

/** Writes the data files and re-renders the pages that depend on all stations; returns how many. */
export async function buildLocatorData(
  clientDir: string,
  manifest: Manifest,
  rerender: (job: { locale: string; pathname: string }) => Promise<RenderOutcome>,
): Promise<number> {
  await writeStationData(clientDir, manifest);
  const dependents = Object.entries(manifest.pages).filter(([, record]) => record.deps.station === ALL_STATIONS);
  await Promise.all(
    dependents.map(async ([pathname, record]) => {
      const outcome = await rerender({ locale: record.deps.locale, pathname });
      if (outcome.kind === 'page') manifest.pages[pathname] = outcome.record;
    }),
  );
  return dependents.length;
}
