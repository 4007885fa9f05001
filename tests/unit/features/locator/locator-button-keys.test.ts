import { describe, expect, it } from 'vitest';
import { spaceKeyHandlers, type KeyLike } from '../../../../src/features/locator/button-keys';

/** A stand-in for Leaflet's zoom link: `<a role="button">`, counting its clicks. */
function element(tagName: string, role: string | null) {
  const el = { tagName, clicks: 0, getAttribute: (name: string) => (name === 'role' ? role : null), click: () => void el.clicks++ };
  return el;
}

function key(keyName: string, target: unknown, mods: Partial<KeyLike> = {}) {
  const e = { key: keyName, target, prevented: false, preventDefault: () => void (e.prevented = true), ...mods };
  return e;
}

describe('Space on a link that acts as a button', () => {
  it('does not scroll on keydown and presses the button on keyup', () => {
    const zoomIn = element('A', 'button');
    const h = spaceKeyHandlers();
    const down = key(' ', zoomIn);
    h.keydown(down);
    expect(down.prevented).toBe(true);
    expect(zoomIn.clicks).toBe(0);
    const up = key(' ', zoomIn);
    h.keyup(up);
    expect(up.prevented).toBe(true);
    expect(zoomIn.clicks).toBe(1);
  });

  it('presses once however long the key is held (repeated keydowns)', () => {
    const zoomOut = element('a', 'button');
    const h = spaceKeyHandlers();
    for (let i = 0; i < 5; i++) h.keydown(key(' ', zoomOut));
    h.keyup(key(' ', zoomOut));
    h.keyup(key(' ', zoomOut));
    expect(zoomOut.clicks).toBe(1);
  });

  it('does not press when the focus moved to another element before the key was released', () => {
    const zoomIn = element('A', 'button');
    const zoomOut = element('A', 'button');
    const h = spaceKeyHandlers();
    h.keydown(key(' ', zoomIn));
    h.keyup(key(' ', zoomOut));
    expect(zoomIn.clicks + zoomOut.clicks).toBe(0);
  });

  it('leaves other keys, plain links, native buttons and shortcuts alone', () => {
    const h = spaceKeyHandlers();
    const zoomIn = element('A', 'button');
    const enter = key('Enter', zoomIn);
    h.keydown(enter);
    h.keyup(key('Enter', zoomIn));
    const link = element('A', null);
    const onLink = key(' ', link);
    h.keydown(onLink);
    h.keyup(key(' ', link));
    const button = element('BUTTON', 'button');
    const onButton = key(' ', button);
    h.keydown(onButton);
    h.keyup(key(' ', button));
    const shortcut = key(' ', zoomIn, { ctrlKey: true });
    h.keydown(shortcut);
    h.keyup(key(' ', zoomIn, { ctrlKey: true }));
    expect([enter.prevented, onLink.prevented, onButton.prevented, shortcut.prevented]).toEqual([false, false, false, false]);
    expect(zoomIn.clicks + link.clicks + button.clicks).toBe(0);
  });
});
