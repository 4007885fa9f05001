/**
 * The customer of the account store (spec 3 "Customer") and its pure rules: the empty (logged-out)
 * customer, the header label, and reading a stored value back. Plain TypeScript without zod, because
 * this module ships in the small startup script of every page.
 */

import type { PaymentCard } from '../../cms/account';
import { DEFAULT_TELEPHONE_PREFIX } from '../../lib/phone';

/** A saved payment card: the type of its zod schema (src/cms/account.ts), imported as a type only. */
export type { PaymentCard };

export interface Customer {
  firstname: string;
  lastname: string;
  email: string;
  emailConfirmation: string;
  /** the whole number as the server gave it, e.g. '+358401234567' */
  phone: string;
  /** 'FIN|358', 'NO|47' or 'SE|46' (default FIN|358) */
  telephonePrefix: string;
  /** the number without its country prefix */
  telephoneNumber: string;
  /** marketing consents given */
  marketing: string[];
  cards: PaymentCard[];
  loggedIn: boolean;
}

/** The logged-out customer: what reset and a missing or corrupt stored value give. */
export function emptyCustomer(): Customer {
  return {
    firstname: '',
    lastname: '',
    email: '',
    emailConfirmation: '',
    phone: '',
    telephonePrefix: DEFAULT_TELEPHONE_PREFIX,
    telephoneNumber: '',
    marketing: [],
    cards: [],
    loggedIn: false,
  };
}

export { customerLabel } from './label';

const str = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value.slice(0, 256) : fallback);

function card(value: unknown): PaymentCard | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.id !== 'string' || v.id === '') return null;
  return { id: str(v.id), brand: str(v.brand), last4: str(v.last4), expiry: str(v.expiry), name: str(v.name), isDefault: v.isDefault === true };
}

/**
 * Reads a stored customer back (local storage is user-editable and may be from an older version):
 * unknown fields are dropped, wrong types take their defaults, anything unreadable is the empty
 * customer. Never throws.
 */
export function decodeCustomer(raw: string | undefined | null): Customer {
  const empty = emptyCustomer();
  if (!raw) return empty;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    console.warn('[account] stored customer is not JSON; starting logged out');
    return empty;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return empty;
  const v = value as Record<string, unknown>;
  return {
    firstname: str(v.firstname),
    lastname: str(v.lastname),
    email: str(v.email),
    emailConfirmation: str(v.emailConfirmation),
    phone: str(v.phone),
    telephonePrefix: str(v.telephonePrefix, DEFAULT_TELEPHONE_PREFIX) || DEFAULT_TELEPHONE_PREFIX,
    telephoneNumber: str(v.telephoneNumber),
    marketing: Array.isArray(v.marketing) ? v.marketing.filter((m): m is string => typeof m === 'string').slice(0, 20) : [],
    cards: Array.isArray(v.cards)
      ? v.cards
          .slice(0, 50)
          .map(card)
          .filter((c): c is PaymentCard => c !== null)
      : [],
    loggedIn: v.loggedIn === true,
  };
}

export function encodeCustomer(customer: Customer): string {
  return JSON.stringify(customer);
}
