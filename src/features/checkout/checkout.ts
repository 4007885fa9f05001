/**
 * The checkout's rules, pure (spec 3 "Checkout state", "Checkout customer data"; spec 4
 * "Checkout"): the initial state (step 1), prefill from a logged-in customer, the payment return.
 * The customer form's rules are customer-fields.ts's, the order request order.ts's.
 */
import { DEFAULT_TELEPHONE_PREFIX, isTelephonePrefix, splitPhone, type TelephonePrefix } from '../../lib/phone';
import { banks, marketingChannels, type PaymentMethodType } from './schemas';

/** The checkout's steps: details, payment, confirmation. */
export const CHECKOUT_STEPS = 3;

export interface CheckoutState {
  step: number;
  sendSms: boolean;
  busy: boolean;
  orderId: string | null;
  paymentMethodType: PaymentMethodType;
  bank: (typeof banks)[number] | null;
  /** a saved card's id, when a logged-in customer picks one */
  card: string | null;
}

export function initialCheckout(): CheckoutState {
  return { step: 1, sendSms: false, busy: false, orderId: null, paymentMethodType: 'card', bank: null, card: null };
}

/** Spec 3 "Checkout customer data" as the form holds it. */
export interface CheckoutCustomerData {
  email: string;
  emailConfirmation: string;
  firstname: string;
  lastname: string;
  telephonePrefix: TelephonePrefix;
  telephoneNumber: string;
  marketing: string[];
}

export function emptyCheckoutCustomer(): CheckoutCustomerData {
  return { email: '', emailConfirmation: '', firstname: '', lastname: '', telephonePrefix: DEFAULT_TELEPHONE_PREFIX, telephoneNumber: '', marketing: [] };
}

/** What prefill reads of the account store's customer (spec 3 "Customer"). */
export interface KnownCustomer {
  loggedIn: boolean;
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  telephonePrefix: string;
  telephoneNumber: string;
  marketing: string[];
}

/**
 * Fills empty form fields from a logged-in customer; what the visitor already typed stays. The
 * phone is split by its country prefix (spec 5) when the customer has no split number.
 */
export function prefillCustomer(data: CheckoutCustomerData, customer: KnownCustomer): CheckoutCustomerData {
  if (!customer.loggedIn) return data;
  const phone = customer.telephoneNumber
    ? {
        telephonePrefix: isTelephonePrefix(customer.telephonePrefix) ? customer.telephonePrefix : DEFAULT_TELEPHONE_PREFIX,
        telephoneNumber: customer.telephoneNumber,
      }
    : splitPhone(customer.phone);
  const pick = (own: string, known: string) => (own.trim() !== '' ? own : known);
  return {
    email: pick(data.email, customer.email),
    emailConfirmation: pick(data.emailConfirmation, customer.email),
    firstname: pick(data.firstname, customer.firstname),
    lastname: pick(data.lastname, customer.lastname),
    telephonePrefix: data.telephoneNumber ? data.telephonePrefix : phone.telephonePrefix,
    telephoneNumber: pick(data.telephoneNumber, phone.telephoneNumber.replace(/\D/g, '')),
    marketing: data.marketing.length > 0 ? data.marketing : customer.marketing.filter((m) => (marketingChannels as readonly string[]).includes(m)),
  };
}

/** What the return from the payment step says (?order=…&payment=paid|failed), or null. */
export function paymentReturn(search: string): { orderId: string; outcome: 'paid' | 'failed' } | null {
  const params = new URLSearchParams(search);
  const orderId = params.get('order');
  const outcome = params.get('payment');
  if (!orderId || !/^NE-[A-Z2-7]{10}$/.test(orderId)) return null;
  if (outcome !== 'paid' && outcome !== 'failed') return null;
  return { orderId, outcome };
}
