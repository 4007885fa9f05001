/**
 * An edit of a market's layout (spec 3, "Layout": the logo, the navigation, the footer), for the
 * edit API (`npm run cms -- layout`) and the editor's page alike: the logo's text, and any
 * navigation item's or footer item's text, address and (navigation) whether it is shown, by the
 * item's id. An address is a page of the market (read as the site reads links:
 * src/cms/link-references.ts) or a whole web address; one that leads to no page is refused, as a
 * link to a 404 on every page of the market would be.
 */
import { createHash } from 'node:crypto';
import type { LocaleCode } from '../../../src/config/locales';
import type { Layout, LinkTarget, NavItem } from '../../../src/cms/schemas';
import { hrefPagePath } from '../../../src/cms/link-references';
import { classifyHref } from '../../../src/lib/safe-url';
import { EditRefused, problem, type Problem } from './edit-refused';
import type { ContentStore } from './store';

/** What a layout edit may set of one item. */
export interface LayoutItemSet {
  text?: string | undefined;
  url?: string | undefined;
  shown?: boolean | undefined;
}

export interface LayoutSet {
  logoAlt?: string | undefined;
  /** the first navigation item's text (`npm run cms -- layout --nav-text`) */
  navText?: string | undefined;
  items?: Record<string, LayoutItemSet> | undefined;
}

/** The version of a layout as an editor's form read it: its content's hash. Opaque. */
export function layoutVersion(layout: Layout): string {
  return createHash('sha256').update(JSON.stringify(layout)).digest('base64url').slice(0, 16);
}

/** Every navigation item, at any depth, with its depth. */
export function navItems(items: readonly NavItem[], level = 0): { item: NavItem; level: number }[] {
  return items.flatMap((item) => [{ item, level }, ...navItems(item.children, level + 1)]);
}

/** Why an address cannot be a link of the layout, or null: a page of the market, or a whole web address. */
function addressProblem(store: ContentStore, locale: LocaleCode, id: string, url: string): Problem | null {
  const field = `item.${id}.url` as const;
  const api = `set.items.${id}.url`;
  const found = classifyHref(url);
  if (found.kind === 'external') return null;
  if (found.kind === 'invalid') return problem(field, api, 'editor.error.linkInvalid');
  const path = hrefPagePath(url);
  return path !== null && store.page(locale, path) ? null : problem(field, api, 'editor.error.linkNoPage', { path: url });
}

/** The layout with the edit applied; refused (every problem at once) when an id or an address is wrong. */
export function editedLayout(store: ContentStore, locale: LocaleCode, layout: Layout, set: LayoutSet): Layout {
  const next = structuredClone(layout);
  if (set.logoAlt !== undefined) next.logo.alt = set.logoAlt;
  if (set.navText !== undefined && next.navigation[0]) next.navigation[0].text = set.navText;
  const nav = new Map(navItems(next.navigation).map(({ item }) => [item.id, item]));
  const footer = new Map(next.footer.items.map((item) => [item.id, item]));
  const problems: Problem[] = [];
  for (const [id, change] of Object.entries(set.items ?? {})) {
    const url = change.url?.trim();
    if (url !== undefined) {
      const refused = addressProblem(store, locale, id, url);
      if (refused) problems.push(refused);
    }
    const item = nav.get(id);
    if (item) {
      if (change.text !== undefined) item.text = change.text;
      if (url !== undefined) item.url = url;
      if (change.shown !== undefined) item.visibleInNavigation = change.shown;
      continue;
    }
    const entry = footer.get(id);
    if (!entry) {
      problems.push(problem('form', `set.items.${id}`, 'editor.error.noSuchItem', { id }));
      continue;
    }
    if (entry.contentType === 'string') {
      if (change.text !== undefined) entry.value = change.text;
      continue;
    }
    if (change.text !== undefined) entry.link.title = change.text;
    if (url !== undefined) entry.link.url = linkTarget(entry.link.url, url);
  }
  if (problems.length > 0) throw new EditRefused(400, 'invalid_layout', problems);
  return next;
}

/** A footer link's new target: a page's slug where it pointed at a page, else the address as it is. */
function linkTarget(before: LinkTarget | null, url: string): LinkTarget {
  const path = hrefPagePath(url);
  if (path !== null && before && ['standardPage', 'articlePage', 'stationPage'].includes(before.contentType)) return { ...before, slug: path };
  if (path !== null) return { contentType: 'string', value: url, type: 'internal' };
  return { contentType: 'link', url, type: 'external' };
}
