/**
 * The configuration's documentation, written from the schema (src/config/schema.ts): the
 * top-level `.env.example` and the README's configuration table. `npm run env:example` writes both;
 * tests/unit/config-docs.test.ts fails when the committed files differ from what this gives.
 */
import { shownDefault, variables, type VariableName } from './schema';

const names = Object.keys(variables) as VariableName[];

/** `.env.example`: every variable, its description and default, commented out. */
export function envExample(): string {
  const lines = [
    "# The site's configuration (src/config/schema.ts). Copy to .env and uncomment what you need;",
    '# variables set in the environment win over this file. Written by `npm run env:example`.',
    '',
  ];
  for (const name of names) {
    const { description } = variables[name];
    lines.push(`# ${description}`);
    lines.push(`# ${name}=${shownDefault(name) ?? ''}`);
    lines.push('');
  }
  return lines.join('\n');
}

const escapeCell = (text: string) => text.replace(/\|/g, '\\|');

/**
 * The README table: one row per variable, and one per per-locale family (`SITE_URL_<LOCALE>`)
 * described with its first locale's text.
 */
export function readmeTable(): string {
  const rows = ['| variable | default | meaning |', '|---|---|---|'];
  const families = new Set<string>();
  for (const name of names) {
    const entry: { description: string; family?: string; familyDefault?: string } = variables[name];
    if (entry.family && families.has(entry.family)) continue;
    if (entry.family) families.add(entry.family);
    const shown = entry.familyDefault ?? shownDefault(name);
    const description = entry.family ? entry.description.replace(/\bfi-FI\b/, 'one locale') : entry.description;
    rows.push(`| \`${entry.family ?? name}\` | ${shown === undefined ? '—' : `\`${escapeCell(shown)}\``} | ${escapeCell(description)} |`);
  }
  return rows.join('\n');
}

/** The markers the README table sits between. */
export const README_TABLE_START = '<!-- configuration table: written by `npm run env:example` from src/config/schema.ts -->';
export const README_TABLE_END = '<!-- end of configuration table -->';

/** The README with its configuration table replaced by the schema's. */
export function withReadmeTable(readme: string): string {
  const start = readme.indexOf(README_TABLE_START);
  const end = readme.indexOf(README_TABLE_END);
  if (start < 0 || end < start) throw new Error(`README.md: the configuration table markers are missing (${README_TABLE_START})`);
  return `${readme.slice(0, start + README_TABLE_START.length)}\n${readmeTable()}\n${readme.slice(end)}`;
}
