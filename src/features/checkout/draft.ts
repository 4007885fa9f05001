/**
 * The checkout form's data kept in session storage while the visitor is away on the payment page:
 * a failed payment returns to a form still filled in, with the payment method it had. Session storage, not local: personal data
 * should not outlive the tab. Unreadable drafts are ignored.
 */
import { isTelephonePrefix } from '../../lib/phone';
import { emptyCheckoutCustomer, type CheckoutCustomerData, type CheckoutState } from './checkout';
import { banks, paymentMethodTypes } from './schemas';
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
    const raw = storage.getItem(DRAFT_KEY);
    // no draft: nothing to restore (an empty draft's defaults must not undo the market's prefix)
    if (raw === null) return;
    const draft = decodeDraft(raw);
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

/** Session-storage key of the payment choice, kept across the payment page like the form. */
export const PAYMENT_DRAFT_KEY = 'checkoutPayment';

export type PaymentChoice = Pick<CheckoutState, 'paymentMethodType' | 'bank'>;

/** Reads a kept payment choice back; anything unknown is null (the checkout keeps its default). */
export function decodePaymentChoice(raw: string | null): PaymentChoice | null {
  try {
    const v = JSON.parse(raw ?? 'null') as Record<string, unknown> | null;
    const method = paymentMethodTypes.find((m) => m === v?.paymentMethodType);
    if (!method) return null;
    const bank = banks.find((b) => b === v?.bank) ?? null;
    return { paymentMethodType: method, bank: method === 'bank' ? (bank ?? banks[0]) : null };
  } catch {
    return null;
  }
}

/** The payment choice kept in session storage, or null. */
export function restorePaymentChoice(storage: Pick<Storage, 'getItem'>): PaymentChoice | null {
  try {
    return decodePaymentChoice(storage.getItem(PAYMENT_DRAFT_KEY));
  } catch {
    return null;
  }
}

export function savePaymentChoice(choice: PaymentChoice, storage: Pick<Storage, 'setItem'>): void {
  try {
    storage.setItem(PAYMENT_DRAFT_KEY, JSON.stringify({ paymentMethodType: choice.paymentMethodType, bank: choice.bank }));
  } catch {
    // storage full or unavailable: the choice starts at its default next time
  }
}
