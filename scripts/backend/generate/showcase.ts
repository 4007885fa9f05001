/**
 * The rich-text showcase document: every block, inline and mark of @contentful/rich-text-types,
 * every hyperlink kind of spec 5, plus deliberate hostile content for the site's tests: a node of
 * an unknown type (must render '(Unrecognized node type)') and a `javascript:` link (must be
 * neutralized).
 */
import type { LocaleCode } from '../../../src/config/locales';
import type { RichTextDocument, RichTextNode } from '../../../src/cms/schemas';
import { pathFor } from '../../../src/i18n/paths';
import { assetFor } from './assets';
import { pageTarget, pathOf } from './links';
import {
  assetLink,
  doc,
  embeddedAsset,
  embeddedEntry,
  embeddedResource,
  entryLink,
  h,
  hr,
  inlineEntry,
  inlineResource,
  link,
  ol,
  p,
  quote,
  resourceLink,
  table,
  text,
  ul,
  type EntryTarget,
  type ResourceTarget,
} from './rich-text';
import { showcaseText } from './text/showcase';
import { inLocale } from './text/types';

/** Content elsewhere in the locale that the showcase points at. */
export interface ShowcaseRefs {
  article: EntryTarget;
  station: EntryTarget;
}

/** The showcase document of a locale. */
export function showcaseDocument(locale: LocaleCode, title: string, refs: ShowcaseRefs): RichTextDocument {
  const t = inLocale(showcaseText, locale);
  const [start, bold, italic, underline, code, strike, end] = t.intro;
  const [web, mail, phone, internal] = t.linkLabels;
  const resource: ResourceTarget = {
    urn: 'crn:contentful:::content:spaces/nordic-shared/entries/fuel-prices',
    contentType: 'standardPage',
    slug: pathOf('fuels', locale),
    title: pageTarget('fuels', locale).title,
  };
  const card: EntryTarget = { contentType: 'card', slug: pathOf('loyalty', locale), title: t.card[0], text: t.card[1] };
  const unknownNode: RichTextNode = {
    nodeType: 'custom-widget',
    data: { widget: 'fuel-price-ticker', config: { market: 'FI' } },
    content: [text('fuel-price-ticker')],
  };
  return doc(
    h(1, title),
    p(
      start,
      text(bold, 'bold'),
      ', ',
      text(italic, 'italic'),
      ', ',
      text(underline, 'underline'),
      ', ',
      text(code, 'code'),
      ', ',
      text(strike, 'strikethrough'),
      ', ',
      text(`${bold} + ${italic}`, 'bold', 'italic'),
      end,
    ),
    p(`${t.chemistry}: CO`, text('2', 'subscript'), ', m', text('2', 'superscript'), '.'),
    h(2, `${t.heading} 2`),
    h(3, `${t.heading} 3`),
    h(4, `${t.heading} 4`),
    h(5, `${t.heading} 5`),
    h(6, `${t.heading} 6`),
    h(2, t.linksTitle),
    ul(
      [link('https://www.nordic-energy.example/', web)],
      [link('https://www.facebook.com/nordicenergy', 'Facebook')],
      [link('https://www.instagram.com/nordicenergy', 'Instagram')],
      [link('https://www.youtube.com/@nordicenergy', 'YouTube')],
      [link('https://www.tiktok.com/@nordicenergy', 'TikTok')],
      [link('mailto:asiakaspalvelu@nordic-energy.example', mail)],
      [link('tel:+358800123456', phone)],
      [link(pathFor('stationLocator', locale), internal)],
    ),
    h(2, t.entriesTitle),
    ol([entryLink(pageTarget('evCharging', locale))], [entryLink(refs.article)], [entryLink(refs.station)], [entryLink(card)], [resourceLink(resource)]),
    p(inlineEntry(pageTarget('loyalty', locale)), ' · ', inlineResource(resource)),
    hr(),
    quote(t.quote),
    embeddedEntry(pageTarget('carWash', locale)),
    embeddedEntry(card),
    embeddedResource(resource),
    h(2, t.downloads),
    p(assetLink(assetFor('priceList', locale)), ' · ', assetLink(assetFor('stationDay', locale))),
    embeddedAsset(assetFor('windFarm', locale)),
    embeddedAsset(assetFor('termsPdf', locale)),
    table(t.tableRows),
    unknownNode,
    p(link('javascript:alert(1)', t.hostile)),
  );
}
