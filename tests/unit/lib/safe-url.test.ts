import { describe, expect, it } from 'vitest';
import { classifyHref, isWebUrl } from '../../../src/lib/safe-url';

describe('classifyHref: external URLs', () => {
  it('accepts http, https, mailto and tel, re-serialized by the URL parser', () => {
    expect(classifyHref('https://example.com/a?b=1#c')).toEqual({ kind: 'external', href: 'https://example.com/a?b=1#c' });
    expect(classifyHref('http://example.com')).toEqual({ kind: 'external', href: 'http://example.com/' });
    expect(classifyHref('mailto:info@example.com')).toEqual({ kind: 'external', href: 'mailto:info@example.com' });
    expect(classifyHref('tel:+358401234567')).toEqual({ kind: 'external', href: 'tel:+358401234567' });
  });

  it('matches the scheme case-insensitively and normalizes it', () => {
    expect(classifyHref('HTTPS://Example.COM/Path')).toEqual({ kind: 'external', href: 'https://example.com/Path' });
    expect(classifyHref('MailTo:a@b.fi')).toEqual({ kind: 'external', href: 'mailto:a@b.fi' });
  });

  it('encodes characters that could break out of an attribute', () => {
    const found = classifyHref('https://example.com/"onmouseover="x');
    expect(found).toEqual({ kind: 'external', href: 'https://example.com/%22onmouseover=%22x' });
  });

  it('trims plain spaces an editor left around a URL', () => {
    expect(classifyHref('  https://example.com/x ')).toEqual({ kind: 'external', href: 'https://example.com/x' });
  });

  it('refuses http(s) without an authority or with an empty host, and an empty mailto', () => {
    expect(classifyHref('http:evil.example')).toEqual({ kind: 'invalid' });
    expect(classifyHref('https:/evil.example')).toEqual({ kind: 'invalid' });
    expect(classifyHref('mailto:')).toEqual({ kind: 'invalid' });
  });
});

describe('classifyHref: internal paths', () => {
  it('accepts a site path with query and hash, unchanged', () => {
    expect(classifyHref('/asemahaku')).toEqual({ kind: 'internal', path: '/asemahaku' });
    expect(classifyHref('/article/x?tag=a#top')).toEqual({ kind: 'internal', path: '/article/x?tag=a#top' });
    expect(classifyHref('/')).toEqual({ kind: 'internal', path: '/' });
  });

  it('treats %2F%2Fevil as a path, never as a host', () => {
    expect(classifyHref('/%2F%2Fevil.example')).toEqual({ kind: 'internal', path: '/%2F%2Fevil.example' });
    expect(classifyHref('%2F%2Fevil.example')).toEqual({ kind: 'invalid' });
  });

  it('refuses dot segments that resolve to a protocol-relative path', () => {
    expect(classifyHref('/a/../..//evil.example')).toEqual({ kind: 'invalid' });
    expect(classifyHref('/a/../b')).toEqual({ kind: 'internal', path: '/a/../b' });
  });
});

describe('classifyHref: hostile hrefs are invalid', () => {
  const hostile: [string, string][] = [
    ['javascript:', 'javascript:alert(1)'],
    ['mixed-case javascript:', 'JaVaScRiPt:alert(1)'],
    ['leading space', ' javascript:alert(1)'],
    ['newline inside the scheme', 'java\nscript:alert(1)'],
    ['tab inside the scheme', 'java\tscript:alert(1)'],
    ['tab inside an https scheme', 'ht\ttps://evil.example'],
    ['leading control character', '\u0001javascript:alert(1)'],
    ['NBSP before the scheme', '\u00a0javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['file:', 'file:///etc/passwd'],
    ['ftp:', 'ftp://example.com'],
    ['protocol-relative', '//evil.example'],
    ['backslash host', '/\\evil.example'],
    ['backslash later in the path', '/a\\b'],
    ['relative path', 'foo/bar'],
    ['dot-relative path', './foo'],
    ['empty', ''],
    ['only spaces', '   '],
    ['control character in a path', '/a\u0000b'],
    ['line separator in a path', '/a\u2028b'],
  ];
  it.each(hostile)('%s', (_label, raw) => {
    expect(classifyHref(raw)).toEqual({ kind: 'invalid' });
  });
});

describe('isWebUrl', () => {
  it('is true for http(s) only', () => {
    expect(isWebUrl('https://example.com')).toBe(true);
    expect(isWebUrl('mailto:a@b.fi')).toBe(false);
    expect(isWebUrl('/path')).toBe(false);
    expect(isWebUrl('javascript:alert(1)')).toBe(false);
  });
});
