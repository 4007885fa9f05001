/**
 * The account area island (spec 1, 2.4): a logged-in customer's details and payment cards, and
 * logout. The data comes through the proxy on each visit (the page itself is the same static file
 * for everyone); a failed customer or cards call shows a toast with the translated HTTP message
 * (spec 8), a failed logout 'something went wrong'.
 */
import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { fill } from '../../i18n/fill';
import { checkAuth, customerFromAnswer, fetchCards, fetchCustomer, logout } from './api';
import type { AccountView } from '../../cms/blocks/account-area';
import type { PaymentCard } from './customer';
import { $customer, loadCustomer, resetCustomer, setCards } from './stores';
import { httpMessage, type AccountStrings } from './strings';
import { toast } from '../ui/toast';
import { ACCOUNT_CHANGED_EVENT } from './paths';
import { dropLoginOutcome, isLoginFailed } from '../../lib/login-outcome';

export interface AccountAreaProps {
  locale: string;
  views: AccountView[];
  loginHref: string;
  strings: AccountStrings;
}

type Phase = 'checking' | 'loggedOut' | 'ready';
type CardsState = { state: 'loading' } | { state: 'ready' } | { state: 'failed'; message: string };

function Card({ card, strings }: { card: PaymentCard; strings: AccountStrings }) {
  return (
    <li className="account-card" data-card={card.id}>
      <span className="account-card__name">{fill(strings['account.card'], { brand: card.brand, last4: card.last4 })}</span>
      <span>{fill(strings['account.cardExpires'], { expiry: card.expiry })}</span>
      {card.name && <span>{card.name}</span>}
      {card.isDefault && <strong className="account-card__default">{strings['account.defaultCard']}</strong>}
    </li>
  );
}

export default function AccountArea({ locale, views, loginHref, strings }: AccountAreaProps) {
  const customer = useStore($customer);
  const [phase, setPhase] = useState<Phase>('checking');
  const [cards, setCardsState] = useState<CardsState>({ state: 'loading' });
  const [busy, setBusy] = useState(false);
  const [loggedOutHere, setLoggedOutHere] = useState(false);
  const loggedOutNote = useRef<HTMLParagraphElement>(null);

  // the logout button goes with the account's content: the focus moves to the message that
  // replaces it, which says what happened (WCAG 2.4.3, 4.1.3)
  useEffect(() => {
    if (loggedOutHere) loggedOutNote.current?.focus();
  }, [loggedOutHere]);

  // the header's account link follows the store (same-tab writes send no storage event)
  useEffect(() => $customer.listen(() => dispatchEvent(new Event(ACCOUNT_CHANGED_EVENT))), []);

  useEffect(() => {
    let live = true;
    const params = new URLSearchParams(location.search);
    if (isLoginFailed(params)) {
      toast(strings['account.loginFailed'], 'error');
      dropLoginOutcome(params);
      history.replaceState(history.state, '', `${location.pathname}${params.size ? `?${params}` : ''}${location.hash}`);
    }
    void (async () => {
      if (!(await checkAuth(locale))) {
        resetCustomer();
        if (live) setPhase('loggedOut');
        return;
      }
      const answer = await fetchCustomer(locale);
      if (!live) return;
      if (!answer.ok) {
        toast(httpMessage(answer.status, strings), 'error');
        // spec 4: no customer back, the store is reset
        resetCustomer();
        setPhase('loggedOut');
        return;
      }
      loadCustomer(customerFromAnswer(answer.data));
      setPhase('ready');
      if (!views.includes('cards')) return;
      const list = await fetchCards(locale);
      // an answer that comes after the visitor logged out (the call still on its way) is the ended
      // session's: its cards are not stored and its failure (a 401 by then) is not told
      if (!live || !$customer.get().loggedIn) return;
      if (list.ok) {
        setCards(list.data);
        setCardsState({ state: 'ready' });
      } else {
        const message = httpMessage(list.status, strings);
        setCardsState({ state: 'failed', message });
        toast(message, 'error');
      }
    })();
    return () => {
      live = false;
    };
  }, [locale]);

  async function onLogout() {
    setBusy(true);
    const result = await logout(locale);
    setBusy(false);
    if (!result.ok) {
      toast(strings['http.generic'], 'error');
      return;
    }
    resetCustomer();
    setPhase('loggedOut');
    setLoggedOutHere(true);
  }

  if (phase === 'checking') {
    return (
      <p className="account-area__status" role="status" aria-busy="true">
        {strings['account.loading']}
      </p>
    );
  }
  if (phase === 'loggedOut') {
    return (
      <div className="account-area__login">
        {loggedOutHere && (
          <p ref={loggedOutNote} tabIndex={-1} role="status" className="account-area__done">
            {strings['account.loggedOut']}
          </p>
        )}
        <p>{strings['account.loginPrompt']}</p>
        <a className="button" href={loginHref}>
          {strings['account.login']}
        </a>
      </div>
    );
  }
  return (
    <div className="account-area__content">
      {views.includes('details') && (
        <section aria-labelledby="account-details">
          <h2 id="account-details">{strings['account.details']}</h2>
          <dl className="account-details">
            <div>
              <dt>{strings['account.firstName']}</dt>
              <dd>{customer.firstname}</dd>
            </div>
            <div>
              <dt>{strings['account.lastName']}</dt>
              <dd>{customer.lastname}</dd>
            </div>
            <div>
              <dt>{strings['account.email']}</dt>
              <dd>{customer.email}</dd>
            </div>
            <div>
              <dt>{strings['account.phone']}</dt>
              <dd>{customer.phone}</dd>
            </div>
          </dl>
        </section>
      )}
      {views.includes('cards') && (
        <section aria-labelledby="account-cards" aria-busy={cards.state === 'loading'}>
          <h2 id="account-cards">{strings['account.cards']}</h2>
          {cards.state === 'loading' && <p>{strings['account.loading']}</p>}
          {cards.state === 'failed' && <p className="account-area__error">{cards.message}</p>}
          {cards.state === 'ready' &&
            (customer.cards.length === 0 ? (
              <p>{strings['account.noCards']}</p>
            ) : (
              <ul className="account-cards">
                {customer.cards.map((card) => (
                  <Card key={card.id} card={card} strings={strings} />
                ))}
              </ul>
            ))}
        </section>
      )}
      <p>
        {/* aria-disabled, not disabled, while logging out: a disabled button drops the focus to <body>,
            and a failed logout would leave it there (WCAG 2.4.3) */}
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            if (!busy) void onLogout();
          }}
          aria-disabled={busy || undefined}
          aria-busy={busy}
        >
          {busy ? strings['account.loggingOut'] : strings['account.logout']}
        </button>
      </p>
    </div>
  );
}
