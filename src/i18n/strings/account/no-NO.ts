import type { account as en } from './en-EU';

/** no-NO strings of account, login, forms, modals, notifications and third parties (issue 5). */
export const account: Record<keyof typeof en, string> = {
};
