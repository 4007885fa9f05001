/** English strings of the station locator (issue 4). This file defines the keys of the section. */
export const locator = {
} as const;
