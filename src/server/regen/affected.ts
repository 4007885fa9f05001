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
 */
import type { LocaleCode } from '../../config/locales';
import { internalPath, localizedHref } from '../../i18n/paths';
import type { WebhookChange } from '../../cms/webhook';
import type { DependencyIndex } from './dependency-index';

export interface Affected {
  /** pages to render (internal paths), each once */
  render: string[];
  /** pages to remove */
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

export function resolveAffected(deps: DependencyIndex, changes: readonly WebhookChange[]): Affected {
  const render = new Set<string>();
  const remove = new Set<string>();
  const redirects: Record<string, string> = {};
  const layouts = new Set<LocaleCode>();
  const locator = new Set<LocaleCode>();

  for (const change of changes) {
    if (change.type === 'layout') {
      layouts.add(change.locale);
      for (const path of deps.localePaths(change.locale)) render.add(path);
      continue;
    }
    const target = internalPath(change.path!, change.locale);
    // the same entry under another path (its slug changed): that path goes, and redirects here
    const others = change.id === undefined ? [] : [...deps.entryPaths(change.locale, change.id)].filter((path) => path !== target);
    if (change.previousPath) others.push(internalPath(change.previousPath, change.locale));

    if (change.action === 'deleted') {
      remove.add(target);
      for (const path of others) remove.add(path);
    } else {
      render.add(target);
      for (const path of others) {
        if (path === target) continue;
        remove.add(path);
        redirects[path] = localizedHref(change.path!, change.locale);
      }
    }

    if (change.contentType === 'articlePage') {
      for (const path of deps.listingPaths(change.locale, change.tags)) render.add(path);
    }
    if (change.contentType === 'stationPage') {
      locator.add(change.locale);
      locator.add('en-EU');
    }
  }
  const dependents = new Set<string>();
  for (const locale of locator) for (const path of deps.allStationPaths(locale)) if (!remove.has(path)) dependents.add(path);
  for (const path of remove) render.delete(path);
  for (const path of dependents) render.delete(path);
  return {
    render: [...render].sort(),
    remove: [...remove].sort(),
    redirects,
    layouts: [...layouts],
    locatorData: [...locator],
    dependents: [...dependents].sort(),
  };
}
