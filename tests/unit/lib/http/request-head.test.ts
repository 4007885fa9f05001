import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidHostField, requestHeadProblem } from '../../../../src/lib/http/request-head';

/** RFC 3986 3.2.2's host and 3.2.3's port read character by character: the model the pattern must equal. */
function hostModel(value: string): boolean {
  let name = value;
  let port = '';
  if (value.startsWith('[')) {
    const close = value.indexOf(']');
    if (close < 0) return false;
    const inside = value.slice(1, close);
    const rest = value.slice(close + 1);
    const ipv6 = inside.length > 0 && [...inside].every((c) => /[0-9a-f:.]/i.test(c));
    const future =
      /^v[0-9a-f]+\./i.test(inside) &&
      inside.length > inside.indexOf('.') + 1 &&
      [...inside.slice(inside.indexOf('.') + 1)].every((c) => unreserved(c) || subDelim(c) || c === ':');
    if (!ipv6 && !future) return false;
    if (rest === '') return true;
    if (!rest.startsWith(':')) return false;
    return [...rest.slice(1)].every((c) => c >= '0' && c <= '9');
  }
  const colon = value.indexOf(':');
  if (colon >= 0) [name, port] = [value.slice(0, colon), value.slice(colon + 1)];
  if (![...port].every((c) => c >= '0' && c <= '9')) return false;
  for (let i = 0; i < name.length; i++) {
    const c = name[i]!;
    if (unreserved(c) || subDelim(c)) continue;
    if (c === '%' && /^[0-9a-f]{2}$/i.test(name.slice(i + 1, i + 3))) {
      i += 2;
      continue;
    }
    return false;
  }
  return true;
}
const unreserved = (c: string) => /^[A-Za-z0-9._~-]$/.test(c);
const subDelim = (c: string) => "!$&'()*+,;=".includes(c);

const head = (httpVersion: string, lines: [string, string][]) => ({ httpVersion, rawHeaders: lines.flat() });

describe('the request head checks RFC 9112 asks for beyond Node’s parser', () => {
  it('refuses a second Host line, a Host that is no host[:port], and request lines of other versions', () => {
    expect(requestHeadProblem(head('1.1', [['Host', 'example.com']]))).toBeNull();
    expect(requestHeadProblem(head('1.0', []))).toBeNull();
    expect(requestHeadProblem(head('1.1', [['Host', '']]))).toBeNull();
    expect(
      requestHeadProblem(
        head('1.1', [
          ['Host', 'a.example'],
          ['host', 'a.example'],
        ]),
      ),
    ).toMatch(/more than one Host/);
    expect(
      requestHeadProblem(
        head('1.1', [
          ['HOST', 'a'],
          ['Accept', '*/*'],
          ['Host', 'b'],
        ]),
      ),
    ).toMatch(/more than one Host/);
    expect(requestHeadProblem(head('1.1', [['Host', 'a b']]))).toMatch(/host\[:port\]/);
    expect(requestHeadProblem(head('1.1', [['Host', 'a.example/x']]))).toMatch(/host\[:port\]/);
    expect(requestHeadProblem(head('1.1', [['Host', 'user@a.example']]))).toMatch(/host\[:port\]/);
    expect(requestHeadProblem(head('2.0', [['Host', 'a']]))).toMatch(/HTTP\/2\.0/);
    expect(requestHeadProblem(head('0.9', [['Host', 'a']]))).toMatch(/HTTP\/0\.9/);
    for (const ok of ['127.0.0.1:4321', '[::1]:80', 'EXAMPLE.com.', 'xn--bcher-kva.example', 'a%20b', 'a,b', '[v1.x:y]', 'host:'])
      expect(isValidHostField(ok), ok).toBe(true);
    for (const bad of ['a b', '[::1', '[::1]x', 'a:b', 'a%2', 'a\\b', '"a"', '[]', 'a:1:2']) expect(isValidHostField(bad), bad).toBe(false);
  });

  it('reads a Host value exactly as RFC 3986’s grammar does, for any string', () => {
    const alphabet = fc.constantFrom(...'aZ09.-_~%!$&\'()*+,;=:[]@/ "\\vV1fF'.split(''));
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 14 }), (chars) => {
        const value = chars.join('');
        expect(isValidHostField(value), JSON.stringify(value)).toBe(hostModel(value));
      }),
      { numRuns: 3000 },
    );
  });
});
