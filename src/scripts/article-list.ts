/**
 * "Show more" for article lists: on the button's first click, loads the code that fetches and
 * renders more articles (./article-list-more.ts). It comes with the shell's interactive part
 * (./interactive.ts) on the visitor's first sign of interaction, and a click before that is held for
 * it (./on-intent.ts), so a page with a list loads none of it before interaction (design.md,
 * performance targets). The button is in the page from the start; without script a style in the
 * head hides it (PageShell.astro: [data-needs-script]).
 */
export function enhanceArticleLists(): void {
  for (const section of document.querySelectorAll<HTMLElement>('[data-article-list]')) {
    const button = section.querySelector<HTMLButtonElement>('[data-load-more]');
    if (!button) continue;
    const first = () => {
      button.removeEventListener('click', first);
      button.disabled = true;
      // the module as it comes, not destructured: Vite rewrites a destructured import into an extra
      // function and object (counted in the content-page JS budget)
      import('./article-list-more').then(
        (more) => void more.moreLoader(section)?.(),
        () => {
          // the code could not load (offline): the next click tries again
          button.disabled = false;
          button.addEventListener('click', first);
        },
      );
    };
    button.addEventListener('click', first);
  }
}
