/** Station pages (contentType 'stationPage'): the station plus one or two body blocks. */
import type { LocaleCode } from '../../../src/config/locales';
import type { Block, Link, StationPage } from '../../../src/cms/schemas';
import { assetFor } from './assets';
import { pageLink, pageTarget } from './links';
import { doc, entryLink, link, p } from './rich-text';
import { nodePath } from './site-tree';
import { stationIn, stationPaths, stationVersion, type StationRecord } from './stations';
import { inLocale } from './text/types';
import { fill } from '../../../src/i18n/fill';
import { ui } from './text/ui';

function body(record: StationRecord, locale: LocaleCode, pageId: string): Block[] {
  const text = inLocale(ui, locale);
  const services = record.offer.services;
  const paragraphs = [
    p(fill(text.stationWelcome, { name: record.name, street: record.street })),
    p(text.stationProfile[record.offer.kind]),
    ...(services.includes('evcharging') ? [p(text.stationProfile.ev)] : []),
    p(link(`tel:${record.phone.replace(/\s/g, '')}`, record.phone), ' · ', entryLink(pageTarget('stationLocator', locale), text.findStation)),
  ];
  const blocks: Block[] = [{ id: `${pageId}-services`, contentType: 'richText', title: text.stationServices, document: doc(...paragraphs) }];
  // Stations with a car wash or chargers link to those service pages where the locale has them.
  const related: Link[] = [];
  if (services.includes('carwash') && nodePath('carWash', locale)) related.push(pageLink('carWash', locale));
  if (services.includes('evcharging') && nodePath('evCharging', locale)) related.push(pageLink('evCharging', locale));
  if (related.length > 0) {
    blocks.push({ id: `${pageId}-links`, contentType: 'linkList', title: text.usefulLinks, links: [...related, pageLink('loyalty', locale)] });
  }
  return blocks;
}

/** The pages of one station, one per locale it appears in. */
export function stationPages(record: StationRecord, today: string): { locale: LocaleCode; page: StationPage }[] {
  const paths = stationPaths(record);
  const pageId = `page-${record.id}`;
  return (Object.entries(paths) as [LocaleCode, string][]).map(([locale, slug]) => {
    const image = assetFor(record.imageKey, locale);
    const description = fill(inLocale(ui, locale).stationDescription, { name: record.name });
    return {
      locale,
      page: {
        id: pageId,
        contentType: 'stationPage',
        slug,
        title: record.name,
        noIndex: false,
        description,
        openGraphTitle: record.name,
        openGraphDescription: description,
        openGraphImage: image,
        localizedPagePaths: { ...paths },
        version: stationVersion(today),
        body: body(record, locale, pageId),
        station: stationIn(record, locale, today, image),
      },
    };
  });
}
