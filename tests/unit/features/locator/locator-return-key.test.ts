import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { watchReturn } from '../../../../src/features/locator/return-key';

type Step = { kind: 'keydown'; key: string; composing: boolean } | { kind: 'keyup'; key: string } | { kind: 'submitted' };

const key = fc.constantFrom('Enter', 'a', 'ArrowDown', 'Escape');
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('keydown' as const), key, composing: fc.boolean() }),
  fc.record({ kind: fc.constant('keyup' as const), key }),
  fc.constant({ kind: 'submitted' as const }),
);

describe('one Return searches (the locator box)', () => {
  it('a Return whose keydown WebKit’s suggestion list took (no submit) submits on release', () => {
    const watch = watchReturn();
    watch.keydown('Enter', false);
    expect(watch.keyup('Enter')).toBe(true);
  });

  it('a Return that submitted the form submits nothing more', () => {
    const watch = watchReturn();
    watch.keydown('Enter', false);
    watch.submitted();
    expect(watch.keyup('Enter')).toBe(false);
  });

  it('a Return ending an input method’s composition submits nothing', () => {
    const watch = watchReturn();
    watch.keydown('Enter', true);
    expect(watch.keyup('Enter')).toBe(false);
  });

  it('for any sequence: a release submits exactly when it ends a plain Return press that no submit followed', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        const watch = watchReturn();
        // the model: the last Return keydown (if plain) waits for its release, a submit or release clears it
        let waiting = false;
        for (const s of steps) {
          if (s.kind === 'keydown') {
            watch.keydown(s.key, s.composing);
            if (s.key === 'Enter') waiting = !s.composing;
          } else if (s.kind === 'submitted') {
            watch.submitted();
            waiting = false;
          } else {
            const expected = s.key === 'Enter' && waiting;
            if (s.key === 'Enter') waiting = false;
            expect(watch.keyup(s.key)).toBe(expected);
          }
        }
      }),
    );
  });
});
