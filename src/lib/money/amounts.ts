/**
 * Amounts and VAT (spec 9): prices are tax-inclusive and rounded to cents; the tax inside a price
 * is removed by its tax_class percent. One rule in integer cents (öre, øre), used by the site to
 * show a price without tax and by the order backend to total a cart, so the two agree to the cent.
 */

/** Rounds to cents, half away from zero, without binary-float surprises (1.005 → 1.01). */
export function round2(value: number): number {
  const cents = Math.round(Math.abs(value) * 100 + 1e-7);
  return (Math.sign(value) * cents) / 100 || 0;
}

/** An amount in whole cents (12.9 → 1290); not a number counts as 0. */
export function toCents(amount: number): number {
  return Number.isFinite(amount) ? Math.round(round2(amount) * 100) : 0;
}

/** Cents as an amount (1290 → 12.9). */
export function fromCents(cents: number): number {
  return cents / 100;
}

/** The tax percent of a tax class ('25.5' → 25.5); an unreadable class counts as 0 %. */
export function taxPercent(taxClass: string | number): number {
  // Stryker disable next-line ConditionalExpression,StringLiteral: parseFloat gives a number back as it is; the test is for the type
  const value = typeof taxClass === 'number' ? taxClass : Number.parseFloat(taxClass);
  // below 0 counts as 0 (Math.max), as does 0 itself
  return Number.isFinite(value) && value < 100 ? Math.max(value, 0) : 0;
}

/** Cents of tax inside a tax-inclusive amount of cents: gross × p / (100 + p), rounded to a cent. */
export function taxInsideCents(grossCents: number, taxClass: string | number): number {
  const percent = taxPercent(taxClass);
  return Math.round((grossCents * percent) / (100 + percent));
}

/** A tax-inclusive price with its tax removed (the price less the tax inside it), in cents. */
export function priceWithoutTax(price: number, taxClass: string | number): number {
  const gross = toCents(price);
  return fromCents(gross - taxInsideCents(gross, taxClass));
}

/** A line's tax-inclusive amount: the unit price times the quantity, counted in cents as the backend counts. */
export function lineAmount(price: number, quantity: number): number {
  return fromCents(toCents(price) * quantity);
}
