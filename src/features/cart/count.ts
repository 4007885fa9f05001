/**
 * The header cart button's count read straight from storage. It runs in the tiny shell script
 * before any store is loaded, so it imports nothing (no zod, no nanostores, not even the filler:
 * src/i18n/fill.ts would be a chunk of its own on every page, about 450 B gzip, against the content
 * pages' budget). The server resolves the label's plural choice (templatesByCategory), so the one
 * `{count}` left is filled here.
 */

/** The stored cart's cartAmounts (sum of item amounts): a non-negative integer, 0 for anything unreadable. */
export function storedCartAmounts(raw: string | null): number {
  if (!raw) return 0;
  try {
    const value: unknown = JSON.parse(raw);
    const items = (value as { items?: unknown }).items;
    if (!Array.isArray(items)) return 0;
    let sum = 0;
    for (const item of items) {
      const amount = (item as { amount?: unknown }).amount;
      // (Number.isInteger is false for anything not a number: no typeof test, which is shell bytes)
      if (!Number.isInteger(amount) || (amount as number) < 1 || (amount as number) > 99) return 0;
      sum += amount as number;
    }
    return sum;
  } catch {
    return 0;
  }
}

/**
 * Shows a count on every cart button of the page: the badge ([data-cart-count], hidden at 0) and
 * the button's accessible name: its label in the count's plural form (data-label-one,
 * data-label-other, … by Intl.PluralRules in the page's language) with {count} filled.
 */
export function paintCartCount(count: number, doc: Document = document): void {
  const form = `data-label-${new Intl.PluralRules(doc.documentElement.lang).select(count)}`;
  for (const badge of doc.querySelectorAll<HTMLElement>('[data-cart-count]')) {
    badge.textContent = `${count}`;
    badge.hidden = count === 0;
  }
  for (const button of doc.querySelectorAll<HTMLElement>('[data-cart-open][data-label-other]')) {
    button.setAttribute('aria-label', (button.getAttribute(form) ?? button.dataset.labelOther!).replace('{count}', `${count}`));
  }
}
