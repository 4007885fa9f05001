import { describe, expect, it } from 'vitest';
import { groupByInitial, initialOf } from '../../../../src/features/locator/initial-groups';

const town = (city: string, name = city) => ({ city, name });
const sorted = (cities: string[], locale: string) => cities.map((c) => town(c)).sort((a, b) => new Intl.Collator(locale).compare(a.city, b.city));

describe("a town's initial", () => {
  it("is the locale's own letter where its alphabet has one, the plain letter elsewhere", () => {
    expect(initialOf('Äänekoski', 'fi-FI')).toBe('Ä');
    expect(initialOf('Åby', 'sv-SE')).toBe('Å');
    expect(initialOf('Ørsta', 'no-NO')).toBe('Ø');
    expect(initialOf('Äänekoski', 'en-EU')).toBe('A');
    expect(initialOf('Åby', 'en-EU')).toBe('A');
    expect(initialOf('Ørsta', 'en-EU')).toBe('O');
    expect(initialOf('Überlingen', 'sv-SE')).toBe('Y');
  });

  it('is upper case and ignores leading spaces', () => {
    expect(initialOf(' espoo', 'fi-FI')).toBe('E');
    expect(initialOf('', 'fi-FI')).toBe('');
  });
});

describe('the list without JavaScript in groups', () => {
  it("keeps the stations' order and groups them by initial, in the order the letters come", () => {
    const stations = sorted(['Tampere', 'Espoo', 'Äänekoski', 'Ylöjärvi', 'Eura', 'Turku'], 'fi-FI');
    const groups = groupByInitial(stations, 'fi-FI');
    expect(groups.map((g) => g.initial)).toEqual(['E', 'T', 'Y', 'Ä']);
    expect(groups.map((g) => g.stations.map((s) => s.city))).toEqual([['Espoo', 'Eura'], ['Tampere', 'Turku'], ['Ylöjärvi'], ['Äänekoski']]);
  });

  it('puts accented towns with their plain letter where the locale does (English)', () => {
    const stations = sorted(['Åby', 'Alta', 'Äetsä', 'Oslo', 'Ørsta'], 'en-EU');
    expect(groupByInitial(stations, 'en-EU').map((g) => [g.initial, g.stations.length])).toEqual([
      ['A', 3],
      ['O', 2],
    ]);
  });

  it('keeps one group per letter even when stations come out of order', () => {
    const groups = groupByInitial([town('Bergen'), town('Alta'), town('Bodø')], 'no-NO');
    expect(groups).toEqual([
      { initial: 'B', stations: [town('Bergen'), town('Bodø')] },
      { initial: 'A', stations: [town('Alta')] },
    ]);
    expect(groupByInitial([], 'no-NO')).toEqual([]);
  });
});
