/**
 * Standard pages (contentType 'standardPage') of a locale: one per site-tree node that exists
 * there, its body assembled by the node's template from the block builders.
 */
import type { LocaleCode } from '../../../src/config/locales';
import type { Block, Link, RichTextNode, StandardPage } from '../../../src/cms/schemas';
import { assetFor } from './assets';
import { articleList, facts, hero, linkList, media, pageCards, redirectList, richText } from './blocks';
import { accountArea, contactForm } from './forms';
import { productBlocks } from './commerce';
import { addDays } from '../../../src/lib/calendar';
import { isoBefore } from './dates';
import { externalLink, pageLink, pageText, pathOf } from './links';
import { Random } from './random';
import { assetLink, doc, h, link, ol, p, table, ul } from './rich-text';
import { showcaseDocument, type ShowcaseRefs } from './showcase';
import { childrenIn, nodeById, nodesIn, type PageNode } from './site-tree';
import { stationFilters } from './station-filters';
import { extras, keyFiguresEn, managementSv } from './text/extras';
import { paragraphs } from './text/paragraphs';
import { inLocale } from './text/types';
import { ui } from './text/ui';

/** What a locale's standard pages are built from. */
export interface PageContext {
  locale: LocaleCode;
  today: string;
  seed: number;
  refs: ShowcaseRefs;
}

/** Pages that are not offered in card lists: they exist for redirects, tests or search engines. */
const listed = (node: PageNode): boolean => !node.noIndex && node.template !== 'redirect';

function existing(ids: readonly string[], locale: LocaleCode): PageNode[] {
  return ids.map(nodeById).filter((node) => node.paths[locale] !== undefined);
}

function siblings(node: PageNode, locale: LocaleCode): PageNode[] {
  return node.parent ? childrenIn(node.parent, locale).filter((n) => n.id !== node.id && listed(n)) : [];
}

/** Body paragraphs of the node's topic, plus content of its own for the few pages that have it. */
function textNodes(node: PageNode, ctx: PageContext): RichTextNode[] {
  const { locale, today } = ctx;
  const texts = inLocale(paragraphs, locale)[node.topic];
  const x = inLocale(extras, locale);
  const base = texts.map((text) => p(text));
  switch (node.id) {
    case 'careers':
      return [...base, ul(...inLocale(ui, locale).openPositions), p(link(`mailto:${x.contact.jobsEmail}`, x.contact.jobsEmail))];
    case 'keyFigures':
      return [...base, table(keyFiguresEn)];
    case 'management':
      return [base[0] ?? p(''), ul(...managementSv)];
    case 'safetyNotices':
      return [...base, table([x.noticeHeaders, ...x.safetyRows.map(([days, product, notice]) => [addDays(today, -days), product, notice])])];
    case 'faultNotices':
      return [...base, ul(...x.faults.map(([days, text]) => `${addDays(today, -days)}: ${text}`))];
    case 'privacy':
    case 'accessibility':
      return [...base, ol(...x.privacyRights)];
    default:
      return base;
  }
}

function contactText(node: PageNode, locale: LocaleCode): RichTextNode[] {
  const t = inLocale(ui, locale);
  const c = inLocale(extras, locale).contact;
  const email = node.id === 'businessContact' ? c.businessEmail : c.email;
  return [h(2, t.callUs), p(link(`tel:${c.phone}`, c.phoneDisplay)), p(t.serviceHours), h(2, t.writeUs), p(link(`mailto:${email}`, email))];
}

function relatedLinks(node: PageNode, locale: LocaleCode): Block[] {
  const nodes = siblings(node, locale).slice(0, 5);
  return nodes.length > 0 ? [pageCards(`${id(node)}-related`, inLocale(ui, locale).readMore, nodes, locale, 'links')] : [];
}

const id = (node: PageNode): string => `page-${node.id}`;

function bodyOf(node: PageNode, ctx: PageContext, rng: Random): Block[] {
  const { locale } = ctx;
  const t = inLocale(ui, locale);
  const [title, lead] = pageText(node.id, locale);
  const pid = id(node);
  const top = hero(`${pid}-hero`, title, lead, node.scene, locale);
  const tagged = node.tags ? [articleList(`${pid}-articles`, node.tags, locale)] : [];
  switch (node.template) {
    case 'landing':
      return [
        hero(`${pid}-hero`, title, lead, node.scene, locale, pageLink('stationLocator', locale, { title: t.findStation, linkId: 'cta-find-station' })),
        articleList(`${pid}-latest`, node.tags ?? ['news'], locale, t.latest),
        pageCards(`${pid}-explore`, t.explore, existing(['private', 'b2b', 'evCharging', 'loyalty', 'carWash', 'sustainability'], locale), locale),
        media(`${pid}-video`, 'windVideo', locale, t.videoCaption),
        facts(`${pid}-facts`, t.inFigures, t.facts),
        linkList(`${pid}-links`, t.usefulLinks, [
          ...existing(['contact', 'careers', 'newsAndMedia', 'terms'], locale).map((n) => pageLink(n.id, locale)),
          externalLink('link-youtube', 'YouTube', 'https://www.youtube.com/@nordicenergy'),
        ]),
      ];
    case 'section': {
      const children = childrenIn(node.id, locale).filter(listed);
      return [
        top,
        ...(children.length > 0 ? [pageCards(`${pid}-children`, t.explore, children, locale, children.length > 5 ? 'links' : 'cards')] : []),
        richText(`${pid}-text`, '', doc(...textNodes(node, ctx))),
        ...tagged,
      ];
    }
    case 'info':
      return [
        top,
        richText(`${pid}-text`, '', doc(...textNodes(node, ctx))),
        ...(rng.chance(0.5) ? [media(`${pid}-image`, node.scene, locale, '', 'contain')] : []),
        ...relatedLinks(node, locale),
      ];
    case 'product': {
      const business = ['business', 'energy'].includes(node.topic);
      const video = node.id === 'carWash' ? 'washVideo' : node.id === 'wind' ? 'windVideo' : undefined;
      return [
        hero(
          `${pid}-hero`,
          title,
          lead,
          node.scene,
          locale,
          pageLink(business ? 'businessContact' : 'contact', locale, { title: t.contactUs, linkId: `${pid}-cta` }),
        ),
        richText(`${pid}-text`, '', doc(...textNodes(node, ctx), ...(node.topic === 'ev' ? [table(t.chargingPrices)] : []))),
        ...productBlocks(node.id, locale),
        media(`${pid}-media`, video ?? node.scene, locale, video === 'washVideo' ? t.washVideoCaption : video ? t.videoCaption : ''),
        ...(['ev', 'energy'].includes(node.topic) ? [facts(`${pid}-facts`, t.inFigures, t.facts)] : []),
        ...tagged,
        ...relatedLinks(node, locale),
      ];
    }
    case 'articles':
      return [
        top,
        articleList(`${pid}-news`, ['news'], locale),
        articleList(`${pid}-press`, ['press'], locale),
        articleList(`${pid}-stories`, ['stories'], locale),
        articleList(`${pid}-energy`, ['sustainability', 'biogas', 'wind'], locale),
        articleList(`${pid}-everyday`, ['ev-charging', 'car-wash', 'loyalty', 'careers'], locale),
      ];
    case 'newsroom':
      return [top, ...tagged, richText(`${pid}-text`, '', doc(...textNodes(node, ctx))), ...relatedLinks(node, locale)];
    case 'locator':
      return [
        { id: `${pid}-locator`, contentType: 'stationLocator', filters: stationFilters() },
        richText(`${pid}-text`, title, doc(p(lead), ...textNodes(node, ctx).slice(0, 1))),
      ];
    case 'terms': {
      const legal = inLocale(paragraphs, locale).legal;
      const termsDoc = doc(
        p(legal[2] ?? ''),
        ol(...inLocale(extras, locale).privacyRights),
        p(legal[0] ?? ''),
        p(legal[1] ?? ''),
        p(assetLink(assetFor('termsPdf', locale))),
      );
      // spec 7.2: the terms modal reads content.body[0].cards[0] (title, text).
      return [
        {
          id: `${pid}-terms`,
          contentType: 'cardList',
          title,
          display: { component: 'cards', tags: [], url: '' },
          cards: [{ id: 'card-terms', title, text: termsDoc, image: null, link: null }],
        },
        linkList(
          `${pid}-links`,
          t.usefulLinks,
          existing(['privacy', 'accessibility', 'contact'], locale).map((n) => pageLink(n.id, locale)),
        ),
      ];
    }
    case 'contact':
      return [
        top,
        richText(`${pid}-text`, '', doc(...contactText(node, locale))),
        ...(node.id === 'contact' ? [contactForm(`${pid}-form`, locale)] : []),
        linkList(`${pid}-links`, t.usefulLinks, [
          ...existing(['contactHub', 'stationLocator', 'faultNotices'], locale)
            .filter((n) => n.id !== node.id)
            .map((n) => pageLink(n.id, locale)),
          externalLink('link-facebook', 'Facebook', 'https://www.facebook.com/nordicenergy'),
        ]),
      ];
    case 'account':
      return [accountArea(`${pid}-account`)];
    case 'redirect':
      return [redirectList(`${pid}-redirect`, pathOf(node.redirectTo ?? 'landing', locale)), top];
    case 'showcase': {
      const odd: Link[] = [
        {
          id: 'link-string',
          title: t.findStation,
          url: { contentType: 'string', value: pathOf('stationLocator', locale), type: 'internal' },
          openInNewTab: false,
          image: null,
        },
        {
          id: 'link-article',
          title: ctx.refs.article.title,
          url: { contentType: 'articlePage', slug: ctx.refs.article.slug },
          openInNewTab: false,
          image: null,
        },
        // A link whose target is gone: the site shows 'linking failed' (spec 3, "Link object").
        { id: 'link-broken', title: 'linking failed', url: null, openInNewTab: true, image: null },
      ];
      return [
        top,
        richText(`${pid}-text`, '', showcaseDocument(locale, title, ctx.refs)),
        media(`${pid}-video`, 'washVideo', locale, t.washVideoCaption),
        linkList(`${pid}-links`, t.usefulLinks, odd),
        // A block type the site does not know: it must be skipped, not break the page.
        { id: `${pid}-unknown`, contentType: 'legacyCarousel', slides: [{ title: 'Slide' }] },
      ];
    }
  }
}

/** Every standard page of a locale. */
export function standardPages(ctx: PageContext): StandardPage[] {
  const { locale, today, seed } = ctx;
  return nodesIn(locale).map((node): StandardPage => {
    const rng = Random.stream(seed, `page:${locale}:${node.id}`);
    const [title, lead] = pageText(node.id, locale);
    return {
      id: id(node),
      contentType: 'standardPage',
      slug: pathOf(node.id, locale),
      title,
      noIndex: node.noIndex ?? false,
      description: lead,
      openGraphTitle: title,
      openGraphDescription: lead,
      openGraphImage: assetFor(node.scene, locale),
      localizedPagePaths: { ...node.paths },
      version: isoBefore(today, rng.int(1, 180), rng.int(6 * 60, 17 * 60)),
      body: bodyOf(node, ctx, rng),
    };
  });
}
