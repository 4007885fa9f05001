import { describe, expect, it } from 'vitest';
import { focusAfterToast } from '../../../../src/features/ui/toast-focus';

// the close buttons of three toasts as drawn; the element the focus came from; <main>
const closes = ['first', 'second', 'third'];
const fallbacks = ['main'];

describe('focusAfterToast (spec 3 "Notification": a leaving toast hands its focus on, never to <body>)', () => {
  it("goes to the next toast's close button first, then the previous one's", () => {
    expect(focusAfterToast(closes, 'second', 'plus', fallbacks)).toEqual(['third', 'first', 'plus', 'main']);
  });

  it('takes the nearest toast on each side first', () => {
    expect(focusAfterToast(['a', 'b', 'c', 'd', 'e'], 'c', null, [])).toEqual(['d', 'e', 'b', 'a']);
  });

  it("goes to the previous toast's close button when the last toast leaves", () => {
    expect(focusAfterToast(closes, 'third', 'plus', fallbacks)).toEqual(['second', 'first', 'plus', 'main']);
  });

  it('goes back to where the focus came from when the only toast leaves, else to the fallbacks', () => {
    expect(focusAfterToast(['only'], 'only', 'plus', ['main', 'dialog'])).toEqual(['plus', 'main', 'dialog']);
  });

  it('goes to the fallbacks in their order when nothing is remembered', () => {
    expect(focusAfterToast(['only'], 'only', null, ['main', null, 'dialog'])).toEqual(['main', 'dialog']);
  });

  it('never offers the leaving toast itself, nor toasts of a list that does not hold it', () => {
    expect(focusAfterToast(closes, 'gone', 'plus', fallbacks)).toEqual(['plus', 'main']);
    expect(focusAfterToast(closes, 'first', 'first', fallbacks)).toEqual(['second', 'third', 'main']);
  });
});
