/**
 * Lighthouse 12 (mobile, its default) on Debian's chromium, headless. One browser serves many runs;
 * each run is a fresh navigation with a cold cache. Used by the test suite (accessibility and SEO
 * only, which need no performance trace) and by `npm run bench` (all four categories).
 */
import { existsSync } from 'node:fs';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as medianRun from 'lighthouse/core/lib/median-run.js';

export const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Without the performance category nothing needs a trace of the quiet after load: the audits read
 * the document once it has loaded, so Lighthouse's waits for quiet network and CPU (a second or
 * more each) are left out. With performance, its defaults stand (the trace is the measurement).
 */
const AUDIT_AFTER_LOAD = {
  extends: 'lighthouse:default',
  settings: { pauseAfterFcpMs: 0, pauseAfterLoadMs: 0, networkQuietThresholdMs: 0, cpuQuietThresholdMs: 0 },
} as const;

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
// the module's declarations name Lighthouse's global LH namespace, which only its own build declares
const median: { computeMedianRun: (runs: Lhr[]) => Lhr; filterToValidRuns: (runs: Lhr[]) => Lhr[] } = medianRun;
const { computeMedianRun, filterToValidRuns } = median;

export type Category = 'performance' | 'accessibility' | 'best-practices' | 'seo';

export interface LighthouseResult {
  url: string;
  /** audits run; with more than one, the figures are those of Lighthouse's median run (computeMedianRun) */
  runs: number;
  /** category scores, 0–100 */
  scores: Partial<Record<Category, number>>;
  /** failing audits of the categories run, with their titles, for a useful test failure */
  failures: { category: Category; id: string; title: string; score: number | null }[];
  lcpMs: number | null;
  cls: number | null;
  tbtMs: number | null;
}

export interface Lighthouse {
  /**
   * Audits a page `runs` times (default 1). On a shared two-core machine one run's performance
   * score moved by up to 15 points between runs here (the main thread's tasks are measured, then scaled 4×),
   * so the bench reports the median run, chosen as Lighthouse itself does (its FCP and TTI closest
   * to the medians: docs/variability.md).
   */
  run(url: string, categories: readonly Category[], runs?: number): Promise<LighthouseResult>;
  close(): Promise<void>;
}

/** Starts the browser Lighthouse drives. Throws the install hint when chromium is missing. */
export async function startLighthouse(): Promise<Lighthouse> {
  if (!existsSync(CHROME_PATH))
    throw new Error(`Chromium not found at ${CHROME_PATH}. Install Debian's chromium: sudo apt-get install -y chromium (or set CHROME_PATH).`);
  const chrome: LaunchedChrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  /** One audit; Lighthouse's own trace failures (NO_NAVSTART, NO_FCP on a busy machine) are retried. */
  async function audit(url: string, categories: readonly Category[]) {
    for (let attempt = 1; ; attempt++) {
      // the full-page screenshot only illustrates a report's elements; no audit reads it (1–2 s a run here)
      const flags = {
        port: chrome.port,
        output: 'json' as const,
        logLevel: 'error' as const,
        onlyCategories: [...categories],
        disableFullPageScreenshot: true,
      };
      const result = await lighthouse(url, flags, categories.includes('performance') ? undefined : AUDIT_AFTER_LOAD);
      const lhr = result?.lhr;
      if (lhr && !lhr.runtimeError) return lhr;
      if (attempt >= 3)
        throw new Error(
          `[lighthouse] ${url}: ${lhr?.runtimeError ? `${lhr.runtimeError.code} ${lhr.runtimeError.message}` : 'no result'} (${attempt} attempts)`,
        );
    }
  }

  return {
    async run(url, categories, runs = 1) {
      const lhrs: Lhr[] = [];
      for (let i = 0; i < runs; i++) lhrs.push(await audit(url, categories));
      // runs without performance have no FCP or TTI: none is valid, and the last stands for all
      const valid = filterToValidRuns(lhrs);
      const lhr = valid.length > 0 ? computeMedianRun(valid) : lhrs[lhrs.length - 1]!;
      const scores: LighthouseResult['scores'] = {};
      const failures: LighthouseResult['failures'] = [];
      for (const category of categories) {
        const cat = lhr.categories[category];
        if (!cat) continue;
        scores[category] = Math.round((cat.score ?? 0) * 100);
        for (const ref of cat.auditRefs) {
          const audit = lhr.audits[ref.id];
          if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
          if (audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'manual') continue;
          failures.push({ category, id: ref.id, title: audit.title, score: audit.score });
        }
      }
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
      return {
        url,
        runs,
        scores,
        failures,
        lcpMs: numeric('largest-contentful-paint'),
        cls: numeric('cumulative-layout-shift'),
        tbtMs: numeric('total-blocking-time'),
      };
    },
    async close() {
      chrome.kill();
    },
  };
}
