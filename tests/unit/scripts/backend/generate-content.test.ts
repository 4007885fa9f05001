import { BLOCKS, INLINES, MARKS } from '@contentful/rich-text-types';
import { beforeAll, describe, expect, it } from 'vitest';
import { localeCodes, type LocaleCode } from '../../../../src/config/locales';
import { layoutSchema, pageContentSchema, type PageContent, type StationPage } from '../../../../src/cms/schemas';
import { pageKeys, pathFor } from '../../../../src/i18n/paths';
import { generateContent, type Generated } from '../../../../scripts/backend/generate/index';
import { marksIn, nodeTypesIn } from '../../../../scripts/backend/generate/rich-text';

const today = '2026-03-18'; // a Wednesday
let generated: Generated;

beforeAll(() => {
  generated = generateContent({ seed: 7, scale: 1, today });
});

const pagesOf = (locale: LocaleCode): PageContent[] => generated.content.pages[locale];
const slugsOf = (locale: LocaleCode): Set<string> => new Set(pagesOf(locale).map((p) => p.slug));
const stationPages = (locale: LocaleCode): StationPage[] => pagesOf(locale).filter((p): p is StationPage => p.contentType === 'stationPage');

describe('generated content: shape', () => {
  it('parses every layout and page with the site schemas', () => {
    for (const locale of localeCodes) {
      expect(layoutSchema.safeParse(generated.content.layouts[locale]).success).toBe(true);
      for (const page of pagesOf(locale)) {
        const parsed = pageContentSchema.safeParse(page);
        expect(parsed.success, `${locale} ${page.slug}`).toBe(true);
      }
    }
  });

  it('records its inputs and a generatedAt derived from them', () => {
    expect(generated.content).toMatchObject({ seed: 7, scale: 1, today, generatedAt: '2026-03-18T00:00:00.000Z' });
  });

  it('has 25–45 standard pages per locale, a page for every path key, and every page with SEO fields', () => {
    for (const locale of localeCodes) {
      const standard = pagesOf(locale).filter((p) => p.contentType === 'standardPage');
      expect(standard.length).toBeGreaterThanOrEqual(25);
      // 40 content pages at most, plus the account area and checkout pages
      expect(standard.length).toBeLessThanOrEqual(45);
      for (const key of pageKeys) expect(slugsOf(locale).has(pathFor(key, locale)), `${locale} ${key}`).toBe(true);
      for (const page of pagesOf(locale)) {
        expect(page.description && page.openGraphTitle && page.openGraphDescription && page.openGraphImage, page.slug).toBeTruthy();
        expect(page.version).toMatch(/^\d{4}-\d{2}-\d{2}T/);
        expect(page.version <= `${today}T23:59:59.999Z`, page.slug).toBe(true);
      }
      expect(pagesOf(locale).some((p) => p.noIndex)).toBe(true);
    }
  });

  it('makes localizedPagePaths symmetric: each translation exists and points back', () => {
    for (const locale of localeCodes) {
      const bySlug = new Map(pagesOf(locale).map((p) => [p.slug, p]));
      for (const page of pagesOf(locale)) {
        expect(page.localizedPagePaths[locale]).toBe(page.slug);
        for (const [other, path] of Object.entries(page.localizedPagePaths) as [LocaleCode, string][]) {
          const twin = pagesOf(other).find((p) => p.slug === path);
          expect(twin?.localizedPagePaths[locale], `${locale} ${page.slug} → ${other} ${path}`).toBe(page.slug);
          expect(twin?.id).toBe(page.id);
        }
        expect(bySlug.get(page.slug)).toBe(page);
      }
    }
    const landing = pagesOf('fi-FI').find((p) => p.slug === '/');
    expect(Object.keys(landing?.localizedPagePaths ?? {}).sort()).toEqual([...localeCodes].sort());
  });
});

describe('generated content: legacy redirect targets (spec 2.6) and fixed paths', () => {
  const targets: Record<LocaleCode, string[]> = {
    'fi-FI': [
      '/',
      '/asemahaku',
      '/tietoa-meista',
      '/yksityisille/ota-yhteytta/asiakaspalvelu',
      '/yrityksille/b2b-ota-yhteytta',
      '/yksityisille/tuotteet',
      '/yksityisille/kanta-asiakkuus',
      '/yrityksille/yrityskortit',
      '/yksityisille/tuotteet/sahkoauton-lataus',
      '/yrityksille/b2b',
      '/yrityksille/business-palvelut',
      '/yrityksille/business-palvelut/skal-jasenyys',
      '/yksityisille/tietosuoja',
      '/yksityisille/palvelut',
      '/yrityksille',
      '/yrityksille/energiatuotteet',
      '/yrityksille/energiatuotteet/b2b-biokaasu',
      '/yrityksille/energiatuotteet/b2b-polttooljy',
      '/yrityksille/energiatuotteet/b2b-maalampo',
      '/yrityksille/energiatuotteet/b2b-tuuli',
      '/tietoa-meista/ihmiset-ja-ura/avoimet-tyopaikat',
      '/tietoa-meista/stories',
      '/tietoa-meista/uutiset-ja-media/lehdisto-ja-yhtiotiedotteet',
      '/kayttoturva-ja-tuotetiedotteet',
      '/vika-ja-hairiotiedotteet',
      '/kayttoehdot',
    ],
    'en-EU': [
      '/about-us',
      '/about-us/company-info',
      '/about-us/company-info/areas-of-operation',
      '/about-us/company-info/key-figures-and-ir',
      '/about-us/company-info/contact-us',
      '/about-us/sustainability',
      '/about-us/sustainability/energy-transition',
      '/about-us/sustainability/reporting',
      '/about-us/sustainability/climate-and-nature/carbon-sequestration',
      '/about-us/people-and-careers/open-positions',
      '/about-us/news-and-media/company-and-press-releases',
      '/about-us/stories',
      '/private/privacy-policy',
    ],
    'sv-SE': [
      '/privat',
      '/foretag',
      '/om-oss',
      '/om-oss/nyheter-och-press',
      '/hitta-station',
      '/privat/produkter/drivmedel',
      '/privat/produkter/laddning',
      '/foretag/tjanster',
      '/foretag/tjanster/foretagskort',
      '/foretag/tjanster/drivmedelsavtal',
      '/om-oss/foretagsinformation/ledning',
      '/om-oss/foretagsinformation/hallbarhet',
    ],
    'no-NO': [
      '/privat',
      '/bedrift',
      '/om-oss',
      '/om-oss/stories',
      '/finn-stasjon',
      '/privat/app-og-tilbud',
      '/privat/kundeservice',
      '/privat/produkter/drivstoff',
      '/privat/produkter/elbillading',
      '/privat/tjenester/bilvask',
      '/privat/tjenester/tilhengerutleie',
    ],
  };

  it.each(localeCodes)('every target path exists as a page in %s', (locale) => {
    const slugs = slugsOf(locale);
    const missing = targets[locale].filter((path) => !slugs.has(path));
    expect(missing).toEqual([]);
  });

  it('has article and station pages under their localized base paths', () => {
    for (const locale of localeCodes) {
      const articles = pagesOf(locale).filter((p) => p.contentType === 'articlePage');
      expect(articles.every((p) => p.slug.startsWith(`${pathFor('articles', locale)}/`))).toBe(true);
      expect(stationPages(locale).every((p) => p.slug.startsWith(`${pathFor('stations', locale)}/`))).toBe(true);
    }
  });
});

describe('generated content: blocks', () => {
  const blocksOf = (locale: LocaleCode) =>
    pagesOf(locale).flatMap((p) =>
      p.contentType === 'articlePage' ? [] : p.body.map<{ page: typeof p; block: Record<string, unknown> }>((b) => ({ page: p, block: b })),
    );

  it('has exactly one redirect card list per locale, pointing at another page of the locale', () => {
    for (const locale of localeCodes) {
      const redirects = blocksOf(locale).filter(({ block }) => (block['display'] as { component?: string } | undefined)?.component === 'redirect');
      expect(redirects).toHaveLength(1);
      const url = (redirects[0]?.block['display'] as { url: string }).url;
      expect(slugsOf(locale).has(url)).toBe(true);
      expect(url).not.toBe(redirects[0]?.page.slug);
    }
  });

  it('uses every block kind and every card-list component', () => {
    for (const locale of localeCodes) {
      const types = new Set(blocksOf(locale).map(({ block }) => block['contentType']));
      for (const type of ['hero', 'richText', 'cardList', 'media', 'linkList', 'facts', 'stationLocator'])
        expect(types.has(type), `${locale} ${type}`).toBe(true);
      const components = new Set(blocksOf(locale).map(({ block }) => (block['display'] as { component?: string } | undefined)?.component));
      for (const c of ['cards', 'links', 'articleList', 'redirect']) expect(components.has(c), `${locale} ${c}`).toBe(true);
      const mediaExts = new Set(
        blocksOf(locale)
          .filter(({ block }) => block['contentType'] === 'media')
          .map(({ block }) => (block['asset'] as { ext: string }).ext),
      );
      expect(mediaExts.has('mp4')).toBe(true);
    }
  });

  it('captions each video with what it shows: the car wash as a car wash, the wind farm as wind power', () => {
    for (const locale of localeCodes) {
      const videos = blocksOf(locale).filter(({ block }) => block['contentType'] === 'media' && (block['asset'] as { ext: string }).ext === 'mp4');
      const captionsOf = (id: string) =>
        new Set(videos.filter(({ block }) => (block['asset'] as { id: string }).id === id).map(({ block }) => block['caption']));
      const wash = captionsOf('asset-wash-video');
      const wind = captionsOf('asset-wind-video');
      expect(wash.size, locale).toBe(1);
      expect(wind.size, locale).toBe(1);
      expect([...wash][0], locale).not.toBe([...wind][0]);
      expect(String([...wash][0]), locale).toMatch(/pesu|wash|tvätt|vask/i);
    }
  });

  it('gives the locator page the filter definitions of spec 3', () => {
    const locator = pagesOf('sv-SE').find((p) => p.slug === pathFor('stationLocator', 'sv-SE'));
    const block =
      locator?.contentType === 'standardPage'
        ? (locator.body.find((b) => b.contentType === 'stationLocator') as Record<string, unknown> | undefined)
        : undefined;
    const filters = (block?.['filters'] ?? []) as {
      code: string;
      group: string;
      additive: boolean;
      quickFilter: boolean;
      displayOnStationList: boolean;
      icon: string;
    }[];
    const byGroup = (group: string) => filters.filter((f) => f.group === group).map((f) => f.code);
    expect(byGroup('stationTypes')).toEqual(['helmisimpukkarestaurant', 'helmisimpukka', 'open24h', 'perfectcarwash', 'perfectcarwash24hours']);
    expect(byGroup('food')).toEqual(['lunch', 'weekendlunch', 'breakfastbuffet', 'drivers', 'pizza', 'driverspremium', 'alwaysonoffer']);
    expect(byGroup('services')).toEqual([
      'selfservicecarwash',
      'trailerrent',
      'truckfuelingpoint',
      'shower',
      'sauna',
      'caravanparking',
      'selfservicepaymentterminal',
    ]);
    expect(byGroup('fuels')).toEqual(['re85', 'adblue', 'cbg']);
    expect(byGroup('otherServices')).toEqual(['post', 'matkahuolto', 'atm', 'veikkaus', 'burgerking', 'kotipizza', 'meetingroom', 'schenker', 'budbee']);
    expect(
      filters
        .filter((f) => f.quickFilter)
        .map((f) => f.code)
        .sort(),
    ).toEqual(['helmisimpukka', 'helmisimpukkarestaurant', 'lunch', 'open24h']);
    expect(
      filters
        .filter((f) => f.displayOnStationList)
        .map((f) => f.code)
        .sort(),
    ).toEqual(['helmisimpukka', 'helmisimpukkarestaurant']);
    for (const f of filters) expect(f.additive, f.code).toBe(['services', 'fuels', 'otherServices'].includes(f.group));
    const files = new Set(generated.assets.map((a) => `/assets/${a.path}`));
    for (const f of filters) expect(files.has(f.icon), f.icon).toBe(true);
  });

  it('puts the terms title and rich text at body[0].cards[0] of the terms page (spec 7.2)', () => {
    for (const locale of localeCodes) {
      const terms = pagesOf(locale).find((p) => p.slug === pathFor('terms', locale));
      const first = terms?.contentType === 'standardPage' ? terms.body[0] : undefined;
      const card = first?.contentType === 'cardList' ? (first as { cards: { title: string; text: unknown }[] }).cards[0] : undefined;
      expect(card?.title).toBe(terms?.title);
      expect((card?.text as { nodeType?: string } | null)?.nodeType).toBe('document');
    }
  });
});

describe('generated content: layout', () => {
  it('has a navigation of 4–5 items with children and some hidden items', () => {
    for (const locale of localeCodes) {
      const nav = generated.content.layouts[locale].navigation;
      expect(nav.length).toBeGreaterThanOrEqual(4);
      expect(nav.length).toBeLessThanOrEqual(5);
      expect(nav.every((item) => item.children.length > 0)).toBe(true);
      const all = nav.flatMap(function flat(item): typeof nav {
        return [item, ...item.children.flatMap(flat)];
      });
      expect(all.some((item) => !item.visibleInNavigation)).toBe(true);
      expect(all.every((item) => slugsOf(locale).has(item.url))).toBe(true);
    }
  });

  it('has the footer of spec 2.4: icons, headed groups, downloads (2 in no-NO), socials with a missing url, extra links', () => {
    for (const locale of localeCodes) {
      const footer = generated.content.layouts[locale].footer;
      expect(footer.icons.length).toBeGreaterThanOrEqual(2);
      expect(footer.icons.every((icon) => icon.image !== null)).toBe(true);
      expect(footer.items[0]?.contentType).toBe('string');
      expect(footer.items.filter((i) => i.contentType === 'string').length).toBeGreaterThanOrEqual(3);
      expect(footer.downloadLinks).toHaveLength(locale === 'no-NO' ? 2 : 4);
      expect(footer.socialLinks.map((s) => s.network).sort()).toEqual(['facebook', 'instagram', 'linkedin', 'tiktok', 'youtube']);
      expect(footer.socialLinks.some((s) => s.url === null)).toBe(true);
      expect(footer.extraLinks.map((l) => l.internal)).toEqual(['cookieConsent', 'privacyNotice', '']);
      expect(footer.extraLinks[1]?.url?.slug).toBe(pathFor('terms', locale));
    }
  });
});

describe('generated content: rich text', () => {
  it.each(localeCodes)('uses every node type and mark somewhere in %s', (locale) => {
    const types = new Set<string>();
    const marks = new Set<string>();
    const visit = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(visit);
      else if (typeof value === 'object' && value !== null) {
        const node = value as Record<string, unknown>;
        if (node['nodeType'] === 'document') {
          nodeTypesIn(node as never, types);
          marksIn(node as never, marks);
        } else Object.values(node).forEach(visit);
      }
    };
    visit(pagesOf(locale));
    const missingTypes = [...Object.values(BLOCKS), ...Object.values(INLINES)].filter((t) => !types.has(t));
    const missingMarks = Object.values(MARKS).filter((m) => !marks.has(m));
    expect(missingTypes).toEqual([]);
    expect(missingMarks).toEqual([]);
    // Deliberate hostile content for the site's tests.
    expect(types.has('custom-widget')).toBe(true);
    expect(JSON.stringify(pagesOf(locale))).toContain('"uri":"javascript:alert(1)"');
  });
});
