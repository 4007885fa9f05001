/**
 * The contact form (a form-builder block) and the account area block. The contact page of each
 * locale carries the form; every field type and every rule of spec 5 appears in it once.
 */
import type { LocaleCode } from '../../../src/config/locales';
import type { Block } from '../../../src/cms/schemas';
import { inLocale, type ByLanguage } from './text/types';

interface FormText {
  title: string;
  description: string;
  submit: string;
  success: string;
  name: string;
  email: string;
  emailConfirmation: string;
  phone: string;
  phoneHelp: string;
  topic: string;
  topics: [invoice: string, station: string, card: string, other: string];
  customerNumber: string;
  amount: string;
  amountHelp: string;
  visitDate: string;
  contactBy: string;
  contactOptions: [email: string, phone: string];
  message: string;
}

const text: ByLanguage<FormText> = {
  fi: {
    title: 'Lähetä meille viesti',
    description: 'Vastaamme yleensä kahden arkipäivän kuluessa.',
    submit: 'Lähetä viesti',
    success: 'Kiitos! Viestisi on lähetetty, ja otamme sinuun pian yhteyttä.',
    name: 'Nimi',
    email: 'Sähköposti',
    emailConfirmation: 'Sähköposti uudelleen',
    phone: 'Puhelinnumero',
    phoneHelp: 'Valitse maa ja kirjoita numero.',
    topic: 'Aihe',
    topics: ['Laskutus', 'Asema', 'Maksukortti', 'Muu asia'],
    customerNumber: 'Asiakasnumero',
    amount: 'Laskun summa (€)',
    amountHelp: 'Enintään kaksi desimaalia.',
    visitDate: 'Asemakäynnin päivä',
    contactBy: 'Miten voimme ottaa yhteyttä?',
    contactOptions: ['Sähköpostilla', 'Puhelimitse'],
    message: 'Viesti',
  },
  en: {
    title: 'Send us a message',
    description: 'We usually answer within two working days.',
    submit: 'Send message',
    success: 'Thank you! Your message has been sent and we will be in touch soon.',
    name: 'Name',
    email: 'Email',
    emailConfirmation: 'Email again',
    phone: 'Phone number',
    phoneHelp: 'Choose the country and type the number.',
    topic: 'Topic',
    topics: ['Invoicing', 'A station', 'Payment card', 'Something else'],
    customerNumber: 'Customer number',
    amount: 'Invoice amount (€)',
    amountHelp: 'At most two decimals.',
    visitDate: 'Date of your station visit',
    contactBy: 'How may we contact you?',
    contactOptions: ['By email', 'By phone'],
    message: 'Message',
  },
  sv: {
    title: 'Skicka ett meddelande',
    description: 'Vi svarar oftast inom två arbetsdagar.',
    submit: 'Skicka meddelande',
    success: 'Tack! Ditt meddelande har skickats och vi hör av oss snart.',
    name: 'Namn',
    email: 'E-post',
    emailConfirmation: 'E-post igen',
    phone: 'Telefonnummer',
    phoneHelp: 'Välj land och skriv numret.',
    topic: 'Ämne',
    topics: ['Fakturering', 'En station', 'Betalkort', 'Annat'],
    customerNumber: 'Kundnummer',
    amount: 'Fakturans belopp (kr)',
    amountHelp: 'Högst två decimaler.',
    visitDate: 'Datum för stationsbesöket',
    contactBy: 'Hur får vi kontakta dig?',
    contactOptions: ['Via e-post', 'Via telefon'],
    message: 'Meddelande',
  },
  no: {
    title: 'Send oss en melding',
    description: 'Vi svarer vanligvis innen to virkedager.',
    submit: 'Send melding',
    success: 'Takk! Meldingen din er sendt, og vi tar kontakt snart.',
    name: 'Navn',
    email: 'E-post',
    emailConfirmation: 'E-post på nytt',
    phone: 'Telefonnummer',
    phoneHelp: 'Velg land og skriv nummeret.',
    topic: 'Emne',
    topics: ['Fakturering', 'En stasjon', 'Betalingskort', 'Annet'],
    customerNumber: 'Kundenummer',
    amount: 'Fakturabeløp (kr)',
    amountHelp: 'Høyst to desimaler.',
    visitDate: 'Dato for stasjonsbesøket',
    contactBy: 'Hvordan kan vi kontakte deg?',
    contactOptions: ['På e-post', 'På telefon'],
    message: 'Melding',
  },
};

/** The contact form of a locale's contact page. */
export function contactForm(id: string, locale: LocaleCode): Block {
  const t = inLocale(text, locale);
  const options = (values: readonly string[], labels: readonly string[]) => values.map((value, i) => ({ value, label: labels[i] ?? value }));
  return {
    id,
    contentType: 'formBuilder',
    formId: 'contact',
    title: t.title,
    description: t.description,
    submitLabel: t.submit,
    successMessage: t.success,
    fields: [
      {
        name: 'name',
        type: 'text',
        label: t.name,
        required: true,
        rules: [{ rule: 'minLength', value: 2 }, { rule: 'maxLength', value: 100 }, { rule: 'containsForbiddenSymbols' }],
      },
      { name: 'email', type: 'email', label: t.email, required: true },
      { name: 'emailConfirmation', type: 'email', label: t.emailConfirmation, required: true, rules: [{ rule: 'matches', field: 'email' }] },
      { name: 'phone', type: 'phone', label: t.phone, help: t.phoneHelp },
      { name: 'topic', type: 'select', label: t.topic, required: true, options: options(['invoice', 'station', 'card', 'other'], t.topics) },
      {
        name: 'customerNumber',
        type: 'number',
        label: t.customerNumber,
        rules: [
          { rule: 'minLength', value: 6 },
          { rule: 'maxLength', value: 10 },
          { rule: 'maxDecimals', value: 0 },
        ],
      },
      {
        name: 'amount',
        type: 'number',
        label: t.amount,
        help: t.amountHelp,
        rules: [
          { rule: 'minValue', value: 0 },
          { rule: 'maxValue', value: 100000 },
          { rule: 'maxDecimals', value: 2 },
          { rule: 'roundTo', value: 0.01 },
        ],
      },
      { name: 'visitDate', type: 'date', label: t.visitDate },
      {
        name: 'contactBy',
        type: 'checkboxGroup',
        label: t.contactBy,
        options: options(['email', 'phone'], t.contactOptions),
        rules: [{ rule: 'checkedAmount', value: 1 }],
      },
      {
        name: 'message',
        type: 'textarea',
        label: t.message,
        required: true,
        rules: [{ rule: 'minLength', value: 10 }, { rule: 'maxLength', value: 2000 }, { rule: 'containsForbiddenSymbols' }],
      },
    ],
  };
}

/** The account area: customer details and payment cards, shown by the site to a logged-in customer. */
export function accountArea(id: string): Block {
  return { id, contentType: 'accountArea', views: ['details', 'cards'] };
}
