import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { envExample, README_TABLE_END, README_TABLE_START, readmeTable } from '../../src/config/docs';
import { variables } from '../../src/config/schema';

const root = join(import.meta.dirname, '../..');
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

  it("the README's configuration table names exactly the schema's variables", () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const start = readme.indexOf(README_TABLE_START);
    const end = readme.indexOf(README_TABLE_END);
    expect(start, 'the table markers').toBeGreaterThan(0);
    const table = readme.slice(start + README_TABLE_START.length, end).trim();
    const named = new Set([...table.matchAll(/^\| `([A-Z0-9_<>]+)` \|/gm)].map((m) => m[1]!));
    const expected = new Set(Object.entries(variables).map(([name, entry]) => (entry as { family?: string }).family ?? name));
    expect(
      [...expected].filter((n) => !named.has(n)),
      'in the schema, missing from the README',
    ).toEqual([]);
    expect(
      [...named].filter((n) => !expected.has(n)),
      'in the README, not in the schema',
    ).toEqual([]);
    expect(table, fix).toBe(readmeTable());
  });
});
