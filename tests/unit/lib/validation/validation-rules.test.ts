import { describe, expect, it } from 'vitest';
import { checkRule, isBlank, parseNumber, validateValue, validateValues, type Rule } from '../../../../src/lib/validation/rules';

const fails = (rule: Rule, value: string | string[], values: Record<string, string | string[]> = {}) => checkRule(rule, value, values);

describe('spec 5 validation rules', () => {
  it('empty: blank text or nothing checked fails, anything else passes', () => {
    expect(fails({ rule: 'empty' }, '')).toEqual({ rule: 'empty' });
    expect(fails({ rule: 'empty' }, '   ')).toEqual({ rule: 'empty' });
    expect(fails({ rule: 'empty' }, [])).toEqual({ rule: 'empty' });
    expect(checkRule({ rule: 'empty' }, undefined)).toEqual({ rule: 'empty' });
    expect(fails({ rule: 'empty' }, 'x')).toBeNull();
    expect(fails({ rule: 'empty' }, ['a'])).toBeNull();
  });

  it('checkedAmount counts a text value as one option, an empty one as none', () => {
    expect(fails({ rule: 'checkedAmount', value: 1 }, 'a')).toBeNull();
    expect(fails({ rule: 'checkedAmount', value: 1 }, '')).toEqual({ rule: 'checkedAmount', ruleValue: 1 });
    expect(fails({ rule: 'checkedAmount', value: 2 }, 'a')).toEqual({ rule: 'checkedAmount', ruleValue: 2 });
    expect(fails({ rule: 'checkedAmount', value: 2 }, 'ab')).toEqual({ rule: 'checkedAmount', ruleValue: 2 });
  });

  it('counts the options of a checkbox group as their text joined by commas, and looks for symbols in the options alone', () => {
    expect(fails({ rule: 'maxLength', value: 4 }, ['ab', 'cd'])).toEqual({ rule: 'maxLength', ruleValue: 4 });
    expect(fails({ rule: 'maxLength', value: 5 }, ['ab', 'cd'])).toBeNull();
    expect(fails({ rule: 'containsForbiddenSymbols', value: ' ,' }, ['ab', 'cd'])).toBeNull();
    expect(fails({ rule: 'containsForbiddenSymbols', value: ' ,' }, ['a b', 'cd'])).toEqual({ rule: 'containsForbiddenSymbols' });
  });

  it('a numeric rule on a value that is not a number names the number rule', () => {
    for (const rule of ['minValue', 'maxValue', 'roundTo', 'maxDecimals'] as const) {
      expect(fails({ rule, value: 1 }, 'abc'), rule).toEqual({ rule: 'number' });
    }
  });

  it('roundTo with a step of 0 or less takes any number', () => {
    expect(fails({ rule: 'roundTo', value: 0 }, '1.55')).toBeNull();
    expect(fails({ rule: 'roundTo', value: -1 }, '1.55')).toBeNull();
  });

  it('equals names the value it wants, and without one wants nothing', () => {
    expect(fails({ rule: 'equals', value: 'yes' }, 'no')).toEqual({ rule: 'equals', ruleValue: 'yes' });
    expect(fails({ rule: 'equals', value: 'yes' }, 'yes')).toBeNull();
    expect(fails({ rule: 'equals' }, 'x')).toEqual({ rule: 'equals', ruleValue: '' });
  });

  it('other rules leave a blank value to the empty rule', () => {
    for (const rule of ['email', 'phone', 'number', 'minLength', 'equals'] as const) {
      expect(fails({ rule, value: 3 }, '')).toBeNull();
    }
  });

  it('email: internationalised addresses too (RFC 6531)', () => {
    for (const ok of ['a@b.fi', 'first.last+tag@example.co.uk', 'ÅSA@exempel.se', 'åsa@exämple.se', 'jyrki@pörssi.fi'])
      expect(fails({ rule: 'email' }, ok), ok).toBeNull();
    for (const bad of ['a', 'a@b', 'a@b.c', '@b.fi', 'a b@c.fi', 'a@b..fi', `${'x'.repeat(250)}@b.fi`, 'a@<b>.fi']) {
      expect(fails({ rule: 'email' }, bad), bad).toEqual({ rule: 'email' });
    }
  });

  it('phone: a valid number of its country, read in the country the rule or a field names', () => {
    expect(fails({ rule: 'phone' }, '+358 40 123-4567')).toBeNull();
    // without a country, a national number cannot be read
    expect(fails({ rule: 'phone' }, '040 123 4567')).toEqual({ rule: 'phone' });
    expect(fails({ rule: 'phone', value: 'FI' }, '040 123 4567')).toBeNull();
    expect(fails({ rule: 'phone', field: 'country' }, '070-123 45 67', { country: 'SE' })).toBeNull();
    expect(fails({ rule: 'phone', field: 'prefix' }, '912 34 567', { prefix: 'NO|47' })).toBeNull();
    expect(fails({ rule: 'phone', field: 'prefix' }, '040 123 4567', { prefix: 'NO|47' })).toEqual({ rule: 'phone' });
    expect(fails({ rule: 'phone', value: 'FI' }, '12ab34')).toEqual({ rule: 'phone' });
    expect(fails({ rule: 'phone', value: 'FI' }, '1234')).toEqual({ rule: 'phone' });
    expect(fails({ rule: 'phone', value: 'FI' }, '1'.repeat(16))).toEqual({ rule: 'phone' });
  });

  it('phone with country code: a valid number written with its code (+ or 00)', () => {
    expect(fails({ rule: 'phoneWithCountryCode' }, '+47 912 34 567')).toBeNull();
    expect(fails({ rule: 'phoneWithCountryCode' }, '0046701234567')).toBeNull();
    expect(fails({ rule: 'phoneWithCountryCode' }, '0401234567')).toEqual({ rule: 'phoneWithCountryCode' });
    // a number's shape is not enough: +358 12 is no Finnish number
    expect(fails({ rule: 'phoneWithCountryCode' }, '+358 12')).toEqual({ rule: 'phoneWithCountryCode' });
  });

  it('number: digits with one decimal point or comma, no letters', () => {
    for (const ok of ['12', '-3', '12.50', '12,5', ' 7 ']) expect(fails({ rule: 'number' }, ok), ok).toBeNull();
    for (const bad of ['12a', '1.2.3', 'e5', '1e5', '--1', '1,']) expect(fails({ rule: 'number' }, bad), bad).toEqual({ rule: 'number' });
    expect(parseNumber('12,5')).toBe(12.5);
    expect(parseNumber(' 7 ')).toBe(7);
    expect(Number.isNaN(parseNumber('x'))).toBe(true);
  });

  it('minLength and maxLength count characters, not bytes', () => {
    expect(fails({ rule: 'minLength', value: 3 }, 'ab')).toEqual({ rule: 'minLength', ruleValue: 3 });
    expect(fails({ rule: 'minLength', value: 3 }, 'åäö')).toBeNull();
    // spaces around the text do not count towards the least length
    expect(fails({ rule: 'minLength', value: 2 }, ' a ')).toEqual({ rule: 'minLength', ruleValue: 2 });
    expect(fails({ rule: 'maxLength', value: 3 }, 'abcd')).toEqual({ rule: 'maxLength', ruleValue: 3 });
    expect(fails({ rule: 'maxLength', value: 2 }, '😀😀')).toBeNull();
  });

  it('minValue and maxValue compare numbers (a non-number is a number failure)', () => {
    expect(fails({ rule: 'minValue', value: 0 }, '-1')).toEqual({ rule: 'minValue', ruleValue: 0 });
    expect(fails({ rule: 'minValue', value: 0 }, '0')).toBeNull();
    expect(fails({ rule: 'maxValue', value: '10,5' }, '10,6')).toEqual({ rule: 'maxValue', ruleValue: 10.5 });
    expect(fails({ rule: 'maxValue', value: 10 }, 'ten')).toEqual({ rule: 'number' });
  });

  it('equals and matches', () => {
    expect(fails({ rule: 'equals', value: 'yes' }, 'yes')).toBeNull();
    expect(fails({ rule: 'equals', value: 'yes' }, 'no')).toEqual({ rule: 'equals', ruleValue: 'yes' });
    expect(fails({ rule: 'matches', field: 'email' }, 'a@b.fi', { email: 'a@b.fi' })).toBeNull();
    expect(fails({ rule: 'matches', field: 'email' }, 'a@b.fi', { email: 'c@b.fi' })).toEqual({ rule: 'matches', ruleValue: 'email' });
    // addresses match in their normal form (the domain compared in IDNA form); other text as typed
    expect(fails({ rule: 'matches', field: 'email' }, 'åsa@xn--exmple-cua.se', { email: 'åsa@EXÄMPLE.se' })).toBeNull();
    expect(fails({ rule: 'matches', field: 'name' }, 'Åsa', { name: 'åsa' })).toEqual({ rule: 'matches', ruleValue: 'name' });
    expect(() => fails({ rule: 'matches' }, 'x')).toThrow('needs the field');
  });

  it('roundTo: a whole multiple of the step, without floating-point noise', () => {
    expect(fails({ rule: 'roundTo', value: 5 }, '15')).toBeNull();
    expect(fails({ rule: 'roundTo', value: 5 }, '12')).toEqual({ rule: 'roundTo', ruleValue: 5 });
    expect(fails({ rule: 'roundTo', value: 0.1 }, '0.3')).toBeNull();
    expect(fails({ rule: 'roundTo', value: 0.01 }, '12,50')).toBeNull();
    expect(fails({ rule: 'roundTo', value: 0.05 }, '1.12')).toEqual({ rule: 'roundTo', ruleValue: 0.05 });
    // the step's decimals count, not only the number's
    expect(fails({ rule: 'roundTo', value: 0.25 }, '0.3')).toEqual({ rule: 'roundTo', ruleValue: 0.25 });
    expect(fails({ rule: 'roundTo', value: 0.25 }, '0.5')).toBeNull();
    // large numbers too, compared at no more than ten decimals
    expect(fails({ rule: 'roundTo', value: 0.1 }, '12345678.9')).toBeNull();
    // a step finer than ten decimals is no step at the precision compared: any number passes
    expect(fails({ rule: 'roundTo', value: 1e-11 }, '1.5')).toBeNull();
  });

  it('maxDecimals', () => {
    expect(fails({ rule: 'maxDecimals', value: 2 }, '1.25')).toBeNull();
    expect(fails({ rule: 'maxDecimals', value: 2 }, '1,255')).toEqual({ rule: 'maxDecimals', ruleValue: 2 });
    expect(fails({ rule: 'maxDecimals', value: 0 }, '12')).toBeNull();
  });

  it('containsForbiddenSymbols: the rule’s symbols, else markup and template characters', () => {
    expect(fails({ rule: 'containsForbiddenSymbols' }, 'Hello, world!')).toBeNull();
    expect(fails({ rule: 'containsForbiddenSymbols' }, '<script>')).toEqual({ rule: 'containsForbiddenSymbols' });
    expect(fails({ rule: 'containsForbiddenSymbols', value: '#' }, 'a#b')).toEqual({ rule: 'containsForbiddenSymbols' });
    expect(fails({ rule: 'containsForbiddenSymbols', value: '#' }, '<ok>')).toBeNull();
  });

  it('checkedAmount: at least that many options checked', () => {
    expect(fails({ rule: 'checkedAmount', value: 2 }, ['a'])).toEqual({ rule: 'checkedAmount', ruleValue: 2 });
    expect(fails({ rule: 'checkedAmount', value: 2 }, ['a', 'b'])).toBeNull();
    expect(fails({ rule: 'checkedAmount', value: 1 }, [])).toEqual({ rule: 'checkedAmount', ruleValue: 1 });
  });

  it('matches: the same text is the same whether or not it is an address; an absent other field matches nothing', () => {
    expect(fails({ rule: 'matches', field: 'name' }, 'Åsa', { name: 'Åsa' })).toBeNull();
    expect(fails({ rule: 'matches', field: 'name' }, 'Åsa', { name: ' Åsa ' })).toBeNull();
    expect(fails({ rule: 'matches', field: 'email' }, 'a@b.fi', {})).toEqual({ rule: 'matches', ruleValue: 'email' });
  });

  it('the value bounds take the bound itself', () => {
    expect(fails({ rule: 'maxValue', value: '10,5' }, '10.5')).toBeNull();
    expect(fails({ rule: 'minValue', value: 2 }, '1,99')).toEqual({ rule: 'minValue', ruleValue: 2 });
  });

  it('containsForbiddenSymbols with an empty list of symbols refuses the default ones', () => {
    expect(fails({ rule: 'containsForbiddenSymbols', value: '' }, '<script>')).toEqual({ rule: 'containsForbiddenSymbols' });
  });

  it('takes a numeric bound as the number it is, however JSON writes it', () => {
    expect(fails({ rule: 'maxValue', value: 1e21 }, '5')).toBeNull();
  });

  it('a rule without its bound is a configuration error', () => {
    expect(() => fails({ rule: 'minLength' }, 'abc')).toThrow('needs a numeric value');
  });

  it('validateValue gives the first failure in order; validateValues every field’s', () => {
    const rules: Rule[] = [{ rule: 'empty' }, { rule: 'email' }];
    expect(validateValue(rules, '')).toEqual({ rule: 'empty' });
    expect(validateValue(rules, 'x')).toEqual({ rule: 'email' });
    expect(validateValue(rules, 'x@y.fi')).toBeNull();
    expect(
      validateValues(
        [
          { name: 'email', rules },
          { name: 'again', rules: [{ rule: 'matches', field: 'email' }] },
        ],
        { email: 'x@y.fi', again: 'z@y.fi' },
      ),
    ).toEqual({ again: { rule: 'matches', ruleValue: 'email' } });
    expect(isBlank(undefined)).toBe(true);
  });
});
