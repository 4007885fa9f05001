import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIGURATION_DOC, configurationTable, envExample, TABLE_END, TABLE_START } from '../../../src/config/docs';
import { variables } from '../../../src/config/schema';

const root = join(import.meta.dirname, '../../..');
const fix = 'run `npm run env:example` and commit the result';

describe('the configuration docs follow the schema', () => {
  it('.env.example is what the schema gives', () => {
    expect(readFileSync(join(root, '.env.example'), 'utf8'), fix).toBe(envExample());
  });

  it('.env.example names every variable, commented out', () => {
    const text = envExample();
    for (const name of Object.keys(variables)) expect(text).toMatch(new RegExp(`^# ${name}=`, 'm'));
    expect(text).not.toMatch(/^[A-Z]/m);
  });

  it(`the configuration table of ${CONFIGURATION_DOC} names exactly the schema's variables`, () => {
    const doc = readFileSync(join(root, CONFIGURATION_DOC), 'utf8');
    const start = doc.indexOf(TABLE_START);
    const end = doc.indexOf(TABLE_END);
    expect(start, 'the table markers').toBeGreaterThan(0);
    const table = doc.slice(start + TABLE_START.length, end).trim();
    const named = new Set([...table.matchAll(/^\| `([A-Z0-9_<>]+)` \|/gm)].map((m) => m[1]!));
    const expected = new Set(Object.entries(variables).map(([name, entry]) => (entry as { family?: string }).family ?? name));
    expect(
      [...expected].filter((n) => !named.has(n)),
      `in the schema, missing from ${CONFIGURATION_DOC}`,
    ).toEqual([]);
    expect(
      [...named].filter((n) => !expected.has(n)),
      `in ${CONFIGURATION_DOC}, not in the schema`,
    ).toEqual([]);
    expect(table, fix).toBe(configurationTable());
  });
});
