/**
 * The embedded order backend's catalogue: digital products and bundles with a price per market and
 * a tax kind, and the discount codes it accepts. A market's currency and the percent of each tax
 * kind there are the site's (src/lib/money/markets.ts). The content generator places these
 * products on content pages (for display); the order service prices every cart and order from
 * this table alone, so a price the browser sends or keeps is never read.
 */
import type { LocaleCode, Market } from '../../../../src/config/locales';
import type { TaxKind } from '../../../../src/lib/money/markets';

/** Names per locale. */
type Names = Record<LocaleCode, string>;

export interface CatalogueEntry {
  code: string;
  names: Names;
  descriptions: Names;
  /** tax-inclusive unit price per market, in the market's cents (euro cents, öre, øre) */
  prices: Record<Market, number>;
  /** what it is taxed as: its tax_class is the market's percent for this kind */
  tax: TaxKind;
  /** bundles: the products inside and how many of each */
  members: { code: string; amount: number }[];
  /** the bundle offered instead of this product (spec 4 upsell rule), with how many codes it covers */
  upsell?: { code: string; quantity: number };
  /** asset key of the generator's image catalogue */
  image: string;
}

export const catalogue: readonly CatalogueEntry[] = [
  {
    code: 'wash-basic',
    names: { 'fi-FI': 'Peruspesu', 'en-EU': 'Basic wash', 'sv-SE': 'Bastvätt', 'no-NO': 'Basisvask' },
    descriptions: {
      'fi-FI': 'Yksi peruspesukoodi automaattipesuun.',
      'en-EU': 'One code for a basic automatic wash.',
      'sv-SE': 'En kod för en bastvätt i automattvätten.',
      'no-NO': 'Én kode for en basisvask i vaskehallen.',
    },
    prices: { FI: 990, SE: 11900, NO: 12900 },
    tax: 'general',
    members: [],
    upsell: { code: 'wash-basic-5', quantity: 5 },
    image: 'carWash',
  },
  {
    code: 'wash-premium',
    names: { 'fi-FI': 'Premium-pesu', 'en-EU': 'Premium wash', 'sv-SE': 'Premiumtvätt', 'no-NO': 'Premiumvask' },
    descriptions: {
      'fi-FI': 'Pesu, vahaus ja alustapesu yhdellä koodilla.',
      'en-EU': 'Wash, wax and underbody wash with one code.',
      'sv-SE': 'Tvätt, vax och underredstvätt med en kod.',
      'no-NO': 'Vask, voks og understellsvask med én kode.',
    },
    prices: { FI: 1490, SE: 17900, NO: 18900 },
    tax: 'general',
    members: [],
    upsell: { code: 'wash-premium-5', quantity: 5 },
    image: 'carWash',
  },
  {
    code: 'wash-basic-5',
    names: { 'fi-FI': 'Peruspesu 5 kpl', 'en-EU': 'Basic wash 5-pack', 'sv-SE': 'Bastvätt 5-pack', 'no-NO': 'Basisvask 5-pakning' },
    descriptions: {
      'fi-FI': 'Viisi peruspesukoodia edullisemmin.',
      'en-EU': 'Five basic wash codes for less.',
      'sv-SE': 'Fem koder för bastvätt till lägre pris.',
      'no-NO': 'Fem koder for basisvask til lavere pris.',
    },
    prices: { FI: 3990, SE: 47900, NO: 49900 },
    tax: 'general',
    members: [{ code: 'wash-basic', amount: 5 }],
    image: 'carWash',
  },
  {
    code: 'wash-premium-5',
    names: { 'fi-FI': 'Premium-pesu 5 kpl', 'en-EU': 'Premium wash 5-pack', 'sv-SE': 'Premiumtvätt 5-pack', 'no-NO': 'Premiumvask 5-pakning' },
    descriptions: {
      'fi-FI': 'Viisi Premium-pesukoodia edullisemmin.',
      'en-EU': 'Five premium wash codes for less.',
      'sv-SE': 'Fem koder för premiumtvätt till lägre pris.',
      'no-NO': 'Fem koder for premiumvask til lavere pris.',
    },
    prices: { FI: 5990, SE: 69900, NO: 74900 },
    tax: 'general',
    members: [{ code: 'wash-premium', amount: 5 }],
    image: 'carWash',
  },
  {
    code: 'coffee-10',
    names: { 'fi-FI': 'Kahvikortti 10 kuppia', 'en-EU': '10-cup coffee card', 'sv-SE': 'Kaffekort 10 koppar', 'no-NO': 'Kaffekort 10 kopper' },
    descriptions: {
      'fi-FI': 'Kymmenen kupillista kahvia millä tahansa asemalla.',
      'en-EU': 'Ten cups of coffee at any station.',
      'sv-SE': 'Tio koppar kaffe på valfri station.',
      'no-NO': 'Ti kopper kaffe på hvilken som helst stasjon.',
    },
    prices: { FI: 1990, SE: 22900, NO: 24900 },
    tax: 'food',
    members: [],
    image: 'stationDay',
  },
  {
    code: 'wash-coffee',
    names: { 'fi-FI': 'Pesu ja kahvi', 'en-EU': 'Wash and coffee', 'sv-SE': 'Tvätt och kaffe', 'no-NO': 'Vask og kaffe' },
    descriptions: {
      'fi-FI': 'Premium-pesu ja kahvikortti yhdessä paketissa.',
      'en-EU': 'A premium wash and a coffee card in one bundle.',
      'sv-SE': 'En premiumtvätt och ett kaffekort i ett paket.',
      'no-NO': 'En premiumvask og et kaffekort i én pakke.',
    },
    prices: { FI: 2990, SE: 34900, NO: 36900 },
    tax: 'general',
    members: [
      { code: 'wash-premium', amount: 1 },
      { code: 'coffee-10', amount: 1 },
    ],
    image: 'city',
  },
];

const byCode = new Map(catalogue.map((entry) => [entry.code, entry]));

/** The catalogue entry of a code, or undefined. */
export function productEntry(code: string): CatalogueEntry | undefined {
  return byCode.get(code);
}

/** A discount the order service accepts: a percent off, or a fixed amount off in each market's cents. */
export type Discount = { kind: 'percent'; percent: number } | { kind: 'fixed'; cents: Record<Market, number> };

const discounts = new Map<string, Discount>([
  ['WASH10', { kind: 'percent', percent: 10 }],
  ['WELCOME5', { kind: 'fixed', cents: { FI: 500, SE: 5000, NO: 5000 } }],
]);

/** The discount of a code (case-insensitive), or undefined when the code is not valid. */
export function discountFor(code: string): Discount | undefined {
  return discounts.get(code.trim().toUpperCase());
}
