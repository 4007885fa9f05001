/**
 * The demo account hub's page: the demo customers as buttons. Choosing one sends the visitor back
 * to the site's callback with a one-time code. Its words come from the site's string tables in the
 * page's locale (a customer's market by Intl's region names), so a Swedish visit reads Swedish
 * throughout. Every value written into the page is escaped.
 */
import { getLocale, type LocaleCode } from '../../../../src/config/locales';
import { t } from '../../../../src/i18n/t';
import { escapeHtml } from '../../../../src/lib/html-escape';
import type { DemoCustomer } from './customers';

/** What the hub says about a customer: their market and their saved cards (or the card service's refusal). */
export function customerNote(customer: DemoCustomer, locale: LocaleCode): string {
  const market = new Intl.DisplayNames([getLocale(locale).intl], { type: 'region' }).of(customer.market) ?? customer.market;
  const cards =
    customer.cardsStatus !== undefined
      ? t(locale, 'standIn.hub.cardsRefused', { status: customer.cardsStatus })
      : t(locale, 'standIn.hub.cards', { count: customer.cards.length });
  return `${market} · ${cards}`;
}

export function hubPage(options: { customers: readonly DemoCustomer[]; redirectUri: string; state: string; locale: LocaleCode }): string {
  const { locale } = options;
  const title = t(locale, 'standIn.hub.title');
  const items = options.customers
    .map(
      (c) => `<li><form method="post" action="/account/v1/hub/login">
  <input type="hidden" name="customer" value="${escapeHtml(c.id)}">
  <input type="hidden" name="redirect_uri" value="${escapeHtml(options.redirectUri)}">
  <input type="hidden" name="state" value="${escapeHtml(options.state)}">
  <button type="submit">${escapeHtml(t(locale, 'standIn.hub.choose', { name: `${c.firstName} ${c.lastName}` }))}</button>
  <span>${escapeHtml(customerNote(c, locale))}</span>
</form></li>`,
    )
    .join('\n');
  // the icon is the page's own (an empty data: URL, which the CSP's img-src allows): without one
  // the browser asks for /favicon.ico, which `default-src 'none'` refuses with a console error
  return `<!doctype html>
<html lang="${escapeHtml(getLocale(locale).iso)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<link rel="icon" href="data:,">
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}ul{list-style:none;padding:0}li{margin:0 0 1rem}button{font:inherit;min-height:2.75rem;padding:.5rem 1rem;border:0;border-radius:4px;background:#1d4f9c;color:#fff;cursor:pointer;margin-right:.75rem}button:focus-visible{outline:3px solid #ec8601;outline-offset:2px}span{color:#444}</style>
</head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(t(locale, 'standIn.hub.intro'))}</p><ul>
${items}
</ul></main></body></html>`;
}
