/**
 * The standard-page tree of every locale. A node is one translation group: the same page in each
 * locale it exists in, so its pages share `localizedPagePaths`. Paths of the spec 2.2 keys come
 * from `pathFor`; the rest include every legacy redirect target of spec 2.6 and the fixed paths
 * the redirect tables point at.
 */
import type { LocaleCode } from '../../../src/config/locales';
import { pathFor, pageKeys, pathTable } from '../../../src/i18n/paths';
import type { SceneKey } from './scenes';

/** The paragraph tables a page's body text draws from (text/paragraphs.json has one per language). */
export const topics = ['fuel', 'ev', 'loyalty', 'services', 'business', 'energy', 'about', 'sustainability', 'careers', 'news', 'notices', 'legal'] as const;
/** Which paragraph table a page's body text draws from. */
export type Topic = (typeof topics)[number];

/** How a page's body is assembled (see pages.ts). */
export type Template =
  'landing' | 'section' | 'info' | 'product' | 'articles' | 'newsroom' | 'locator' | 'terms' | 'contact' | 'redirect' | 'showcase' | 'account';

/** One translation group of standard pages. */
export interface PageNode {
  id: string;
  paths: Partial<Record<LocaleCode, string>>;
  template: Template;
  topic: Topic;
  /** the section the page belongs to; sections list their children as cards */
  parent?: string;
  /** tags of the article list the page shows */
  tags?: string[];
  scene: SceneKey;
  noIndex?: boolean;
  /** for the redirect template: the node whose page the visitor is sent to (spec 2.5) */
  redirectTo?: string;
}

type Paths = [fi: string | null, en: string | null, sv: string | null, no: string | null];

function at([fi, en, sv, no]: Paths): Partial<Record<LocaleCode, string>> {
  const out: Partial<Record<LocaleCode, string>> = {};
  if (fi !== null) out['fi-FI'] = fi;
  if (en !== null) out['en-EU'] = en;
  if (sv !== null) out['sv-SE'] = sv;
  if (no !== null) out['no-NO'] = no;
  return out;
}

function keyed(key: (typeof pageKeys)[number]): Paths {
  return [pathFor(key, 'fi-FI'), pathFor(key, 'en-EU'), pathFor(key, 'sv-SE'), pathFor(key, 'no-NO')];
}

type NodeSpec = Omit<PageNode, 'paths'> & { at: Paths };

const accountAt: Paths = [pathTable.account['fi-FI'], pathTable.account['en-EU'], pathTable.account['sv-SE'], pathTable.account['no-NO']];

const specs: NodeSpec[] = [
  { id: 'landing', at: keyed('landingPage'), template: 'landing', topic: 'fuel', scene: 'stationDusk', tags: ['news', 'stories'] },
  { id: 'stationLocator', at: keyed('stationLocator'), template: 'locator', topic: 'services', scene: 'roadForest' },
  { id: 'articles', at: keyed('articles'), template: 'articles', topic: 'news', scene: 'city' },
  { id: 'terms', at: keyed('terms'), template: 'terms', topic: 'legal', scene: 'city' },
  { id: 'contact', parent: 'contactHub', at: keyed('contact'), template: 'contact', topic: 'legal', scene: 'stationDay' },
  // the account area: one page per locale at src/features/account/paths.ts, not indexed
  { id: 'account', at: accountAt, template: 'account', topic: 'legal', scene: 'city', noIndex: true },

  // Private customers
  { id: 'private', at: ['/yksityisille', '/private', '/privat', '/privat'], template: 'section', topic: 'fuel', scene: 'stationDay' },
  {
    id: 'products',
    parent: 'private',
    at: ['/yksityisille/tuotteet', '/private/products', '/privat/produkter', '/privat/produkter'],
    template: 'section',
    topic: 'fuel',
    scene: 'stationNight',
  },
  {
    id: 'fuels',
    parent: 'products',
    at: ['/yksityisille/tuotteet/polttoaineet', '/private/products/fuels', '/privat/produkter/drivmedel', '/privat/produkter/drivstoff'],
    template: 'product',
    topic: 'fuel',
    scene: 'stationDay',
  },
  {
    id: 'evCharging',
    parent: 'products',
    at: ['/yksityisille/tuotteet/sahkoauton-lataus', '/private/products/ev-charging', '/privat/produkter/laddning', '/privat/produkter/elbillading'],
    template: 'product',
    topic: 'ev',
    scene: 'evCharger',
    tags: ['ev-charging'],
  },
  {
    id: 'loyalty',
    parent: 'private',
    at: ['/yksityisille/kanta-asiakkuus', '/private/loyalty', '/privat/kundklubb', '/privat/app-og-tilbud'],
    template: 'product',
    topic: 'loyalty',
    scene: 'city',
    tags: ['loyalty'],
  },
  {
    id: 'mobileApp',
    parent: 'loyalty',
    at: ['/yksityisille/kanta-asiakkuus/mobiilimaksu', '/private/loyalty/mobile-app', '/privat/kundklubb/appen', '/privat/app-og-tilbud/appen'],
    template: 'info',
    topic: 'loyalty',
    scene: 'evCharger',
  },
  {
    id: 'services',
    parent: 'private',
    at: ['/yksityisille/palvelut', '/private/services', '/privat/tjanster', '/privat/tjenester'],
    template: 'section',
    topic: 'services',
    scene: 'carWash',
  },
  {
    id: 'carWash',
    parent: 'services',
    at: ['/yksityisille/palvelut/autopesu', '/private/services/car-wash', '/privat/tjanster/biltvatt', '/privat/tjenester/bilvask'],
    template: 'product',
    topic: 'services',
    scene: 'carWash',
    tags: ['car-wash'],
  },
  {
    id: 'trailerRent',
    parent: 'services',
    at: [null, null, null, '/privat/tjenester/tilhengerutleie'],
    template: 'info',
    topic: 'services',
    scene: 'roadForest',
  },
  {
    id: 'privacy',
    parent: 'private',
    at: ['/yksityisille/tietosuoja', '/private/privacy-policy', '/privat/integritetspolicy', '/privat/personvern'],
    template: 'info',
    topic: 'legal',
    scene: 'city',
  },
  {
    id: 'contactHub',
    parent: 'private',
    at: ['/yksityisille/ota-yhteytta', '/private/contact', '/privat/kontakt', '/privat/kundeservice'],
    template: 'section',
    topic: 'legal',
    scene: 'stationDay',
  },
  {
    id: 'campaign',
    parent: 'private',
    at: ['/yksityisille/kampanja', '/private/campaign', '/privat/kampanj', '/privat/kampanje'],
    template: 'redirect',
    topic: 'loyalty',
    scene: 'stationDusk',
    redirectTo: 'loyalty',
    noIndex: true,
  },
  {
    id: 'showcase',
    parent: 'private',
    at: ['/yksityisille/sisaltoesimerkki', '/private/content-showcase', '/privat/innehallsexempel', '/privat/innholdseksempel'],
    template: 'showcase',
    topic: 'services',
    scene: 'harbour',
    noIndex: true,
  },

  // Business customers
  { id: 'b2b', at: keyed('b2b'), template: 'section', topic: 'business', scene: 'harbour' },
  { id: 'bedrift', parent: 'b2b', at: [null, null, null, '/bedrift'], template: 'info', topic: 'business', scene: 'harbour' },
  { id: 'b2bPartnership', parent: 'b2b', at: ['/yrityksille/b2b', null, null, null], template: 'info', topic: 'business', scene: 'city' },
  {
    id: 'businessServices',
    parent: 'b2b',
    at: ['/yrityksille/business-palvelut', '/company/business-services', '/foretag/tjanster', '/befrift/tjenester'],
    template: 'section',
    topic: 'business',
    scene: 'truckStop',
  },
  {
    id: 'skalMembership',
    parent: 'businessServices',
    at: ['/yrityksille/business-palvelut/skal-jasenyys', null, null, null],
    template: 'info',
    topic: 'business',
    scene: 'truckStop',
  },
  {
    id: 'businessCards',
    parent: 'businessServices',
    at: ['/yrityksille/yrityskortit', '/company/business-cards', '/foretag/tjanster/foretagskort', '/befrift/bedriftskort'],
    template: 'product',
    topic: 'business',
    scene: 'truckStop',
  },
  {
    id: 'fuelAgreement',
    parent: 'businessServices',
    at: [null, null, '/foretag/tjanster/drivmedelsavtal', null],
    template: 'info',
    topic: 'business',
    scene: 'roadForest',
  },
  {
    id: 'businessContact',
    parent: 'b2b',
    at: ['/yrityksille/b2b-ota-yhteytta', '/company/contact', '/foretag/kontakt', '/befrift/kontakt'],
    template: 'contact',
    topic: 'business',
    scene: 'city',
  },
  {
    id: 'energyProducts',
    parent: 'b2b',
    at: ['/yrityksille/energiatuotteet', '/company/energy-products', '/foretag/energiprodukter', '/befrift/energiprodukter'],
    template: 'section',
    topic: 'energy',
    scene: 'windFarm',
  },
  {
    id: 'biogas',
    parent: 'energyProducts',
    at: ['/yrityksille/energiatuotteet/b2b-biokaasu', '/company/energy-products/biogas', '/foretag/energiprodukter/biogas', '/befrift/energiprodukter/biogass'],
    template: 'product',
    topic: 'energy',
    scene: 'fields',
    tags: ['biogas'],
  },
  {
    id: 'heatingOil',
    parent: 'energyProducts',
    at: [
      '/yrityksille/energiatuotteet/b2b-polttooljy',
      '/company/energy-products/heating-oil',
      '/foretag/energiprodukter/eldningsolja',
      '/befrift/energiprodukter/fyringsolje',
    ],
    template: 'product',
    topic: 'energy',
    scene: 'harbour',
  },
  {
    id: 'geothermal',
    parent: 'energyProducts',
    at: [
      '/yrityksille/energiatuotteet/b2b-maalampo',
      '/company/energy-products/geothermal',
      '/foretag/energiprodukter/bergvarme',
      '/befrift/energiprodukter/jordvarme',
    ],
    template: 'product',
    topic: 'energy',
    scene: 'lakeside',
  },
  {
    id: 'wind',
    parent: 'energyProducts',
    at: ['/yrityksille/energiatuotteet/b2b-tuuli', '/company/energy-products/wind', '/foretag/energiprodukter/vindkraft', '/befrift/energiprodukter/vindkraft'],
    template: 'product',
    topic: 'energy',
    scene: 'windFarm',
    tags: ['wind'],
  },

  // About us
  { id: 'about', at: ['/tietoa-meista', '/about-us', '/om-oss', '/om-oss'], template: 'section', topic: 'about', scene: 'city', tags: ['news'] },
  {
    id: 'companyInfo',
    parent: 'about',
    at: ['/tietoa-meista/yhtiotiedot', '/about-us/company-info', '/om-oss/foretagsinformation', '/om-oss/selskapsinformasjon'],
    template: 'section',
    topic: 'about',
    scene: 'city',
  },
  {
    id: 'areas',
    parent: 'companyInfo',
    at: [null, '/about-us/company-info/areas-of-operation', null, null],
    template: 'info',
    topic: 'about',
    scene: 'roadForest',
  },
  {
    id: 'keyFigures',
    parent: 'companyInfo',
    at: [null, '/about-us/company-info/key-figures-and-ir', null, null],
    template: 'info',
    topic: 'about',
    scene: 'city',
  },
  {
    id: 'management',
    parent: 'companyInfo',
    at: [null, null, '/om-oss/foretagsinformation/ledning', null],
    template: 'info',
    topic: 'about',
    scene: 'lakeside',
  },
  {
    id: 'sustainability',
    parent: 'about',
    at: ['/tietoa-meista/vastuullisuus', '/about-us/sustainability', '/om-oss/foretagsinformation/hallbarhet', '/om-oss/barekraft'],
    template: 'section',
    topic: 'sustainability',
    scene: 'fields',
    tags: ['sustainability'],
  },
  {
    id: 'energyTransition',
    parent: 'sustainability',
    at: [null, '/about-us/sustainability/energy-transition', null, null],
    template: 'info',
    topic: 'sustainability',
    scene: 'windFarm',
  },
  {
    id: 'reporting',
    parent: 'sustainability',
    at: [null, '/about-us/sustainability/reporting', null, null],
    template: 'info',
    topic: 'sustainability',
    scene: 'city',
  },
  {
    id: 'carbonSequestration',
    parent: 'sustainability',
    at: [null, '/about-us/sustainability/climate-and-nature/carbon-sequestration', null, null],
    template: 'info',
    topic: 'sustainability',
    scene: 'roadForest',
  },
  {
    id: 'careers',
    parent: 'about',
    at: [
      '/tietoa-meista/ihmiset-ja-ura/avoimet-tyopaikat',
      '/about-us/people-and-careers/open-positions',
      '/om-oss/karriar/lediga-jobb',
      '/om-oss/karriere/ledige-stillinger',
    ],
    template: 'newsroom',
    topic: 'careers',
    scene: 'stationDay',
    tags: ['careers'],
  },
  {
    id: 'newsAndMedia',
    parent: 'about',
    at: ['/tietoa-meista/uutiset-ja-media', '/about-us/news-and-media', '/om-oss/nyheter-och-press', '/om-oss/nyheter-og-presse'],
    template: 'newsroom',
    topic: 'news',
    scene: 'city',
    tags: ['news', 'press'],
  },
  {
    id: 'pressReleases',
    parent: 'newsAndMedia',
    at: [
      '/tietoa-meista/uutiset-ja-media/lehdisto-ja-yhtiotiedotteet',
      '/about-us/news-and-media/company-and-press-releases',
      '/om-oss/nyheter-och-press/pressmeddelanden',
      '/om-oss/nyheter-og-presse/pressemeldinger',
    ],
    template: 'newsroom',
    topic: 'news',
    scene: 'harbour',
    tags: ['press'],
  },
  {
    id: 'stories',
    parent: 'about',
    at: ['/tietoa-meista/stories', '/about-us/stories', '/om-oss/berattelser', '/om-oss/stories'],
    template: 'newsroom',
    topic: 'news',
    scene: 'lakeside',
    tags: ['stories'],
  },

  // Notices and statements
  {
    id: 'safetyNotices',
    at: ['/kayttoturva-ja-tuotetiedotteet', null, '/sakerhets-och-produktmeddelanden', '/sikkerhets-og-produktmeldinger'],
    template: 'info',
    topic: 'notices',
    scene: 'stationNight',
  },
  {
    id: 'faultNotices',
    at: ['/vika-ja-hairiotiedotteet', null, '/fel-och-storningsmeddelanden', '/feil-og-driftsmeldinger'],
    template: 'info',
    topic: 'notices',
    scene: 'evCharger',
    noIndex: true,
  },
  {
    id: 'accessibility',
    at: ['/saavutettavuusseloste', '/accessibility-statement', '/tillganglighetsredogorelse', '/tilgjengelighetserklaering'],
    template: 'info',
    topic: 'legal',
    scene: 'city',
  },
];

/** Every translation group of standard pages. */
export const siteTree: readonly PageNode[] = specs.map(({ at: paths, ...node }) => ({ ...node, paths: at(paths) }));

const byId = new Map(siteTree.map((node) => [node.id, node]));

/** The node with an id; an unknown id is a generator bug. */
export function nodeById(id: string): PageNode {
  const node = byId.get(id);
  if (!node) throw new Error(`site-tree: no node "${id}"`);
  return node;
}

/** The node's path in a locale, or undefined where the page does not exist. */
export function nodePath(id: string, locale: LocaleCode): string | undefined {
  return nodeById(id).paths[locale];
}

/** The nodes that exist in a locale, in tree order. */
export function nodesIn(locale: LocaleCode): PageNode[] {
  return siteTree.filter((node) => node.paths[locale] !== undefined);
}

/** The children of a node that exist in a locale. */
export function childrenIn(id: string, locale: LocaleCode): PageNode[] {
  return nodesIn(locale).filter((node) => node.parent === id);
}
