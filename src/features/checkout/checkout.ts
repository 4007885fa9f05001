/**
 * The checkout's rules, pure (spec 3 "Checkout state", "Checkout customer data"; spec 4
 * "Checkout"): the initial state (step 1), the customer form's fields and validation rules (spec
 * 5's rules, from src/lib/validation), prefill from a logged-in customer, and the order request —
 * product codes and quantities only, never a price.
 */
import { validateValues, type FieldRules, type RuleFailure } from '../../lib/validation/rules';
import { DEFAULT_TELEPHONE_PREFIX, isTelephonePrefix, splitPhone, type TelephonePrefix } from '../../lib/phone';
import type { Cart } from '../../cms/commerce';
import { banks, marketingChannels, type OrderRequest, type PaymentMethodType } from './schemas';

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

/** The customer form's fields and their rules (spec 5), in the order the form shows them. */
export const customerFieldRules: readonly FieldRules[] = [
  { name: 'email', rules: [{ rule: 'empty' }, { rule: 'email' }, { rule: 'maxLength', value: 254 }] },
  { name: 'emailConfirmation', rules: [{ rule: 'empty' }, { rule: 'email' }, { rule: 'matches', field: 'email' }] },
  { name: 'firstname', rules: [{ rule: 'empty' }, { rule: 'maxLength', value: 100 }, { rule: 'containsForbiddenSymbols' }] },
  { name: 'lastname', rules: [{ rule: 'empty' }, { rule: 'maxLength', value: 100 }, { rule: 'containsForbiddenSymbols' }] },
  { name: 'telephoneNumber', rules: [{ rule: 'empty' }, { rule: 'phone' }, { rule: 'minLength', value: 4 }, { rule: 'maxLength', value: 14 }] },
];

/** Every field's first failure; empty when the form may go on. */
export function validateCustomer(data: CheckoutCustomerData): Record<string, RuleFailure> {
  const values: Record<string, string> = {
    email: data.email,
    emailConfirmation: data.emailConfirmation,
    firstname: data.firstname,
    lastname: data.lastname,
    // spacing is fine to type; the number is sent as digits
    telephoneNumber: data.telephoneNumber.replace(/[\s-]/g, ''),
  };
  return validateValues(customerFieldRules, values);
}

/** The order request for the cart as it is: codes and quantities, no prices (the backend prices it). */
export function orderRequest(cart: Cart, data: CheckoutCustomerData, state: CheckoutState, idempotencyKey: string): OrderRequest {
  return {
    idempotencyKey,
    items: cart.items.map((item) => ({ code: item.code, quantity: item.amount })),
    ...(cart.discountCode && cart.discountValid ? { discountCode: cart.discountCode } : {}),
    customer: {
      email: data.email.trim(),
      emailConfirmation: data.emailConfirmation.trim(),
      firstname: data.firstname.trim(),
      lastname: data.lastname.trim(),
      telephonePrefix: data.telephonePrefix,
      telephoneNumber: data.telephoneNumber.replace(/\D/g, '').replace(/^0+/, ''),
      marketing: data.marketing.filter((m): m is (typeof marketingChannels)[number] => (marketingChannels as readonly string[]).includes(m)),
    },
    sendSms: state.sendSms,
    paymentMethodType: state.paymentMethodType,
    ...(state.paymentMethodType === 'bank' && state.bank ? { bank: state.bank } : {}),
  };
}

/**
 * What makes two order attempts the same checkout: the request without its key. A reload, a double
 * click or a retry after a failed payment repeats it and reuses the key; a changed cart does not.
 */
export function orderFingerprint(request: Omit<OrderRequest, 'idempotencyKey'> & { idempotencyKey?: string }): string {
  const { idempotencyKey: _key, ...rest } = request;
  return JSON.stringify(rest);
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
