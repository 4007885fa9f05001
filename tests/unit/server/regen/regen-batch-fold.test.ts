import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { WebhookChange } from '../../../../src/cms/webhook';
import { foldBatch } from '../../../../src/server/regen/batch-fold';
import { resolveAffected } from '../../../../src/server/regen/affected';
import { DependencyIndex } from '../../../../src/server/regen/dependency-index';
import { manifestOf, pageRecord } from '../../../support/page-record';
import { applyOp, applyPass, cloneCms, depsOf, emptyCms, fullBuild, opArb, pullOf, startOf, type Cms, type Op, type Site } from '../../../support/regen-model';

const page = (c: Partial<WebhookChange> & Pick<WebhookChange, 'action'>): WebhookChange => ({
  type: 'page',
  locale: 'fi-FI',
  contentType: 'standardPage',
  tags: [],
  ...c,
});

const manifest = manifestOf({
  '/a': pageRecord({ id: 'x' }),
  '/muu': pageRecord({ id: 'y' }),
});

describe('a batch folded in order, per path', () => {
  it('a rename and its reverse leave the page at its path and the temporary one a 307 to it', () => {
    const { plans } = foldBatch(DependencyIndex.of(manifest), [
      page({ action: 'updated', id: 'x', path: '/b', previousPath: '/a' }),
      page({ action: 'updated', id: 'x', path: '/a', previousPath: '/b' }),
    ]);
    expect(Object.fromEntries(plans)).toEqual({ '/a': { kind: 'render' }, '/b': { kind: 'redirect', location: '/a' } });
  });

  it('a change that names no entry touches its own path and the previous one only', () => {
    const { plans } = foldBatch(DependencyIndex.of(manifest), [page({ action: 'updated', path: '/c', previousPath: '/d' })]);
    expect(Object.fromEntries(plans)).toEqual({ '/c': { kind: 'render' }, '/d': { kind: 'redirect', location: '/c' } });
    const removed = foldBatch(DependencyIndex.of(manifest), [page({ action: 'deleted', path: '/muu' })]);
    expect(Object.fromEntries(removed.plans)).toEqual({ '/muu': { kind: 'remove' } });
  });

  it("an entry's paths follow the batch, as one change at a time would leave them", () => {
    // the index has x at '/a'; the CMS names no previous path
    expect(Object.fromEntries(foldBatch(DependencyIndex.of(manifest), [page({ action: 'updated', id: 'x', path: '/b' })]).plans)).toEqual({
      '/b': { kind: 'render' },
      '/a': { kind: 'redirect', location: '/b' },
    });
    // moved twice: the second move starts from where the first left it
    const { plans } = foldBatch(DependencyIndex.of(manifest), [
      page({ action: 'updated', id: 'x', path: '/b', previousPath: '/a' }),
      page({ action: 'updated', id: 'x', path: '/c' }),
    ]);
    expect(Object.fromEntries(plans)).toEqual({
      '/a': { kind: 'redirect', location: '/b' },
      '/b': { kind: 'redirect', location: '/c' },
      '/c': { kind: 'render' },
    });
    // deleted, then made again elsewhere: the old path has gone with the entry, it is no redirect
    const again = foldBatch(DependencyIndex.of(manifest), [page({ action: 'deleted', id: 'x', path: '/a' }), page({ action: 'created', id: 'x', path: '/d' })]);
    expect(Object.fromEntries(again.plans)).toEqual({ '/a': { kind: 'remove' }, '/d': { kind: 'render' } });
  });

  it('a page created where another moved away from in the same batch is rendered, not a redirect', () => {
    const a = resolveAffected(DependencyIndex.of(manifest), [
      page({ action: 'updated', id: 'x', path: '/b', previousPath: '/a' }),
      page({ action: 'created', id: 'z', path: '/a' }),
    ]);
    expect(a.render).toEqual(['/a', '/b']);
    expect(a.redirects).toEqual({});
    expect(a.remove).toEqual([]);
  });

  it('a deletion after an edit removes the page; an edit after a re-creation renders it', () => {
    const deps = DependencyIndex.of(manifest);
    expect(resolveAffected(deps, [page({ action: 'updated', id: 'y', path: '/muu' }), page({ action: 'deleted', id: 'y', path: '/muu' })]).remove).toEqual([
      '/muu',
    ]);
    const recreated = resolveAffected(deps, [page({ action: 'deleted', id: 'y', path: '/muu' }), page({ action: 'created', id: 'w', path: '/muu' })]);
    expect(recreated.render).toEqual(['/muu']);
    expect(recreated.remove).toEqual([]);
  });

  it('a layout change does not bring back a page the batch removed before it', () => {
    const a = resolveAffected(DependencyIndex.of(manifest), [
      page({ action: 'deleted', id: 'y', path: '/muu' }),
      { type: 'layout', action: 'updated', locale: 'fi-FI', tags: [] },
    ]);
    expect(a.remove).toEqual(['/muu']);
    expect(a.render).toEqual(['/a']);
  });
});

/** A CMS made by some operations (pages of every kind first, none failing the schema: a pass keeps their old output). */
const startCmsArb = startOf(opArb).map((ops) => {
  const cms = emptyCms();
  for (const op of ops) applyOp(cms, op);
  return cms;
});

/** The CMS after `ops`, with the changes they made in order. */
function edit(start: Cms, ops: Op[]): { cms: Cms; changes: WebhookChange[] } {
  const cms = cloneCms(start);
  return { cms, changes: ops.flatMap((op) => applyOp(cms, op)) };
}

/** The paths whose redirects come back to them. */
function loops(site: Site): string[] {
  return [...site.redirects.keys()].filter((from) => {
    const seen = new Set<string>();
    for (let at = site.redirects.get(from); at !== undefined && !seen.has(at); at = site.redirects.get(at)) {
      if (at === from) return true;
      seen.add(at);
    }
    return false;
  });
}

const asObject = (site: Site) => ({ pages: Object.fromEntries([...site.pages].sort()), redirects: Object.fromEntries([...site.redirects].sort()) });

describe('folding a batch == applying the same changes one by one (property, against the model in tests/support/regen-model.ts)', () => {
  it('the site after one pass of the batch is the site after one pass per change', () => {
    fc.assert(
      fc.property(startCmsArb, pullOf(opArb), (start, ops) => {
        const site0 = fullBuild(start);
        const { cms, changes } = edit(start, ops);
        const batched = applyPass(site0, cms, resolveAffected(depsOf(site0), changes));
        let oneByOne = site0;
        for (const c of changes) oneByOne = applyPass(oneByOne, cms, resolveAffected(depsOf(oneByOne), [c]));
        expect(asObject(batched).pages).toEqual(asObject(oneByOne).pages);
        // the redirects of the content itself are the same; the 307s slug changes leave behind
        // (README "Where the site differs from the spec") may differ where a page's redirect
        // component names a path the page moved through, but never loop
        const contentRedirects = (site: Site) => [...fullBuild(cms).redirects.keys()].map((path) => [path, site.redirects.get(path)]);
        expect(contentRedirects(batched)).toEqual(contentRedirects(oneByOne));
        const ofContent = fullBuild(cms).redirects;
        for (const site of [batched, oneByOne]) expect(loops(site).filter((path) => !ofContent.has(path))).toEqual([]);
      }),
      { seed: 31, numRuns: 400 },
    );
  });

  it("a batch gives every page a full build of the CMS's content gives, as a pass per edit does", () => {
    fc.assert(
      fc.property(startCmsArb, pullOf(opArb), (start, ops) => {
        const site0 = fullBuild(start);
        const { cms, changes } = edit(start, ops);
        const expected = asObject(fullBuild(cms)).pages;
        expect(asObject(applyPass(site0, cms, resolveAffected(depsOf(site0), changes))).pages).toEqual(expected);
        // a pass per edit, each rendering from the CMS as it was just after that edit
        const live = cloneCms(start);
        let site = site0;
        for (const op of ops) {
          const made = applyOp(live, op);
          if (made.length > 0) site = applyPass(site, live, resolveAffected(depsOf(site), made));
        }
        expect(asObject(site).pages).toEqual(expected);
      }),
      { seed: 31, numRuns: 400 },
    );
  });
});
