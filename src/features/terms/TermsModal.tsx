/**
 * The terms modal (spec 2.4, 4 "Terms modal"): opened from the footer's privacy link, it shows the
 * terms page's first card (spec 7.2) in the shared accessible modal, with the close icon button
 * and a close button at the bottom. On a failed load its title is 'Terms not found'. The modal is
 * titled with the name of the link that opened it (the footer's "Privacy notice"), so its title
 * names what the visitor asked for; the card's own title, when it differs, heads the text. The
 * text is HTML the site server rendered with the pages' renderer (src/server/api/terms.ts), shown
 * as the terms page shows it.
 */
import { useEffect, useState } from 'react';
import type { LocaleCode } from '../../config/locales';
import { Modal } from '../ui/Modal';
import { closeModal } from '../ui/modal';
import { TERMS_PATH, termsFromAnswer, type Terms } from './terms';

export const TERMS_MODAL = 'terms';

export interface TermsStrings {
  notFound: string;
  close: string;
  loading: string;
}

export interface TermsModalProps {
  locale: LocaleCode;
  strings: TermsStrings;
  /** the name of what was opened (the privacy link's text); the card's title when absent */
  name?: string | undefined;
}

type Load = { state: 'loading' } | { state: 'ready'; terms: Terms } | { state: 'failed' };

const loads = new Map<LocaleCode, Promise<Terms | null>>();

/** Loads the terms once per page; a failure is not remembered, so the next opening tries again. */
export function loadTerms(locale: LocaleCode): Promise<Terms | null> {
  let pending = loads.get(locale);
  if (!pending) {
    pending = fetch(TERMS_PATH, { headers: { accept: 'application/json', locale } })
      .then(async (res) => {
        const json: unknown = await res.json().catch(() => null);
        return res.ok ? termsFromAnswer(json) : null;
      })
      .catch(() => null)
      .then((terms) => {
        if (!terms) loads.delete(locale);
        return terms;
      });
    loads.set(locale, pending);
  }
  return pending;
}

export function TermsModal({ locale, strings, name }: TermsModalProps) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    let live = true;
    void loadTerms(locale).then((terms) => {
      if (live) setLoad(terms ? { state: 'ready', terms } : { state: 'failed' });
    });
    return () => {
      live = false;
    };
  }, [locale]);

  const title = load.state === 'failed' ? strings.notFound : name || (load.state === 'ready' ? load.terms.title : strings.loading);
  const subtitle = load.state === 'ready' && name && load.terms.title !== name ? load.terms.title : null;
  return (
    <Modal
      name={TERMS_MODAL}
      title={title}
      closeLabel={strings.close}
      size="large"
      footer={
        <button type="button" className="button" onClick={() => closeModal()}>
          {strings.close}
        </button>
      }
    >
      <div aria-live="polite" aria-busy={load.state === 'loading'}>
        {load.state === 'loading' && name && <p>{strings.loading}</p>}
        {subtitle && <h3>{subtitle}</h3>}
        {/* HTML the site server made with the pages' renderer, every content value escaped there
            (src/cms/terms.ts); never markup from the CMS */}
        {load.state === 'ready' && load.terms.html !== '' && <div className="prose" dangerouslySetInnerHTML={{ __html: load.terms.html }} />}
      </div>
    </Modal>
  );
}
