/**
 * Lunch dishes and café/restaurant menu items in each language (food.json). Index i of `dishes` is
 * the same dish in every language; index i of `menuItems` the same item, priced by `menuPricesEur[i]`
 * (euros; stations convert them into their market's currency).
 */
import { z } from 'zod';
import data from './food.json' with { type: 'json' };
import { byLanguage, readTable } from './types';

const schema = z
  .object({
    dishes: byLanguage(z.array(z.string())),
    /** [name, description] */
    menuItems: byLanguage(z.array(z.tuple([z.string(), z.string()]))),
    menuPricesEur: z.array(z.number().positive()),
  })
  .strict()
  .refine((t) => Object.values(t.menuItems).every((items) => items.length === t.menuPricesEur.length), 'every language has one menu item per price')
  .refine((t) => Object.values(t.dishes).every((list) => list.length === t.dishes.fi.length), 'every language has the same number of dishes');

export const { dishes, menuItems, menuPricesEur } = readTable('food.json', schema, data);
