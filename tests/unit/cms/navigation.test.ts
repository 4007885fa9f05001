import { describe, expect, it } from 'vitest';
import { navItemSchema, type NavItem } from '../../../src/cms/schemas';
import { visibleNavigation } from '../../../src/cms/navigation';

const item = (id: string, visible: boolean, children: unknown[] = []): unknown => ({
  id,
  url: `/${id}`,
  text: id,
  visibleInNavigation: visible,
  children,
});
const ids = (items: NavItem[]): unknown[] => items.map((i) => (i.children.length ? [i.id, ids(i.children)] : i.id));

describe('visibleNavigation', () => {
  it('drops hidden items at every depth', () => {
    const tree = [
      item('private', true, [item('fuels', true, [item('old', false), item('diesel', true)]), item('secret', false)]),
      item('hidden', false, [item('child-of-hidden', true)]),
      item('business', true),
    ].map((i) => navItemSchema.parse(i));
    expect(ids(visibleNavigation(tree))).toEqual([['private', [['fuels', ['diesel']]]], 'business']);
  });

  it('shows items by default (visibleInNavigation defaults to true) and does not change its input', () => {
    const tree = [navItemSchema.parse({ id: 'a', url: '/a', text: 'A', children: [item('b', false)] })];
    expect(ids(visibleNavigation(tree))).toEqual(['a']);
    expect(tree[0]?.children).toHaveLength(1);
  });
});
