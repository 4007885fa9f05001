import { describe, expect, it } from 'vitest';
import { EMAIL_LOCAL_MAX_OCTETS, EMAIL_MAX_OCTETS, idnaDomain, isEmail, normalizeEmail } from '../../../../src/lib/validation/email';

describe('email addresses (RFC 6531: internationalised ones taken)', () => {
  it('takes a UTF-8 local part and an internationalised domain, in its normal form', () => {
    expect(normalizeEmail('åsa@exämple.se')).toBe('åsa@xn--exmple-cua.se');
    expect(normalizeEmail(' jyrki@PÖRSSI.fi ')).toBe('jyrki@xn--prssi-jua.fi');
    expect(normalizeEmail('用户@例子.广告')).toBe('用户@xn--fsqu00a.xn--4rr70v');
    expect(normalizeEmail("o'brien+tag@example.co.uk")).toBe("o'brien+tag@example.co.uk");
    // the local part keeps its case (RFC 5321), composed (NFC); the domain is lower case
    expect(normalizeEmail('Åsa@Example.COM')).toBe('Åsa@example.com');
    expect(normalizeEmail('A\u030asa@example.com')).toBe('Åsa@example.com');
    // a domain typed with ideographic dots is the same domain
    expect(normalizeEmail('a@例子。广告')).toBe('a@xn--fsqu00a.xn--4rr70v');
  });

  it('refuses what is no address', () => {
    for (const bad of [
      '',
      'a',
      'a@b',
      'tester@example',
      'a@b.c',
      '@b.fi',
      'a@',
      'a b@c.fi',
      'a@b..fi',
      '.a@b.fi',
      'a.@b.fi',
      'a..b@c.fi',
      'a@b.fi.',
      'a@b@c.fi',
      '"a b"@c.fi',
      'a@[192.0.2.1]',
      'a@192.0.2.1',
      'a@b.123',
      'a@localhost',
      'a@-b.fi',
      'a@b-.fi',
      'a@-ö.fi',
      'a@b_c.fi',
      'a@ex%41mple.com',
      'a@<b>.fi',
      'a@xn--a.com',
      'a\u200b@example.com',
      'a@\u200bexample.com',
      'a\u0000@example.com',
      'a@exa mple.com',
    ]) {
      expect(isEmail(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it('bounds the local part at 64 octets and the address at 254 (RFC 5321), in octets', () => {
    expect(isEmail(`${'a'.repeat(EMAIL_LOCAL_MAX_OCTETS)}@example.com`)).toBe(true);
    expect(isEmail(`${'a'.repeat(EMAIL_LOCAL_MAX_OCTETS + 1)}@example.com`)).toBe(false);
    // 32 characters, 64 octets; 33 characters, 66 octets
    expect(isEmail(`${'å'.repeat(32)}@example.com`)).toBe(true);
    expect(isEmail(`${'å'.repeat(33)}@example.com`)).toBe(false);
    const domainOf = (length: number) => `${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(length - 3 * 61 - 3)}.fi`;
    const local = 'a'.repeat(64);
    expect(`${local}@${domainOf(189)}`).toHaveLength(EMAIL_MAX_OCTETS);
    expect(isEmail(`${local}@${domainOf(189)}`)).toBe(true);
    expect(isEmail(`${local}@${domainOf(190)}`)).toBe(false);
  });

  it('gives the IDNA form of a domain, or null', () => {
    expect(idnaDomain('Exämple.SE')).toBe('xn--exmple-cua.se');
    expect(idnaDomain('example.com:80')).toBeNull();
    expect(idnaDomain('a/b.com')).toBeNull();
    expect(idnaDomain(`${'a'.repeat(64)}.com`)).toBeNull();
  });
});
