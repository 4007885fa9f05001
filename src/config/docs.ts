/**
 * The configuration's documentation, written from the schema (src/config/schema.ts): the
 * top-level `.env.example` and the configuration table of docs/configuration.md. `npm run env:example`
 * writes both; tests/unit/config/config-docs.test.ts fails when the committed files differ from what this gives.
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

/** The doc that holds the configuration table, from the repository's root. */
export const CONFIGURATION_DOC = 'docs/configuration.md';

/**
 * The configuration table: one row per variable, and one per per-locale family (`SITE_URL_<LOCALE>`)
 * described with its first locale's text.
 */
export function configurationTable(): string {
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

/** The markers the configuration table sits between. */
export const TABLE_START = '<!-- configuration table: written by `npm run env:example` from src/config/schema.ts -->';
export const TABLE_END = '<!-- end of configuration table -->';

/** The configuration doc with its table replaced by the schema's. */
export function withConfigurationTable(doc: string): string {
  const start = doc.indexOf(TABLE_START);
  const end = doc.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`${CONFIGURATION_DOC}: the configuration table markers are missing (${TABLE_START})`);
  return `${doc.slice(0, start + TABLE_START.length)}\n${configurationTable()}\n${doc.slice(end)}`;
}
