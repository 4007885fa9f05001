import type { locator as en } from './en-EU';

/** no-NO strings of the station locator (issue 4). */
export const locator: Record<keyof typeof en, string> = {
};
