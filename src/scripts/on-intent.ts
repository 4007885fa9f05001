/**
 * The page's interactive code loads on the visitor's first sign of interaction, not with the page
 * (design.md, performance targets: ≤ 2 KB of JS before interaction on a content page): a pointer
 * over the page, a touch, a key or a focus. A click that comes before that code has run — on a
 * widget it handles (`widgets`, a selector) — is held, and given to the widget again once it has;
 * if the code cannot load (offline), a held link is followed as a plain link would be.
 */

/**
 * The elements whose click the shell's interactive part (./interactive.ts) handles: the cart
 * button, a product widget, a desktop sub-menu toggle, the footer's privacy link, an article list's
 * "Show more", the share button, a language switcher's link (it takes the page's query along).
 */
export const SHELL_WIDGETS =
  '[data-cart-open],[data-add-to-cart],[data-sub-toggle],a[data-internal="privacyNotice"],[data-load-more],[data-share],a[data-lang-switch]';

/** The events that start the load: the first of them, anywhere on the page. */
const INTENT_EVENTS = ['pointerover', 'touchstart', 'keydown', 'focusin'] as const;

/** Calls `load` once, on the first intent; runs once per page load. */
export function loadOnIntent(load: () => Promise<unknown>, widgets: string): void {
  let ready = false;
  let loading: Promise<unknown> | undefined;
  const start = (): Promise<unknown> =>
    (loading ??= load().then(() => {
      ready = true;
    }));
  for (const type of INTENT_EVENTS) addEventListener(type, () => void start().catch(() => undefined), { once: true, passive: true, capture: true });
  document.addEventListener('click', (event) => {
    if (ready || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const widget = event.target instanceof Element ? event.target.closest<HTMLElement>(widgets) : null;
    if (!widget) return;
    event.preventDefault();
    start().then(
      () => widget.click(),
      () => {
        if (widget instanceof HTMLAnchorElement) location.assign(widget.href);
      },
    );
  });
}
