/**
 * Markup made once and reused by every later render that asks for the same thing: the parts of the
 * page shell that depend on the layout alone (its navigation, its footer), which are the same on
 * every page of a locale until the layout changes. A full build or a layout change renders
 * thousands of pages with one layout, so each part is made once for all of them, not once a page
 * (design.md, performance targets: full build, edit → served; docs/architecture.md "Pages" has the saving).
 *
 * An entry is keyed by the data it is made from, by identity: a layout is loaded once per locale
 * and layout revision (src/cms/page-data.ts), so a new revision brings new objects and the old
 * entries go with the old objects (weak keys). `scope` is the render's configuration
 * (Astro.locals.config), which the markup may read; `variant` names what else it depends on (the locale, the year …). A render
 * that fails is not kept.
 */
const entries = new WeakMap<object, WeakMap<object, Map<string, Promise<string>>>>();

export function memoHtml(scope: object, data: object, variant: string, render: () => Promise<string>): Promise<string> {
  let byData = entries.get(scope);
  if (!byData) entries.set(scope, (byData = new WeakMap<object, Map<string, Promise<string>>>()));
  let byVariant = byData.get(data);
  if (!byVariant) byData.set(data, (byVariant = new Map<string, Promise<string>>()));
  const kept = byVariant.get(variant);
  if (kept) return kept;
  const made = render();
  byVariant.set(variant, made);
  made.catch(() => byVariant.delete(variant));
  return made;
}
