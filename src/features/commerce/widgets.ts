/**
 * The cart's widgets once the visitor interacts (loaded by src/scripts/interactive.ts): the header's
 * cart button opens the cart modal and a product widget adds its product, both through the cart
 * islands, which load on the first click — or earlier, on intent (hover or keyboard focus), so the
 * click finds them ready. No React, no stores until then.
 */
type Islands = typeof import('./islands');

/** Runs once per page load. */
export function startCartWidgets(): void {
  let islands: Promise<Islands> | undefined;
  const load = (): Promise<Islands> =>
    (islands ??= import('./islands').then((m) => {
      m.mountCommerce();
      return m;
    }));
  const widgetOf = (event: Event): HTMLElement | null =>
    event.target instanceof Element ? event.target.closest<HTMLElement>('[data-cart-open],[data-add-to-cart]') : null;

  document.addEventListener('click', (event) => {
    const widget = widgetOf(event);
    if (!widget) return;
    event.preventDefault();
    void load().then((m) => (widget.hasAttribute('data-cart-open') ? m.openCart() : m.addProductFrom(widget)));
  });
  document.addEventListener('keydown', (event) => {
    // the cart link acts as a button: Space activates it too
    if (event.key === ' ' && event.target instanceof Element && event.target.matches('[data-cart-open]')) {
      event.preventDefault();
      (event.target as HTMLElement).click();
    }
  });
  for (const type of ['pointerover', 'focusin']) {
    document.addEventListener(
      type,
      (event) => {
        if (widgetOf(event)) void load();
      },
      { passive: true },
    );
  }
  // the intent that loaded this module may have been on a widget already (focus on the cart button)
  if (document.activeElement?.closest('[data-cart-open],[data-add-to-cart]')) void load();
}
