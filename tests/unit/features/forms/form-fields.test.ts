import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { locales } from '../../../../src/config/locales';
import { t } from '../../../../src/i18n/t';
import { defaultCountry, FIRST_COUNTRIES, phoneCountries, phoneValue } from '../../../../src/features/forms/countries';
import { dateProblem, monthGrid, parseDateInput, toDisplay, twoDigitYear } from '../../../../src/features/forms/dates';
import { DEFAULT_MAX_LENGTH, fieldRules, isRequired, prepareValues, shapeFailure, validateField, validateForm } from '../../../../src/features/forms/fields';
import { formBuilderBlockSchema, type FormField } from '../../../../src/cms/blocks/form-builder';

const field = (f: Partial<FormField> & Pick<FormField, 'name' | 'type'>): FormField => ({
  label: f.name,
  help: '',
  required: false,
  options: [],
  rules: [],
  ...f,
});

const form = [
  field({ name: 'name', type: 'text', required: true, rules: [{ rule: 'minLength', value: 2 }] }),
  field({ name: 'email', type: 'email', required: true }),
  field({ name: 'again', type: 'email', rules: [{ rule: 'matches', field: 'email' }] }),
  field({ name: 'phone', type: 'phone' }),
  field({
    name: 'amount',
    type: 'number',
    rules: [
      { rule: 'maxDecimals', value: 2 },
      { rule: 'maxValue', value: 100 },
    ],
  }),
  field({ name: 'day', type: 'date' }),
  field({
    name: 'topic',
    type: 'select',
    required: true,
    options: [
      { value: 'a', label: 'A' },
      { value: 'b', label: 'B' },
    ],
  }),
  field({
    name: 'ways',
    type: 'checkboxGroup',
    options: [
      { value: 'x', label: 'X' },
      { value: 'y', label: 'Y' },
    ],
    rules: [{ rule: 'checkedAmount', value: 1 }],
  }),
  field({ name: 'message', type: 'textarea' }),
];

describe('form-builder fields', () => {
  it('take the rules their type implies, empty when required, and a length cap', () => {
    expect(fieldRules(form[1]!)).toEqual([{ rule: 'empty' }, { rule: 'email' }, { rule: 'maxLength', value: DEFAULT_MAX_LENGTH.email }]);
    expect(fieldRules(form[3]!)).toEqual([{ rule: 'phoneWithCountryCode' }, { rule: 'maxLength', value: 30 }]);
    expect(fieldRules(form[4]!).map((r) => r.rule)).toEqual(['number', 'maxLength', 'maxDecimals', 'maxValue']);
    expect(fieldRules(form[7]!)).toEqual([{ rule: 'checkedAmount', value: 1 }]);
    expect(fieldRules(field({ name: 't', type: 'textarea', rules: [{ rule: 'maxLength', value: 10 }] }))).toEqual([{ rule: 'maxLength', value: 10 }]);
  });

  it('check choices and dates by shape', () => {
    expect(shapeFailure(form[6]!, 'c', 'fi-FI')).toEqual({ rule: 'equals' });
    expect(shapeFailure(form[6]!, ['a'], 'fi-FI')).toEqual({ rule: 'equals' });
    expect(shapeFailure(form[7]!, ['x', 'x'], 'fi-FI')).toEqual({ rule: 'equals' });
    expect(shapeFailure(form[7]!, 'x', 'fi-FI')).toEqual({ rule: 'equals' });
    expect(shapeFailure(form[7]!, ['y', 'x'], 'fi-FI')).toBeNull();
    expect(shapeFailure(form[5]!, '29.02.2024', 'fi-FI')).toBeNull();
    // a date the calendar lacks says so, with what was typed; one not written as a date says the format
    expect(shapeFailure(form[5]!, '29.02.2025', 'fi-FI')).toEqual({ rule: 'dateNotReal', ruleValue: '29.02.2025' });
    expect(shapeFailure(form[5]!, ' 31.02.2025 ', 'fi-FI')).toEqual({ rule: 'dateNotReal', ruleValue: '31.02.2025' });
    expect(shapeFailure(form[5]!, '2025-13-01', 'fi-FI')).toEqual({ rule: 'dateNotReal', ruleValue: '2025-13-01' });
    expect(shapeFailure(form[5]!, 'tomorrow', 'fi-FI')).toEqual({ rule: 'dateFormat' });
    expect(shapeFailure(form[5]!, '31.02.', 'fi-FI')).toEqual({ rule: 'dateFormat' });
    expect(shapeFailure(form[0]!, ['a'], 'fi-FI')).toEqual({ rule: 'equals' });
  });

  it('tell a date not written as one from one the calendar lacks', () => {
    expect(dateProblem('24.11.2026', 'fi-FI')).toBeNull();
    expect(dateProblem('31.02.2025', 'fi-FI')).toBe('notReal');
    expect(dateProblem('31.4.26', 'fi-FI')).toBe('notReal');
    expect(dateProblem('0.1.2025', 'fi-FI')).toBe('notReal');
    expect(dateProblem('1/2/2025', 'fi-FI')).toBe('format');
    // a real date outside the field's years is its own problem, not a date missing from the calendar
    expect(dateProblem('1.1.1850', 'fi-FI')).toBe('range');
    expect(dateProblem('2201-01-01', 'fi-FI')).toBe('range');
    expect(dateProblem('29.02.1899', 'fi-FI')).toBe('notReal');
    expect(shapeFailure(form[5]!, ' 1.1.1850', 'fi-FI')).toEqual({ rule: 'dateRange', ruleValue: '1.1.1850' });
  });

  it('a checkbox group asking for at least one is required, and a required group asks to choose', () => {
    expect(isRequired(form[7]!)).toBe(true);
    expect(isRequired({ ...form[7]!, rules: [] })).toBe(false);
    expect(isRequired({ ...form[7]!, rules: [{ rule: 'checkedAmount', value: 0 }] })).toBe(false);
    expect(isRequired(form[1]!)).toBe(true);
    expect(isRequired(form[3]!)).toBe(false);
    const required = { ...form[7]!, required: true, rules: [] };
    expect(fieldRules(required)).toEqual([{ rule: 'checkedAmount', value: 1 }]);
    expect(validateField(required, [], {}, 'fi-FI')).toEqual({ rule: 'checkedAmount', ruleValue: 1 });
  });

  it('a required blank field says so before anything else', () => {
    expect(validateField(form[6]!, '', {}, 'fi-FI')).toEqual({ rule: 'empty' });
    expect(validateField(form[6]!, 'zzz', {}, 'fi-FI')).toEqual({ rule: 'equals' });
  });

  it('validate a whole submission', () => {
    const ok = {
      name: 'Aino',
      email: 'a@b.fi',
      again: 'a@b.fi',
      phone: '+358 40 123 4567',
      amount: '12,50',
      day: '01.02.2025',
      topic: 'a',
      ways: ['x'],
      message: '',
    };
    expect(validateForm(form, ok, 'fi-FI')).toEqual({});
    expect(validateForm(form, { ...ok, name: 'A', again: 'b@b.fi', amount: '1.234', ways: [], topic: '' }, 'fi-FI')).toEqual({
      name: { rule: 'minLength', ruleValue: 2 },
      again: { rule: 'matches', ruleValue: 'email' },
      amount: { rule: 'maxDecimals', ruleValue: 2 },
      topic: { rule: 'empty' },
      ways: { rule: 'checkedAmount', ruleValue: 1 },
    });
  });

  it('read each phone with its country as E.164 and list names the form does not have', () => {
    const { values, unknown } = prepareValues(form, { phone: '040 123 4567', phone_country: 'FI', name: 'x', extra: '1', again_country: 'SE' });
    expect(values).toEqual({ phone: '+358401234567', name: 'x' });
    expect(unknown).toEqual(['extra', 'again_country']);
    expect(phoneValue('NO', '912 34 567')).toBe('+4791234567');
    // typed with its own country code, it is that country's
    expect(phoneValue('SE', '+358401234567')).toBe('+358401234567');
    expect(phoneValue('DE', '030 123456')).toBe('+4930123456');
    // not a number of the country: kept as typed, for the phone rule to refuse
    expect(phoneValue('ZZ', '123')).toBe('123');
    expect(phoneValue('FI', '040 123')).toBe('040 123');
    expect(validateField(form[3]!, phoneValue('FI', '040 123'), {}, 'fi-FI')).toEqual({ rule: 'phoneWithCountryCode' });
    expect(phoneValue('FI', '  ')).toBe('');
  });

  it('the country list puts NO, SE and FI first, then the rest by name', () => {
    expect(FIRST_COUNTRIES.map((c) => c.code)).toEqual(['NO', 'SE', 'FI']);
    const list = phoneCountries('fi');
    expect(list.slice(0, 3).map((c) => [c.code, c.dial])).toEqual([
      ['NO', '47'],
      ['SE', '46'],
      ['FI', '358'],
    ]);
    expect(list[0]!.name).toBe('Norja');
    const rest = list.slice(3).map((c) => c.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'fi')));
    expect(defaultCountry('sv-SE')).toBe('SE');
    expect(defaultCountry('en-EU')).toBe('FI');
  });

  it('the block schema refuses unsafe names and unknown rules', () => {
    const base = { id: 'f', contentType: 'formBuilder', formId: 'contact', fields: [{ name: 'x', type: 'text', label: 'X' }] };
    expect(formBuilderBlockSchema.safeParse(base).success).toBe(true);
    expect(formBuilderBlockSchema.safeParse({ ...base, formId: '../x' }).success).toBe(false);
    expect(formBuilderBlockSchema.safeParse({ ...base, fields: [{ name: '__proto__', type: 'text', label: 'X' }] }).success).toBe(false);
    expect(formBuilderBlockSchema.safeParse({ ...base, fields: [{ name: 'x', type: 'text', label: 'X', rules: [{ rule: 'regex' }] }] }).success).toBe(false);
  });
});

describe('a date field checked as a whole', () => {
  it('counts its length trimmed, as its date check reads it: a trailing space is no character over the limit', () => {
    const day = form[5]!;
    expect(validateField(day, '24.11.2026 ', {}, 'fi-FI')).toBeNull();
    expect(validateField(day, '  24.11.2026\t', {}, 'fi-FI')).toBeNull();
    expect(validateField(day, '24.11.20266', {}, 'fi-FI')).toEqual({ rule: 'dateFormat' });
    expect(validateField(day, '1.1.1850', {}, 'fi-FI')).toEqual({ rule: 'dateRange', ruleValue: '1.1.1850' });
  });
});

describe('form dates', () => {
  it('read the locale’s own way and ISO, refuse what is not a date', () => {
    expect(parseDateInput('1.2.2025', 'fi-FI')).toBe('2025-02-01');
    expect(parseDateInput('2025-02-01', 'fi-FI')).toBe('2025-02-01');
    for (const bad of ['31.04.2025', '2025-13-01', '1/2/2025', '', '00.01.2025', '01.01.1800']) expect(parseDateInput(bad, 'fi-FI'), bad).toBeNull();
    expect(toDisplay('2025-02-01', 'fi-FI')).toBe('01.02.2025');
  });

  it('each locale takes its own way of typing 21 November 2026, and ISO; 31 February is refused in every one', () => {
    const own = { 'fi-FI': '21.11.2026', 'no-NO': '21.11.2026', 'en-EU': '21/11/2026', 'sv-SE': '2026-11-21' } as const;
    const day = form[5]!;
    for (const { code } of locales) {
      expect(parseDateInput(own[code], code), code).toBe('2026-11-21');
      expect(parseDateInput('2026-11-21', code), code).toBe('2026-11-21');
      expect(validateField(day, own[code], {}, code), code).toBeNull();
      const february = code === 'sv-SE' ? '2026-02-31' : own[code].replace('21', '31').replace('11', '02');
      expect(validateField(day, february, {}, code), `${code} ${february}`).toEqual({ rule: 'dateNotReal', ruleValue: february });
    }
    // another locale's way is not this one's: 21/11/2026 is no Finnish date, 21.11.2026 no en-EU one
    expect(dateProblem('21/11/2026', 'fi-FI')).toBe('format');
    expect(dateProblem('21.11.2026', 'en-EU')).toBe('format');
    expect(dateProblem('21.11.2026', 'sv-SE')).toBe('format');
  });

  it('show a date as each locale types it, in the shape its hint gives, and read it back', () => {
    expect(toDisplay('2026-11-24', 'fi-FI')).toBe('24.11.2026');
    expect(toDisplay('2026-11-24', 'no-NO')).toBe('24.11.2026');
    expect(toDisplay('2026-11-24', 'en-EU')).toBe('24/11/2026');
    expect(toDisplay('2026-11-24', 'sv-SE')).toBe('2026-11-24');
    const shape = (text: string) => text.replace(/[\p{L}\d]/gu, '9');
    for (const { code } of locales) {
      const hint = t(code, 'form.dateFormat');
      expect(shape(toDisplay('2026-11-24', code)), code).toBe(shape(hint));
      // the message's example is written the same way
      expect(t(code, 'validation.dateFormat', { format: hint }), code).toContain(toDisplay('2026-11-24', code));
    }
    expect(t('sv-SE', 'form.dateFormat')).toBe('åååå-mm-dd');
    expect(t('en-EU', 'form.dateFormat')).toBe('dd/mm/yyyy');
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2200-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.constantFrom(...locales),
        (d, { code }) => {
          const iso = d.toISOString().slice(0, 10);
          expect(parseDateInput(toDisplay(iso, code), code)).toBe(iso);
        },
      ),
    );
  });

  it('read a two-digit year with the cutoff 60 (spec 9): 00–59 are 2000–2059, 60–99 are 1960–1999', () => {
    expect(parseDateInput('1.2.25', 'fi-FI')).toBe('2025-02-01');
    expect(parseDateInput('31.12.59', 'fi-FI')).toBe('2059-12-31');
    expect(parseDateInput('01.01.60', 'fi-FI')).toBe('1960-01-01');
    expect(parseDateInput('15.06.99', 'fi-FI')).toBe('1999-06-15');
    expect(parseDateInput('29.02.00', 'fi-FI')).toBe('2000-02-29');
    expect(twoDigitYear(59)).toBe(2059);
    expect(twoDigitYear(60)).toBe(1960);
    for (const bad of ['29.02.01', '1.2.5', '1.2.125']) expect(parseDateInput(bad, 'fi-FI'), bad).toBeNull();
  });

  it('lay a month out in Monday-first weeks', () => {
    expect(monthGrid(2025, 9)[0]![0]).toBe('2025-09-01'); // a Monday: no padding
    const grid = monthGrid(2025, 2);
    expect(grid.every((week) => week.length === 7)).toBe(true);
    expect(grid[0]!.slice(0, 5)).toEqual([null, null, null, null, null]);
    expect(grid[0]![5]).toBe('2025-02-01');
    expect(grid.flat().filter(Boolean)).toHaveLength(28);
  });
});

describe('field rules the mutation run found untested', () => {
  it('a required checkbox group gets checkedAmount 1 only when it names no checkedAmount of its own', () => {
    const group = field({ name: 'topics', type: 'checkboxGroup', required: true, rules: [{ rule: 'checkedAmount', value: 2 }] });
    expect(fieldRules(group)).toEqual([{ rule: 'empty' }, { rule: 'checkedAmount', value: 2 }]);
    expect(fieldRules(field({ name: 'topics', type: 'checkboxGroup', required: true }))).toEqual([{ rule: 'checkedAmount', value: 1 }]);
  });

  it('a date that is not text has an invalid value', () => {
    expect(shapeFailure(field({ name: 'day', type: 'date' }), ['2026-03-24'], 'fi-FI')).toEqual({ rule: 'equals' });
  });

  it('a checkedAmount makes a checkbox group required, and nothing else does', () => {
    expect(isRequired(field({ name: 't', type: 'text', rules: [{ rule: 'checkedAmount', value: 1 }] }))).toBe(false);
    expect(isRequired(field({ name: 'g', type: 'checkboxGroup', rules: [{ rule: 'maxLength', value: 5 }] }))).toBe(false);
    const group = field({ name: 'g', type: 'checkboxGroup', required: true, rules: [{ rule: 'containsForbiddenSymbols' }] });
    expect(fieldRules(group)).toEqual([{ rule: 'checkedAmount', value: 1 }, { rule: 'containsForbiddenSymbols' }]);
  });

  it('a blank optional choice is no invalid value; every checked option must be offered', () => {
    expect(shapeFailure(form[6]!, '', 'fi-FI')).toBeNull();
    expect(validateField({ ...form[6]!, required: false }, '', {}, 'fi-FI')).toBeNull();
    expect(shapeFailure(form[7]!, ['x', 'z'], 'fi-FI')).toEqual({ rule: 'equals' });
  });

  it('counts a text field as sent, and answers a date sent as a list without failing', () => {
    const short = field({ name: 'code', type: 'text', rules: [{ rule: 'maxLength', value: 3 }] });
    expect(validateField(short, 'ab  ', {}, 'fi-FI')).toEqual({ rule: 'maxLength', ruleValue: 3 });
    expect(validateField(form[5]!, ['24.11.2026'], {}, 'fi-FI')).toEqual({ rule: 'equals' });
  });

  it('reads only a phone field as a number, and a number sent as a list or with its country sent twice as typed', () => {
    const { values } = prepareValues(form, { message: ' +358 40 123 4567 ', phone: ['+358401234567'], phone_country: 'FI' });
    expect(values).toEqual({ message: ' +358 40 123 4567 ', phone: ['+358401234567'] });
    expect(prepareValues(form, { phone: '040 123 4567', phone_country: ['FI', 'FI'] }).values).toEqual({ phone: '040 123 4567' });
  });

  it('skips a rule the CMS configured without its bound and checks the rest', () => {
    const noBound = field({ name: 'note', type: 'text', rules: [{ rule: 'minLength' }, { rule: 'containsForbiddenSymbols' }] });
    expect(validateField(noBound, 'fine', {}, 'fi-FI')).toBeNull();
    expect(validateField(noBound, 'a<b', {}, 'fi-FI')).toEqual({ rule: 'containsForbiddenSymbols' });
  });
});
