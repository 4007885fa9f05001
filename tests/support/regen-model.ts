/**
 * A simple model of the CMS and of the site's kept output, for property tests of regeneration
 * (docs/architecture.md "Incremental regeneration": after the feed has caught up, the site serves what a full
 * build of the CMS's content would). The CMS model makes the changes its edit API makes
 * (scripts/backend/server/apply-edit.ts); the site model applies a pass's plan as the regenerator
 * does (src/server/regen/regenerator.ts), rendering each page from the CMS as it is then.
 */
import fc from 'fast-check';
import type { LocaleCode } from '../../src/config/locales';
import type { WebhookChange } from '../../src/cms/webhook';
import { ALL_STATIONS } from '../../src/cms/page-data';
import { internalPath, localizedHref, splitLocale } from '../../src/i18n/paths';
import type { Affected } from '../../src/server/regen/affected';
import { DependencyIndex } from '../../src/server/regen/dependency-index';
import { manifestOf, pageRecord } from './page-record';

/** Three markets: a layout change is mostly of another market than a page change of the same pull, as on the site's four */
export const modelLocales: LocaleCode[] = ['fi-FI', 'en-EU', 'sv-SE'];
const localeArb = fc.nat(modelLocales.length - 1);
export const modelPaths = ['/a', '/b', '/c', '/d', '/e', '/f', '/g', '/h'];

export type Kind = 'standard' | 'article' | 'station' | 'articleList' | 'locator';

export interface Entry {
  id: string;
  locale: LocaleCode;
  path: string;
  kind: Kind;
  version: number;
  /** a page whose body is a redirect component (spec 2.5) */
  redirectTo?: string;
  /** an entry that fails the content schema: its render fails */
  invalid?: boolean;
}

export interface Cms {
  entries: Map<string, Entry>;
  layout: Record<string, number>;
  nextId: number;
}

/** What one page of the site holds: what it was rendered from. */
export interface ModelPage {
  id: string;
  kind: Kind;
  version: number;
  layout: number;
  /** what an article list or the locator list showed */
  listed: string;
}

export interface Site {
  pages: Map<string, ModelPage>;
  redirects: Map<string, string>;
}

/**
 * An operation on the CMS. `entry` picks one of the entries there are (by its position, modulo
 * their number), among those of kind `of` when there are any; `path` a path of `modelPaths`, or,
 * when that one is taken, the next free one after it (no free path: the operation changes nothing).
 */
export type Op =
  | { op: 'create'; locale: number; path: number; kind: Kind }
  | { op: 'edit'; entry: number; of?: Kind }
  | { op: 'rename'; entry: number; path: number; of?: Kind }
  | { op: 'redirect'; entry: number; to: number | null; of?: Kind }
  | { op: 'delete'; entry: number; of?: Kind }
  | { op: 'layout'; locale: number }
  | { op: 'break'; entry: number; invalid: boolean; of?: Kind };

export type OpKind = Op['op'];
export const opKinds: readonly OpKind[] = ['create', 'edit', 'rename', 'redirect', 'delete', 'layout', 'break'];
export const pageKinds: readonly Kind[] = ['standard', 'article', 'station', 'articleList', 'locator'];

const contentTypes: Record<Kind, WebhookChange['contentType']> = {
  standard: 'standardPage',
  article: 'articlePage',
  station: 'stationPage',
  articleList: 'standardPage',
  locator: 'standardPage',
};

/** The content type the CMS gives a page of the model's kind (in a change, and in its listing). */
export const contentTypeOf = (kind: Kind): WebhookChange['contentType'] => contentTypes[kind];

const createArb = fc.record({
  op: fc.constant('create' as const),
  locale: localeArb,
  path: fc.nat(modelPaths.length - 1),
  kind: fc.constantFrom(...pageKinds),
});

export const opArb: fc.Arbitrary<Op> = fc.oneof(
  createArb,
  fc.record({ op: fc.constant('edit' as const), entry: fc.nat(9) }),
  fc.record({ op: fc.constant('rename' as const), entry: fc.nat(9), path: fc.nat(modelPaths.length - 1) }),
  fc.record({ op: fc.constant('redirect' as const), entry: fc.nat(9), to: fc.option(fc.nat(modelPaths.length - 1)) }),
  fc.record({ op: fc.constant('delete' as const), entry: fc.nat(9) }),
  fc.record({ op: fc.constant('layout' as const), locale: localeArb }),
);

/** The operations and an entry that fails the content schema (and is mended): each kind as likely. */
export const opOrBreakArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 6, arbitrary: opArb },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('break' as const), entry: fc.nat(9), invalid: fc.boolean() }) },
);

/**
 * A CMS to start from: an article and two article lists in one market, a station and two locator
 * pages in one market, an article list in every market, each at a path of its own, then a few more
 * pages and other operations, so that a pull's edits, renames and deletes find entries of every
 * kind to work on, and an article or a station change has pages that show it (two: a change to one
 * of them in the same pull leaves the other to show whether the rule re-rendered it).
 */
export const startOf = (ops: fc.Arbitrary<Op>): fc.Arbitrary<Op[]> =>
  fc
    .tuple(
      localeArb,
      localeArb,
      fc.uniqueArray(fc.nat(modelPaths.length - 1), { minLength: 6, maxLength: 6 }),
      fc.array(createArb, { maxLength: 3 }),
      fc.array(ops, { maxLength: 2 }),
    )
    .map(([articles, stations, [a, b, c, d, e, f], pages, more]): Op[] => [
      { op: 'create', locale: articles, path: a!, kind: 'article' },
      { op: 'create', locale: articles, path: b!, kind: 'articleList' },
      { op: 'create', locale: articles, path: e!, kind: 'articleList' },
      { op: 'create', locale: stations, path: c!, kind: 'station' },
      { op: 'create', locale: stations, path: d!, kind: 'locator' },
      { op: 'create', locale: stations, path: f!, kind: 'locator' },
      // an article list in every market, so an article created anywhere has a page that shows it
      ...modelLocales.map((_, locale): Op => ({ op: 'create', locale, path: 0, kind: 'articleList' })),
      ...pages,
      ...more,
    ]);
export const startArb = startOf(opOrBreakArb);

const pageKindArb = fc.constantFrom(...pageKinds);
/** whether an operation of a pull aims at the pull's focus entry: one in three */
const sameArb = fc.oneof({ weight: 2, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) });

/**
 * The operations of one pull (one batch the regenerator folds and plans together): four to seven
 * of different kinds, in any order, and up to one more of any kind. Each is aimed at a kind of page of
 * its own (a permutation of the kinds, so a pull mixes changes to pages of different kinds and one
 * change rarely hides another's miss: a rename of an article beside a layout change of the other
 * locale, a delete of a station beside an edit of an article list), or, when marked so, at the
 * pull's one focus entry, one in three (a rename of the page an edit or a break also touches, a
 * delete of the list an article change re-renders). Shrinks to fewer operations, and away from the focus where the
 * failure does not need it.
 */
export const pullOf = (ops: fc.Arbitrary<Op>): fc.Arbitrary<Op[]> =>
  fc
    .record({
      kinds: fc.uniqueArray(fc.tuple(ops, sameArb), { selector: ([op]) => op.op, minLength: 4, maxLength: 7 }),
      more: fc.array(fc.tuple(ops, sameArb), { maxLength: 1 }),
      pages: fc.shuffledSubarray([...pageKinds], { minLength: pageKinds.length }),
      focus: fc.record({ entry: fc.nat(9), of: pageKindArb }),
    })
    .map(({ kinds, more, pages, focus }) =>
      [...kinds, ...more].map(([op, same], i): Op => {
        const of = same ? focus.of : pages[i % pages.length]!;
        if (op.op === 'create') return { ...op, kind: of };
        if (op.op === 'layout') return op;
        return same ? { ...op, ...focus } : { ...op, of };
      }),
    );
export const pullArb = pullOf(opOrBreakArb);

/** What an operation does to the CMS as it is, before it is applied: its kind, and the entry it touches (and that entry's kind). */
export interface OpTarget {
  op: OpKind;
  entry?: string;
  page?: Kind;
}

export function targetOf(cms: Cms, op: Op): OpTarget {
  if (op.op === 'layout') return { op: op.op };
  if (op.op === 'create') return { op: op.op, entry: `e${cms.nextId}`, page: op.kind };
  const e = entryOf(cms, op);
  return e ? { op: op.op, entry: e.id, page: e.kind } : { op: op.op };
}

/** The entry an operation picks: by position among those of its kind (`of`) when there are any, else among all. */
function entryOf(cms: Cms, op: Extract<Op, { entry: number }>): Entry | undefined {
  const entries = [...cms.entries.values()];
  const ofKind = entries.filter((e) => e.kind === op.of);
  const among = ofKind.length > 0 ? ofKind : entries;
  return among[op.entry % Math.max(1, among.length)];
}

/** `modelPaths[index]` when no entry of the locale has it, else the next free path after it; undefined when every path is taken. */
function freePath(cms: Cms, locale: LocaleCode, index: number): string | undefined {
  for (let i = 0; i < modelPaths.length; i++) {
    const path = modelPaths[(index + i) % modelPaths.length]!;
    if (!entryAt(cms, locale, path)) return path;
  }
  return undefined;
}

export const emptyCms = (): Cms => ({ entries: new Map(), layout: Object.fromEntries(modelLocales.map((l) => [l, 0])), nextId: 0 });

const entryAt = (cms: Cms, locale: LocaleCode, path: string) => [...cms.entries.values()].find((e) => e.locale === locale && e.path === path);

function change(e: Entry, action: WebhookChange['action'], previousPath?: string): WebhookChange {
  return {
    type: 'page',
    action,
    locale: e.locale,
    id: e.id,
    path: e.path,
    ...(previousPath ? { previousPath } : {}),
    contentType: contentTypes[e.kind],
    tags: [],
    ...(e.kind === 'station' ? { station: e.id } : {}),
  };
}

/** Applies an operation to the CMS (in place); answers the changes it makes (none when it does not apply). */
export function applyOp(cms: Cms, op: Op): WebhookChange[] {
  if (op.op === 'layout') {
    const locale = modelLocales[op.locale]!;
    cms.layout[locale] = (cms.layout[locale] ?? 0) + 1;
    return [{ type: 'layout', action: 'updated', locale, tags: [] }];
  }
  if (op.op === 'create') {
    const locale = modelLocales[op.locale]!;
    const path = freePath(cms, locale, op.path);
    if (path === undefined) return [];
    const e: Entry = { id: `e${cms.nextId++}`, locale, path, kind: op.kind, version: 1 };
    cms.entries.set(e.id, e);
    return [change(e, 'created')];
  }
  const e = entryOf(cms, op);
  if (!e) return [];
  switch (op.op) {
    case 'edit':
      e.version += 1;
      return [change(e, 'updated')];
    case 'rename': {
      const to = freePath(cms, e.locale, op.path);
      if (to === undefined) return [];
      const from = e.path;
      e.path = to;
      e.version += 1;
      return [change(e, 'updated', from)];
    }
    case 'redirect':
      if (e.kind === 'article') return [];
      e.redirectTo = op.to === null ? undefined : modelPaths[op.to];
      e.version += 1;
      return [change(e, 'updated')];
    case 'delete':
      cms.entries.delete(e.id);
      return [change(e, 'deleted')];
    case 'break':
      e.invalid = op.invalid;
      e.version += 1;
      return [change(e, 'updated')];
  }
}

/** What a page renders to from the CMS as it is: the render protocol's verdict (src/server/render-protocol.ts). */
export function render(
  cms: Cms,
  path: string,
): { kind: 'page'; page: ModelPage } | { kind: 'redirect'; location: string } | { kind: 'absent' } | { kind: 'error'; reason: string } {
  for (const locale of modelLocales) {
    const e = [...cms.entries.values()].find((x) => x.locale === locale && internalPath(x.path, x.locale) === path);
    if (!e) continue;
    if (e.invalid) return { kind: 'error', reason: `entry ${e.id} fails the content schema` };
    if (e.redirectTo) return { kind: 'redirect', location: localizedHref(e.redirectTo, e.locale) };
    return { kind: 'page', page: { id: e.id, kind: e.kind, version: e.version, layout: cms.layout[e.locale]!, listed: listed(cms, e) } };
  }
  return { kind: 'absent' };
}

/** How a list names an entry it shows. */
export const listItem = (id: string, path: string, version: number) => `${id}@${path}v${version}`;

/**
 * What an article list or the locator's list shows: the articles, or the stations, of its market.
 * The site's locator reads its market's data file (src/server/station-data-file.ts), which is made
 * from the station pages kept (tests/unit/server/regen/regen-model.test.ts reads it so); a full
 * build's file has every station of the market that renders.
 */
function listed(cms: Cms, e: Entry): string {
  const of = (kind: Kind) =>
    [...cms.entries.values()]
      .filter((x) => x.kind === kind && x.locale === e.locale && !x.redirectTo)
      .map((x) => listItem(x.id, x.path, x.version))
      .sort()
      .join(',');
  if (e.kind === 'articleList') return of('article');
  if (e.kind === 'locator') return of('station');
  return '';
}

/** The paths of the entries that fail the content schema: a full build cannot render them. */
export const invalidPaths = (cms: Cms): Set<string> => new Set([...cms.entries.values()].filter((e) => e.invalid).map((e) => internalPath(e.path, e.locale)));

/** What a full build of the CMS gives (without the entries that fail the content schema). */
export function fullBuild(cms: Cms): Site {
  const site: Site = { pages: new Map(), redirects: new Map() };
  for (const e of cms.entries.values()) {
    const path = internalPath(e.path, e.locale);
    const r = render(cms, path);
    if (r.kind === 'page') site.pages.set(path, r.page);
    if (r.kind === 'redirect') site.redirects.set(path, r.location);
  }
  return site;
}

/** The dependency index of the site's pages, as the regenerator keeps it. */
export function depsOf(site: Site): DependencyIndex {
  const records = Object.fromEntries(
    [...site.pages].map(([path, p]) => [
      path,
      pageRecord({
        id: p.id,
        locale: splitLocale(path).locale,
        kind: p.kind,
        tags: p.kind === 'articleList' ? ['*'] : [],
        station: p.kind === 'station' ? p.id : p.kind === 'locator' ? ALL_STATIONS : undefined,
      }),
    ]),
  );
  return DependencyIndex.of(manifestOf(records));
}

/** One pass of the regenerator over a resolved plan, rendering from the CMS as it is now. */
export function applyPass(site: Site, cms: Cms, affected: Affected): Site {
  const pages = new Map(site.pages);
  const redirects = new Map(site.redirects);
  for (const path of affected.remove) {
    pages.delete(path);
    redirects.delete(path);
  }
  for (const [from, to] of Object.entries(affected.redirects)) {
    pages.delete(from);
    redirects.set(from, to);
  }
  for (const path of [...affected.render, ...affected.dependents]) {
    const r = render(cms, path);
    if (r.kind === 'page') {
      pages.set(path, r.page);
      redirects.delete(path);
    } else if (r.kind === 'redirect') {
      pages.delete(path);
      redirects.set(path, r.location);
    } else if (r.kind === 'absent') {
      pages.delete(path);
      redirects.delete(path);
    }
    // an error keeps the old output
  }
  // a slug change's 307 that comes back to itself goes (regenerator.ts)
  for (const from of Object.keys(affected.redirects)) {
    const seen = new Set<string>();
    for (let at = redirects.get(from); at !== undefined && !seen.has(at); at = redirects.get(at)) {
      if (at === from) {
        redirects.delete(from);
        break;
      }
      seen.add(at);
    }
  }
  return { pages, redirects };
}

export const cloneCms = (cms: Cms): Cms => ({
  entries: new Map([...cms.entries].map(([k, e]) => [k, { ...e }])),
  layout: { ...cms.layout },
  nextId: cms.nextId,
});
