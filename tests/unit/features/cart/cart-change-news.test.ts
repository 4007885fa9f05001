import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cartNews, type CartNews, type CartView, type NewsState } from '../../../../src/features/cart/change-news';

const premium = (amount: number) => ({ code: 'wash-premium', name: 'Premium wash', amount });
const coffee = (amount: number) => ({ code: 'coffee', name: 'Coffee', amount });

/** Runs views through the rule and collects what each one says. */
function said(views: readonly CartView[]): (CartNews | null)[] {
  let state: NewsState | null = null;
  return views.map((view) => {
    const next = cartNews(state, view);
    state = next.state;
    return next.news;
  });
}

describe('cart change news', () => {
  it('says nothing for the first view', () => {
    expect(said([{ items: [premium(1)], total: '€14.90', settled: true }])).toEqual([null]);
  });

  it('waits for the backend: an amount is said with the total that belongs to it, once', () => {
    expect(
      said([
        { items: [premium(1)], total: '€14.90', settled: true },
        // the amount changed; the total is still the one before it
        { items: [premium(2)], total: '€14.90', settled: false },
        { items: [premium(2)], total: '€29.80', settled: true },
      ]),
    ).toEqual([null, null, { item: { name: 'Premium wash', amount: 2 }, total: '€29.80' }]);
  });

  it('says the last amount of a burst of changes, with its total', () => {
    expect(
      said([
        { items: [premium(1), coffee(1)], total: '€18.40', settled: true },
        { items: [premium(2), coffee(1)], total: '€18.40', settled: false },
        { items: [premium(3), coffee(1)], total: '€18.40', settled: false },
        { items: [premium(3), coffee(1)], total: '€48.20', settled: true },
      ]).at(-1),
    ).toEqual({ item: { name: 'Premium wash', amount: 3 }, total: '€48.20' });
  });

  it('says an amount even when the total stays (a change back and forth)', () => {
    expect(
      said([
        { items: [premium(1)], total: '€14.90', settled: true },
        { items: [premium(2)], total: '€14.90', settled: false },
        { items: [premium(1)], total: '€14.90', settled: false },
        { items: [premium(1)], total: '€14.90', settled: true },
      ]).at(-1),
    ).toEqual({ item: { name: 'Premium wash', amount: 1 }, total: '€14.90' });
  });

  it('says only the total for a new item or a removed one, and nothing when the total stays', () => {
    expect(
      said([
        { items: [premium(1)], total: '€14.90', settled: true },
        { items: [premium(1), coffee(1)], total: '€14.90', settled: false },
        { items: [premium(1), coffee(1)], total: '€18.40', settled: true },
        { items: [premium(1)], total: '€18.40', settled: false },
        { items: [premium(1)], total: '€14.90', settled: true },
        { items: [premium(1)], total: '€14.90', settled: true },
      ]),
    ).toEqual([null, null, { item: null, total: '€18.40' }, null, { item: null, total: '€14.90' }, null]);
  });

  it('drops the amount of an item removed before the answer', () => {
    expect(
      said([
        { items: [premium(1), coffee(1)], total: '€18.40', settled: true },
        { items: [premium(2), coffee(1)], total: '€18.40', settled: false },
        { items: [coffee(1)], total: '€18.40', settled: false },
        { items: [coffee(1)], total: '€3.50', settled: true },
      ]).at(-1),
    ).toEqual({ item: null, total: '€3.50' });
  });

  const item = fc.record({ code: fc.constantFrom('a', 'b', 'c'), amount: fc.integer({ min: 1, max: 4 }) });
  const view = fc.record({
    items: fc.uniqueArray(item, { selector: (i) => i.code, maxLength: 3 }).map((items) => items.map((i) => ({ ...i, name: `item ${i.code}` }))),
    total: fc.constantFrom('€0.00', '€14.90', '€29.80'),
    settled: fc.boolean(),
  });

  it('never speaks before the backend answered, and always speaks of the view it speaks at', () => {
    fc.assert(
      fc.property(fc.array(view, { maxLength: 12 }), (views) => {
        said(views).forEach((news, i) => {
          if (news === null) return;
          const at = views[i]!;
          expect(at.settled).toBe(true);
          expect(news.total).toBe(at.total);
          if (news.item) expect(at.items).toContainEqual(expect.objectContaining({ name: news.item.name, amount: news.item.amount }));
        });
      }),
    );
  });

  it('an amount changed while the backend works is said at the next settled view, if the item is still there', () => {
    fc.assert(
      fc.property(fc.array(view, { minLength: 1, maxLength: 12 }), (views) => {
        // a model: from the last settled view, the last item whose amount moved between views
        const news = said(views);
        let lastChanged: string | null = null;
        for (let i = 1; i < views.length; i++) {
          const before = new Map(views[i - 1]!.items.map((it) => [it.code, it.amount]));
          const moved = views[i]!.items.find((it) => before.has(it.code) && before.get(it.code) !== it.amount);
          if (moved) lastChanged = moved.code;
          if (!views[i]!.settled) continue;
          const still = views[i]!.items.find((it) => it.code === lastChanged);
          if (still) expect(news[i]?.item).toEqual({ name: still.name, amount: still.amount });
          else expect(news[i]?.item ?? null).toBeNull();
          lastChanged = null;
        }
      }),
    );
  });
});
