/**
 * The payment stand-in's page: what a payment provider would show, reduced to the order, its
 * amount and two buttons (pay, or make the payment fail). Every value is escaped. Its icon is its
 * own (an empty data: URL the CSP's img-src allows): without one the browser asks for
 * /favicon.ico, which `default-src 'none'` refuses with a console error.
 */
import { isLocaleCode } from '../../../../src/config/locales';
import { escapeHtml } from '../../../../src/lib/html-escape';
import { fromCents } from '../../../../src/lib/money/amounts';
import { formatPrice } from '../../../../src/lib/money/format';
import type { OrderRecord } from './db';

const labels: Record<string, { title: string; order: string; amount: string; pay: string; fail: string; note: string }> = {
  'fi-FI': { title: 'Maksu', order: 'Tilaus', amount: 'Summa', pay: 'Maksa', fail: 'Maksu epäonnistuu', note: 'Testimaksupalvelu: rahaa ei siirry.' },
  'en-EU': { title: 'Payment', order: 'Order', amount: 'Amount', pay: 'Pay', fail: 'Fail the payment', note: 'Test payment provider: no money moves.' },
  'sv-SE': {
    title: 'Betalning',
    order: 'Beställning',
    amount: 'Belopp',
    pay: 'Betala',
    fail: 'Låt betalningen misslyckas',
    note: 'Testbetalning: inga pengar flyttas.',
  },
  'no-NO': { title: 'Betaling', order: 'Bestilling', amount: 'Beløp', pay: 'Betal', fail: 'La betalingen feile', note: 'Testbetaling: ingen penger flyttes.' },
};

/** The amount as the site's checkout writes it: the order's currency in its locale's notation. */
function amount(order: OrderRecord): string {
  return formatPrice(fromCents(order.totals.totalWithTax), isLocaleCode(order.locale) ? order.locale : 'en-EU', { currency: order.currency });
}

/** The HTML page for an order awaiting payment. */
export function paymentPage(order: OrderRecord): string {
  const l = labels[order.locale] ?? labels['en-EU']!;
  const action = `/digital-order/v1/payment/${encodeURIComponent(order.id)}`;
  const token = escapeHtml(order.paymentToken);
  const rows = order.lines.map((line) => `<li>${line.quantity} × ${escapeHtml(line.name)}</li>`).join('');
  return `<!doctype html>
<html lang="${escapeHtml(order.locale.slice(0, 2))}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(l.title)}</title>
<link rel="icon" href="data:,">
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#111}button{font:inherit;padding:.75rem 1.25rem;margin:.25rem .5rem .25rem 0;border-radius:.25rem;border:1px solid #333;cursor:pointer}.pay{background:#1a5c2e;color:#fff}.fail{background:#fff;color:#8a1c1c}</style>
</head>
<body>
<main>
<h1>${escapeHtml(l.title)}</h1>
<p>${escapeHtml(l.note)}</p>
<dl><dt>${escapeHtml(l.order)}</dt><dd data-order-id>${escapeHtml(order.id)}</dd><dt>${escapeHtml(l.amount)}</dt><dd data-amount>${escapeHtml(amount(order))}</dd></dl>
<ul>${rows}</ul>
<form method="post" action="${action}">
<input type="hidden" name="token" value="${token}">
<button class="pay" type="submit" name="outcome" value="paid">${escapeHtml(l.pay)}</button>
<button class="fail" type="submit" name="outcome" value="failed">${escapeHtml(l.fail)}</button>
</form>
</main>
</body>
</html>`;
}
