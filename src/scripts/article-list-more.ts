/**
 * "Show more" for article lists: asks the search proxy for the next page (spec 7.3 shape) and
 * appends cards built with DOM APIs (text is never parsed as HTML), updating the
 * 'amount out of total' line, which is a polite live region. Loaded on the first click only
 * (./article-list.ts): a content page pays for it when a visitor asks for more (the JS budget of design "Performance targets").
 */
import { assetUrl } from '../cms/assets';
import type { ArticleSummary } from '../cms/schemas';
import { slugHref } from '../cms/slug-href';
import type { LocaleCode } from '../config/locales';
import { strategyFromPage } from '../config/locale-strategy';

export interface ListConfig {
  tags: string[];
  locale: LocaleCode;
  page: number;
  limit: number;
  total: number;
  /** the locale strategy the page was rendered with (src/config/locale-strategy.ts) */
  strategy: string;
  dateLocale: string;
  amountTemplate: string;
  failed: string;
  loading: string;
}

/** An added card's link: the one builder the server's cards use (src/components/ui/ArticleCard.astro). */
export function articleHref(article: Pick<ArticleSummary, 'slug'>, config: Pick<ListConfig, 'locale' | 'strategy'>): string | null {
  return slugHref(article.slug, config.locale, strategyFromPage(config.strategy));
}

function card(article: ArticleSummary, config: ListConfig): HTMLLIElement {
  const li = document.createElement('li');
  const el = document.createElement('article');
  el.className = 'card';
  const src = article.image ? assetUrl(article.image, { width: 400, height: 225 }) : '';
  if (src) {
    const img = document.createElement('img');
    img.src = src;
    img.alt = '';
    img.width = 400;
    img.height = 225;
    img.loading = 'lazy';
    img.decoding = 'async';
    el.append(img);
  }
  const body = document.createElement('div');
  body.className = 'card__body';
  const h3 = document.createElement('h3');
  h3.className = 'card__title';
  const href = articleHref(article, config);
  if (href === null) {
    h3.textContent = article.title;
  } else {
    const a = document.createElement('a');
    a.href = href;
    a.textContent = article.title;
    h3.append(a);
  }
  const meta = document.createElement('p');
  meta.className = 'card__meta';
  const date = new Date(article.created);
  if (!Number.isNaN(date.getTime())) {
    const time = document.createElement('time');
    time.dateTime = article.created;
    time.textContent = new Intl.DateTimeFormat(config.dateLocale, { dateStyle: 'medium' }).format(date);
    meta.append(time);
  }
  if (article.byline) meta.append(` · ${article.byline}`);
  body.append(h3, meta);
  el.append(body);
  li.append(el);
  return li;
}

/**
 * Wires a list's "Show more" button and returns the function that loads the next page (the
 * first click, which loaded this module, calls it itself).
 */
export function moreLoader(section: HTMLElement): (() => Promise<void>) | null {
  const config = JSON.parse(section.dataset.articleList ?? '{}') as ListConfig;
  const button = section.querySelector<HTMLButtonElement>('[data-load-more]');
  const list = section.querySelector<HTMLUListElement>('ul');
  const count = section.querySelector<HTMLElement>('[data-count]');
  if (!button || !list || !count) return null;
  const label = button.textContent ?? '';
  let page = config.page;
  const load = async () => {
    button.disabled = true;
    button.textContent = config.loading;
    try {
      const response = await fetch('/proxy/search', {
        method: 'POST',
        headers: { 'content-type': 'application/json', locale: config.locale },
        body: JSON.stringify({
          page: page + 1,
          limit: config.limit,
          filter: { category: 'Article', tags: config.tags },
          sort: { sortBy: 'created', sortDirection: 'DESC' },
        }),
      });
      if (!response.ok) throw new Error(String(response.status));
      const result = (await response.json()) as { items: ArticleSummary[]; total: number };
      page += 1;
      const firstNew = result.items.length > 0 ? card(result.items[0]!, config) : null;
      if (firstNew) list.append(firstNew);
      for (const article of result.items.slice(1)) list.append(card(article, config));
      const shown = list.children.length;
      // `{amount}` and `{total}`, no plural choice: filled in place, since importing the site's
      // filler (src/i18n/fill.ts) would add a preload entry to the list's script on every content page
      count.textContent = config.amountTemplate.replace('{amount}', String(shown)).replace('{total}', String(result.total));
      button.hidden = shown >= result.total || result.items.length === 0;
      firstNew?.querySelector('a')?.focus();
    } catch {
      count.textContent = config.failed;
    } finally {
      button.disabled = false;
      button.textContent = label;
    }
  };
  button.addEventListener('click', () => void load());
  return load;
}
