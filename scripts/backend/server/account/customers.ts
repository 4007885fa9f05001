/**
 * The embedded account service's demo customers (one per market, plus one whose card service
 * refuses, to show the site's error toast). Fixed data: the hub lists them, the customer and cards
 * calls answer with them.
 */
import type { PaymentCard } from '../../../../src/cms/account';

/** A saved card as the cards call answers it: the site's card type (src/cms/account.ts). */
export type DemoCard = PaymentCard;

export interface DemoCustomer {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  /** what the hub says about the customer */
  note: string;
  cards: DemoCard[];
  /** a status the cards call answers with instead of the cards (demonstrates spec 8's toast) */
  cardsStatus?: number;
}

export const demoCustomers: readonly DemoCustomer[] = [
  {
    id: 'c-aino',
    firstName: 'Aino',
    lastName: 'Virtanen',
    email: 'aino.virtanen@example.fi',
    phoneNumber: '+358401234567',
    note: 'Finland · 2 payment cards',
    cards: [
      { id: 'card-aino-1', brand: 'Visa', last4: '4242', expiry: '08/29', name: 'Aino Virtanen', isDefault: true },
      { id: 'card-aino-2', brand: 'Mastercard', last4: '5454', expiry: '01/28', name: 'Työkortti', isDefault: false },
    ],
  },
  {
    id: 'c-erik',
    firstName: 'Erik',
    lastName: 'Johansson',
    email: 'erik.johansson@example.se',
    phoneNumber: '+46701234567',
    note: 'Sweden · 1 payment card',
    cards: [{ id: 'card-erik-1', brand: 'Visa', last4: '1881', expiry: '11/27', name: 'Erik Johansson', isDefault: true }],
  },
  {
    id: 'c-ingrid',
    firstName: 'Ingrid',
    lastName: 'Hansen',
    email: 'ingrid.hansen@example.no',
    phoneNumber: '+4791234567',
    note: 'Norway · no saved cards',
    cards: [],
  },
  {
    id: 'c-mikko',
    firstName: 'Mikko',
    lastName: 'Korhonen',
    email: 'mikko.korhonen@example.fi',
    phoneNumber: '+358501112233',
    note: 'Finland · card service refuses (403)',
    cards: [],
    cardsStatus: 403,
  },
];

export function customerById(id: string): DemoCustomer | undefined {
  return demoCustomers.find((c) => c.id === id);
}
