/**
 * Commerce content: the products blocks placed on the car-wash and loyalty pages (products and
 * bundles of the order service's catalogue, with their display prices and tax classes) and the
 * checkout page of each locale (a standard page whose body is one `checkout` block).
 */
import { localeCodes, type LocaleCode } from '../../../src/config/locales';
import type { Block, StandardPage } from '../../../src/cms/schemas';
import { pathTable } from '../../../src/i18n/paths';
import { productEntry } from '../server/orders/catalogue';
import { productJson } from '../server/orders/pricing';
import { assetFor } from './assets';
import { isoBefore } from './dates';

/** Which products each page offers, by site-tree node id. */
const offers: Record<string, readonly string[]> = {
  carWash: ['wash-basic', 'wash-premium', 'wash-basic-5', 'wash-premium-5', 'wash-coffee'],
  loyalty: ['coffee-10', 'wash-coffee'],
};

const titles: Record<string, Record<LocaleCode, [title: string, text: string]>> = {
  carWash: {
    'fi-FI': ['Osta pesukoodit verkosta', 'Koodit tulevat sähköpostiisi heti maksun jälkeen.'],
    'en-EU': ['Buy car wash codes online', 'The codes arrive in your email right after payment.'],
    'sv-SE': ['Köp tvättkoder på nätet', 'Koderna kommer till din e-post direkt efter betalningen.'],
    'no-NO': ['Kjøp vaskekoder på nett', 'Kodene kommer på e-post rett etter betalingen.'],
  },
  loyalty: {
    'fi-FI': ['Kanta-asiakkaan edut verkkokaupasta', 'Kahvikortti ja paketit digitaalisina koodeina.'],
    'en-EU': ['Member offers in the web shop', 'The coffee card and bundles as digital codes.'],
    'sv-SE': ['Medlemserbjudanden i webbutiken', 'Kaffekortet och paketen som digitala koder.'],
    'no-NO': ['Medlemstilbud i nettbutikken', 'Kaffekortet og pakkene som digitale koder.'],
  },
};

/** The products block of a page, or none for pages that sell nothing. */
export function productBlocks(nodeId: string, locale: LocaleCode): Block[] {
  const codes = offers[nodeId];
  const text = titles[nodeId]?.[locale];
  if (!codes || !text) return [];
  const products = codes.map((code) => {
    const entry = productEntry(code);
    if (!entry) throw new Error(`[generate] no catalogue product "${code}"`);
    return { ...productJson(entry, locale), description: entry.descriptions[locale], image: assetFor(entry.image, locale), images: [] };
  });
  return [{ id: `page-${nodeId}-products`, contentType: 'products', title: text[0], text: text[1], products }];
}

const checkoutText: Record<LocaleCode, [title: string, description: string]> = {
  'fi-FI': ['Kassa', 'Tarkista tilauksesi ja maksa pesukoodit ja muut digitaaliset tuotteet.'],
  'en-EU': ['Checkout', 'Check your order and pay for car-wash codes and other digital products.'],
  'sv-SE': ['Kassa', 'Kontrollera din beställning och betala tvättkoder och andra digitala produkter.'],
  'no-NO': ['Kasse', 'Sjekk bestillingen din og betal vaskekoder og andre digitale produkter.'],
};

/** The checkout page of a locale. */
export function checkoutPage(locale: LocaleCode, today: string): StandardPage {
  const [title, description] = checkoutText[locale];
  return {
    id: 'page-checkout',
    contentType: 'standardPage',
    slug: pathTable.checkout[locale],
    title,
    noIndex: true,
    description,
    openGraphTitle: title,
    openGraphDescription: description,
    openGraphImage: assetFor('carWash', locale),
    localizedPagePaths: Object.fromEntries(localeCodes.map((l) => [l, pathTable.checkout[l]])),
    version: isoBefore(today, 30, 9 * 60),
    body: [{ id: 'page-checkout-checkout', contentType: 'checkout', title }],
  };
}
