/**
 * The order request the browser builds for the cart as it is (spec 7.2 order): product codes and
 * quantities, never a price; the customer's details in their normal forms. Its own module: the
 * number is read by its numbering plan (src/lib/phone-number.ts), which only the checkout loads,
 * not the cart's islands that share the checkout's stores.
 */
import type { Cart } from '../../cms/commerce';
import { parseCheckoutPhone } from '../../lib/phone-number';
import { normalizeEmail } from '../../lib/validation/email';
import type { CheckoutCustomerData, CheckoutState } from './checkout';
import type { OrderRequest } from './order-request';
import { marketingChannels } from './schemas';

/** The order request for the cart as it is: codes and quantities, no prices (the backend prices it). */
export function orderRequest(cart: Cart, data: CheckoutCustomerData, state: CheckoutState, idempotencyKey: string): OrderRequest {
  const phone = parseCheckoutPhone(data.telephonePrefix, data.telephoneNumber);
  return {
    idempotencyKey,
    items: cart.items.map((item) => ({ code: item.code, quantity: item.amount })),
    ...(cart.discountCode && cart.discountValid ? { discountCode: cart.discountCode } : {}),
    customer: {
      // in their normal forms when they are valid (the address's domain in IDNA form, the number
      // split by its own prefix): the same order typed two ways is the same request
      email: normalizeEmail(data.email) ?? data.email.trim(),
      emailConfirmation: normalizeEmail(data.emailConfirmation) ?? data.emailConfirmation.trim(),
      firstname: data.firstname.trim(),
      lastname: data.lastname.trim(),
      telephonePrefix: phone?.telephonePrefix ?? data.telephonePrefix,
      telephoneNumber: phone?.telephoneNumber ?? data.telephoneNumber.trim(),
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
