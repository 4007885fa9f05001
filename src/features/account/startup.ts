/**
 * The account's startup on every page (spec 4 "User"), kept to a few hundred bytes: the header's
 * account link shows the first name when logged in, else 'login' (spec 3), read straight from
 * storage; once the page is idle the auth check runs. Only when it says AUTHORIZED — or the stored
 * customer still claims a session — does the code that loads (or resets) the customer load.
 */
// Self-contained on purpose: whatever this module imports that other code also imports becomes
// a chunk of its own, and another request on every page. The values below are those of paths.ts,
// label.ts and stores.ts (tests/unit/features/account/account-startup.test.ts keeps them equal).

/** The stored customer's key (stores.ts CUSTOMER_STORAGE_KEY). */
export const KEY = 'userinfo';
export const STARTUP_AUTH_PATH = '/api/v1/auth';
export const STARTUP_STATUS_HEADER = 'user-status';
export const STARTUP_AUTHORIZED = 'AUTHORIZED';
/** Sent by code that changed the stored customer in this tab (storage events only reach other tabs). */
export const STARTUP_CHANGE_EVENT = 'account:change';

/** The header label (label.ts): the first name when logged in, otherwise the login text. */
const labelOf = (customer: { loggedIn: boolean; firstname: string }, login: string): string =>
  customer.loggedIn && customer.firstname.trim() !== '' ? customer.firstname : login;

/**
 * The link's accessible name for a label: a first name alone does not say where the link goes, so
 * it becomes the locale's '{name}, my account', starting with the visible text (WCAG 2.4.4, 2.5.3);
 * null for the login text, which names itself.
 */
export const accountLinkName = (label: string, login: string, template: string): string | null => (label === login ? null : template.replace('{name}', label));

/** What the label needs of the stored customer; anything unreadable is logged out. */
export function storedLabelCustomer(raw: string | null): { loggedIn: boolean; firstname: string } {
  try {
    const value = JSON.parse(raw ?? 'null') as { loggedIn?: unknown; firstname?: unknown } | null;
    return { loggedIn: value?.loggedIn === true, firstname: typeof value?.firstname === 'string' ? value.firstname : '' };
  } catch {
    return { loggedIn: false, firstname: '' };
  }
}

function read(): { loggedIn: boolean; firstname: string } {
  try {
    return storedLabelCustomer(localStorage.getItem(KEY));
  } catch {
    return storedLabelCustomer(null);
  }
}

/** Paints every account link of the page for the stored customer. */
export function paintAccountLinks(doc: Document = document): void {
  const customer = read();
  for (const link of doc.querySelectorAll<HTMLAnchorElement>('a[data-account-link]')) {
    const login = link.dataset.loginText ?? '';
    const label = labelOf(customer, login);
    const text = link.querySelector<HTMLElement>('[data-account-label]') ?? link;
    if (label && text.textContent !== label) text.textContent = label;
    const name = accountLinkName(label, login, link.dataset.accountName ?? '{name}');
    if (name) link.setAttribute('aria-label', name);
    else link.removeAttribute('aria-label');
    const href = customer.loggedIn ? link.dataset.accountHref : link.dataset.loginHref;
    if (href && link.getAttribute('href') !== href) link.setAttribute('href', href);
  }
}

/** Runs once per page load. */
export function startAccount(locale: string): void {
  paintAccountLinks();
  addEventListener('storage', (event) => {
    if (event.key === KEY || event.key === null) paintAccountLinks();
  });
  addEventListener(STARTUP_CHANGE_EVENT, () => paintAccountLinks());
  const check = async () => {
    let authorized = false;
    try {
      // (the session cookie goes with it: fetch's default credentials are same-origin)
      const res = await fetch(STARTUP_AUTH_PATH, { headers: { locale }, cache: 'no-store' });
      authorized = res.headers.get(STARTUP_STATUS_HEADER) === STARTUP_AUTHORIZED;
      // read the (tiny) body: an unread one keeps the request open in the browser
      await res.text();
    } catch {
      return;
    }
    if (authorized || read().loggedIn) {
      // .then on the module, not a destructured or `(await import()).name` import: Vite rewrites
      // those two into an extra function and object (about 30 B gzip on every page, counted in
      // the content-page JS budget)
      await import('./session-sync').then((m) => m.syncSession(locale, authorized));
      paintAccountLinks();
    }
  };
  // after the page's own work: the check never competes with the first paint
  if ('requestIdleCallback' in window) requestIdleCallback(() => void check(), { timeout: 3000 });
  else setTimeout(() => void check(), 1);
}
