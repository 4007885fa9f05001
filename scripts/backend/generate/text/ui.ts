/** Short phrases the generator puts into blocks, the layout and station pages, in each language (ui.json). */
import { z } from 'zod';
import { articleTags } from './stories';
import data from './ui.json' with { type: 'json' };
import { byLanguage, keyed, readTable, type ByLanguage } from './types';

const s = z.string();
const uiText = z
  .object({
    readMore: s,
    explore: s,
    latest: s,
    usefulLinks: s,
    findStation: s,
    contactUs: s,
    inFigures: s,
    /** [value, label] */
    facts: z.array(z.tuple([s, s])),
    tagNames: keyed(articleTags, s),
    cookieSettings: s,
    privacyNotice: s,
    downloadApp: s,
    downloads: z.object({ appStore: s, googlePlay: s, appGallery: s, web: s }).strict(),
    chargingPrices: z.array(z.array(s)),
    callUs: s,
    serviceHours: s,
    writeUs: s,
    openPositions: z.array(s),
    stationWelcome: s,
    stationServices: s,
    stationDescription: s,
    stationProfile: z.object({ truck: s, restaurant: s, shop: s, automat: s, ev: s }).strict(),
    relatedReading: s,
    quoteFrom: s,
    videoCaption: s,
    /** the car-wash clip's caption (the wind-power one is videoCaption) */
    washVideoCaption: s,
    articleHeadings: z.tuple([s, s]),
    photoCredit: s,
    downloadPdf: s,
    followUs: s,
  })
  .strict();

/** The generator's short phrases in one language. */
export type UiText = z.infer<typeof uiText>;

/** Short phrases in each language. */
export const ui: ByLanguage<UiText> = readTable('ui.json', byLanguage(uiText), data);
