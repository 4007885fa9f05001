import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ifRangeHolds, namesCurrent } from '../../../../src/lib/http/conditional';

interface Tag {
  weak: boolean;
  opaque: string;
}
const written = (t: Tag) => `${t.weak ? 'W/' : ''}"${t.opaque}"`;

/** RFC 9110 13.1.2 over the tags themselves: `*` names any, else a weak comparison with each. */
function model(list: Tag[] | '*', current: Tag): boolean {
  return list === '*' || list.some((t) => t.opaque === current.opaque);
}

const tag: fc.Arbitrary<Tag> = fc.record({ weak: fc.boolean(), opaque: fc.constantFrom('', 'a', 'b', 'a-br', 'a-gzip', 'x,y', 'W/', '\u00e9') });
const ows = fc.constantFrom('', ' ', '\t', '  ');

describe('If-None-Match (RFC 9110 13.1.2)', () => {
  it('compares weakly over a list, takes * for any, and ignores a value of another form', () => {
    expect(namesCurrent(undefined, '"a"')).toBe(false);
    expect(namesCurrent('"a"', '"a"')).toBe(true);
    expect(namesCurrent('W/"a"', '"a"')).toBe(true);
    expect(namesCurrent('"a"', 'W/"a"')).toBe(true);
    expect(namesCurrent('"x", "a"', 'W/"a"')).toBe(true);
    expect(namesCurrent('"x",W/"a" ,', '"a"')).toBe(true);
    expect(namesCurrent('*', 'W/"a-br"')).toBe(true);
    expect(namesCurrent(' * ', '"a"')).toBe(true);
    expect(namesCurrent('"a-br"', 'W/"a-gzip"')).toBe(false);
    expect(namesCurrent('a', '"a"')).toBe(false);
    expect(namesCurrent('"a" "b"', '"a"')).toBe(false);
    expect(namesCurrent('*, "a"', '"a"')).toBe(false);
    expect(namesCurrent('"a', '"a"')).toBe(false);
    expect(namesCurrent('w/"a"', '"a"')).toBe(false);
  });

  it('equals a comparison of the tags themselves, for any list of them', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constant<'*'>('*'), fc.array(tag, { maxLength: 5 })),
        tag,
        fc.array(fc.tuple(ows, ows), { minLength: 6, maxLength: 6 }),
        (list, current, spaces) => {
          const value = list === '*' ? `${spaces[0]![0]}*${spaces[0]![1]}` : list.map((t, i) => `${spaces[i]![0]}${written(t)}${spaces[i]![1]}`).join(',');
          expect(namesCurrent(value, written(current)), value).toBe(model(list, current));
        },
      ),
      { numRuns: 3000 },
    );
  });
});

describe('If-Range (RFC 9110 13.1.5)', () => {
  it('holds only for the same strong tag', () => {
    expect(ifRangeHolds(undefined, '"a"')).toBe(true);
    expect(ifRangeHolds('"a"', '"a"')).toBe(true);
    expect(ifRangeHolds(' "a" ', '"a"')).toBe(true);
    expect(ifRangeHolds('"b"', '"a"')).toBe(false);
    expect(ifRangeHolds('W/"a"', 'W/"a"')).toBe(false);
    expect(ifRangeHolds('"a"', 'W/"a"')).toBe(false);
    expect(ifRangeHolds('Wed, 21 Oct 2015 07:28:00 GMT', '"a"')).toBe(false);
    expect(ifRangeHolds(['"a"', '"a"'], '"a"')).toBe(false);
  });
});
