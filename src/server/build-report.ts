/**
 * What a full build left out (docs/content.md "Which paths a page may have"): the pages of the CMS's listing whose
 * paths the page-path rule refuses (src/cms/path-rule.ts). Such a page never stops a build: it is
 * not built, and the build logs it, counts it in its summary and writes this report beside the
 * manifest (not in the client folder: a refused path is the editors' business, not the public's).
 * The site reads the report when it starts, for its metrics (nordic_site_build_refused_pages).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { writeAtomic } from '../lib/fs/atomic-write';

export const BUILD_REPORT_FILE = 'build-report.json';

const buildReportSchema = z.object({
  buildId: z.string(),
  refused: z.array(z.object({ locale: z.string(), path: z.string(), problem: z.string(), reason: z.string() })),
});
export type BuildReport = z.infer<typeof buildReportSchema>;

export async function writeBuildReport(distDir: string, report: BuildReport): Promise<void> {
  await writeAtomic(join(distDir, BUILD_REPORT_FILE), JSON.stringify(report, null, 2));
}

/** The report of the build in `distDir`, or null when there is none (an older build) or it cannot be read. */
export async function readBuildReport(distDir: string): Promise<BuildReport | null> {
  const text = await readFile(join(distDir, BUILD_REPORT_FILE), 'utf8').catch(() => null);
  if (text === null) return null;
  try {
    const parsed = buildReportSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
