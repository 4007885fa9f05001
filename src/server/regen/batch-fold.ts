/**
 * Folds a batch of CMS changes, in the order the CMS made them, into one final plan per page
 * (design "Build, on-demand render, regeneration"; docs/architecture.md "Incremental regeneration"): a batch —
 * a startup pull after downtime, a lagging instance, edits inside one coalescing window — must
 * give the site the same changes applied one at a time would. So the last change to touch a path
 * decides what happens to it: a rename and its reverse leave the page at its first path (and the
 * temporary one redirecting to it), and a page created where another one moved away from is
 * rendered, not left a redirect. Pure.
 *
 * What a change asks of a path is strong or weak:
 *   strong: the entry's own path (render, or remove when deleted), its other paths (removed, and
 *           307 to its new path when it has one): they replace whatever the batch planned before;
 *   weak:   every page of a locale (a layout change), the article lists of an article's tags: a
 *           render of the pages the site has at that point of the batch, so never of a path the
 *           batch removed or turned into a redirect before.
 * An entry's paths follow the batch: after its change it has only the path that change names.
 */
import type { LocaleCode } from '../../config/locales';
import { internalPath, localizedHref } from '../../i18n/paths';
import type { WebhookChange } from '../../cms/webhook';
import type { DependencyIndex } from './dependency-index';

/** What the dependency index tells a fold: the site's pages as they were before the batch. */
export type BatchDeps = Pick<DependencyIndex, 'entryPaths' | 'localePaths' | 'listingPaths'>;

/** The final plan of one path (internal paths, src/i18n/paths.ts). */
export type PathPlan = { kind: 'render' } | { kind: 'remove' } | { kind: 'redirect'; location: string };

export interface FoldedBatch {
  /** each path the batch touches, with what its last change asks */
  plans: Map<string, PathPlan>;
  /** locales whose layout changed */
  layouts: Set<LocaleCode>;
  /** locales whose locator data must be made again (a station changed) */
  locatorData: Set<LocaleCode>;
  /** the paths a change of their own entry plans (strong): what they hold may be another kind of page now */
  own: Set<string>;
}

const RENDER: PathPlan = { kind: 'render' };
const REMOVE: PathPlan = { kind: 'remove' };

export function foldBatch(deps: BatchDeps, changes: readonly WebhookChange[]): FoldedBatch {
  const plans = new Map<string, PathPlan>();
  const layouts = new Set<LocaleCode>();
  const locatorData = new Set<LocaleCode>();
  const own = new Set<string>();
  /** an entry's paths as the batch has left them so far (locale + id → internal paths) */
  const entryPaths = new Map<string, Set<string>>();
  const pathsOf = (locale: LocaleCode, id: string): ReadonlySet<string> => entryPaths.get(`${locale}\n${id}`) ?? deps.entryPaths(locale, id);
  /** a weak render: only a page the site still has at this point of the batch (one planned already keeps its plan) */
  const renderIfKept = (path: string) => {
    if (!plans.has(path)) plans.set(path, RENDER);
  };

  for (const change of changes) {
    if (change.type === 'layout') {
      layouts.add(change.locale);
      for (const path of deps.localePaths(change.locale)) renderIfKept(path);
      // pages the batch created in this locale are rendered already (a strong render)
      continue;
    }
    const target = internalPath(change.path!, change.locale);
    const others = new Set(change.id === undefined ? [] : pathsOf(change.locale, change.id));
    if (change.previousPath) others.add(internalPath(change.previousPath, change.locale));
    others.delete(target);
    own.add(target);
    for (const path of others) own.add(path);

    if (change.action === 'deleted') {
      plans.set(target, REMOVE);
      for (const path of others) plans.set(path, REMOVE);
      if (change.id !== undefined) entryPaths.set(`${change.locale}\n${change.id}`, new Set());
    } else {
      plans.set(target, RENDER);
      const location = localizedHref(change.path!, change.locale);
      for (const path of others) plans.set(path, { kind: 'redirect', location });
      if (change.id !== undefined) entryPaths.set(`${change.locale}\n${change.id}`, new Set([target]));
    }

    if (change.contentType === 'articlePage') {
      for (const path of deps.listingPaths(change.locale, change.tags)) renderIfKept(path);
    }
    if (change.contentType === 'stationPage') {
      locatorData.add(change.locale);
      locatorData.add('en-EU');
    }
  }
  return { plans, layouts, locatorData, own };
}
