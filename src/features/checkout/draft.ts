/**
 * The checkout form's data kept in session storage while the visitor is away on the payment page:
 * a failed payment returns to a form still filled in. Session storage, not local: personal data
 * should not outlive the tab. Unreadable drafts are ignored.
 */
import { isTelephonePrefix } from '../../lib/phone';
import { emptyCheckoutCustomer, type CheckoutCustomerData } from './checkout';
import { $checkoutCustomer } from './stores';

export const DRAFT_KEY = 'checkoutCustomer';

type DraftStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Reads a draft back, field by field; anything malformed takes the empty value. */
export function decodeDraft(raw: string | null): CheckoutCustomerData {
  const empty = emptyCheckoutCustomer();
  try {
    const v = JSON.parse(raw ?? 'null') as Record<string, unknown> | null;
    if (!v || typeof v !== 'object') return empty;
    const str = (x: unknown) => (typeof x === 'string' ? x.slice(0, 254) : '');
    return {
      email: str(v.email),
      emailConfirmation: str(v.emailConfirmation),
      firstname: str(v.firstname),
      lastname: str(v.lastname),
      telephonePrefix: isTelephonePrefix(v.telephonePrefix) ? v.telephonePrefix : empty.telephonePrefix,
      telephoneNumber: str(v.telephoneNumber),
      marketing: Array.isArray(v.marketing) ? v.marketing.filter((m): m is string => m === 'email' || m === 'sms') : [],
    };
  } catch {
    return empty;
  }
}

export function restoreCustomerDraft(storage: DraftStorage): void {
  try {
    const draft = decodeDraft(storage.getItem(DRAFT_KEY));
    const current = $checkoutCustomer.get();
    // what is already in the form (a prefill) wins over an empty draft field
    const merged = Object.fromEntries(
      Object.entries(draft).map(([k, v]) => [k, (Array.isArray(v) ? v.length > 0 : v !== '') ? v : current[k as keyof CheckoutCustomerData]]),
    ) as unknown as CheckoutCustomerData;
    $checkoutCustomer.set(merged);
  } catch {
    // storage unavailable (privacy mode): the form simply starts empty
  }
}

export function saveCustomerDraft(data: CheckoutCustomerData, storage: DraftStorage): void {
  try {
    storage.setItem(DRAFT_KEY, JSON.stringify(data));
  } catch {
    // storage full or unavailable: nothing to keep
  }
}
