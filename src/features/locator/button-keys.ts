/**
 * Space on a link that acts as a button (`<a role="button">`, as Leaflet draws its zoom buttons)
 * presses it, as Space presses a native button: the page does not scroll on keydown, and the
 * press comes on keyup over the same element (WAI-ARIA APG, button pattern; spec 2.4, the map by
 * keyboard). Enter needs nothing: a link already follows it. Pure: no DOM beyond the events.
 */

/** What the handler needs of an element. */
interface ButtonLike {
  tagName: string;
  getAttribute(name: string): string | null;
  click(): void;
}

/** What the handler needs of a key event. */
export interface KeyLike {
  key: string;
  target: unknown;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  preventDefault(): void;
}

const isSpace = (e: KeyLike): boolean => (e.key === ' ' || e.key === 'Spacebar') && !e.altKey && !e.ctrlKey && !e.metaKey;

/** A link with role=button (a native button handles Space itself). */
function linkButton(target: unknown): ButtonLike | null {
  if (typeof target !== 'object' || target === null) return null;
  const el = target as Partial<ButtonLike>;
  if (typeof el.getAttribute !== 'function' || typeof el.click !== 'function' || typeof el.tagName !== 'string') return null;
  return el.tagName.toUpperCase() === 'A' && el.getAttribute('role') === 'button' ? (el as ButtonLike) : null;
}

/** The keydown and keyup listeners of one container; Space pressed on a link button clicks it when released. */
export function spaceKeyHandlers(): { keydown: (e: KeyLike) => void; keyup: (e: KeyLike) => void } {
  let pressed: ButtonLike | null = null;
  return {
    keydown(e) {
      const button = isSpace(e) ? linkButton(e.target) : null;
      if (!button) return;
      e.preventDefault();
      pressed = button;
    },
    keyup(e) {
      if (!isSpace(e)) return;
      const button = pressed;
      pressed = null;
      if (!button || button !== e.target) return;
      e.preventDefault();
      button.click();
    },
  };
}

/** Listens on `root` (a control's container) until the returned function is called. */
export function spaceActivatesLinkButtons(root: HTMLElement): () => void {
  const { keydown, keyup } = spaceKeyHandlers();
  root.addEventListener('keydown', keydown);
  root.addEventListener('keyup', keyup);
  return () => {
    root.removeEventListener('keydown', keydown);
    root.removeEventListener('keyup', keyup);
  };
}
