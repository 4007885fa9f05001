/** English strings of cart, products, checkout and orders (issue 5). This file defines the keys of the section. */
export const commerce = {
} as const;
