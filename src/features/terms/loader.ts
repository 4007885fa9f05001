/**
 * The terms modal's part of the page shell's script (PageShell.astro; markup in TermsLoader.astro):
 * a plain click on the footer's privacy link opens the terms in a modal, whose code (and React)
 * loads only then (spec 2.4).
 */

/** Runs once per page load. */
export function startTermsLoader(): void {
  const host = document.querySelector<HTMLElement>('[data-terms-modal]');
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target.closest('a[data-internal="privacyNotice"]') : null;
    // a modified click (new tab, new window) keeps the link's own behaviour
    if (!target || !host || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    // the module object, not a destructured import: Vite wraps the latter in extra code
    void import('./mount').then((m) => m.openTerms(host));
  });
}
