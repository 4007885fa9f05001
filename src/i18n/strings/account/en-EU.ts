/** English strings of account, login, forms, modals, notifications and third parties (issue 5). This file defines the keys of the section. */
export const account = {
} as const;
