/**
 * Writes src/features/locator/outlines.json (the locator maps' offline base layer) from the
 * world-atlas package: `npx tsx scripts/locator/outlines.ts`. Deterministic; a unit test checks
 * the committed file matches.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Topology } from 'topojson-specification';
import { makeOutlines } from './outlines-make';

const root = resolve(import.meta.dirname, '../..');
const topology = JSON.parse(await readFile(resolve(root, 'node_modules/world-atlas/countries-50m.json'), 'utf8')) as Topology;
const out = resolve(root, 'src/features/locator/outlines.json');
const text = JSON.stringify(makeOutlines(topology));
await writeFile(out, `${text}\n`);
console.log(`[outlines] wrote ${out} (${text.length} bytes)`);
