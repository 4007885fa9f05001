/**
 * The terms the footer's privacy link opens in a modal (spec 2.4, 4 "Terms modal", 7.2): the terms
 * page's `content.body[0].cards[0]`, its title and its text. The text is HTML made by the renderer
 * of the site's pages (./rich-text/render.ts), so the modal shows what the terms page shows: one
 * set of node rules (tables, embedded entries and assets, links with their social icons, spec 5).
 */
import type { LocaleCode } from '../config/locales';
import { escapeHtml } from '../lib/html-escape';
import type { Card } from './blocks/card-list';
import { isCardList } from './queries';
import { renderRichText } from './rich-text/render';
import type { PageResponse } from './schemas';

export interface TermsView {
  /** the card's title (text) */
  title: string;
  /** the card's text as the page renders it: HTML the site made, every content value escaped */
  html: string;
}

/** A card's text as HTML: a rich-text document by the page renderer, plain text as one paragraph. */
function cardTextHtml(text: Card['text'], locale: LocaleCode): string {
  if (text === null || text === '') return '';
  return typeof text === 'string' ? `<p>${escapeHtml(text)}</p>` : renderRichText(text, { locale });
}

/** The terms of the terms page's answer, or null when they are not where spec 7.2 says. */
export function termsView(page: PageResponse, locale: LocaleCode): TermsView | null {
  if (page.content.contentType === 'articlePage') return null;
  const first = page.content.body[0];
  const card = first && isCardList(first) ? first.cards[0] : undefined;
  if (!card || card.title.trim() === '') return null;
  return { title: card.title, html: cardTextHtml(card.text, locale) };
}
