/**
 * The upsell rule of spec 4: for a product with a single include whose only upsell is a bundle of
 * a single member of the same sku (a 5-pack of the same wash code), the upsell is dropped when the
 * ordered quantity exceeds the upsell's quantity by more than 1 — offering a 5-pack to someone
 * buying 7 single codes would sell them less than they asked for.
 */
import type { Include, Upsell } from '../../cms/commerce';

export interface UpsellTarget {
  amount: number;
  includes: readonly Include[];
  showUpsell: boolean;
}

/** Whether the upsells of an item are dropped by the rule above. */
export function dropsUpsells(item: UpsellTarget, upsells: readonly Upsell[]): boolean {
  if (item.includes.length !== 1 || upsells.length !== 1) return false;
  const [include] = item.includes;
  const [upsell] = upsells;
  // Stryker disable next-line ConditionalExpression,LogicalOperator: both lists hold exactly one here (the line above), so both are there; the test is for the type
  if (!include || !upsell) return false;
  const members = upsell.product.bundleMembers;
  // Stryker disable next-line OptionalChaining: members holds exactly one when the second test is made
  if (members.length !== 1 || members[0]?.product.code !== include.sku) return false;
  return item.amount - upsell.quantity > 1;
}

/** The upsells to show for an item: none when the visitor declined them or the rule drops them. */
export function upsellsFor(item: UpsellTarget, upsells: readonly Upsell[]): Upsell[] {
  if (!item.showUpsell || dropsUpsells(item, upsells)) return [];
  return [...upsells];
}
