/**
 * Dependency resolution (design "Build, on-demand render, regeneration"): which output files a batch of CMS changes affects, from the
 * manifest's pages by dependency (./dependency-index.ts). Pure. Every page is named by its internal path (src/i18n/paths.ts).
 *   page entry        → its page
 *   layout            → every page of the locale
 *   article           → its page and every article list whose tags match (or that lists all)
 *   station           → its page, the locale's locator data (en-EU shows every market), and then
 *                       the pages that list every station of those locales (the locator's no-script list)
 *   deleted page      → removed (then 404, and gone from the sitemap)
 *   changed slug      → the old path redirects (307) to the new one
 * A batch is folded in order first: the last change to touch a path decides (./batch-fold.ts).
 */
import type { LocaleCode } from '../../config/locales';
import type { WebhookChange } from '../../cms/webhook';
import type { DependencyIndex } from './dependency-index';
import { foldBatch } from './batch-fold';

export interface Affected {
  /** pages to render (internal paths), each once */
  render: string[];
  /** pages to remove (their files go; a redirect's path is here too) */
  remove: string[];
  /** internal path → Location of its 307 (a slug change) */
  redirects: Record<string, string>;
  /** locales whose layout changed (their layout revision must move on) */
  layouts: LocaleCode[];
  /** locales whose locator data must be made again */
  locatorData: LocaleCode[];
  /** pages that list every station of those locales: rendered once the data files are written */
  dependents: string[];
}

/** The batch folded in order, per path (./batch-fold.ts), as the lists a pass works through. */
export function resolveAffected(deps: DependencyIndex, changes: readonly WebhookChange[]): Affected {
  const { plans, layouts, locatorData, own } = foldBatch(deps, changes);
  const render: string[] = [];
  const remove: string[] = [];
  const redirects: Record<string, string> = {};
  for (const [path, plan] of plans) {
    if (plan.kind === 'render') render.push(path);
    else remove.push(path);
    if (plan.kind === 'redirect') redirects[path] = plan.location;
  }
  const dependents = new Set<string>();
  // a path whose own entry changed renders in the main pass, whatever it holds now (a station page
  // there must be in the manifest before the data files are made), or goes; the regenerator renders
  // it again after them when it still lists every station. Only a path's own entry removes it or
  // makes it a redirect (./batch-fold.ts), so every other path is kept.
  for (const locale of locatorData) for (const path of deps.allStationPaths(locale)) if (!own.has(path)) dependents.add(path);
  return {
    render: render.filter((path) => !dependents.has(path)).sort(),
    remove: remove.sort(),
    redirects,
    layouts: [...layouts],
    locatorData: [...locatorData],
    dependents: [...dependents].sort(),
  };
}
