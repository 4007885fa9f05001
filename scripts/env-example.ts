/**
 * `npm run env:example`: writes `.env.example` and the configuration table of docs/configuration.md from the
 * configuration schema (src/config/docs.ts).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CONFIGURATION_DOC, envExample, withConfigurationTable } from '../src/config/docs';
import { repoRoot } from './support/children';

await writeFile(join(repoRoot, '.env.example'), envExample());
const doc = join(repoRoot, CONFIGURATION_DOC);
await writeFile(doc, withConfigurationTable(await readFile(doc, 'utf8')));
console.log(`[config] wrote .env.example and the configuration table of ${CONFIGURATION_DOC}`);
