/** Navigation rules (spec 3, Layout): items with visibleInNavigation false are hidden. */
import type { NavItem } from './schemas';

/** The navigation tree without hidden items, at every depth (a hidden item hides its children too). */
export function visibleNavigation(items: NavItem[]): NavItem[] {
  return items.filter((item) => item.visibleInNavigation).map((item) => ({ ...item, children: visibleNavigation(item.children) }));
}
