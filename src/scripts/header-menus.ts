/**
 * The header's disclosures (menu, language list, desktop sub-menus) by keyboard: Escape closes the
 * innermost open one and returns focus to its toggle; a disclosure closes when focus leaves it
 * (WCAG 1.4.13, 2.1.1). Sub-menus open only from their toggle, never on hover or focus. No
 * framework: the header stays static (design); it runs with the page shell's script.
 */

const SUB = '[data-sub-item]';
const TOGGLE = '[data-sub-toggle]';

/**
 * A disclosure ([data-disclosure]) is a <details> itself (the language list) or holds one that
 * keeps its open state, its panel beside it (the navigation: Navigation.astro).
 */
const detailsOf = (disclosure: Element): HTMLDetailsElement | null =>
  disclosure instanceof HTMLDetailsElement ? disclosure : disclosure.querySelector('details');

function setSub(item: Element, open: boolean): void {
  item.classList.toggle('is-open', open);
  item.querySelector(TOGGLE)?.setAttribute('aria-expanded', String(open));
}

/** Wires the header's disclosures. */
export function startHeaderMenus(header: HTMLElement): void {
  const subs = [...header.querySelectorAll(SUB)];
  const disclosures = [...header.querySelectorAll('[data-disclosure]')];
  /** Closes whatever `inside` (the node focus went to) is not part of. */
  const closeOutside = (inside: Node) => {
    for (const d of disclosures) if (!d.contains(inside)) detailsOf(d)?.removeAttribute('open');
    for (const s of subs) if (!s.contains(inside)) setSub(s, false);
  };

  header.addEventListener('click', (event) => {
    const item = (event.target as Element).closest?.(`${TOGGLE}`)?.closest(SUB);
    if (item) setSub(item, !item.classList.contains('is-open'));
  });
  header.addEventListener('focusout', (event) => {
    if (event.relatedTarget instanceof Node) closeOutside(event.relatedTarget);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const target = event.target as Element;
    const sub = target.closest?.(`${SUB}.is-open`);
    const disclosure = target.closest?.('[data-disclosure]');
    const open = disclosure ? detailsOf(disclosure) : null;
    if (sub) {
      setSub(sub, false);
      sub.querySelector<HTMLElement>(TOGGLE)?.focus();
    } else if (open?.open) {
      open.open = false;
      open.querySelector<HTMLElement>('summary')?.focus();
    } else return;
    event.preventDefault();
  });
}
