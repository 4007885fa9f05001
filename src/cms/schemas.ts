/**
 * zod schemas for every response of the content backend (cms-view, spec 3 and 7.2/7.3).
 * Everything the site reads from the backend is parsed here; everything inside is typed.
 * The embedded backend (scripts/backend) produces exactly these shapes.
 *
 * This module is their index: the layout, stations and pages are defined here; the fields they
 * share with the blocks (assets, rich text, links, article summaries) in src/cms/fields/, each
 * block in its own file under src/cms/blocks/, and a page body's block in src/cms/block.ts. Those
 * files never import this one, so no import cycle can leave a schema undefined while it loads
 * (tests/unit/cms/cms-schema-modules.test.ts).
 */
import { z } from 'zod';
import { localeCodes, type LocaleCode } from '../config/locales';
import { assetSchema, type Asset } from './fields/asset';
import { linkSchema, linkTargetSchema } from './fields/link';
import { richTextDocumentSchema } from './fields/rich-text';
import { blockSchema } from './block';
import { pagePathProblem, pathProblemText } from './path-rule';
import type { RefusedPath } from './webhook';

export * from './fields/asset';
export * from './fields/rich-text';
export * from './fields/link';
export * from './fields/article-summary';
export * from './block';

const localeCode = z.enum(localeCodes);

/** 'yyyy-MM-dd' */
export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a yyyy-MM-dd date');
/** 'HH:mm' or 'HH:mm:ss' (24:00 allowed as an end of day) */
export const clockTimeSchema = z.string().regex(/^(?:[01]\d|2[0-3]|24):[0-5]\d(?::[0-5]\d)?$/, 'expected HH:mm or HH:mm:ss');

/* ------------------------------------------------------------------ layout */

export interface NavItem {
  id: string;
  url: string;
  text: string;
  image: Asset | null;
  visibleInNavigation: boolean;
  children: NavItem[];
}

export const navItemSchema: z.ZodType<NavItem, z.ZodTypeDef, unknown> = z.object({
  id: z.string(),
  url: z.string(),
  text: z.string(),
  image: assetSchema.nullable().default(null),
  visibleInNavigation: z.boolean().default(true),
  children: z.array(z.lazy(() => navItemSchema)).default([]),
});

/** A footer item: a heading entry (contentType 'string') followed by its child links. */
export const footerItemSchema = z.discriminatedUnion('contentType', [
  z.object({ contentType: z.literal('string'), id: z.string(), value: z.string() }),
  z.object({ contentType: z.literal('link'), id: z.string(), link: linkSchema }),
]);
export type FooterItem = z.infer<typeof footerItemSchema>;

export const extraLinkSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** internal label: 'cookieConsent' opens the consent dialog, 'privacyNotice' the terms modal */
  internal: z.string().default(''),
  url: linkTargetSchema.nullable().default(null),
});
export type ExtraLink = z.infer<typeof extraLinkSchema>;

export const socialLinkSchema = z.object({
  id: z.string(),
  title: z.string(),
  network: z.enum(['facebook', 'instagram', 'youtube', 'tiktok', 'linkedin', 'x']),
  url: z.string().nullable().default(null),
});
export type SocialLink = z.infer<typeof socialLinkSchema>;

export const downloadLinkSchema = z.object({
  id: z.string(),
  title: z.string(),
  store: z.enum(['appStore', 'googlePlay', 'appGallery', 'web']),
  url: z.string(),
  image: assetSchema.nullable().default(null),
});
export type DownloadLink = z.infer<typeof downloadLinkSchema>;

export const layoutSchema = z.object({
  logo: z.object({ data: assetSchema, alt: z.string() }),
  navigation: z.array(navItemSchema),
  footer: z.object({
    icons: z.array(linkSchema).default([]),
    items: z.array(footerItemSchema).default([]),
    downloadLinks: z.array(downloadLinkSchema).default([]),
    socialLinks: z.array(socialLinkSchema).default([]),
    extraLinks: z.array(extraLinkSchema).default([]),
  }),
  version: z.string().default(''),
});
export type Layout = z.infer<typeof layoutSchema>;

/* ---------------------------------------------------------------- stations */

export const fuelLabels = ['98', 'adblue', 'adblueprivatecars', '95extra', '95fuelsave', 'diesel20', 'diesel35', 'mpo', 're85', 'dieselHVO', 'vpower'] as const;
export type FuelLabel = (typeof fuelLabels)[number];

export const serviceKeys = [
  'post',
  'servicefueling',
  'carmaintenance',
  'trailerrent',
  'matkahuolto',
  'automatedposti',
  'sauna',
  'shower',
  'truckfuelingpoint',
  'atm',
  'selfservicecarwash',
  'carwash',
  'perfectcarwash',
  'carwash24h',
  'selfservicepaymentterminal',
  'veikkaus',
  'lunch',
  'weekendlunch',
  'bottlerec',
  'cafeteria',
  'vanrental',
  'meetingroom',
  'freewifi',
  'pizza',
  'breakfastbuffet',
  'coffee',
  'fastfood',
  'toilet',
  'evcharging',
  'caravanparking',
  'alwaysonoffer',
  'schenker',
  'budbee',
  'helmisimpukka',
  'truckfacilities',
  'servicestation',
] as const;
export type ServiceKey = (typeof serviceKeys)[number];

/** Opening hours, shape A (spec 3): dated entries with startTime/endTime 'HH:mm:ss'. */
export const openingHoursShapeA = z.object({
  shape: z.literal('A'),
  openingHours: z.array(
    z.object({
      date: isoDateSchema,
      openHours: z.array(z.object({ startTime: clockTimeSchema, endTime: clockTimeSchema, label: z.string().optional() })),
    }),
  ),
});

/** Opening hours, shape B (spec 3): store24h flag and dated entries with opens/closes. */
export const openingHoursShapeB = z.object({
  shape: z.literal('B'),
  store24h: z.boolean(),
  storeOpeningHours: z.array(
    z.object({
      date: isoDateSchema,
      hours: z.array(z.object({ opens: clockTimeSchema, closes: clockTimeSchema, label: z.string().optional() })),
    }),
  ),
});

export const openingHoursSchema = z.discriminatedUnion('shape', [openingHoursShapeA, openingHoursShapeB]);
export type OpeningHours = z.infer<typeof openingHoursSchema>;

export const stationSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  market: z.enum(['FI', 'SE', 'NO']),
  timeZone: z.enum(['Europe/Helsinki', 'Europe/Stockholm', 'Europe/Oslo']),
  address: z.object({ street: z.string(), postalCode: z.string(), city: z.string(), country: z.string() }),
  coordinates: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
  phone: z.string().default(''),
  email: z.string().default(''),
  fuels: z.array(z.enum(fuelLabels)).default([]),
  services: z.array(z.enum(serviceKeys)).default([]),
  /** filter codes of spec 3 ("Station filter definition") that the station matches */
  filters: z.array(z.string()).default([]),
  openingHours: openingHoursSchema,
  /** kitchen/lunch/breakfast hours, same shape rules as the store's */
  kitchenHours: openingHoursSchema.nullable().default(null),
  lunch: z.array(z.object({ date: isoDateSchema, dishes: z.array(z.string()) })).default([]),
  foodMenu: z.array(z.object({ name: z.string(), description: z.string().default(''), price: z.number().nonnegative() })).default([]),
  image: assetSchema.nullable().default(null),
});
export type Station = z.infer<typeof stationSchema>;

/* ------------------------------------------------------------------- pages */

/**
 * A page's path in each locale. A path the site refuses (src/cms/path-rule.ts) is left out: it is
 * no page of the site, so no link, hreflang alternate or sitemap URL names it, and it is never the
 * canonical path a page is kept under (src/cms/canonical.ts).
 */
const localizedPagePaths = z
  .record(localeCode, z.string())
  .default({})
  .transform(
    (paths) => Object.fromEntries(Object.entries(paths).filter(([locale, path]) => pagePathProblem(path, locale as LocaleCode) === null)) as typeof paths,
  );

const seoFields = {
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  noIndex: z.boolean().default(false),
  description: z.string().default(''),
  openGraphTitle: z.string().default(''),
  openGraphDescription: z.string().default(''),
  openGraphImage: assetSchema.nullable().default(null),
  localizedPagePaths,
  /** content version (ISO timestamp of the last edit); the sitemap's lastmod */
  version: z.string().default(''),
};

export const standardPageSchema = z.object({
  ...seoFields,
  contentType: z.literal('standardPage'),
  body: z.array(blockSchema).default([]),
});

export const articlePageSchema = z.object({
  ...seoFields,
  contentType: z.literal('articlePage'),
  byline: z.string().default(''),
  image: assetSchema.nullable().default(null),
  created: z.string(),
  articleContent: richTextDocumentSchema,
  tags: z.array(z.string()).default([]),
});

export const stationPageSchema = z.object({
  ...seoFields,
  contentType: z.literal('stationPage'),
  body: z.array(blockSchema).default([]),
  station: stationSchema,
});

export const pageContentSchema = z.discriminatedUnion('contentType', [standardPageSchema, articlePageSchema, stationPageSchema]);
export type PageContent = z.infer<typeof pageContentSchema>;
export type StandardPage = z.infer<typeof standardPageSchema>;
export type ArticlePage = z.infer<typeof articlePageSchema>;
export type StationPage = z.infer<typeof stationPageSchema>;

/** GET cms-view/v1/content/page?path= (spec 7.2) */
export const pageResponseSchema = z.object({
  localizedPagePaths,
  content: pageContentSchema,
});
export type PageResponse = z.infer<typeof pageResponseSchema>;

/**
 * What decides whether a page answer is an indexable page of the site (src/cms/translations.ts):
 * its paths, noIndex and its body's card-list redirects, the rest of the page left unparsed. A
 * page's head asks this of each of its translations (about 3,000 calls in a build of the demo
 * content), and the whole page's schema was most of such a call's CPU (0.49 ms against 0.20 ms here).
 */
export const pageIndexingSchema = z.object({
  localizedPagePaths,
  content: z.object({
    contentType: z.string(),
    slug: z.string(),
    noIndex: z.boolean().default(false),
    localizedPagePaths,
    // a block's display is read only for a card list's redirect; another block's is none of this
    body: z
      .array(
        z.object({
          contentType: z.string(),
          display: z
            .object({ component: z.string(), url: z.string().default('') })
            .optional()
            .catch(undefined),
        }),
      )
      .optional(),
  }),
});
export type PageIndexing = z.infer<typeof pageIndexingSchema>;

/**
 * GET cms-view/v1/content/paths: every page path of a locale with its content version. Paths the
 * site refuses (src/cms/path-rule.ts) are taken out into `refused`, for the build and a resync to
 * log: such a page is never listed, built or written.
 */
export const pathListingSchema = z
  .object({
    locale: localeCode,
    paths: z.array(
      z.object({
        path: z.string().startsWith('/'),
        contentType: z.enum(['standardPage', 'articlePage', 'stationPage']),
        version: z.string(),
        noIndex: z.boolean().default(false),
      }),
    ),
  })
  .transform((listing) => {
    const refused: (RefusedPath & { locale: LocaleCode })[] = [];
    const paths = listing.paths.filter((entry) => {
      const problem = pagePathProblem(entry.path, listing.locale);
      if (problem) refused.push({ locale: listing.locale, path: entry.path, problem, reason: pathProblemText(problem) });
      return problem === null;
    });
    return { ...listing, paths, refused };
  });
export type PathListing = z.infer<typeof pathListingSchema>;
/** The paths call's answer as the content backend sends it (before the site screens its paths). */
export type PathListingBody = z.input<typeof pathListingSchema>;

/** POST cms-view/v1/search body (spec 7.3) */
export const searchRequestSchema = z.object({
  page: z.number().int().positive().max(1000),
  limit: z.number().int().positive().max(100),
  filter: z.object({ category: z.literal('Article'), tags: z.array(z.string().max(100)).max(50).default([]) }),
  sort: z.object({ sortBy: z.literal('created'), sortDirection: z.enum(['ASC', 'DESC']) }),
});
export type SearchRequest = z.infer<typeof searchRequestSchema>;
