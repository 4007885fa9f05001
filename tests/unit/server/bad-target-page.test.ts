import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRequestTarget } from '../../../src/lib/request-target';
import { badTargetPagePath } from '../../../src/server/bad-target-page';

describe('a malformed page target gets the 404 error page (spec 2.1, 8)', () => {
  it('for a page request, with the path shown as one clean path', () => {
    expect(badTargetPagePath('/%zz', 'GET', 400)).toBe('/%E2%80%A6');
    expect(badTargetPagePath('/en-EU/a b/%zz', 'GET', 400)).toBe('/en-EU/a%20b/%E2%80%A6');
    expect(badTargetPagePath('/en-EU/a%2Fb', 'HEAD', 400)).toBe('/en-EU/%E2%80%A6');
    expect(badTargetPagePath('/a/%2e%2e/b?x=1', 'GET', 400)).toBe('/a/%E2%80%A6/b');
    expect(badTargetPagePath('/en-EU/../x', 'GET', 400)).toBe('/en-EU/%E2%80%A6/x');
    expect(badTargetPagePath('//evil.example/x', 'GET', 400)).toBe('/evil%2Eexample/x');
  });

  it('not for other methods, API, proxy or asset paths, nor an over-long target', () => {
    expect(badTargetPagePath('/%zz', 'POST', 400)).toBeNull();
    expect(badTargetPagePath('/proxy/%zz', 'GET', 400)).toBeNull();
    expect(badTargetPagePath('/api/v1/%zz', 'GET', 400)).toBeNull();
    expect(badTargetPagePath('/assets/%zz', 'GET', 400)).toBeNull();
    expect(badTargetPagePath(`/${'a'.repeat(3000)}`, 'GET', 414)).toBeNull();
  });

  it('for any target, the path rendered is accepted as clean and starts with one slash', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('/', '%', '.', 'a', 'Z', '2', 'e', 'f', '\\', '?', '#', ' ', '~', 'é', '\u0000', ':', '@') }), (tail) => {
        const path = badTargetPagePath(`/${tail}`, 'GET', 400);
        if (path === null) return;
        expect(path.startsWith('/') && !path.startsWith('//')).toBe(true);
        const parsed = parseRequestTarget(path);
        expect(parsed.ok, path).toBe(true);
      }),
    );
  });
});
