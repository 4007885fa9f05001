/** Builders of the content blocks (schemas' block shapes) that standard pages are made of. */
import type { LocaleCode } from '../../../src/config/locales';
import type { Card } from '../../../src/cms/blocks/card-list';
import type { Block, Link, RichTextDocument } from '../../../src/cms/schemas';
import { assetFor } from './assets';
import { pageLink, pageText } from './links';
import type { PageNode } from './site-tree';
import type { ArticleTag } from './text/stories';
import { inLocale } from './text/types';
import { ui } from './text/ui';

/** A hero: the page title and lead over the page's scene, with an optional call to action. */
export function hero(id: string, title: string, lead: string, imageKey: string, locale: LocaleCode, cta: Link | null = null): Block {
  return { id, contentType: 'hero', title, text: lead, image: assetFor(imageKey, locale), cta };
}

/** A rich-text block. */
export function richText(id: string, title: string, document: RichTextDocument): Block {
  return { id, contentType: 'richText', title, document };
}

/** A card linking to a tree page, with its lead and scene. */
export function pageCard(node: PageNode, locale: LocaleCode): Card {
  const [title, lead] = pageText(node.id, locale);
  return {
    id: `card-${node.id}`,
    title,
    text: lead,
    image: assetFor(node.scene, locale),
    link: pageLink(node.id, locale, { title: inLocale(ui, locale).readMore }),
  };
}

/** A card list of tree pages shown as cards (with images) or as a plain list of links. */
export function pageCards(id: string, title: string, nodes: readonly PageNode[], locale: LocaleCode, component: 'cards' | 'links' = 'cards'): Block {
  return { id, contentType: 'cardList', title, display: { component, tags: [], url: '' }, cards: nodes.map((node) => pageCard(node, locale)) };
}

/** An article list: the site loads the articles by tag at render time (spec 7.3). */
export function articleList(id: string, tags: readonly string[], locale: LocaleCode, title?: string): Block {
  const names = inLocale(ui, locale).tagNames;
  return {
    id,
    contentType: 'cardList',
    title: title ?? tags.map((tag) => names[tag as ArticleTag] ?? tag).join(' · '),
    display: { component: 'articleList', tags: [...tags], url: '' },
    cards: [],
  };
}

/** The redirect card list of spec 2.5: its page exists only to send the visitor to `url`. */
export function redirectList(id: string, url: string): Block {
  return { id, contentType: 'cardList', title: '', display: { component: 'redirect', tags: [], url }, cards: [] };
}

/** A media block showing an image or a video. */
export function media(id: string, assetKey: string, locale: LocaleCode, caption = '', fill: 'cover' | 'contain' = 'cover'): Block {
  return { id, contentType: 'media', asset: assetFor(assetKey, locale), caption, fill };
}

/** A list of links. */
export function linkList(id: string, title: string, links: Link[]): Block {
  return { id, contentType: 'linkList', title, links };
}

/** Key figures. */
export function facts(id: string, title: string, items: readonly (readonly [string, string])[]): Block {
  return { id, contentType: 'facts', title, items: items.map(([value, label]) => ({ value, label })) };
}
