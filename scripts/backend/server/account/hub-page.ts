/**
 * The demo account hub's page: the demo customers as buttons. Choosing one sends the visitor back
 * to the site's callback with a one-time code. Every value written into the page is escaped.
 */
import type { DemoCustomer } from './customers';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const titles: Record<string, { title: string; intro: string; choose: string }> = {
  fi: { title: 'Kirjaudu – demotilit', intro: 'Tämä on upotetun taustapalvelun demokirjautuminen. Valitse asiakas.', choose: 'Kirjaudu asiakkaana' },
  en: { title: 'Log in – demo accounts', intro: 'This is the embedded backend’s demo login. Choose a customer.', choose: 'Log in as' },
  sv: { title: 'Logga in – demokonton', intro: 'Detta är den inbyggda bakändans demoinloggning. Välj en kund.', choose: 'Logga in som' },
  no: { title: 'Logg inn – demokontoer', intro: 'Dette er den innebygde bakendens demoinnlogging. Velg en kunde.', choose: 'Logg inn som' },
};

export function hubPage(options: { customers: readonly DemoCustomer[]; redirectUri: string; state: string; language: string }): string {
  const text = titles[options.language] ?? titles.en!;
  const items = options.customers
    .map(
      (c) => `<li><form method="post" action="/account/v1/hub/login">
  <input type="hidden" name="customer" value="${escape(c.id)}">
  <input type="hidden" name="redirect_uri" value="${escape(options.redirectUri)}">
  <input type="hidden" name="state" value="${escape(options.state)}">
  <button type="submit">${escape(text.choose)} ${escape(c.firstName)} ${escape(c.lastName)}</button>
  <span>${escape(c.note)}</span>
</form></li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="${escape(options.language)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(text.title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}ul{list-style:none;padding:0}li{margin:0 0 1rem}button{font:inherit;min-height:2.75rem;padding:.5rem 1rem;border:0;border-radius:4px;background:#1d4f9c;color:#fff;cursor:pointer;margin-right:.75rem}button:focus-visible{outline:3px solid #ec8601;outline-offset:2px}span{color:#444}</style>
</head>
<body><main><h1>${escape(text.title)}</h1><p>${escape(text.intro)}</p><ul>
${items}
</ul></main></body></html>`;
}
