/**
 * Lighthouse 12 (mobile, its default) on Debian's chromium, headless. One browser serves many runs;
 * each run is a fresh navigation with a cold cache. Used by the test suite (accessibility and SEO
 * only, which need no performance trace) and by `npm run bench` (all four categories).
 */
import { existsSync } from 'node:fs';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';

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

export type Category = 'performance' | 'accessibility' | 'best-practices' | 'seo';

export interface LighthouseResult {
  url: string;
  /** category scores, 0–100 */
  scores: Partial<Record<Category, number>>;
  /** failing audits of the categories run, with their titles, for a useful test failure */
  failures: { category: Category; id: string; title: string; score: number | null }[];
  lcpMs: number | null;
  cls: number | null;
  tbtMs: number | null;
}

export interface Lighthouse {
  run(url: string, categories: readonly Category[]): Promise<LighthouseResult>;
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
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories] });
      const lhr = result?.lhr;
      if (lhr && !lhr.runtimeError) return lhr;
      if (attempt >= 3)
        throw new Error(
          `[lighthouse] ${url}: ${lhr?.runtimeError ? `${lhr.runtimeError.code} ${lhr.runtimeError.message}` : 'no result'} (${attempt} attempts)`,
        );
    }
  }

  return {
    async run(url, categories) {
      const lhr = await audit(url, categories);
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
