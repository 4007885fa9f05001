/**
 * The English (EU) glossary: the one word for each service, fuel, station offer, page and action,
 * which the string tables take their labels from (`import { terms }`, never a second copy) and
 * against which tests/unit/i18n/glossary.test.ts checks the tables and the demo content. Plain British
 * English as EU sites write it. This file defines the terms; every locale names each of them.
 */
import type { Variant } from './types';

export const terms = {
  /** spec 3's service keys, as a station page lists them */
  service: {
    post: 'Post office',
    servicefueling: 'Full-service fuelling',
    carmaintenance: 'Car servicing',
    trailerrent: 'Trailer hire',
    matkahuolto: 'Matkahuolto parcels',
    automatedposti: 'Parcel locker',
    sauna: 'Sauna',
    shower: 'Shower',
    truckfuelingpoint: 'Truck fuelling point',
    atm: 'ATM',
    selfservicecarwash: 'Self-service car wash',
    carwash: 'Car wash',
    perfectcarwash: 'Perfect car wash',
    carwash24h: '24-hour car wash',
    selfservicepaymentterminal: 'Self-service payment terminal',
    veikkaus: 'Veikkaus',
    lunch: 'Lunch',
    weekendlunch: 'Weekend lunch',
    bottlerec: 'Bottle return',
    cafeteria: 'Café',
    vanrental: 'Van hire',
    meetingroom: 'Meeting room',
    freewifi: 'Free Wi-Fi',
    pizza: 'Pizza',
    breakfastbuffet: 'Breakfast buffet',
    coffee: 'Coffee',
    fastfood: 'Fast food',
    toilet: 'Toilets',
    evcharging: 'EV charging',
    caravanparking: 'Motorhome parking',
    // food served all day, not a price offer ("on offer" would read as "discounted")
    alwaysonoffer: 'Always on the menu',
    schenker: 'DB Schenker parcels',
    budbee: 'Budbee parcels',
    helmisimpukka: 'Helmisimpukka café',
    truckfacilities: 'Truck driver facilities',
    servicestation: 'Service station',
  },
  /** spec 3's fuel labels, and the biogas the locator filters by */
  fuel: {
    '98': 'Futura 98',
    adblue: 'AdBlue',
    adblueprivatecars: 'AdBlue for cars',
    '95extra': '95 Extra',
    '95fuelsave': '95 FuelSave',
    diesel20: 'Diesel -20',
    diesel35: 'Diesel -35',
    mpo: 'Off-road diesel',
    re85: 'RE85',
    dieselHVO: 'Renewable diesel (HVO)',
    vpower: 'V-Power',
    cbg: 'Biogas (CBG)',
  },
  /** what the locator filters by that is neither a service nor a fuel (spec 3's filter table) */
  offer: {
    helmisimpukkarestaurant: 'Helmisimpukka restaurant',
    // spec 9: 'Open 24h'
    open24h: 'Open 24h',
    perfectcarwash24hours: '24-hour Perfect car wash',
    drivers: 'Drivers’ lunch',
    driverspremium: 'Premium services for drivers',
    burgerking: 'Burger King',
    kotipizza: 'Kotipizza',
  },
  /** pages and views the interface and the content both name */
  page: {
    frontPage: 'Home',
    stationSearch: 'Station search',
    customerService: 'Customer service',
    myAccount: 'My account',
    cart: 'Cart',
    checkout: 'Checkout',
    articles: 'Articles',
    terms: 'Terms of use',
    cookieSettings: 'Cookie settings',
  },
  /** what a visitor does, as buttons and links say it */
  action: {
    findStation: 'Find a station',
    search: 'Search',
    logIn: 'Log in',
    logOut: 'Log out',
    addToCart: 'Add to cart',
    downloadApp: 'Download the app',
  },
} as const;

/** Every locale's glossary has these sections and terms. */
export type Terms = { readonly [S in keyof typeof terms]: Readonly<Record<keyof (typeof terms)[S], string>> };

export const variants: readonly Variant[] = [
  { term: 'page.frontPage', pattern: /front page/i },
  { term: 'service.truckfuelingpoint', pattern: /\bfueling|heavy-vehicle fuel/i },
  { term: 'service.alwaysonoffer', pattern: /always on offer/i },
  { term: 'service.servicefueling', pattern: /(?<!full-)service fuelling/i },
  { term: 'service.trailerrent', pattern: /trailer rental|rent a trailer/i },
  { term: 'service.vanrental', pattern: /van rental/i },
  { term: 'page.cart', pattern: /\bbasket\b/i },
];

/** The word for a filter of the station search; not filter coffee. */
export const filterMention = /\bfilters?\b(?! coffee)/i;
