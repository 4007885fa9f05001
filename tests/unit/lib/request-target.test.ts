import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSitePath } from '../../../src/i18n/paths';
import { MAX_REQUEST_TARGET_LENGTH, parseRequestTarget } from '../../../src/lib/request-target';

describe('parseRequestTarget: clean targets', () => {
  it.each([
    ['/', '/', ''],
    ['/asemahaku', '/asemahaku', ''],
    ['/en-EU/article/x?page=2&tag=a%2Fb', '/en-EU/article/x', '?page=2&tag=a%2Fb'],
    ['/a?', '/a', '?'],
    ['/l%C3%A4mmitys%C3%B6ljy', '/lämmitysöljy', ''],
    ['/100%25-bio', '/100%-bio', ''],
    ['/a/b/', '/a/b/', ''],
    ['/%3Fnot-a-query', '/?not-a-query', ''],
    ['/file.json', '/file.json', ''],
    ['/...', '/...', ''],
  ])('%s → %s + %s', (raw, pathname, search) => {
    expect(parseRequestTarget(raw)).toEqual({ ok: true, pathname, search });
  });

  it('normalises the decoded path to NFC', () => {
    // 'a' + combining diaeresis (NFD) becomes the single code point 'ä'.
    const parsed = parseRequestTarget('/la%CC%88mmitys');
    expect(parsed).toEqual({ ok: true, pathname: '/l\u00e4mmitys', search: '' });
  });

  it('accepts a target of exactly the maximum length', () => {
    const raw = `/${'a'.repeat(MAX_REQUEST_TARGET_LENGTH - 1)}`;
    expect(parseRequestTarget(raw).ok).toBe(true);
  });
});

describe('parseRequestTarget: slash runs', () => {
  it.each([
    ['/asemat//akaa', '/asemat/akaa'],
    ['/en-EU////company', '/en-EU/company'],
    ['/a//b?q=1//2', '/a/b?q=1//2'],
    ['/a//', '/a/'],
    ['/l%C3%A4//x', '/l%C3%A4/x'],
  ])('%s → 307 %s', (raw, location) => {
    expect(parseRequestTarget(raw)).toMatchObject({ ok: false, status: 307, location });
  });

  it('still refuses what else a slash run carries, and a leading "//"', () => {
    expect(parseRequestTarget('/a//../b')).toMatchObject({ ok: false, status: 400 });
    expect(parseRequestTarget('/a//%2e%2e/b')).toMatchObject({ ok: false, status: 400 });
    expect(parseRequestTarget('//a//b')).toMatchObject({ ok: false, status: 400 });
  });
});

describe('parseRequestTarget: hostile targets', () => {
  it.each([
    ['//evil.example/', 400],
    ['//evil.example', 400],
    ['/\\evil.example/', 400],
    ['\\\\evil.example', 400],
    ['/%2F%2Fevil.example/', 400],
    ['/%2f%2fevil.example/', 400],
    ['/%5C%5Cevil.example/', 400],
    ['/%5c/evil.example/', 400],
    ['/a%2Fb', 400],
    ['/%252F%252Fevil.example/', 400],
    ['/%252f', 400],
    ['/%255C', 400],
    ['/%252e%252e/x', 400],
    ['/%2500', 400],
    ['/%E0%A4%A', 400],
    ['/%zz', 400],
    ['/%', 400],
    ['/%C0%AF', 400],
    ['/%C0%AE%C0%AE/x', 400],
    ['/%ED%A0%80', 400],
    ['/%FF', 400],
    ['/a%00b', 400],
    ['/a\u0000b', 400],
    ['/a%0d%0aSet-Cookie:x', 400],
    ['/a\r\nSet-Cookie:x', 400],
    ['/a\tb', 400],
    ['/a%09b', 400],
    ['/a%7Fb', 400],
    ['/a%C2%85b', 400],
    ['/a b', 400],
    ['/ä', 400],
    ['/./x', 400],
    ['/../x', 400],
    ['/a/..', 400],
    ['/a/.', 400],
    ['/%2e%2e/x', 400],
    ['/%2E/x', 400],
    ['/a#frag', 400],
    ['', 400],
    ['evil.example/x', 400],
    ['https://evil.example/', 400],
    ['*', 400],
    [`/${'a'.repeat(3000)}`, 414],
    [`/${'a'.repeat(MAX_REQUEST_TARGET_LENGTH)}`, 414],
  ])('%j → %i', (raw, status) => {
    const parsed = parseRequestTarget(raw);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.status).toBe(status);
      expect(parsed.reason.length).toBeGreaterThan(0);
    }
  });
});

describe('parseRequestTarget: properties', () => {
  const pieces = ['/', '%', '2F', '2f', '5C', '25', '2e', '.', '..', '\\', '?', '#', 'a', 'ä', '%C3%A4', '%00', '\t', ' ', 'C0', 'AF'];
  const target = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 80 }),
    fc.array(fc.constantFrom(...pieces), { maxLength: 24 }).map((parts) => parts.join('')),
  );

  it('any accepted target gives one clean, re-encodable site path', () => {
    fc.assert(
      fc.property(target, (raw) => {
        const parsed = parseRequestTarget(raw);
        if (!parsed.ok) return;
        expect(isSitePath(parsed.pathname)).toBe(true);
        expect(parsed.pathname).not.toMatch(/[\u0000-\u001f\u007f-\u009f\\]/);
        expect(parsed.pathname.split('/').slice(1)).not.toContain('..');
        expect(parsed.pathname.split('/').slice(1)).not.toContain('.');
        expect(parsed.pathname).toBe(parsed.pathname.normalize('NFC'));
        expect(() => encodeURIComponent(parsed.pathname)).not.toThrow();
        expect(raw.endsWith(parsed.search)).toBe(true);
        // no empty segment but a trailing '/' (a redirect rule's): a slash run is never a page path
        expect(parsed.pathname.slice(0, -1)).not.toContain('//');
      }),
      { numRuns: 3000 },
    );
  });

  it('sends a slash run to a clean site path: the same target with each run collapsed', () => {
    // a path whose segments are joined by runs of one to three slashes, at least one of them a run
    const segment = fc.stringMatching(/^[a-z0-9-]{1,8}$/);
    const slashRunPath = fc
      .array(fc.tuple(fc.constantFrom('/', '//', '///'), segment), { minLength: 2, maxLength: 5 })
      .filter((parts) => parts.slice(1).some(([run]) => run.length > 1))
      .map((parts) => ({ raw: `/${parts.map(([run, seg], i) => (i === 0 ? seg : run + seg)).join('')}`, segments: parts.map(([, seg]) => seg) }));
    fc.assert(
      fc.property(slashRunPath, fc.constantFrom('', '?q=1'), ({ raw, segments }, query) => {
        const parsed = parseRequestTarget(raw + query);
        expect(parsed.ok ? 200 : parsed.status).toBe(307);
        if (parsed.ok || parsed.status !== 307) return;
        // the model: the same segments joined by single slashes, the query kept
        expect(parsed.location).toBe(`/${segments.join('/')}${query}`);
        expect(isSitePath(parsed.location)).toBe(true);
        // one hop: the location is itself clean
        expect(parseRequestTarget(parsed.location).ok).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('accepts every path a browser sends for a plain Unicode path', () => {
    const segment = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }).filter((s) => !/^\.{1,2}$/.test(s));
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), (segments) => {
        const path = `/${segments.join('/')}`;
        fc.pre(!/[\u0000-\u001f\u007f-\u009f\\/]/.test(segments.join('')) && !segments.join('').includes('%'));
        const raw = `/${segments.map((s) => encodeURIComponent(s)).join('/')}`;
        fc.pre(raw.length <= MAX_REQUEST_TARGET_LENGTH);
        const parsed = parseRequestTarget(raw);
        expect(parsed).toEqual({ ok: true, pathname: path.normalize('NFC'), search: '' });
      }),
      { numRuns: 500 },
    );
  });
});
