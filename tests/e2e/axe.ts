/**
 * axe-core run inside the page under test. axe is injected once per document and run where it is:
 * the site has no frames (checked on every call), so the frame-by-frame mode of
 * @axe-core/playwright, which opens a second page to merge frames' results on every call, would
 * only add two seconds to each check of a journey's state.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';

// axe-core's minified build, the same rules as its `source` (the unminified axe.js, 1.3 MB) in
// 0.58 MB: each document's injection sends and compiles half as much (about 0.2–0.3 s less per
// injection on this machine)
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

declare global {
  interface Window {
    axe?: { run: (context: unknown, options: unknown) => Promise<AxeResults> };
  }
}

/** The rules axe reports as violated on the page, or within the elements `include` selects. */
export async function axeViolations(page: Page, include?: string): Promise<Result[]> {
  const frames = page.frames().length;
  if (frames !== 1) throw new Error(`axeViolations checks one document, and ${page.url()} has ${frames - 1} frame(s) inside it`);
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(axeSource);
  return page.evaluate(
    (selector) => window.axe!.run(selector ? { include: [selector] } : document, { resultTypes: ['violations'] }).then((r) => r.violations),
    include ?? null,
  );
}

/** A violation as a test prints it: the rule, its help and the first few elements it names. */
export const describeViolation = (v: Result): string =>
  `${v.id} (${v.impact}): ${v.help} — ${v.nodes
    .map((n) => n.target.join(' '))
    .slice(0, 3)
    .join(' | ')}`;
