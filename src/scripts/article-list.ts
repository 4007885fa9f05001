/**
 * "Show more" for article lists, loaded lazily: this shows the button and, on its first click,
 * loads the code that fetches and renders more articles (./article-list-more.ts). Until a visitor
 * asks for more, the page carries only these few bytes (design "Performance targets": JS before interaction).
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
    button.hidden = false;
  }
}
