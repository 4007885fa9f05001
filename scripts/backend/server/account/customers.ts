/**
 * The embedded account service's demo customers (one per market, plus one whose card service
 * refuses, to show the site's error toast). Fixed data: the hub lists them, the customer and cards
 * calls answer with them.
 */
import type { PaymentCard } from '../../../../src/cms/account';
import type { Market } from '../../../../src/config/locales';

/** A saved card as the cards call answers it: the site's card type (src/cms/account.ts). */
export type DemoCard = PaymentCard;

export interface DemoCustomer {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  /** the customer's market: the hub names it, with the cards, in the page's language (hub-page.ts) */
  market: Market;
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
    market: 'FI',
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
    market: 'SE',
    cards: [{ id: 'card-erik-1', brand: 'Visa', last4: '1881', expiry: '11/27', name: 'Erik Johansson', isDefault: true }],
  },
  {
    id: 'c-ingrid',
    firstName: 'Ingrid',
    lastName: 'Hansen',
    email: 'ingrid.hansen@example.no',
    phoneNumber: '+4791234567',
    market: 'NO',
    cards: [],
  },
  {
    id: 'c-mikko',
    firstName: 'Mikko',
    lastName: 'Korhonen',
    email: 'mikko.korhonen@example.fi',
    phoneNumber: '+358501112233',
    market: 'FI',
    cards: [],
    cardsStatus: 403,
  },
];

export function customerById(id: string): DemoCustomer | undefined {
  return demoCustomers.find((c) => c.id === id);
}
