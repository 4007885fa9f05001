/**
 * The browser and every server decide each form field alike (design.md, "Invariants the tests
 * hold"): for any input — non-ASCII, internationalised domains, spaces, invisible characters,
 * over-long text — the browser's verdict (the checkout form's validateCustomer, a form-builder
 * field's validateField) equals the site server's schema (the order request, the cart validation,
 * the form submit's re-check) and the order service's (scripts/backend), and a simple model of the
 * rule says which inputs those are.
 */
import { domainToUnicode } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePhoneNumberFromString as parseWithFullMetadata } from 'libphonenumber-js/max';
import { validationRequestSchema } from '../../../../src/cms/commerce-requests';
import type { FormField } from '../../../../src/cms/blocks/form-builder';
import { locales, type LocaleCode } from '../../../../src/config/locales';
import { addItem, emptyCart } from '../../../../src/features/cart/cart';
import { initialCheckout, type CheckoutCustomerData } from '../../../../src/features/checkout/checkout';
import { orderRequest } from '../../../../src/features/checkout/order';
import { validateCustomer } from '../../../../src/features/checkout/customer-fields';
import { customerFieldPaths, orderRequestSchema } from '../../../../src/features/checkout/order-request';
import { phoneValue } from '../../../../src/features/forms/countries';
import { parseDateInput } from '../../../../src/features/forms/dates';
import { prepareValues, validateField, validateForm } from '../../../../src/features/forms/fields';
import { callingCode, telephonePrefixes, type TelephonePrefix } from '../../../../src/lib/phone';
import { parseCheckoutPhone } from '../../../../src/lib/phone-number';
import { normalizeEmail } from '../../../../src/lib/validation/email';
import { emailRules, PERSON_NAME_MAX_LENGTH, personNameRules } from '../../../../src/lib/validation/field-rules';
import { DEFAULT_FORBIDDEN_SYMBOLS, validateValue, type Rule, type RuleFailure } from '../../../../src/lib/validation/rules';
import { emailSchema, fieldFailures, personNameSchema, ruleSchema } from '../../../../src/lib/validation/schema';
import { initializeRequestSchema } from '../../../../scripts/backend/server/orders/schemas';
import { premium } from '../../features/cart/cart-fixtures';

const filled: CheckoutCustomerData = {
  email: 'maija@example.com',
  emailConfirmation: 'maija@example.com',
  firstname: 'Maija',
  lastname: 'Meikäläinen',
  telephonePrefix: 'FIN|358',
  telephoneNumber: '040 123 4567',
  marketing: [],
};
const KEY = 'agreement-0123456789';
const items = [{ code: 'wash-premium', quantity: 1 }];

/** The site server's verdict on the customer fields as typed (POST /proxy/order's schema). */
function siteVerdict(customer: CheckoutCustomerData) {
  const parsed = orderRequestSchema.safeParse({ idempotencyKey: KEY, items, customer, paymentMethodType: 'card' });
  return parsed.success ? { failures: {}, customer: parsed.data.customer } : { failures: fieldFailures(parsed.error, customerFieldPaths), customer: null };
}

/** The order service's verdict on an initialize body with these customer values. */
function backendAccepts(customer: { email: string; firstname: string; lastname: string; phone: string }, customerEmail?: string) {
  const body = {
    idempotencyKey: KEY,
    items,
    customer,
    paymentMethodType: 'card',
    returnUrl: 'http://127.0.0.1/kassa',
    ...(customerEmail === undefined ? {} : { customerEmail }),
  };
  return initializeRequestSchema.safeParse(body);
}
const backendCustomer = { email: 'maija@example.com', firstname: 'Maija', lastname: 'Meikäläinen', phone: '+358401234567' };

const field = (f: Partial<FormField> & Pick<FormField, 'name' | 'type'>): FormField => ({
  label: f.name,
  help: '',
  required: false,
  options: [],
  rules: [],
  ...f,
});

/** What the form submit route decides for one field's value: the values prepared as it prepares them, then its check. */
function formServerVerdict(fields: readonly FormField[], raw: Record<string, string>, locale: LocaleCode, name: string): RuleFailure | null {
  const { values } = prepareValues(fields, raw);
  return validateForm(fields, values, locale)[name] ?? null;
}

/* ------------------------------------------------------------------ generators */

/** Any text: whole graphemes, any code point, and a mix rich in the characters addresses and numbers trip on. */
const anyText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({
    unit: fc.constantFrom('a', 'Z', '0', '9', '@', '.', '-', '+', ' ', '\u00a0', '\u200b', '\ud800', 'ä', 'Å', 'ß', '日', '😀', 'xn--', '(', '/', '%', '<'),
    maxLength: 40,
  }),
);

const localChar = fc.constantFrom(..."abcxyzABC0189!#$%&'*+/=?^_`{|}~-".split(''), 'å', 'ä', 'ö', 'ü', 'ß', 'é', 'ø', 'æ', '日', '本', 'ñ', '😀');
const localPart = fc.array(fc.string({ unit: localChar, minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 3 }).map((atoms) => atoms.join('.'));
const labelChar = fc.constantFrom(...'abcdefghxyz0129EX'.split(''), 'ä', 'ö', 'å', 'ü', 'é', 'ø', 'ß', '日', '本', 'Ä', 'Ö');
const label = fc
  .tuple(fc.string({ unit: labelChar, minLength: 1, maxLength: 10 }), fc.boolean())
  .map(([text, hyphen]) => (hyphen && text.length > 2 ? `${text[0]}-${text.slice(1)}` : text));
const tld = fc.constantFrom('fi', 'se', 'no', 'com', 'eu', 'FI', 'рф', 'онлайн', '中国');
/** Addresses built from valid parts: a dot-atom local part (non-ASCII included) and an internationalised domain. */
const address = fc.record({ local: localPart, labels: fc.array(label, { minLength: 1, maxLength: 3 }), tld });
const octets = (text: string) => Buffer.byteLength(text, 'utf8');

/* ------------------------------------------------------------------ email */

describe('email: the browser, the site server and the order service take the same addresses', () => {
  it('for any text, every check gives the same verdict, and every server the same normal form', () => {
    const textOrAddress = fc.oneof(
      anyText,
      address.map(({ local, labels, tld }) => `${local}@${[...labels, tld].join('.')}`),
    );
    fc.assert(
      fc.property(textOrAddress, fc.boolean(), (typed, spaced) => {
        const text = spaced ? ` ${typed} ` : typed;
        const browser = validateValue(emailRules, text);
        const normal = normalizeEmail(text);
        expect(browser === null, 'the email rule is normalizeEmail').toBe(normal !== null);
        // the checkout form and the site's order schema name the same failure at the same field
        const customer = { ...filled, email: text, emailConfirmation: text };
        expect(validateCustomer(customer).email ?? null).toEqual(browser);
        const site = siteVerdict(customer);
        expect(site.failures).toEqual(validateCustomer(customer));
        // the cart validation's customerEmail, and the order service's two addresses
        const cart = validationRequestSchema.safeParse({ items: [{ ...items[0], showUpsell: true }], customerEmail: text });
        const backend = backendAccepts({ ...backendCustomer, email: text });
        const backendLoggedIn = backendAccepts(backendCustomer, text);
        expect([cart.success, backend.success, backendLoggedIn.success]).toEqual([browser === null, browser === null, browser === null]);
        if (normal !== null) {
          expect(site.customer?.email).toBe(normal);
          expect(cart.success && cart.data.customerEmail).toBe(normal);
          expect(backend.success && backend.data.customer.email).toBe(normal);
          // what the browser sends (the normal form) is taken again as itself
          expect(normalizeEmail(normal)).toBe(normal);
        }
        // a form-builder email field: the browser's check and the submit route's re-check
        const fields = [field({ name: 'email', type: 'email', required: true })];
        expect(formServerVerdict(fields, { email: text }, 'fi-FI', 'email')).toEqual(validateField(fields[0]!, text, { email: text }, 'fi-FI'));
      }),
      { numRuns: 600 },
    );
  });

  it('takes addresses built from valid parts, in their IDNA form, when the local part fits 64 octets', () => {
    fc.assert(
      fc.property(address, ({ local, labels, tld }) => {
        const domain = [...labels, tld].join('.');
        const normal = normalizeEmail(`${local}@${domain}`);
        // the model: a dot-atom of atext and non-ASCII characters, at most 64 octets (RFC 5321)
        expect(normal !== null).toBe(octets(local.normalize('NFC')) <= 64);
        if (normal === null) return;
        const [normalLocal, normalDomain] = [normal.slice(0, normal.lastIndexOf('@')), normal.slice(normal.lastIndexOf('@') + 1)];
        expect(normalLocal).toBe(local.normalize('NFC'));
        // the domain in IDNA form: ASCII, lower case, and the same domain read back by Node's own IDNA
        expect(normalDomain).toMatch(/^[a-z0-9.-]+$/);
        expect(domainToUnicode(normalDomain)).toBe(domain.toLowerCase());
      }),
      { numRuns: 400 },
    );
  });

  it('refuses an address with a defect, in the browser and on every server alike', () => {
    const fits = address.filter(({ local }) => octets(local) <= 60);
    const defect = fc.constantFrom(
      (l: string, d: string) => `${l} x@${d}`,
      (l: string, d: string) => `${l}\u200b@${d}`,
      (l: string, d: string) => `.${l}@${d}`,
      (l: string, d: string) => `${l}..x@${d}`,
      (l: string, d: string) => `${l}@${d.split('.')[0]}`,
      (l: string, d: string) => `${l}@${d}.123`,
      (l: string, d: string) => `${l}${d}`,
      (l: string, d: string) => `${l}@@${d}`,
      (l: string, d: string) => `${l}@${d}.`,
      (l: string, d: string) => `${l}@-${d}`,
      (l: string, d: string) => `${l}<@${d}`,
      (l: string, d: string) => `${'å'.repeat(33)}${l}@${d}`,
      (l: string, d: string) => `${l}@${'a'.repeat(64)}.${d}`,
      (l: string, d: string) => `${'a'.repeat(64)}@${`${'b'.repeat(60)}.`.repeat(4)}${d}`,
    );
    fc.assert(
      fc.property(fits, defect, ({ local, labels, tld }, spoil) => {
        const text = spoil(local, [...labels, tld].join('.'));
        expect(validateValue(emailRules, text), text).toEqual({ rule: 'email' });
        expect(siteVerdict({ ...filled, email: text, emailConfirmation: text }).failures).toMatchObject({ email: { rule: 'email' } });
        expect(backendAccepts({ ...backendCustomer, email: text }).success).toBe(false);
        expect(validationRequestSchema.safeParse({ items: [{ ...items[0], showUpsell: true }], customerEmail: text }).success).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('takes the addresses visitors lost their carts over', () => {
    for (const typed of ['åsa@exämple.se', 'jyrki@pörssi.fi']) {
      const site = siteVerdict({ ...filled, email: typed, emailConfirmation: typed });
      expect(site.failures, typed).toEqual({});
      expect(validationRequestSchema.safeParse({ items: [{ ...items[0], showUpsell: true }], customerEmail: normalizeEmail(typed) }).success).toBe(true);
    }
    expect(normalizeEmail('åsa@exämple.se')).toBe('åsa@xn--exmple-cua.se');
    expect(normalizeEmail('jyrki@pörssi.fi')).toBe('jyrki@xn--prssi-jua.fi');
  });
});

/* ------------------------------------------------------------------ names and length bounds */

describe('names and length bounds: counted in characters (code points) everywhere', () => {
  const nameText = fc.oneof(anyText, fc.string({ unit: fc.constantFrom('a', 'é', '😀', ' ', '<', '`', '|', '-', "'"), minLength: 90, maxLength: 110 }));

  it('a name: the browser, the site server and the order service agree with the model', () => {
    fc.assert(
      fc.property(nameText, (text) => {
        const model = text.trim() !== '' && [...text].length <= PERSON_NAME_MAX_LENGTH && ![...text].some((ch) => DEFAULT_FORBIDDEN_SYMBOLS.includes(ch));
        const browser = validateValue(personNameRules, text);
        expect(browser === null, JSON.stringify(text)).toBe(model);
        const customer = { ...filled, firstname: text, lastname: text };
        expect(validateCustomer(customer).firstname ?? null).toEqual(browser);
        const site = siteVerdict(customer);
        expect(site.failures).toEqual(validateCustomer(customer));
        expect(backendAccepts({ ...backendCustomer, firstname: text, lastname: text }).success).toBe(model);
        expect(personNameSchema.safeParse(text).success).toBe(model);
        if (model) expect(site.customer?.firstname).toBe(text.trim());
      }),
      { numRuns: 600 },
    );
  });

  it('minLength and maxLength: a schema built on the rule counts as the browser does, astral characters as one', () => {
    fc.assert(
      fc.property(anyText, fc.integer({ min: 0, max: 20 }), fc.constantFrom<'minLength' | 'maxLength'>('minLength', 'maxLength'), (text, bound, rule) => {
        const rules: Rule[] = [{ rule, value: bound }];
        const browser = validateValue(rules, text);
        expect(ruleSchema(rules).safeParse(text).success).toBe(browser === null);
        // the model: characters are code points; minLength reads the trimmed text, maxLength all of it
        const blank = text.trim() === '';
        const model = blank || (rule === 'minLength' ? [...text.trim()].length >= bound : [...text].length <= bound);
        expect(browser === null).toBe(model);
      }),
      { numRuns: 600 },
    );
  });
});

/* ------------------------------------------------------------------ phone */

/** National significant numbers of the markets, mobile and fixed line, valid by libphonenumber-js/max (the model). */
const country = fc.constantFrom('FI', 'SE', 'NO');
const nationalOf: Record<string, fc.Arbitrary<string>> = {
  FI: fc.oneof(fc.stringMatching(/^4[0-6]\d{7}$/), fc.stringMatching(/^50\d{7}$/), fc.stringMatching(/^9\d{6,8}$/), fc.stringMatching(/^[2-8]\d{5,8}$/)),
  SE: fc.oneof(fc.stringMatching(/^7[02369]\d{7}$/), fc.stringMatching(/^8\d{6,8}$/), fc.stringMatching(/^[1-6]\d{6,8}$/)),
  NO: fc.oneof(fc.stringMatching(/^[49]\d{7}$/), fc.stringMatching(/^[2-7]\d{7}$/)),
};
const prefixOf: Record<string, TelephonePrefix> = { FI: 'FIN|358', SE: 'SE|46', NO: 'NO|47' };
const validByModel = (c: string, national: string) => parseWithFullMetadata(`+${callingCode(prefixOf[c]!)}${national}`)?.isValid() === true;
/** The model's reading of a number typed with `c` chosen: libphonenumber-js with its full metadata. */
function modelReading(typed: string, c: string): string | null {
  const number = parseWithFullMetadata(typed, { defaultCountry: c as 'FI' | 'SE' | 'NO', extract: false });
  return number?.isValid() ? number.number : null;
}
const validNumber = country.chain((c) => nationalOf[c]!.filter((n) => validByModel(c, n)).map((national) => ({ country: c, national })));
const invalidNumber = country.chain((c) =>
  fc
    .oneof(fc.stringMatching(/^[1-9]\d{0,3}$/), fc.stringMatching(/^[1-9]\d{11,13}$/), nationalOf[c]!)
    .filter((n) => !validByModel(c, n))
    .map((national) => ({ country: c, national })),
);

/** Digits with spaces and hyphens put between them, as visitors type them. */
function spaced(digits: string, cuts: readonly number[]): string {
  let out = '';
  [...digits].forEach((d, i) => {
    const cut = cuts[i % cuts.length] ?? 0;
    out += (i > 0 && cut === 1 ? ' ' : i > 0 && cut === 2 ? '-' : '') + d;
  });
  return out;
}

/** The ways a number of `c` is typed: with +, with 00, with the bare code, nationally with and without the trunk 0. */
const forms = fc.constantFrom('plus', 'double zero', 'bare code', 'trunk zero', 'national');
function typedAs(form: string, c: string, national: string, cuts: readonly number[]): string {
  const code = callingCode(prefixOf[c]!);
  const body = spaced(national, cuts);
  switch (form) {
    case 'plus':
      return `+${code} ${body}`;
    case 'double zero':
      return `00${code}${body}`;
    case 'bare code':
      return `${code} ${body}`;
    case 'trunk zero':
      // Norway has no trunk prefix: its numbers are typed as they are
      return c === 'NO' ? body : `0${body}`;
    default:
      return body;
  }
}

describe('phone: any form of a valid FI, SE or NO number is the same E.164 in the browser and on the servers', () => {
  it('the checkout form takes it, sends it split by its prefix, and every server makes the same E.164 of it', () => {
    fc.assert(
      fc.property(validNumber, forms, fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 1, maxLength: 12 }), ({ country: c, national }, form, cuts) => {
        const typed = typedAs(form, c, national, cuts);
        // the bare code is a code only when the digits after it are no national number already
        // (46 8000000 is Lund's 046-800 00 00): the model says which; any other form is this number
        const e164 = form === 'bare code' ? modelReading(typed, c)! : `+${callingCode(prefixOf[c]!)}${national}`;
        if (form !== 'bare code') expect(modelReading(typed, c)).toBe(e164);
        const customer = { ...filled, telephonePrefix: prefixOf[c]!, telephoneNumber: typed };
        expect(validateCustomer(customer), typed).toEqual({});
        expect(parseCheckoutPhone(prefixOf[c]!, typed)?.e164).toBe(e164);
        // the request the browser builds, and the number as typed, read by the site server
        const sent = orderRequest(addItem(emptyCart(), premium).cart, customer, initialCheckout(), KEY);
        if (form !== 'bare code') expect(sent.customer).toMatchObject({ telephonePrefix: prefixOf[c], telephoneNumber: national });
        expect(orderRequestSchema.parse(sent).customer.phone).toBe(e164);
        expect(siteVerdict(customer).customer?.phone).toBe(e164);
        // the order service takes that E.164; a form-builder phone field makes the same of it
        expect(backendAccepts({ ...backendCustomer, phone: e164 }).success).toBe(true);
        expect(phoneValue(c, typed)).toBe(e164);
      }),
      { numRuns: 500 },
    );
  });

  it('a number typed with its own code keeps it whatever prefix is chosen', () => {
    fc.assert(
      fc.property(validNumber, fc.constantFrom(...telephonePrefixes), fc.constantFrom('plus', 'double zero'), ({ country: c, national }, chosen, form) => {
        const typed = typedAs(form, c, national, [1]);
        expect(parseCheckoutPhone(chosen, typed)).toEqual({
          e164: `+${callingCode(prefixOf[c]!)}${national}`,
          telephonePrefix: prefixOf[c],
          telephoneNumber: national,
        });
        expect(siteVerdict({ ...filled, telephonePrefix: chosen, telephoneNumber: typed }).failures).toEqual({});
      }),
    );
  });

  it('a number that is not a valid one of its country is refused by the browser and by every server', () => {
    fc.assert(
      fc.property(invalidNumber, forms, ({ country: c, national }, form) => {
        const typed = typedAs(form, c, national, [0]);
        // with the bare code, the digits may be a national number of their own (358 10 is 035810)
        fc.pre(modelReading(typed, c) === null);
        const customer = { ...filled, telephonePrefix: prefixOf[c]!, telephoneNumber: typed };
        expect(validateCustomer(customer), typed).toEqual({ telephoneNumber: { rule: 'phone' } });
        expect(siteVerdict(customer).failures).toEqual({ telephoneNumber: { rule: 'phone' } });
        expect(backendAccepts({ ...backendCustomer, phone: `+${callingCode(prefixOf[c]!)}${national}` }).success).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('for any text, the browser and the site server name the same failure for the number', () => {
    fc.assert(
      fc.property(anyText, fc.constantFrom(...telephonePrefixes), (text, prefix) => {
        const customer = { ...filled, telephonePrefix: prefix, telephoneNumber: text };
        expect(siteVerdict(customer).failures).toEqual(validateCustomer(customer));
        const fields = [field({ name: 'phone', type: 'phone', required: true })];
        const raw = { phone: text, phone_country: 'SE' };
        const browser = validateField(fields[0]!, prepareValues(fields, raw).values.phone, prepareValues(fields, raw).values, 'sv-SE');
        expect(formServerVerdict(fields, raw, 'sv-SE', 'phone')).toEqual(browser);
      }),
      { numRuns: 400 },
    );
  });

  it('the numbers of the brief: with the code, 00, the bare code, and the national 0', () => {
    for (const typed of ['+358 40 123 4567', '00358401234567', '358401234567', '040 123 4567']) {
      expect(parseCheckoutPhone('FIN|358', typed)?.e164, typed).toBe('+358401234567');
    }
  });
});

/* ------------------------------------------------------------------ dates */

/** The model of a date field: ISO or the locale's own way, a real date in the years 1900–2200. */
function modelDate(text: string, locale: LocaleCode): string | null {
  const s = text.trim();
  const own: Record<LocaleCode, RegExp | null> = {
    'fi-FI': /^(\d{1,2})\.(\d{1,2})\.(\d{2}|\d{4})$/,
    'no-NO': /^(\d{1,2})\.(\d{1,2})\.(\d{2}|\d{4})$/,
    'en-EU': /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/,
    'sv-SE': null,
  };
  let y: number, m: number, d: number;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  const mine = own[locale]?.exec(s);
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (mine)
    [d, m, y] = [Number(mine[1]), Number(mine[2]), mine[3]!.length === 2 ? (Number(mine[3]) < 60 ? 2000 : 1900) + Number(mine[3]) : Number(mine[3])];
  else return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d || y < 1900 || y > 2200) return null;
  return date.toISOString().slice(0, 10);
}

const dateLike = fc
  .record({
    day: fc.integer({ min: 0, max: 32 }),
    month: fc.integer({ min: 0, max: 13 }),
    year: fc.oneof(fc.integer({ min: 1890, max: 2210 }), fc.integer({ min: 0, max: 99 })),
    separator: fc.constantFrom('.', '/', '-', ' '),
    order: fc.constantFrom('dmy', 'ymd'),
    pad: fc.boolean(),
    space: fc.constantFrom('', ' ', '\t'),
  })
  .map(({ day, month, year, separator, order, pad, space }) => {
    const two = (n: number) => (pad ? String(n).padStart(2, '0') : String(n));
    const parts = order === 'dmy' ? [two(day), two(month), String(year)] : [String(year), two(month), two(day)];
    return `${space}${parts.join(separator)}${space}`;
  });

describe('dates: each locale reads its own way and ISO, the browser and the submit route alike', () => {
  it('for any text in any locale, the field’s verdict and its ISO date follow the model', () => {
    const dateField = field({ name: 'day', type: 'date' });
    fc.assert(
      fc.property(fc.oneof(dateLike, anyText), fc.constantFrom(...locales.map((l) => l.code)), (text, locale) => {
        const browser = validateField(dateField, text, { day: text }, locale);
        expect(formServerVerdict([dateField], { day: text }, locale, 'day')).toEqual(browser);
        const model = modelDate(text, locale);
        expect(browser === null, `${locale} ${JSON.stringify(text)}`).toBe(text.trim() === '' || model !== null);
        expect(parseDateInput(text, locale)).toBe(model);
      }),
      { numRuns: 1000 },
    );
  });
});

/* ------------------------------------------------------------------ numbers */

describe('numbers: digits with one decimal point or comma, in the browser and the submit route alike', () => {
  it('for any text, the verdict follows the model', () => {
    const numberField = field({ name: 'amount', type: 'number' });
    const numberLike = fc
      .tuple(
        fc.constantFrom('', '-', '+', '--'),
        fc.stringMatching(/^\d{0,4}$/),
        fc.constantFrom('', '.', ',', '.,'),
        fc.stringMatching(/^\d{0,3}$/),
        fc.constantFrom('', ' ', 'e5', 'a'),
      )
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.oneof(numberLike, anyText), (text) => {
        const browser = validateField(numberField, text, { amount: text }, 'fi-FI');
        expect(formServerVerdict([numberField], { amount: text }, 'fi-FI', 'amount')).toEqual(browser);
        const s = text.trim();
        // the model, read character by character: a sign, digits, then at most one separator followed by digits
        let i = s[0] === '-' || s[0] === '+' ? 1 : 0;
        const digitsFrom = (at: number) => {
          let j = at;
          while (j < s.length && s[j]! >= '0' && s[j]! <= '9') j++;
          return j;
        };
        let end = digitsFrom(i);
        let model = end > i;
        if (model && end < s.length && (s[end] === '.' || s[end] === ',')) {
          i = end + 1;
          end = digitsFrom(i);
          model = end > i;
        }
        model = s === '' || (model && end === s.length && [...text].length <= 30);
        expect(browser === null, JSON.stringify(text)).toBe(model);
      }),
      { numRuns: 600 },
    );
  });
});

describe('the schema helper', () => {
  it('names the rule each refused field failed, and nothing for other issues', () => {
    const parsed = orderRequestSchema.safeParse({
      idempotencyKey: KEY,
      items,
      customer: { ...filled, email: 'åsa@exämple', lastname: '<b>', telephoneNumber: '040' },
      paymentMethodType: 'bank',
    });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(fieldFailures(parsed.error, customerFieldPaths)).toEqual({
      email: { rule: 'email' },
      emailConfirmation: { rule: 'matches', ruleValue: 'email' },
      lastname: { rule: 'containsForbiddenSymbols' },
      telephoneNumber: { rule: 'phone' },
    });
    expect(emailSchema.safeParse('').success).toBe(false);
  });
});
