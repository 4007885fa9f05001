/**
 * Writes src/lib/phone-metadata.json (the numbering plans the site's phone fields are checked with)
 * from the installed libphonenumber-js: `npx tsx scripts/phone/metadata.ts`. Deterministic; a unit
 * test checks the committed file matches, so an upgrade of the package says when to run this.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { MetadataJson } from 'libphonenumber-js/core';
import { PHONE_COUNTRIES } from '../../src/lib/phone-countries';
import { makePhoneMetadata } from './metadata-make';

const root = resolve(import.meta.dirname, '../..');
const full = JSON.parse(await readFile(resolve(root, 'node_modules/libphonenumber-js/metadata.max.json'), 'utf8')) as MetadataJson;
const out = resolve(root, 'src/lib/phone-metadata.json');
const text = JSON.stringify(makePhoneMetadata(full, PHONE_COUNTRIES));
await writeFile(out, `${text}\n`);
console.log(`[phone-metadata] wrote ${out} (${text.length} bytes)`);
