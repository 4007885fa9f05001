/**
 * The browser's account calls: the auth check (spec 7.1), the customer and cards through the proxy
 * (spec 7.2) and logout. Each answers `{ ok, status, data }` so callers can show the translated
 * HTTP message of a failure (spec 8). No zod here: this runs in the small startup script too, and
 * the server has already parsed and narrowed every answer.
 */
import { splitPhone } from '../../lib/phone';
import { AUTH_PATH, AUTHORIZED, LOGOUT_PATH, USER_STATUS_HEADER } from './paths';
import type { Customer, PaymentCard } from './customer';

export type CallResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number };

/** The customer call's answer (spec 3: the server supplies these). */
export interface CustomerAnswer {
  firstName: string;
  lastName: string;
  emailToken: string;
  phoneNumber: string;
}

async function getJson<T>(path: string, locale: string): Promise<CallResult<T>> {
  let res: Response;
  try {
    res = await fetch(path, { headers: { accept: 'application/json', locale }, credentials: 'same-origin' });
  } catch {
    // offline or the server is gone: there is no HTTP status; 503 reads as 'something went wrong'
    return { ok: false, status: 503 };
  }
  if (!res.ok) {
    await res.text().catch(() => '');
    return { ok: false, status: res.status };
  }
  try {
    return { ok: true, status: res.status, data: (await res.json()) as T };
  } catch {
    return { ok: false, status: 502 };
  }
}

/** Whether the session is valid: the user-status header says AUTHORIZED (spec 6). */
export async function checkAuth(locale: string): Promise<boolean> {
  try {
    const res = await fetch(AUTH_PATH, { headers: { locale }, credentials: 'same-origin', cache: 'no-store' });
    await res.text();
    return res.headers.get(USER_STATUS_HEADER) === AUTHORIZED;
  } catch {
    return false;
  }
}

export const fetchCustomer = (locale: string) => getJson<CustomerAnswer>('/proxy/customer', locale);
export const fetchCards = (locale: string) => getJson<PaymentCard[]>('/proxy/cards', locale);

/** Ends the session; ok false when the server could not (spec 8: 'something went wrong'). */
export async function logout(locale: string): Promise<CallResult<null>> {
  try {
    const res = await fetch(LOGOUT_PATH, { headers: { locale }, credentials: 'same-origin', cache: 'no-store' });
    await res.text();
    return res.ok ? { ok: true, status: res.status, data: null } : { ok: false, status: res.status };
  } catch {
    return { ok: false, status: 503 };
  }
}

/** The store's customer fields from the customer call: email twice (it is confirmed), phone split (spec 5). */
export function customerFromAnswer(answer: CustomerAnswer): Omit<Customer, 'loggedIn' | 'cards' | 'marketing'> {
  const phone = splitPhone(answer.phoneNumber);
  return {
    firstname: String(answer.firstName ?? ''),
    lastname: String(answer.lastName ?? ''),
    email: String(answer.emailToken ?? ''),
    emailConfirmation: String(answer.emailToken ?? ''),
    phone: String(answer.phoneNumber ?? ''),
    telephonePrefix: phone.telephonePrefix,
    telephoneNumber: phone.telephoneNumber,
  };
}
