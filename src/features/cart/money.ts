/**
 * Prices as the site shows them (spec 9): rounded to 2 decimals, a decimal comma, then '€'; and the
 * price without tax, removed by the tax_class percent. Display only: every amount that counts is
 * computed by the order backend.
 */

/** Rounds to cents, half away from zero, without binary-float surprises (1.005 → 1.01). */
export function round2(value: number): number {
  const cents = Math.round(Math.abs(value) * 100 + 1e-7);
  return (Math.sign(value) * cents) / 100 || 0;
}

/** The tax percent of a tax class ('25.5' → 25.5); an unreadable class counts as 0 %. */
export function taxPercent(taxClass: string | number): number {
  const value = typeof taxClass === 'number' ? taxClass : Number.parseFloat(taxClass);
  return Number.isFinite(value) && value >= 0 && value < 100 ? value : 0;
}

/** A tax-inclusive price with its tax removed: price / (1 + percent / 100), rounded to cents. */
export function priceWithoutTax(price: number, taxClass: string | number): number {
  return round2(price / (1 + taxPercent(taxClass) / 100));
}

/** '12,90 €': two decimals, decimal comma, thousands grouped by a narrow space, then a no-break space and €. */
export function formatPrice(amount: number): string {
  const value = round2(Number.isFinite(amount) ? amount : 0);
  const [whole = '0', decimals = '00'] = Math.abs(value).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
  return `${value < 0 ? '−' : ''}${grouped},${decimals}\u00a0€`;
}
