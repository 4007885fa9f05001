/**
 * What the cart modal's polite live region says after a change: an item's new amount and the new
 * total, in one sentence pair. The total is the order backend's (spec 7.4), so nothing is said
 * while a validation is pending: an amount said beside the total of the cart before it would be
 * wrong, and a total said alone once the answer arrives would drop the amount. The change waits,
 * and is said with the total that belongs to it.
 */

export interface CartView {
  items: readonly { code: string; name: string; amount: number }[];
  /** the total as shown (formatted) */
  total: string;
  /** whether the total is the backend's answer for the items as they are now (stores.ts $cartSettled) */
  settled: boolean;
}

export interface NewsState {
  /** every item's amount at the last view */
  amounts: ReadonlyMap<string, number>;
  /** the total last said (or first seen) */
  said: string;
  /** the item whose amount changed since then, not said yet */
  changed: string | null;
}

export interface CartNews {
  /** the changed item with its amount now; null when only the total changed */
  item: { name: string; amount: number } | null;
  total: string;
}

/**
 * The next state, and what to say (null: nothing new). The first view says nothing. An amount
 * change of an item that was there before is remembered until the total is settled; a new item or
 * a removed one changes only the total.
 */
export function cartNews(state: NewsState | null, view: CartView): { state: NewsState; news: CartNews | null } {
  const amounts = new Map(view.items.map((item) => [item.code, item.amount]));
  if (state === null) return { state: { amounts, said: view.total, changed: null }, news: null };
  const changedNow = view.items.find((item) => state.amounts.has(item.code) && state.amounts.get(item.code) !== item.amount);
  const changed = changedNow?.code ?? state.changed;
  if (!view.settled) return { state: { amounts, said: state.said, changed }, news: null };
  // (no item's code is null: with nothing changed, no item is found)
  const item = view.items.find((i) => i.code === changed);
  const next = { amounts, said: view.total, changed: null };
  if (item === undefined && view.total === state.said) return { state: next, news: null };
  return { state: next, news: { item: item ? { name: item.name, amount: item.amount } : null, total: view.total } };
}
