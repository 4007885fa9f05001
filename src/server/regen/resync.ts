/**
 * A full resync (the change feed said the cursor is no longer covered): the changes that render
 * every page of every locale again (a layout change each) and reconcile the pages with the CMS's
 * listing: what it lists and the manifest lacks is created, what the manifest holds and it no
 * longer lists goes, and so does a redirect recorded at a path it no longer lists (as in a full
 * build: a slug change's 307 too), a parked page it no longer lists (./parked.ts: the change that
 * would have removed it is in the history the resync replaces), and a page's files on disk that it
 * no longer lists (`onDisk`: a pass a crash cut short may have written them before their record,
 * and the replay of its changes that would have removed them is in the replaced history). Each
 * station page it still lists is a station change, so the locator's data files are made again, and
 * a page it creates carries the listing's content type: a market's first station page, created by
 * the resync, makes that market's data file too. Pure.
 */
import { localeCodes, type LocaleCode } from '../../config/locales';
import type { WebhookChange } from '../../cms/webhook';
import { internalPath, splitLocale } from '../../i18n/paths';
import type { Manifest } from '../output/manifest';

/** A page the CMS lists (its paths call, spec 7.3): where it is, and what it is. */
export interface ListedPage {
  path: string;
  contentType?: WebhookChange['contentType'];
}

export function resyncChanges(
  manifest: Manifest,
  listings: Record<LocaleCode, readonly ListedPage[]>,
  parked: readonly string[] = [],
  onDisk: readonly string[] = [],
): WebhookChange[] {
  const changes: WebhookChange[] = [];
  for (const locale of localeCodes) {
    const listed = new Map(listings[locale].map((page) => [internalPath(page.path, locale), page.path]));
    changes.push({ type: 'layout', action: 'updated', locale, tags: [] });
    for (const { path, contentType } of listings[locale]) {
      // a listed path with a redirect recorded renders too: the CMS decides whether it still redirects
      if (!manifest.pages[internalPath(path, locale)])
        changes.push({ type: 'page', action: 'created', locale, path, ...(contentType === undefined ? {} : { contentType }), tags: [] });
    }
    for (const [internal, record] of Object.entries(manifest.pages)) {
      if (record.deps.locale !== locale) continue;
      // a station page still listed is a station change: its summary may have changed with the
      // history, so the locator's data file is made again before the pages listing every station render
      if (listed.has(internal) && record.locator)
        changes.push({ type: 'page', action: 'updated', locale, path: listed.get(internal)!, contentType: 'stationPage', tags: [] });
      if (listed.has(internal)) continue;
      changes.push({ type: 'page', action: 'deleted', locale, path: splitLocale(internal).path, tags: [] });
    }
    for (const internal of new Set([...Object.keys(manifest.redirects), ...parked, ...onDisk])) {
      const at = splitLocale(internal);
      if (at.locale !== locale || listed.has(internal) || manifest.pages[internal]) continue;
      changes.push({ type: 'page', action: 'deleted', locale, path: at.path, tags: [] });
    }
  }
  return changes;
}
