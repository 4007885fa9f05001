/**
 * The order request as the site server reads it (POST /proxy/order): products and quantities only
 * (prices are the order backend's), the customer checked with the checkout form's own rules
 * (customer-fields.ts). The browser builds this body (the type); the schema is the server's, so a
 * page's bundle need not carry it.
 */
import { z } from 'zod';
import { idempotencyKeySchema, MAX_AMOUNT, MAX_ITEMS, paymentMethodTypes, productCode, uniqueCodes, UNIQUE_CODES_MESSAGE } from '../../cms/commerce';
import { telephonePrefixes } from '../../lib/phone';
import { parseCheckoutPhone } from '../../lib/phone-number';
import { normalizeEmail } from '../../lib/validation/email';
import { customerFieldNames, validateCustomer } from './customer-fields';
import { banks, marketingChannels } from './schemas';

/**
 * Spec 3 "Checkout customer data", checked with the form's own rules (customer-fields.ts): each
 * field's failure is an issue at its path carrying the rule (lib/validation/schema.ts reads them
 * back, so the answer names the field). What passes comes out as the order service takes it: the
 * address in its normal form (domain in IDNA form), names trimmed, the number split by its prefix
 * (spec 5) and as E.164.
 */
export const checkoutCustomerSchema = z
  .object({
    email: z.string(),
    emailConfirmation: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    telephonePrefix: z.enum(telephonePrefixes),
    telephoneNumber: z.string(),
    marketing: z.array(z.enum(marketingChannels)).max(marketingChannels.length).default([]),
  })
  .strict()
  .superRefine((customer, ctx) => {
    for (const [field, failure] of Object.entries(validateCustomer(customer))) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: [field], message: `fails the ${failure.rule} rule`, params: { failure } });
    }
  })
  .transform((customer) => {
    // both present once the rules passed (the email and phone rules are these very readings)
    const phone = parseCheckoutPhone(customer.telephonePrefix, customer.telephoneNumber)!;
    return {
      email: normalizeEmail(customer.email)!,
      firstname: customer.firstname.trim(),
      lastname: customer.lastname.trim(),
      telephonePrefix: phone.telephonePrefix,
      telephoneNumber: phone.telephoneNumber,
      phone: phone.e164,
      marketing: customer.marketing,
    };
  });

/** Where a customer field's failure sits in the order request, by the form field it is shown at. */
export const customerFieldPaths: Readonly<Record<string, string>> = Object.fromEntries(customerFieldNames.map((name) => [`customer.${name}`, name]));

export const orderRequestSchema = z
  .object({
    idempotencyKey: idempotencyKeySchema,
    items: z
      .array(z.object({ code: productCode, quantity: z.number().int().min(1).max(MAX_AMOUNT) }).strict())
      .min(1)
      .max(MAX_ITEMS)
      .refine(uniqueCodes, UNIQUE_CODES_MESSAGE),
    discountCode: z.string().trim().min(1).max(40).optional(),
    customer: checkoutCustomerSchema,
    sendSms: z.boolean().default(false),
    paymentMethodType: z.enum(paymentMethodTypes),
    bank: z.enum(banks).optional(),
  })
  .strict()
  .refine((o) => (o.paymentMethodType === 'bank') === (o.bank !== undefined), { message: 'bank is required for bank payments only', path: ['bank'] });
/** The order request as the browser sends it. */
export type OrderRequest = z.input<typeof orderRequestSchema>;
