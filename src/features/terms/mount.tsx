/**
 * Mounts the terms modal on first use (the footer's privacy link imports this module only when it
 * is clicked, so a page loads no React for it before that) and opens it.
 */
import { createRoot, type Root } from 'react-dom/client';
import { isLocaleCode } from '../../config/locales';
import { openModal } from '../ui/modal';
import { loadTerms, TermsModal, TERMS_MODAL, type TermsStrings } from './TermsModal';

let root: Root | null = null;

export function openTerms(host: HTMLElement): void {
  const locale = isLocaleCode(host.dataset.locale) ? host.dataset.locale : 'fi-FI';
  if (!root) {
    // start the call before React renders: the answer is usually there by the first paint
    void loadTerms(locale);
    const strings = JSON.parse(host.dataset.strings ?? '{}') as TermsStrings;
    root = createRoot(host);
    root.render(<TermsModal locale={locale} strings={strings} name={host.dataset.title} />);
  }
  openModal(TERMS_MODAL);
}
