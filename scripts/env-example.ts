/**
 * `npm run env:example`: writes `.env.example` and the README's configuration table from the
 * configuration schema (src/config/docs.ts).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { envExample, withReadmeTable } from '../src/config/docs';
import { repoRoot } from './support/children';

await writeFile(join(repoRoot, '.env.example'), envExample());
const readme = join(repoRoot, 'README.md');
await writeFile(readme, withReadmeTable(await readFile(readme, 'utf8')));
console.log('[config] wrote .env.example and the README configuration table');
