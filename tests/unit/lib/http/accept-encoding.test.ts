import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseCoding } from '../../../../src/lib/http/accept-encoding';

interface Element {
  name: string;
  /** the weight as written, or null for none */
  q: string | null;
  /** the weight's name as written ('q' or 'Q') */
  qName: string;
  /** another parameter after the coding (not allowed in Accept-Encoding) */
  extra: boolean;
  before: string;
  after: string;
}

const VALID_Q = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/;

/** RFC 9110 12.5.3 read from the elements themselves, not from the text. */
function model(elements: Element[] | null): 'br' | 'gzip' | null {
  if (elements === null) return null;
  const weights = new Map<string, number>();
  for (const e of elements) {
    if (e.name === '' || e.extra || (e.q !== null && !VALID_Q.test(e.q))) continue;
    const name = e.name.toLowerCase() === 'x-gzip' ? 'gzip' : e.name.toLowerCase();
    if (!weights.has(name)) weights.set(name, e.q === null ? 1 : Number(e.q));
  }
  const of = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  const ranked = (['br', 'gzip'] as const).filter((c) => of(c) > 0 && of(c) >= of('identity'));
  if (ranked.length === 0) return null;
  return ranked.reduce((best, c) => (of(c) > of(best) ? c : best));
}

const write = (elements: Element[]) =>
  elements.map((e) => `${e.before}${e.name}${e.q === null ? '' : `${e.before};${e.after}${e.qName}=${e.q}`}${e.extra ? ';level=1' : ''}${e.after}`).join(',');

const ows = fc.constantFrom('', '', ' ', '\t', '  ');
const element: fc.Arbitrary<Element> = fc.record({
  name: fc.constantFrom('br', 'BR', 'gzip', 'GZip', 'x-gzip', 'X-GZIP', 'identity', 'Identity', '*', 'deflate', 'zstd', 'brotli', 'gzipx', 'x-br', ''),
  q: fc.option(fc.constantFrom('0', '0.', '0.0', '0.001', '0.1', '0.5', '0.999', '1', '1.', '1.0', '1.000', '1.5', '1.001', '0.1234', '2', 'abc', '-1', ''), {
    nil: null,
  }),
  qName: fc.constantFrom('q', 'Q'),
  extra: fc.constantFrom(false, false, false, false, true),
  before: ows,
  after: ows,
});

describe('the content coding chosen for an Accept-Encoding value (RFC 9110 12.5.3)', () => {
  it('honours weights, x-gzip and a refused identity', () => {
    expect(chooseCoding(undefined)).toBeNull();
    expect(chooseCoding('')).toBeNull();
    expect(chooseCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseCoding('gzip;q=0')).toBeNull();
    expect(chooseCoding('gzip;q=0, br;q=0')).toBeNull();
    expect(chooseCoding('br;q=0.1, gzip;q=1')).toBe('gzip');
    expect(chooseCoding('br;q=0.1, gzip')).toBe('gzip');
    expect(chooseCoding('x-gzip')).toBe('gzip');
    expect(chooseCoding('X-GZIP;q=0.5, br;q=0.4')).toBe('gzip');
    expect(chooseCoding('*')).toBe('br');
    expect(chooseCoding('*;q=0')).toBeNull();
    expect(chooseCoding('br;q=0, *')).toBe('gzip');
    expect(chooseCoding('identity;q=1, gzip;q=0.5')).toBeNull();
    expect(chooseCoding('gzip;q=0.5, identity;q=0.5')).toBe('gzip');
    expect(chooseCoding('br;q=1.5, gzip;q=0.3')).toBe('gzip');
    expect(chooseCoding('br;q=1.5, br;q=0.9, gzip')).toBe('gzip');
    expect(chooseCoding('br;level=1, gzip;q=0.2')).toBe('gzip');
    expect(chooseCoding('brotli, gzipx')).toBeNull();
    expect(chooseCoding('br;q=0.5, br')).toBe('br');
    expect(chooseCoding('br;q=0.5, br, gzip')).toBe('gzip');
  });

  it('equals a reading of the elements themselves, for any list of them', () => {
    fc.assert(
      fc.property(fc.array(element, { maxLength: 7 }), (elements) => {
        const header = write(elements);
        expect(chooseCoding(header), JSON.stringify(header)).toBe(model(elements));
      }),
      { numRuns: 5000 },
    );
  });
});
