import type { commerce as en } from './en-EU';

/** sv-SE strings of cart, products, checkout and orders (issue 5). */
export const commerce: Record<keyof typeof en, string> = {
};
