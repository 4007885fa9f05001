/**
 * Step 1 of the checkout: the customer's details (spec 3 "Checkout customer data") with spec 5's
 * validation messages, the phone's country prefix, marketing consent and the SMS choice. Errors
 * appear on submit, tied to their fields; the first invalid field gets the focus. A field the
 * server refused (`refused`: the order call's 400 naming it) shows its message the same way.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { messageFor, type RuleFailure, type ValidationMessages } from '../../lib/validation';
import { telephonePrefixes } from '../../lib/phone';
import type { CommerceStrings } from '../cart/strings';
import type { CheckoutCustomerData } from './checkout';
import { validateCustomer } from './customer-fields';
import { Field } from './Field';

export interface CustomerFormProps {
  strings: CommerceStrings;
  messages: ValidationMessages;
  data: CheckoutCustomerData;
  sendSms: boolean;
  onChange: (partial: Partial<CheckoutCustomerData>) => void;
  onSendSms: (value: boolean) => void;
  onDone: () => void;
  /** the fields the server refused, with their failures (shown as the browser's own are) */
  refused?: Readonly<Record<string, RuleFailure>>;
}

const prefixLabel = { 'FIN|358': 'checkout.prefixFI', 'SE|46': 'checkout.prefixSE', 'NO|47': 'checkout.prefixNO' } as const;

export function CustomerForm({ strings: s, messages, data, sendSms, onChange, onSendSms, onDone, refused }: CustomerFormProps) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const form = useRef<HTMLFormElement>(null);
  const messagesOf = (failures: Readonly<Record<string, RuleFailure>>) =>
    Object.fromEntries(Object.entries(failures).map(([field, failure]) => [field, messageFor(failure, messages)]));
  const messagesFor = (values: CheckoutCustomerData) => messagesOf(validateCustomer(values));
  const focusFirst = (shown: Record<string, string>) => {
    const first = Object.keys(shown)[0];
    if (first) form.current?.querySelector<HTMLElement>(`#checkout-${first}`)?.focus();
    return first !== undefined;
  };
  // the server's refusals replace what is shown, and the first refused field gets the focus
  useEffect(() => {
    if (!refused || Object.keys(refused).length === 0) return;
    const shown = messagesOf(refused);
    setErrors(shown);
    focusFirst(shown);
  }, [refused]);
  // once shown, a field's message follows its value: fixed, it goes; changed, it says the new problem
  const change = (partial: Partial<CheckoutCustomerData>) => {
    onChange(partial);
    if (Object.keys(errors).length === 0) return;
    const now = messagesFor({ ...data, ...partial });
    setErrors((shown) => Object.fromEntries(Object.keys(shown).flatMap((field) => (now[field] ? [[field, now[field]]] : []))));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = messagesFor(data);
    setErrors(next);
    if (!focusFirst(next)) onDone();
  };
  const marketing = (channel: string, on: boolean) =>
    onChange({ marketing: on ? [...new Set([...data.marketing, channel])] : data.marketing.filter((m) => m !== channel) });
  const common = { requiredLabel: s['checkout.required'], required: true };
  return (
    <form ref={form} className="checkout-form" noValidate onSubmit={submit}>
      {Object.keys(errors).length > 0 && (
        <p className="checkout-form__summary" role="alert">
          {s['checkout.hasErrors']}
        </p>
      )}
      <Field
        id="checkout-email"
        label={s['checkout.email']}
        type="email"
        autoComplete="email"
        value={data.email}
        error={errors.email}
        onValue={(email) => change({ email })}
        {...common}
      />
      <Field
        id="checkout-emailConfirmation"
        label={s['checkout.emailConfirmation']}
        type="email"
        autoComplete="email"
        value={data.emailConfirmation}
        error={errors.emailConfirmation}
        onValue={(emailConfirmation) => change({ emailConfirmation })}
        {...common}
      />
      <Field
        id="checkout-firstname"
        label={s['checkout.firstname']}
        autoComplete="given-name"
        value={data.firstname}
        error={errors.firstname}
        onValue={(firstname) => change({ firstname })}
        {...common}
      />
      <Field
        id="checkout-lastname"
        label={s['checkout.lastname']}
        autoComplete="family-name"
        value={data.lastname}
        error={errors.lastname}
        onValue={(lastname) => change({ lastname })}
        {...common}
      />
      <div className="field-row">
        <div className="field">
          <label htmlFor="checkout-telephonePrefix">{s['checkout.telephonePrefix']}</label>
          <select
            id="checkout-telephonePrefix"
            value={data.telephonePrefix}
            autoComplete="tel-country-code"
            onChange={(event) => {
              const value = telephonePrefixes.find((p) => p === event.target.value);
              if (value) change({ telephonePrefix: value });
            }}
          >
            {telephonePrefixes.map((prefix) => (
              <option key={prefix} value={prefix}>
                {s[prefixLabel[prefix]]}
              </option>
            ))}
          </select>
        </div>
        <Field
          id="checkout-telephoneNumber"
          label={s['checkout.telephoneNumber']}
          // a text field with the phone keypad: the number without its country code (the prefix is the
          // select beside it), which autofill names tel-national and HTML allows on a text field only
          type="text"
          inputMode="tel"
          autoComplete="tel-national"
          value={data.telephoneNumber}
          error={errors.telephoneNumber}
          onValue={(telephoneNumber) => change({ telephoneNumber })}
          {...common}
        />
      </div>
      <div className="field field--check">
        <input id="checkout-sendSms" type="checkbox" checked={sendSms} onChange={(event) => onSendSms(event.target.checked)} />
        <label htmlFor="checkout-sendSms">{s['checkout.sendSms']}</label>
      </div>
      <fieldset className="checkout-fieldset">
        <legend>{s['checkout.marketing']}</legend>
        <div className="field field--check">
          <input
            id="checkout-marketing-email"
            type="checkbox"
            checked={data.marketing.includes('email')}
            onChange={(event) => marketing('email', event.target.checked)}
          />
          <label htmlFor="checkout-marketing-email">{s['checkout.marketingEmail']}</label>
        </div>
        <div className="field field--check">
          <input
            id="checkout-marketing-sms"
            type="checkbox"
            checked={data.marketing.includes('sms')}
            onChange={(event) => marketing('sms', event.target.checked)}
          />
          <label htmlFor="checkout-marketing-sms">{s['checkout.marketingSms']}</label>
        </div>
      </fieldset>
      <button type="submit" className="button">
        {s['checkout.continue']}
      </button>
    </form>
  );
}
