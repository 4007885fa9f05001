/**
 * The page shell's interactive part, loaded on the visitor's first sign of interaction
 * (./on-intent.ts): the header's disclosures by keyboard and the desktop sub-menus, the cart
 * widgets, the footer's privacy link opening the terms in a modal, an article list's "Show more"
 * and the share button; the language switcher's links take the page's query along. The elements whose clicks
 * it handles are ./on-intent.ts's SHELL_WIDGETS.
 */
import { startHeaderMenus } from './header-menus';
import { startCartWidgets } from '../features/commerce/widgets';
import { startTermsLoader } from '../features/terms/loader';
import { enhanceArticleLists } from './article-list';
import { enhanceShareButtons } from './share';
import { keepQueryOnLanguageSwitch } from './language-links';

/** Runs once per page load. */
export function startInteractive(): void {
  const header = document.getElementById('site-header');
  if (header) startHeaderMenus(header);
  startCartWidgets();
  startTermsLoader();
  enhanceArticleLists();
  enhanceShareButtons();
  keepQueryOnLanguageSwitch();
}
